/// `address.*`: addresses in the locale's postal format.
///
/// ru: "630099, Новосибирская область, г. Новосибирск, ул. Ленина, д. 5, кв. 12" (postal code
/// first, six digits; no region for Москва and Санкт-Петербург). en: "1234 Maple Ave, Apt 5,
/// Springfield, IL 62704". Within `address.full` city, region and postal code agree.
enum Addresses {
    /// A country name in the locale's language; the locale's own country half of the time.
    static func country(_ locale: FakeLocale, rng: inout SplitMix64) -> String {
        let list = locale == .ru ? RussianData.countries : EnglishData.countries
        return rng.chance(50) ? list[0] : rng.element(of: list)
    }

    /// A region: a Russian federal subject, or a US state's name.
    static func region(_ locale: FakeLocale, rng: inout SplitMix64) -> String {
        switch locale {
        case .en: return rng.element(of: EnglishData.states).name
        case .ru: return rng.element(of: RussianData.cities).region
        }
    }

    /// A city's name.
    static func city(_ locale: FakeLocale, rng: inout SplitMix64) -> String {
        rng.element(of: cities(locale)).name
    }

    /// A street with its type: "ул. Ленина", "Садовая" after "ул.", "Maple Ave".
    static func street(_ locale: FakeLocale, rng: inout SplitMix64) -> String {
        switch locale {
        case .en:
            return rng.element(of: EnglishData.streetNames) + " " + rng.weighted(EnglishData.streetSuffixes)
        case .ru:
            let genitive = RussianData.genitiveStreets
            let adjective = RussianData.adjectiveStreets
            let k = Int(rng.below(UInt64(genitive.count + adjective.count)))
            if k < adjective.count { return "ул. " + adjective[k] }
            return rng.weighted(RussianData.streetTypes) + " " + genitive[k - adjective.count]
        }
    }

    /// A house number: "15", "7А", "12к2" (ru); "1234" (en).
    static func house(_ locale: FakeLocale, rng: inout SplitMix64) -> String {
        switch locale {
        case .en:
            // Mostly short numbers, sometimes the long ones of suburban roads.
            return String(rng.chance(70) ? rng.integer(1...999) : rng.integer(1000...19999))
        case .ru:
            let number = String(rng.chance(80) ? rng.integer(1...60) : rng.integer(61...250))
            switch rng.below(10) {
            case 0: return number + rng.element(of: ["А", "Б", "В"])
            case 1: return number + "к" + String(rng.integer(1...4))
            default: return number
            }
        }
    }

    /// A postal code: six digits (ru), a five-digit ZIP code (en).
    static func postalCode(_ locale: FakeLocale, rng: inout SplitMix64) -> String {
        postalCode(in: rng.element(of: cities(locale)), locale, rng: &rng)
    }

    /// A whole address on one line, in the locale's order.
    static func full(_ locale: FakeLocale, rng: inout SplitMix64) -> String {
        let city = rng.element(of: cities(locale))
        let code = postalCode(in: city, locale, rng: &rng)
        let street = street(locale, rng: &rng)
        let house = house(locale, rng: &rng)
        switch locale {
        case .en:
            let unit = rng.chance(30) ? ", Apt " + String(rng.integer(1...450)) : ""
            return "\(house) \(street)\(unit), \(city.name), \(city.region) \(code)"
        case .ru:
            let flat = rng.chance(75) ? ", кв. " + String(rng.integer(1...350)) : ""
            let region = city.region == city.name ? "" : city.region + ", "
            return "\(code), \(region)г. \(city.name), \(street), д. \(house)\(flat)"
        }
    }

    // MARK: - Helpers

    static func cities(_ locale: FakeLocale) -> [FakeCity] {
        locale == .ru ? RussianData.cities : EnglishData.cities
    }

    /// A postal code of `city`: its three-digit prefix and three (ru) or two (en) more digits.
    static func postalCode(in city: FakeCity, _ locale: FakeLocale, rng: inout SplitMix64) -> String {
        let prefix = zeroPadded(rng.integer(city.postalPrefixes), width: 3)
        switch locale {
        case .en: return prefix + zeroPadded(rng.integer(1...99), width: 2)
        case .ru: return prefix + zeroPadded(rng.integer(0...199), width: 3)
        }
    }
}
