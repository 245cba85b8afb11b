import Testing

@testable import SeedfillCore

/// Parses a mask that the test expects to be valid.
private func mask(_ text: String, letters: String? = nil) throws -> Mask {
    try Mask.parse(text, letters: letters).get()
}

@Suite struct MaskTests {
    static let masks: [(String, String?)] = [
        ("## ## ######", nil), ("## #######", nil), ("#### ######", nil), ("+7 (9##) ###-##-##", nil),
        ("?###??##", "ABEKMHOPCTYX"), ("##?? ######", "ABEKMHOPCTYX"), ("?###??##", "АВЕКМНОРСТУХ"),
        ("***-***", nil), ("\\#\\?\\*\\\\#", nil), ("Ж-??", "ЁЖЗ"),
    ]

    @Test(arguments: masks)
    func everyDrawMatches(text: String, letters: String?) throws {
        let mask = try mask(text, letters: letters)
        var rng = SplitMix64(seed: StableHash.hash(text))
        for _ in 0..<5_000 {
            let value = mask.generate(using: &rng)
            #expect(mask.matches(value), "\(text) generated \(value)")
            #expect(value.unicodeScalars.count == mask.length)
        }
    }

    @Test func bufferAndStringGenerationAgree() throws {
        let mask = try mask("?###??## Ж", letters: "АВЕКМНОРСТУХ")
        var a = SplitMix64(seed: 7)
        var b = SplitMix64(seed: 7)
        for _ in 0..<1_000 {
            var buffer: [UInt8] = [0x41]
            mask.generate(using: &a, into: &buffer)
            #expect(buffer == [0x41] + Array(mask.generate(using: &b).utf8))
        }
    }

    @Test func drawsAreSpreadOverTheAlphabet() throws {
        let mask = try mask("?", letters: "ABEKMHOPCTYX")
        var rng = SplitMix64(seed: 1)
        var counts: [String: Int] = [:]
        for _ in 0..<12_000 { counts[mask.generate(using: &rng), default: 0] += 1 }
        #expect(counts.count == 12)
        #expect(counts.values.allSatisfy { (800...1_200).contains($0) })
    }

    @Test func matchingGoldenCases() throws {
        let plate = try mask("?###??##", letters: "ABEKMHOPCTYX")
        #expect(plate.matches("A123BC77"))
        #expect(!plate.matches("D123BC77"))
        #expect(!plate.matches("a123BC77"))
        #expect(!plate.matches("A123BC7"))
        #expect(!plate.matches("A123BC777"))
        #expect(!plate.matches(""))
        let phone = try mask("+7 (9##) ###-##-##")
        #expect(phone.matches("+7 (912) 345-67-89"))
        #expect(!phone.matches("+7 (812) 345-67-89"))
        let escaped = try mask("\\#-#\\\\")
        #expect(escaped.length == 4)
        #expect(escaped.matches("#-5\\"))
        #expect(!escaped.matches("1-5\\"))
        let mixed = try mask("*")
        #expect(mixed.matches("Z") && mixed.matches("0") && !mixed.matches("z") && !mixed.matches("-"))
        #expect(try mask("??", letters: "ЖЁ").matches("ЁЖ"))
    }

    @Test func valueSpaces() throws {
        #expect(try mask("#?").valueSpace == 260)
        #expect(try mask("*").valueSpace == 36)
        #expect(try mask("##?? ######", letters: "ABEKMHOPCTYX").valueSpace == 100_000_000 * 144)
        #expect(try mask("abc").valueSpace == 1)
        #expect(try mask(String(repeating: "*", count: 12)).valueSpace == 4_738_381_338_321_616_896)
        #expect(try mask(String(repeating: "*", count: 13)).valueSpace == nil)
    }

    @Test func valueAtIsABijection() throws {
        for (text, letters) in [("#?*", nil), ("x?-#", "АБВ"), ("lit", nil)] as [(String, String?)] {
            let mask = try mask(text, letters: letters)
            let space = try #require(mask.valueSpace)
            var seen = Set<String>()
            for index in 0..<space {
                let value = mask.value(at: index)
                #expect(mask.matches(value), "\(text) value \(index) is \(value)")
                seen.insert(value)
            }
            #expect(seen.count == Int(space))
        }
        #expect(try mask("##").value(at: 0) == "00")
        #expect(try mask("##").value(at: 42) == "42")
        #expect(try mask("##").value(at: 100) == "00")
    }

    @Test(
        arguments: [
            ("12\\", nil, "mask ends with a lone backslash", 2, 1, PatternError.Subject.pattern),
            ("", nil, "mask is empty", 0, 0, .pattern),
            ("?", "", "maskLetters is empty", 0, 0, .maskLetters),
            ("?", "AB1", "maskLetters may contain only letters, found '1'", 2, 1, .maskLetters),
            ("?", "ABA", "maskLetters lists 'A' twice", 2, 1, .maskLetters),
            ("?", "ЖЁЖ", "maskLetters lists 'Ж' twice", 2, 1, .maskLetters),
        ] as [(String, String?, String, Int, Int, PatternError.Subject)])
    func errors(text: String, letters: String?, message: String, start: Int, length: Int, subject: PatternError.Subject) {
        guard case .failure(let error) = Mask.parse(text, letters: letters) else {
            Issue.record("\(text) should not parse")
            return
        }
        #expect(error.message == message)
        #expect(error.start == start)
        #expect(error.length == length)
        #expect(error.subject == subject)
        #expect(error.hint != nil)
    }

    @Test func errorBecomesADiagnosticWithACaret() throws {
        guard case .failure(let error) = Mask.parse("##-#\\") else {
            Issue.record("should not parse")
            return
        }
        let location = SourceLocation(file: "m.json", line: 3, column: 20)
        let diagnostic = error.diagnostic(text: "##-#\\", at: location, path: "sections[0].fields[1].mask")
        #expect(
            diagnostic.rendered == """
                m.json:3:24: error: mask ends with a lone backslash
                  at: sections[0].fields[1].mask
                   | ##-#\\
                   |     ^
                  hint: a backslash makes the next character literal; write '\\\\' for a backslash
                """)
    }
}

/// Values as long in bytes as the mask has positions take a byte-per-position path in
/// ``MaskMatcher``; every candidate must get the answer of checking scalar by scalar.
@Suite struct MaskMatcherTests {
    /// Whether `value` matches `mask`, one scalar per position against its alphabet.
    private func reference(_ mask: Mask, _ value: String) -> Bool {
        let scalars = Array(value.unicodeScalars)
        guard scalars.count == mask.tokens.count else { return false }
        for (token, scalar) in zip(mask.tokens, scalars) {
            switch token {
            case .literal(let literal): if scalar.value != literal { return false }
            case .symbol(let alphabet): if !mask.alphabets[alphabet].set.contains(scalar.value) { return false }
            }
        }
        return true
    }

    @Test func agreesWithAScalarByScalarCheck() throws {
        let masks = [
            try Mask.parse("## ## ######").get(), try Mask.parse("?###??##", letters: "ABEKMHOPCTYX").get(),
            try Mask.parse("?###??##", letters: "АВЕКМНОРСТУХ").get(), try Mask.parse("Ж-??", letters: "ЁЖЗ").get(),
            try Mask.parse("***-***").get(), try Mask.parse("###").get(),
            // Longer than the per-byte table allows: the bit-map path.
            try Mask.parse(String(repeating: "#-", count: 150)).get(),
        ]
        let replacements: [Unicode.Scalar] = ["0", "9", "A", "z", "-", " ", "Ж", "ё", "é", "😀", "\u{7F}", "@"]
        var rng = SplitMix64(seed: 0x3A5C)
        for _ in 0..<20_000 {
            let mask = masks[Int(rng.below(UInt64(masks.count)))]
            var scalars = Array(mask.generate(using: &rng).unicodeScalars)
            // Replace, drop or insert a scalar now and then, often keeping the byte count.
            switch rng.below(4) {
            case 0: scalars[Int(rng.below(UInt64(scalars.count)))] = replacements[Int(rng.below(UInt64(replacements.count)))]
            case 1: scalars.remove(at: Int(rng.below(UInt64(scalars.count))))
            case 2: scalars.insert(replacements[Int(rng.below(UInt64(replacements.count)))], at: Int(rng.below(UInt64(scalars.count + 1))))
            default: break
            }
            var value = ""
            value.unicodeScalars.append(contentsOf: scalars)
            #expect(mask.matches(value) == reference(mask, value), "\(mask.text) and '\(value)'")
        }
        // Digits and literals: eight bytes at a time, no byte table; letters: the byte table.
        #expect(!masks[0].compiled.matcher.rangeWords.isEmpty && masks[0].compiled.matcher.byteAccepted.isEmpty)
        #expect(masks[1].compiled.matcher.byteAccepted.count == 8 * 256)
        #expect(masks.last?.compiled.matcher.byteAccepted.isEmpty == true)
        // Three bytes for three positions, but only two scalars.
        #expect(!(try Mask.parse("###").get().matches("ж1")))
    }
}
