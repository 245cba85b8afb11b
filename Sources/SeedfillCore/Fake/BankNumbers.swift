/// `finance.*`: IBANs with a valid ISO 7064 mod-97 check, card numbers that pass the Luhn
/// check, ISO 4217 currency codes and money amounts.
enum BankNumbers {
    /// An IBAN without spaces. ru: `RU` + check + BIK (9 digits) + a 20-digit account number
    /// with its own control key; en: a British one, `GB` + check + bank code + sort code + account.
    ///
    /// Written into one ``FakeText`` with "00" for the check digits, which are then computed
    /// over the written BBAN and filled in.
    static func iban(_ locale: FakeLocale, rng: inout SplitMix64) -> String {
        FakeText.make(maxBytes: 33) { text in
            let country: (UInt8, UInt8)
            switch locale {
            case .ru:
                country = (UInt8(ascii: "R"), UInt8(ascii: "U"))
                text.append("RU00")
                // The BIK: 04 (Russia) and seven digits.
                text.append("04")
                for _ in 0..<7 { text.append(TaxIdentifiers.randomDigit(&rng)) }
                // The account: a personal account in roubles (40817 810), its key (set below)
                // and eleven digits.
                text.append("408178100")
                for _ in 0..<11 { text.append(TaxIdentifiers.randomDigit(&rng)) }
                text[ibanAccountKeyOffset] = russianAccountKey(text)
            case .en:
                country = (UInt8(ascii: "G"), UInt8(ascii: "B"))
                text.append("GB00")
                text.append(rng.element(of: britishBankCodes))
                for _ in 0..<14 { text.append(TaxIdentifiers.randomDigit(&rng)) }
            }
            // The check is over the BBAN followed by the country and "00".
            var remainder = 0
            for i in 4..<text.count { remainder = mod97(remainder, text[i]) }
            remainder = mod97(mod97(mod97(mod97(remainder, country.0), country.1), UInt8(ascii: "0")), UInt8(ascii: "0"))
            let check = 98 - remainder
            text[2] = UInt8(48 + check / 10)
            text[3] = UInt8(48 + check % 10)
        }
    }

    /// The remainder mod 97 of the number `remainder` stands for followed by the IBAN
    /// character `byte` (A = 10 … Z = 35); other bytes are skipped.
    @inline(__always)
    static func mod97(_ remainder: Int, _ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return (remainder * 10 + Int(byte - 48)) % 97
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return (remainder * 100 + Int(byte - 55)) % 97
        default: return remainder
        }
    }

    /// Where a Russian IBAN keeps the account's control key: after "RU", the check, the BIK
    /// and eight digits of the account.
    static let ibanAccountKeyOffset = 4 + 9 + 8

    /// The control key (9th digit, ASCII) of the account number in a Russian IBAN for its
    /// bank's BIK: the last three BIK digits and the account (its key taken as 0), weighted
    /// 7 1 3 repeating, must sum to a multiple of 10.
    static func russianAccountKey(_ text: borrowing FakeText) -> UInt8 {
        let weights = (7, 1, 3)
        var sum = 0
        // The last three BIK digits start six bytes into the BIK, which starts after "RU00".
        for k in 0..<23 {
            let offset = 4 + 6 + k
            let d = offset == ibanAccountKeyOffset ? 0 : Int(text[offset] - 48)
            let w = k % 3 == 0 ? weights.0 : k % 3 == 1 ? weights.1 : weights.2
            sum += d * w % 10
        }
        return UInt8(48 + sum % 10 * 3 % 10)
    }

    /// A card number (digits only) of a payment system used in the locale: its prefix, random
    /// digits, and the Luhn check digit, written into one ``FakeText``.
    static func cardNumber(_ locale: FakeLocale, rng: inout SplitMix64) -> String {
        FakeText.make(maxBytes: 16) { text in
            var length = 16
            switch (locale, rng.below(4)) {
            case (.ru, 0), (.ru, 1):
                text.append("220")  // Mir
                text.append(rng.integer(0...4))
            case (_, 2):
                text.append(UInt8(ascii: "5"))  // Mastercard
                text.append(rng.integer(1...5))
            case (.en, 3):
                text.append(UInt8(ascii: "3"))  // American Express
                text.append(rng.chance(50) ? 4 : 7)
                length = 15
            default:
                text.append(UInt8(ascii: "4"))  // Visa
            }
            while text.count < length - 1 { text.append(TaxIdentifiers.randomDigit(&rng)) }
            text.append(luhnCheckDigit(text))
        }
    }

    /// The digit (ASCII) that makes the digits written so far, followed by it, pass the Luhn
    /// check.
    static func luhnCheckDigit(_ text: borrowing FakeText) -> UInt8 {
        var sum = 0
        for i in 0..<text.count {
            let d = Int(text[text.count - 1 - i] - 48)
            if i % 2 == 0 {
                let doubled = d * 2
                sum += doubled > 9 ? doubled - 9 : doubled
            } else {
                sum += d
            }
        }
        return UInt8(48 + (10 - sum % 10) % 10)
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
