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
        let street = Street(locale, rng: &rng)
        return FakeText.make(maxBytes: street.maxBytes) { street.write(into: &$0) }
    }

    /// A house number: "15", "7А", "12к2" (ru); "1234" (en).
    static func house(_ locale: FakeLocale, rng: inout SplitMix64) -> String {
        let house = House(locale, rng: &rng)
        return FakeText.make(maxBytes: House.maxBytes) { house.write(into: &$0) }
    }

    /// A postal code: six digits (ru), a five-digit ZIP code (en).
    static func postalCode(_ locale: FakeLocale, rng: inout SplitMix64) -> String {
        let code = PostalCode(in: rng.element(of: cities(locale)), locale, rng: &rng)
        return FakeText.make(maxBytes: PostalCode.maxBytes) { code.write(into: &$0) }
    }

    /// A whole address on one line, in the locale's order.
    ///
    /// Its parts are drawn first, in the order city, postal code, street, house, flat (the
    /// order of draws is part of the output), then written into one ``FakeText``.
    static func full(_ locale: FakeLocale, rng: inout SplitMix64) -> String {
        let city = rng.element(of: cities(locale))
        let code = PostalCode(in: city, locale, rng: &rng)
        let street = Street(locale, rng: &rng)
        let house = House(locale, rng: &rng)
        // The flat (ru) or apartment (en) number, 0 for none.
        let unit: Int
        switch locale {
        case .en: unit = rng.chance(30) ? rng.integer(1...450) : 0
        case .ru: unit = rng.chance(75) ? rng.integer(1...350) : 0
        }
        let fixedBytes = 48  // separators, "г. ", "д. ", ", кв. " and the flat's digits
        let maxBytes =
            PostalCode.maxBytes + street.maxBytes + House.maxBytes + city.name.utf8.count + city.region.utf8.count + fixedBytes
        return FakeText.make(maxBytes: maxBytes) { text in
            switch locale {
            case .en:
                // "1234 Maple Ave, Apt 5, Springfield, IL 62704"
                house.write(into: &text)
                text.append(UInt8(ascii: " "))
                street.write(into: &text)
                if unit > 0 {
                    text.append(", Apt ")
                    text.append(unit)
                }
                text.append(", ")
                text.append(city.name)
                text.append(", ")
                text.append(city.region)
                text.append(UInt8(ascii: " "))
                code.write(into: &text)
            case .ru:
                // "630099, Новосибирская область, г. Новосибирск, ул. Ленина, д. 5, кв. 12"
                code.write(into: &text)
                text.append(", ")
                if city.region != city.name {
                    text.append(city.region)
                    text.append(", ")
                }
                text.append("г. ")
                text.append(city.name)
                text.append(", ")
                street.write(into: &text)
                text.append(", д. ")
                house.write(into: &text)
                if unit > 0 {
                    text.append(", кв. ")
                    text.append(unit)
                }
            }
        }
    }

    // MARK: - Helpers

    static func cities(_ locale: FakeLocale) -> [FakeCity] {
        locale == .ru ? RussianData.cities : EnglishData.cities
    }
}
