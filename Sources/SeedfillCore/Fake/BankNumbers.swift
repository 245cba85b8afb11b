/// `finance.*`: IBANs with a valid ISO 7064 mod-97 check, card numbers that pass the Luhn
/// check, ISO 4217 currency codes and money amounts.
enum BankNumbers {
    /// An IBAN without spaces. ru: `RU` + check + BIK (9 digits) + a 20-digit account number
    /// with its own control key; en: a British one, `GB` + check + bank code + sort code + account.
    static func iban(_ locale: FakeLocale, rng: inout SplitMix64) -> String {
        let country: String
        let bban: String
        switch locale {
        case .ru:
            country = "RU"
            let bik = [0, 4] + rng.digits(4) + [rng.integer(0...9)] + [rng.integer(0...9), rng.integer(0...9)]
            var account = [4, 0, 8, 1, 7, 8, 1, 0, 0] + rng.digits(11)
            account[8] = russianAccountKey(bik: bik, account: account)
            bban = bik.digitString + account.digitString
        case .en:
            country = "GB"
            bban = rng.element(of: britishBankCodes) + rng.digits(14).digitString
        }
        let check = 98 - mod97(bban + country + "00")
        return country + zeroPadded(check, width: 2) + bban
    }

    /// The remainder mod 97 of the number an IBAN string stands for (A = 10 … Z = 35).
    static func mod97(_ text: String) -> Int {
        var remainder = 0
        for c in text.utf8 {
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                remainder = (remainder * 10 + Int(c - 48)) % 97
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                remainder = (remainder * 100 + Int(c - 55)) % 97
            default:
                continue
            }
        }
        return remainder
    }

    /// The control key (9th digit) of a Russian account number for a bank's BIK: the last
    /// three BIK digits and the account, weighted 7 1 3 repeating, must sum to a multiple of 10.
    static func russianAccountKey(bik: [Int], account: [Int]) -> Int {
        var digits = Array(bik.suffix(3)) + account
        digits[11] = 0
        let weights = [7, 1, 3]
        var sum = 0
        for (i, d) in digits.enumerated() { sum += d * weights[i % 3] % 10 }
        return sum % 10 * 3 % 10
    }

    /// A card number (digits only) of a payment system used in the locale.
    static func cardNumber(_ locale: FakeLocale, rng: inout SplitMix64) -> String {
        var prefix: [Int]
        var length = 16
        switch (locale, rng.below(4)) {
        case (.ru, 0), (.ru, 1): prefix = [2, 2, 0, rng.integer(0...4)]  // Mir
        case (_, 2): prefix = [5, rng.integer(1...5)]  // Mastercard
        case (.en, 3):
            prefix = [3, rng.chance(50) ? 4 : 7]  // American Express
            length = 15
        default: prefix = [4]  // Visa
        }
        var digits = prefix + rng.digits(length - 1 - prefix.count)
        digits.append(luhnCheckDigit(digits))
        return digits.digitString
    }

    /// The digit that makes `digits` + it pass the Luhn check.
    static func luhnCheckDigit(_ digits: [Int]) -> Int {
        var sum = 0
        for (i, d) in digits.reversed().enumerated() {
            if i % 2 == 0 {
                let doubled = d * 2
                sum += doubled > 9 ? doubled - 9 : doubled
            } else {
                sum += d
            }
        }
        return (10 - sum % 10) % 10
    }

    static let russianCurrencies = [
        "RUB", "USD", "EUR", "CNY", "KZT", "BYN", "AMD", "GBP", "JPY", "CHF", "TRY", "AED", "UZS", "KGS", "GEL", "AZN", "INR", "HKD",
    ]
    static let englishCurrencies = [
        "USD", "EUR", "GBP", "JPY", "CAD", "AUD", "CHF", "CNY", "MXN", "INR", "SEK", "NOK", "NZD", "SGD", "HKD", "KRW", "BRL", "ZAR",
    ]
    static let britishBankCodes = ["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "SCBL", "RBOS", "CITI"]

    /// Currencies people of the locale deal in; the first is the locale's own.
    static func currencies(_ locale: FakeLocale) -> [String] {
        locale == .ru ? russianCurrencies : englishCurrencies
    }

    /// An ISO 4217 code, the locale's own currency 40 % of the time.
    static func currency(_ locale: FakeLocale, rng: inout SplitMix64) -> String {
        let list = currencies(locale)
        return rng.chance(40) ? list[0] : rng.element(of: list)
    }

    /// An amount of money with two decimals, from 1.00 to 999999.99, as often in each decade.
    static func amount(rng: inout SplitMix64) -> Number {
        var low: Int64 = 100
        for _ in 0..<rng.integer(0...5) { low *= 10 }
        let cents = low + Int64(rng.below(UInt64(low * 9)))
        return Number(mantissa: cents, scale: 2)
    }
}
