/// `internet.*`: e-mail addresses, user names, domains, URLs and IPv4 addresses, all ASCII.
///
/// Names are transliterated from Cyrillic with the passport scheme of ``Transliteration``
/// (Щукин → shchukin). An e-mail combines a first name, a last name, a separator pattern, an
/// optional number and a mail domain, so its value space is in the billions: enough for a
/// million `unique` values.
enum Internet {
    /// Free mail domains people of the locale use (static, so drawing allocates nothing).
    static let englishMailDomains = [
        "gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "icloud.com", "aol.com", "proton.me", "comcast.net",
    ]
    static let russianMailDomains = ["mail.ru", "yandex.ru", "gmail.com", "rambler.ru", "bk.ru", "list.ru", "inbox.ru", "ya.ru"]
    static let englishTopLevelDomains = ["com", "com", "com", "net", "org", "io", "co", "us"]
    static let russianTopLevelDomains = ["ru", "ru", "ru", "ru", "com", "net", "su", "org"]

    /// Free mail domains people of the locale use.
    static func mailDomains(_ locale: FakeLocale) -> [String] {
        locale == .ru ? russianMailDomains : englishMailDomains
    }

    /// Top-level domains of company sites, `.com` (en) and `.ru` (ru) most often.
    static func topLevelDomains(_ locale: FakeLocale) -> [String] {
        locale == .ru ? russianTopLevelDomains : englishTopLevelDomains
    }

    /// How many numbers an e-mail may end with (1 … this), besides none.
    static let emailNumbers = 999

    /// "anna.ivanova84@mail.ru", "j.smith@gmail.com".
    ///
    /// Drawn in the order first name, last name, pattern, number, domain; the names' ASCII
    /// spellings come from ``Spellings`` (made once), and the parts are written into one
    /// ``FakeText``.
    static func email(_ locale: FakeLocale, _ gender: Gender, rng: inout SplitMix64) -> String {
        let spellings = Spellings.of(locale)
        let first = spellings.firstName(gender, rng: &rng)
        let last = spellings.lastName(gender, rng: &rng)
        let pattern = rng.below(5)
        let number = rng.chance(60) ? rng.integer(1...emailNumbers) : 0
        let domain = rng.element(of: mailDomains(locale))
        return FakeText.make(maxBytes: first.utf8.count + last.utf8.count + domain.utf8.count + 5) { text in
            switch pattern {
            case 0: write(first, ".", last, into: &text)
            case 1: write(first, "_", last, into: &text)
            case 2:
                writeInitial(of: first, into: &text)
                text.append(UInt8(ascii: "."))
                text.append(last)
            case 3: write(last, ".", first, into: &text)
            default:
                text.append(first)
                text.append(last)
            }
            if number > 0 { text.append(number) }
            text.append(UInt8(ascii: "@"))
            text.append(domain)
        }
    }

    /// "ivan_petrov", "jsmith42".
    static func username(_ locale: FakeLocale, _ gender: Gender, rng: inout SplitMix64) -> String {
        let spellings = Spellings.of(locale)
        let first = spellings.firstName(gender, rng: &rng)
        let last = spellings.lastName(gender, rng: &rng)
        let pattern = rng.below(4)
        return FakeText.make(maxBytes: first.utf8.count + last.utf8.count + 4) { text in
            switch pattern {
            case 0: write(first, ".", last, into: &text)
            case 1: write(first, "_", last, into: &text)
            case 2:
                writeInitial(of: first, into: &text)
                text.append(last)
                text.append(rng.integer(1...99))
            default:
                text.append(first)
                text.append(rng.integer(1960...2010))
            }
        }
    }

    /// A company-like domain: "tekhnostroi.ru", "summitlogistics.com".
    static func domain(_ locale: FakeLocale, rng: inout SplitMix64) -> String {
        FakeText.make(maxBytes: Spellings.of(locale).maxDomainBytes) { writeDomain(locale, into: &$0, rng: &rng) }
    }

    /// "https://www.tekhnostroi.ru/dogovor".
    static func url(_ locale: FakeLocale, rng: inout SplitMix64) -> String {
        let spellings = Spellings.of(locale)
        return FakeText.make(maxBytes: 13 + spellings.maxDomainBytes + spellings.maxWordBytes) { text in
            text.append("https://")
            if rng.chance(50) { text.append("www.") }
            writeDomain(locale, into: &text, rng: &rng)
            text.append(UInt8(ascii: "/"))
            if rng.chance(60) { text.append(rng.element(of: spellings.words)) }
        }
    }

    /// Writes a company-like domain: a name of one or two words, a dot, a top-level domain.
    private static func writeDomain(_ locale: FakeLocale, into text: inout FakeText, rng: inout SplitMix64) {
        let spellings = Spellings.of(locale)
        switch locale {
        case .en:
            text.append(rng.element(of: spellings.companyWords))
            text.append(rng.element(of: spellings.companyIndustries))
        case .ru:
            // The prefix is drawn even when a whole word is taken instead.
            let prefix = rng.element(of: spellings.companyPrefixes)
            if rng.chance(30) {
                text.append(rng.element(of: spellings.companyWords))
            } else {
                text.append(prefix)
                text.append(rng.element(of: spellings.companySuffixes))
            }
        }
        text.append(UInt8(ascii: "."))
        text.append(rng.element(of: topLevelDomains(locale)))
    }

    /// A public-looking IPv4 address (no private, loopback or link-local first octets).
    static func ipv4(rng: inout SplitMix64) -> String {
        var first: Int
        repeat { first = rng.integer(1...223) } while isReserved(first)
        return FakeText.make(maxBytes: 15) { text in
            text.append(first)
            text.append(UInt8(ascii: "."))
            text.append(rng.integer(0...255))
            text.append(UInt8(ascii: "."))
            text.append(rng.integer(0...255))
            text.append(UInt8(ascii: "."))
            text.append(rng.integer(1...254))
        }
    }

    /// Whether an address starting with `octet` is private, loopback, shared or link-local.
    private static func isReserved(_ octet: Int) -> Bool {
        switch octet {
        case 10, 100, 127, 169, 172, 192: return true
        default: return false
        }
    }

    /// Writes `a`, `separator` and `b`.
    private static func write(_ a: String, _ separator: Unicode.Scalar, _ b: String, into text: inout FakeText) {
        text.append(a)
        text.append(UInt8(ascii: separator))
        text.append(b)
    }

    /// Writes the first letter of an ASCII name (nothing for an empty one): its `prefix(1)`.
    private static func writeInitial(of name: String, into text: inout FakeText) {
        if let letter = name.utf8.first { text.append(letter) }
    }

    /// Lower-case ASCII letters of `text` after transliteration ("O'Brien" → "obrien"): the
    /// bytes of other scalars are all above 0x7F, so they are skipped byte by byte.
    static func ascii(_ text: String) -> String {
        let latin = Transliteration.latin(text)
        var letters: [UInt8] = []
        letters.reserveCapacity(latin.utf8.count)
        for byte in latin.utf8 {
            switch byte {
            case 0x61...0x7A: letters.append(byte)
            case 0x41...0x5A: letters.append(byte + 32)
            default: continue
            }
        }
        return String(decoding: letters, as: UTF8.self)
    }
}
