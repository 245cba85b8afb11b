/// The drawn parts of an address, kept as numbers and data strings until they are written: a
/// whole address draws all of its parts before it writes the first (the order of draws is fixed,
/// the order of writing depends on the locale).
extension Addresses {
    /// A postal code: its three-digit prefix and three (ru) or two (en) more digits.
    struct PostalCode {
        let prefix: Int
        let rest: Int
        let restWidth: Int

        /// The most bytes of a postal code.
        static let maxBytes = 6

        /// A postal code of `city`: the prefix drawn from the city's, then the other digits.
        init(in city: FakeCity, _ locale: FakeLocale, rng: inout SplitMix64) {
            prefix = rng.integer(city.postalPrefixes)
            switch locale {
            case .en: (rest, restWidth) = (rng.integer(1...99), 2)
            case .ru: (rest, restWidth) = (rng.integer(0...199), 3)
            }
        }

        func write(into text: inout FakeText) {
            text.append(prefix, width: 3)
            text.append(rest, width: restWidth)
        }
    }

    /// A street: its type and name (ru: "ул." and "Ленина"), or its name and suffix (en:
    /// "Maple" and "Ave"), written with a space between.
    struct Street {
        let first: String
        let second: String

        /// The street's bytes.
        var maxBytes: Int { first.utf8.count + 1 + second.utf8.count }

        init(_ locale: FakeLocale, rng: inout SplitMix64) {
            switch locale {
            case .en:
                first = rng.element(of: EnglishData.streetNames)
                second = rng.weighted(EnglishData.streetSuffixes)
            case .ru:
                // One draw over both lists: an adjective name follows "ул.", a genitive one a
                // street type drawn by weight.
                let genitive = RussianData.genitiveStreets
                let adjective = RussianData.adjectiveStreets
                let k = Int(rng.below(UInt64(genitive.count + adjective.count)))
                if k < adjective.count {
                    first = "ул."
                    second = adjective[k]
                } else {
                    first = rng.weighted(RussianData.streetTypes)
                    second = genitive[k - adjective.count]
                }
            }
        }

        func write(into text: inout FakeText) {
            text.append(first)
            text.append(UInt8(ascii: " "))
            text.append(second)
        }
    }

    /// A house number, with a letter ("7А") or a building number ("12к2") in Russia.
    struct House {
        let number: Int
        /// A letter after the number, or "".
        let letter: String
        /// The building number after "к", or 0 for none.
        let building: Int

        /// The most bytes of a house number ("250к4" is the longest Russian one).
        static let maxBytes = 8

        /// The letters a Russian house number may end with.
        static let letters = ["А", "Б", "В"]

        init(_ locale: FakeLocale, rng: inout SplitMix64) {
            switch locale {
            case .en:
                // Mostly short numbers, sometimes the long ones of suburban roads.
                number = rng.chance(70) ? rng.integer(1...999) : rng.integer(1000...19999)
                (letter, building) = ("", 0)
            case .ru:
                number = rng.chance(80) ? rng.integer(1...60) : rng.integer(61...250)
                switch rng.below(10) {
                case 0: (letter, building) = (rng.element(of: Self.letters), 0)
                case 1: (letter, building) = ("", rng.integer(1...4))
                default: (letter, building) = ("", 0)
                }
            }
        }

        func write(into text: inout FakeText) {
            text.append(number)
            text.append(letter)
            if building > 0 {
                text.append("к")
                text.append(building)
            }
        }
    }
}
