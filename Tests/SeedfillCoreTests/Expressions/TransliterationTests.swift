import Testing

@testable import SeedfillCore

/// `translit`, `lower` and `upper` give the expected text on Cyrillic, mixed and ASCII input,
/// and the byte-table transliteration agrees with a scalar-by-scalar reading of the scheme on
/// thousands of random strings.
@Suite struct TransliterationTests {
    /// Written out by hand from the passport scheme and the capitalisation rule.
    @Test(arguments: [
        ("Иванов", "Ivanov"), ("Щукина", "Shchukina"), ("Юлия", "Iuliia"), ("Объедков", "Obieedkov"),
        ("Соловьёв", "Solovev"), ("Хабибуллин", "Khabibullin"), ("Цветкова", "Tsvetkova"),
        ("Чернышёв", "Chernyshev"), ("Жанна", "Zhanna"), ("Подъезд", "Podieezd"), ("Ёлкин", "Elkin"),
        ("ЩУКИН", "SHCHUKIN"), ("ЖАННА", "ZHANNA"), ("ЩУКИН ЖЁЛУДЕВ", "SHCHUKIN ZHELUDEV"),
        ("Ж", "Zh"), ("ЖЖ", "ZHZH"), ("Ж1", "Zh1"), ("1Ж", "1Zh"), ("AЖ", "AZH"), ("Жa", "Zha"),
        ("ЖЬ", "ZH"), ("ЪЫЬ", "IEY"), ("Ёё", "Ee"), ("Ян", "Ian"), ("Я", "Ia"), ("Я.", "Ia."),
        ("Hello, мир 2", "Hello, mir 2"), ("Объезд, Ящик!", "Obieezd, Iashchik!"),
        ("Ђорђе", "Ђorђe"), ("Яé", "Iaé"), ("ЯÉ", "IAÉ"), ("ЯΣ", "IAΣ"), ("Я😀", "Ia😀"), ("ǅЯ", "ǅIa"),
        ("Я\u{301}", "Ia\u{301}"), ("中Щ", "中Shch"),
        ("", ""), ("ivanov", "ivanov"), ("O'Brien-Smith 42", "O'Brien-Smith 42"), ("café Straße", "café Straße"),
    ])
    func transliterates(_ input: String, _ expected: String) {
        let latin = Transliteration.latin(input)
        #expect(Array(latin.utf8) == Array(expected.utf8), "\(input) → \(latin)")
    }

    /// What the workload's template does to each name: `lower(translit(name))`.
    @Test(arguments: [
        ("Александра", "aleksandra"), ("Щукина", "shchukina"), ("Воробьёва", "vorobeva"), ("Высоцкая", "vysotskaia"),
        ("ЮЛИЯ", "iuliia"), ("Anna", "anna"), ("ANNA-Мария", "anna-mariia"), ("Ёж 7", "ezh 7"),
    ])
    func lowerOfTranslitThroughTheEvaluator(_ input: String, _ expected: String) throws {
        var context = Fixture.context()
        let node = BoundNode.call(.lower, [.call(.translit, [.constant(.string(input))])])
        #expect(try node.evaluate(&context) == .string(expected))
    }

    @Test(arguments: [
        (Builtin.lower, "IVANOV", "ivanov"), (.lower, "Иванов", "иванов"), (.lower, "ÀB", "àb"),
        (.lower, "Shchukina Ё", "shchukina ё"), (.lower, "ivanov", "ivanov"), (.lower, "", ""),
        (.upper, "ivanov", "IVANOV"), (.upper, "Юлия", "ЮЛИЯ"), (.upper, "straße", "STRASSE"), (.upper, "Mix Ёж", "MIX ЁЖ"),
        (.trim, "  a b \n", "a b"), (.translit, "Щукин", "Shchukin"),
    ])
    func textFunctions(_ function: Builtin, _ input: String, _ expected: String) throws {
        var context = Fixture.context()
        let value = try BoundNode.call(function, [.constant(.string(input))], &context)
        #expect(value == .string(expected), "\(function)(\(input))")
    }

    @Test(arguments: [Builtin.lower, .upper, .trim, .translit])
    func nullStaysNullAndOtherTypesAreErrors(_ function: Builtin) throws {
        var context = Fixture.context()
        #expect(try BoundNode.call(function, [.constant(.null)], &context) == .null)
        #expect(throws: EvaluationError.self) { try BoundNode.call(function, [.constant(.number(Number(1)))], &context) }
    }

    /// The fast answers for ASCII and Russian letters are Unicode's.
    @Test func letterPropertiesMatchUnicode() {
        for value in UInt32(0)...0x4FF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(Transliteration.isUppercase(value) == scalar.properties.isUppercase, "U+\(value)")
            #expect(Transliteration.isAlphabetic(value) == scalar.properties.isAlphabetic, "U+\(value)")
        }
    }

    /// Random strings over Russian, other Cyrillic, Latin, Greek, combining marks, digits,
    /// punctuation and astral scalars, each compared byte for byte with the reference.
    @Test func agreesWithAScalarByScalarReference() {
        var alphabet: [Unicode.Scalar] = []
        for range in [0x20...0x7E, 0x410...0x44F, 0x400...0x40F, 0x450...0x45F, 0x460...0x467] as [ClosedRange<UInt32>] {
            alphabet += range.compactMap(Unicode.Scalar.init)
        }
        alphabet += [0xC9, 0xE9, 0xDF, 0x1C5, 0x3A3, 0x3C3, 0x301, 0x308, 0x130, 0x10D0, 0x1C90, 0x4E2D, 0xFB01, 0x1F600]
            .compactMap(Unicode.Scalar.init)
        var rng = SplitMix64(seed: StableHash.hash("translit-reference"))
        for _ in 0..<20_000 {
            var view = String.UnicodeScalarView()
            for _ in 0..<rng.below(13) {
                view.append(alphabet[Int(rng.below(UInt64(alphabet.count)))])
            }
            let input = String(view)
            let latin = Transliteration.latin(input)
            let expected = Self.reference(input)
            #expect(Array(latin.utf8) == Array(expected.utf8), "\(input.unicodeScalars.map { $0.value })")
        }
    }

    /// The one-pass `lower(translit(s))` of templates either declines (for text beyond ASCII
    /// and Russian letters), appending nothing, or appends exactly what the two functions give
    /// one after the other.
    @Test func oneLowercasePassAgreesWithTheTwoFunctions() throws {
        // Russian letters (with ё, Ё) and ASCII first: half the inputs use only those, so that
        // most of them take the one pass; the other half may hold any of the alphabet.
        var alphabet: [Unicode.Scalar] = []
        for range in [0x20...0x7E, 0x410...0x44F, 0x401...0x401, 0x451...0x451] as [ClosedRange<UInt32>] {
            alphabet += range.compactMap(Unicode.Scalar.init)
        }
        let russianAndASCII = UInt64(alphabet.count)
        alphabet += [0x400, 0x40F, 0x456, 0x45F, 0xC9, 0xE9, 0x130, 0x1F600].compactMap(Unicode.Scalar.init)
        var rng = SplitMix64(seed: StableHash.hash("translit-lower"))
        var context = Fixture.context()
        var fused = 0
        for round in 0..<20_000 {
            var view = String.UnicodeScalarView()
            let limit = round.isMultiple(of: 2) ? UInt64(alphabet.count) : russianAndASCII
            for _ in 0..<rng.below(13) {
                view.append(alphabet[Int(rng.below(limit))])
            }
            let input = String(view)
            let expected = try BoundNode.call(.lower, [.call(.translit, [.constant(.string(input))])], &context)
            let got = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 8) { memory -> (Bool, String) in
                var buffer = TextBuffer(memory)
                buffer.append("@")
                let handled = Transliteration.appendLowercased(input, to: &buffer)
                return (handled, buffer.makeString())
            }
            if got.0 {
                fused += 1
                #expect(.string(String(got.1.dropFirst())) == expected, "\(input.unicodeScalars.map { $0.value })")
            } else {
                #expect(got.1 == "@", "\(input.unicodeScalars.map { $0.value })")
            }
        }
        #expect(fused > 8_000)
    }

    // MARK: - Reference

    /// The scheme read scalar by scalar with Unicode's property tables, as first written.
    static func reference(_ s: String) -> String {
        let table = [
            "a", "b", "v", "g", "d", "e", "zh", "z", "i", "i", "k", "l", "m", "n", "o", "p",
            "r", "s", "t", "u", "f", "kh", "ts", "ch", "sh", "shch", "ie", "y", "", "e", "iu", "ia",
        ]
        func map(_ c: Unicode.Scalar) -> (String, Bool)? {
            switch c.value {
            case 0x430...0x44F: return (table[Int(c.value - 0x430)], false)
            case 0x410...0x42F: return (table[Int(c.value - 0x410)], true)
            case 0x451: return ("e", false)
            case 0x401: return ("e", true)
            default: return nil
            }
        }
        let scalars = Array(s.unicodeScalars)
        var out = String.UnicodeScalarView()
        for (i, c) in scalars.enumerated() {
            guard let (latin, upper) = map(c) else {
                out.append(c)
                continue
            }
            let next = i + 1 < scalars.count ? scalars[i + 1] : nil
            let previous = i > 0 ? scalars[i - 1] : nil
            let allCaps: Bool
            if upper, let next, next.properties.isAlphabetic {
                allCaps = next.properties.isUppercase
            } else {
                allCaps = upper && (previous?.properties.isUppercase ?? false)
            }
            for (k, l) in latin.unicodeScalars.enumerated() {
                out.append(upper && (k == 0 || allCaps) ? Unicode.Scalar(UInt8(l.value) - 32) : l)
            }
        }
        return String(out)
    }
}
