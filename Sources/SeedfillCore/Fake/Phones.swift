/// `phone.*`: telephone numbers in the locale's national format.
///
/// ru: "+7 (495) 123-45-67" (a city code) and "+7 (916) 123-45-67" (a mobile code, always 9xx).
/// en: "(415) 555-0132" under the North American Numbering Plan: area code and exchange start
/// with 2–9 and are never N11.
enum Phones {
    /// Russian city codes: Moscow, St Petersburg and the regional centres.
    static let russianCityCodes: [Int] = [
        495, 499, 812, 383, 343, 843, 831, 351, 846, 381, 863, 347, 391, 473, 342, 844, 861, 845, 345, 341,
        385, 842, 395, 421, 485, 423, 872, 382, 353, 384, 491, 851, 855, 841, 833, 474, 835, 401, 487, 471,
    ]

    /// Russian mobile codes in use (900–999 without the unassigned blocks).
    static let russianMobileCodes: [Int] = Array(900...939) + Array(950...953) + [958] + Array(960...969) + Array(977...999)

    /// A landline number (ru) or any number (en).
    static func number(_ locale: FakeLocale, rng: inout SplitMix64) -> String {
        switch locale {
        case .en: return northAmerican(rng: &rng)
        case .ru: return russian(code: rng.element(of: russianCityCodes), rng: &rng)
        }
    }

    /// A mobile number.
    static func mobile(_ locale: FakeLocale, rng: inout SplitMix64) -> String {
        switch locale {
        case .en: return northAmerican(rng: &rng)
        case .ru: return russian(code: rng.element(of: russianMobileCodes), rng: &rng)
        }
    }

    private static func russian(code: Int, rng: inout SplitMix64) -> String {
        let d = rng.digits(7)
        return "+7 (\(code)) \(d[0..<3].map(String.init).joined())-\(d[3])\(d[4])-\(d[5])\(d[6])"
    }

    private static func northAmerican(rng: inout SplitMix64) -> String {
        let area = nanpCode(area: true, rng: &rng)
        let exchange = nanpCode(area: false, rng: &rng)
        return "(\(area)) \(exchange)-\(zeroPadded(rng.integer(0...9999), width: 4))"
    }

    /// A three-digit NANP code: first digit 2–9, never N11 (211, 311, … are service numbers);
    /// an area code's middle digit is never 9 (reserved for expansion).
    private static func nanpCode(area: Bool, rng: inout SplitMix64) -> Int {
        while true {
            let code = rng.integer(200...999)
            if code % 100 != 11, !(area && code / 10 % 10 == 9) { return code }
        }
    }
}
