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

    /// "+7 (916) 123-45-67": the code, then seven digits drawn one by one.
    private static func russian(code: Int, rng: inout SplitMix64) -> String {
        FakeText.make(maxBytes: 18) { text in
            text.append("+7 (")
            text.append(code)
            text.append(") ")
            for i in 0..<7 {
                if i == 3 || i == 5 { text.append(UInt8(ascii: "-")) }
                text.append(UInt8(48 + rng.below(10)))
            }
        }
    }

    /// "(415) 555-0132": area code, exchange, then the four-digit line number.
    private static func northAmerican(rng: inout SplitMix64) -> String {
        let area = nanpCode(area: true, rng: &rng)
        let exchange = nanpCode(area: false, rng: &rng)
        let line = rng.integer(0...9999)
        return FakeText.make(maxBytes: 14) { text in
            text.append(UInt8(ascii: "("))
            text.append(area)
            text.append(") ")
            text.append(exchange)
            text.append(UInt8(ascii: "-"))
            text.append(line, width: 4)
        }
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
