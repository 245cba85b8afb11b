/// `vehicle.*`: makes and models sold in the locale's market, number plates in its format, and
/// VINs whose ninth character is the ISO 3779 / FMVSS 115 check digit.
enum Vehicles {
    /// A make with its popular models and a world manufacturer identifier (VIN prefix).
    struct Make: Sendable {
        let name: String
        let models: [String]
        let wmi: String
    }

    static let russianMarket: [Make] = [
        Make(name: "Lada", models: ["Granta", "Vesta", "Niva Travel", "Niva Legend", "Largus", "XRAY"], wmi: "XTA"),
        Make(name: "Kia", models: ["Rio", "Sportage", "Ceed", "K5", "Seltos", "Sorento"], wmi: "Z94"),
        Make(name: "Hyundai", models: ["Solaris", "Creta", "Tucson", "Santa Fe", "Elantra"], wmi: "Z94"),
        Make(name: "Toyota", models: ["Camry", "Corolla", "RAV4", "Land Cruiser Prado", "Land Cruiser"], wmi: "JTN"),
        Make(name: "Volkswagen", models: ["Polo", "Tiguan", "Passat", "Golf", "Jetta"], wmi: "XW8"),
        Make(name: "Renault", models: ["Logan", "Duster", "Sandero", "Kaptur", "Arkana"], wmi: "X7L"),
        Make(name: "Skoda", models: ["Octavia", "Rapid", "Kodiaq", "Karoq", "Superb"], wmi: "TMB"),
        Make(name: "Nissan", models: ["Qashqai", "X-Trail", "Almera", "Terrano", "Murano"], wmi: "Z8N"),
        Make(name: "Haval", models: ["Jolion", "F7", "H6", "Dargo"], wmi: "XZG"),
        Make(name: "Chery", models: ["Tiggo 4", "Tiggo 7 Pro", "Tiggo 8 Pro", "Arrizo 8"], wmi: "LVV"),
        Make(name: "Geely", models: ["Coolray", "Atlas", "Monjaro", "Tugella", "Emgrand"], wmi: "Y4K"),
        Make(name: "BMW", models: ["3 Series", "5 Series", "X3", "X5", "X6"], wmi: "WBA"),
        Make(name: "Mercedes-Benz", models: ["C-Class", "E-Class", "GLC", "GLE", "S-Class"], wmi: "WDD"),
        Make(name: "Mitsubishi", models: ["Outlander", "Pajero Sport", "ASX", "L200"], wmi: "JMB"),
        Make(name: "Mazda", models: ["CX-5", "6", "3", "CX-9"], wmi: "JMZ"),
        Make(name: "UAZ", models: ["Patriot", "Hunter", "Pickup", "Profi"], wmi: "XTT"),
        Make(name: "GAZ", models: ["Gazelle Next", "Gazelle Business", "Sobol"], wmi: "X96"),
    ]

    static let americanMarket: [Make] = [
        Make(name: "Ford", models: ["F-150", "Escape", "Explorer", "Mustang", "Bronco", "Edge"], wmi: "1FA"),
        Make(name: "Chevrolet", models: ["Silverado", "Equinox", "Malibu", "Tahoe", "Traverse", "Colorado"], wmi: "1G1"),
        Make(name: "Toyota", models: ["Camry", "Corolla", "RAV4", "Tacoma", "Highlander", "Tundra"], wmi: "4T1"),
        Make(name: "Honda", models: ["Civic", "Accord", "CR-V", "Pilot", "Odyssey", "HR-V"], wmi: "1HG"),
        Make(name: "Nissan", models: ["Altima", "Rogue", "Sentra", "Pathfinder", "Frontier"], wmi: "1N4"),
        Make(name: "Jeep", models: ["Wrangler", "Grand Cherokee", "Cherokee", "Compass", "Gladiator"], wmi: "1C4"),
        Make(name: "Ram", models: ["1500", "2500", "ProMaster"], wmi: "1C6"),
        Make(name: "GMC", models: ["Sierra", "Yukon", "Acadia", "Terrain"], wmi: "1GT"),
        Make(name: "Tesla", models: ["Model 3", "Model Y", "Model S", "Model X"], wmi: "5YJ"),
        Make(name: "Subaru", models: ["Outback", "Forester", "Crosstrek", "Impreza", "Ascent"], wmi: "4S4"),
        Make(name: "Hyundai", models: ["Elantra", "Tucson", "Santa Fe", "Sonata", "Palisade"], wmi: "5NP"),
        Make(name: "Kia", models: ["Sorento", "Telluride", "Sportage", "Forte", "Soul"], wmi: "5XY"),
        Make(name: "BMW", models: ["3 Series", "X3", "X5", "5 Series"], wmi: "WBA"),
        Make(name: "Mercedes-Benz", models: ["C-Class", "GLC", "GLE", "E-Class"], wmi: "W1K"),
        Make(name: "Dodge", models: ["Charger", "Durango", "Challenger"], wmi: "2C3"),
        Make(name: "Volkswagen", models: ["Jetta", "Atlas", "Tiguan", "Taos"], wmi: "3VW"),
        Make(name: "Mazda", models: ["CX-5", "Mazda3", "CX-50", "CX-90"], wmi: "JM3"),
        Make(name: "Lexus", models: ["RX", "ES", "NX", "GX"], wmi: "2T2"),
    ]

    static func makes(_ locale: FakeLocale) -> [Make] {
        locale == .ru ? russianMarket : americanMarket
    }

    /// A make's name.
    static func make(_ locale: FakeLocale, rng: inout SplitMix64) -> String {
        rng.element(of: makes(locale)).name
    }

    /// A model of a random make (a seed that needs make and model to agree reads them from a
    /// table instead).
    static func model(_ locale: FakeLocale, rng: inout SplitMix64) -> String {
        rng.element(of: rng.element(of: makes(locale)).models)
    }

    /// Letters of Russian plates: those that look the same in Latin (А В Е К М Н О Р С Т У Х).
    static let plateLetters: [String] = ["А", "В", "Е", "К", "М", "Н", "О", "Р", "С", "Т", "У", "Х"]

    /// Russian region codes on plates, two- and three-digit.
    static let plateRegions: [Int] =
        Array(1...99) + [
            102, 116, 121, 123, 124, 125, 134, 136, 138, 150, 152, 154, 159, 161, 163, 164, 173, 174, 178, 186, 190, 196, 197, 198, 199,
            750, 777, 790, 797, 799,
        ]

    /// "А123ВС77" (ru); "ABC-1234" or "7ABC123" (en).
    static func plate(_ locale: FakeLocale, rng: inout SplitMix64) -> String {
        switch locale {
        case .ru:
            // Three letters, the number, the region; written letter, number, letters, region.
            let (a, b, c) = (rng.element(of: plateLetters), rng.element(of: plateLetters), rng.element(of: plateLetters))
            let number = rng.integer(1...999)
            let region = rng.element(of: plateRegions)
            return FakeText.make(maxBytes: 12) { text in
                text.append(a)
                text.append(number, width: 3)
                text.append(b)
                text.append(c)
                text.append(region, width: 2)
            }
        case .en:
            let letters = (UInt8(65 + rng.below(26)), UInt8(65 + rng.below(26)), UInt8(65 + rng.below(26)))
            return FakeText.make(maxBytes: 8) { text in
                if rng.chance(50) {
                    writeLetters(letters, into: &text)
                    text.append(UInt8(ascii: "-"))
                    text.append(rng.integer(0...9999), width: 4)
                } else {
                    text.append(rng.integer(1...9))
                    writeLetters(letters, into: &text)
                    text.append(rng.integer(0...999), width: 3)
                }
            }
        }
    }

    /// Writes the three Latin letters of an American plate.
    private static func writeLetters(_ letters: (UInt8, UInt8, UInt8), into text: inout FakeText) {
        text.append(letters.0)
        text.append(letters.1)
        text.append(letters.2)
    }

    // MARK: - VIN

    /// VIN characters: digits and capitals without I, O and Q.
    static let vinAlphabet: [UInt8] = Array("0123456789ABCDEFGHJKLMNPRSTUVWXYZ".utf8)
    /// Model-year codes (position 10): no I O Q U Z and no 0.
    static let vinYears: [UInt8] = Array("ABCDEFGHJKLMNPRSTVWXY123456789".utf8)

    /// A 17-character VIN: the make's WMI, five descriptor characters, the check digit, a year
    /// code, a plant code and a six-digit serial number, written into one ``FakeText`` with the
    /// check character filled in last.
    static func vin(_ locale: FakeLocale, rng: inout SplitMix64) -> String {
        FakeText.make(maxBytes: 17) { text in
            text.append(rng.element(of: makes(locale)).wmi)
            for _ in 0..<5 { text.append(rng.element(of: vinAlphabet)) }
            text.append(UInt8(ascii: "0"))
            text.append(rng.element(of: vinYears))
            text.append(rng.element(of: vinAlphabet))
            for _ in 0..<6 { text.append(UInt8(48 + rng.below(10))) }
            text[8] = vinCheckCharacter(text)
        }
    }

    /// The ISO 3779 check character of a 17-character VIN: each character's value (letters
    /// transliterated, A=1 … Z=9 skipping I O Q) times its position weight, summed mod 11; 10 is X.
    static func vinCheckCharacter(_ text: borrowing FakeText) -> UInt8 {
        let weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
        var sum = 0
        for i in 0..<Swift.min(text.count, 17) {
            sum += vinValue(text[i]) * weights[i]
        }
        let check = sum % 11
        return check == 10 ? UInt8(ascii: "X") : UInt8(48 + check)
    }

    private static func vinValue(_ c: UInt8) -> Int {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(c - 48)
        case UInt8(ascii: "A")...UInt8(ascii: "H"): return Int(c - 64)  // A1 … H8
        case UInt8(ascii: "J")...UInt8(ascii: "R"): return Int(c - 73)  // J1 … R9 (no O, Q drawn)
        case UInt8(ascii: "S")...UInt8(ascii: "Z"): return Int(c - 81)  // S2 … Z9
        default: return 0
        }
    }
}
