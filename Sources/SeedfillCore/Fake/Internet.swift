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
    static func email(_ locale: FakeLocale, _ gender: Gender, rng: inout SplitMix64) -> String {
        let first = ascii(PersonNames.firstName(locale, gender, rng: &rng))
        let last = ascii(PersonNames.lastName(locale, gender, rng: &rng))
        var local: String
        switch rng.below(5) {
        case 0: local = first + "." + last
        case 1: local = first + "_" + last
        case 2: local = String(first.prefix(1)) + "." + last
        case 3: local = last + "." + first
        default: local = first + last
        }
        if rng.chance(60) { local += String(rng.integer(1...emailNumbers)) }
        return local + "@" + rng.element(of: mailDomains(locale))
    }

    /// "ivan_petrov", "jsmith42".
    static func username(_ locale: FakeLocale, _ gender: Gender, rng: inout SplitMix64) -> String {
        let first = ascii(PersonNames.firstName(locale, gender, rng: &rng))
        let last = ascii(PersonNames.lastName(locale, gender, rng: &rng))
        switch rng.below(4) {
        case 0: return first + "." + last
        case 1: return first + "_" + last
        case 2: return String(first.prefix(1)) + last + String(rng.integer(1...99))
        default: return first + String(rng.integer(1960...2010))
        }
    }

    /// A company-like domain: "tekhnostroi.ru", "summitlogistics.com".
    static func domain(_ locale: FakeLocale, rng: inout SplitMix64) -> String {
        let name: String
        switch locale {
        case .en:
            name = rng.element(of: EnglishData.companyWords) + rng.element(of: EnglishData.companyIndustries)
        case .ru:
            let prefix = rng.element(of: RussianData.companyPrefixes)
            name = rng.chance(30) ? rng.element(of: RussianData.companyWords) : prefix + rng.element(of: RussianData.companySuffixes)
        }
        return ascii(name) + "." + rng.element(of: topLevelDomains(locale))
    }

    /// "https://www.tekhnostroi.ru/dogovor".
    static func url(_ locale: FakeLocale, rng: inout SplitMix64) -> String {
        var url = "https://" + (rng.chance(50) ? "www." : "") + domain(locale, rng: &rng)
        if rng.chance(60) {
            let words = locale == .ru ? RussianData.words : EnglishData.words
            url += "/" + ascii(rng.element(of: words))
        } else {
            url += "/"
        }
        return url
    }

    /// A public-looking IPv4 address (no private, loopback or link-local first octets).
    static func ipv4(rng: inout SplitMix64) -> String {
        var first: Int
        repeat { first = rng.integer(1...223) } while [10, 100, 127, 169, 172, 192].contains(first)
        return "\(first).\(rng.integer(0...255)).\(rng.integer(0...255)).\(rng.integer(1...254))"
    }

    /// Lower-case ASCII letters of `text` after transliteration ("O'Brien" → "obrien").
    static func ascii(_ text: String) -> String {
        let latin = Transliteration.latin(text)
        var scalars = String.UnicodeScalarView()
        for s in latin.unicodeScalars {
            switch s.value {
            case 0x61...0x7A: scalars.append(s)
            case 0x41...0x5A: scalars.append(Unicode.Scalar(UInt8(s.value + 32)))
            default: continue
            }
        }
        return String(scalars)
    }
}
