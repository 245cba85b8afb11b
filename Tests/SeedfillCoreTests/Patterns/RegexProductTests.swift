import Testing

@testable import SeedfillCore

/// Issue 14, item 12: whether a seed regex generates some string that a field's pattern accepts
/// (within lengths) is decided on the product of two automata; the answers must agree with
/// trying every generated string.
@Suite struct RegexProductTests {
    /// Regexes whose generated strings can be numbered, so every one of them can be tried
    /// (anchors add nothing to a generated string; `+` and `*` repeat at most 4 times).
    static let countable = ["[ab]{2}", "a[bc]{0,3}", "[abc]+", "x[ab]*", ".{2}", "^[ab]{3}$", "[a-c]{2}x?", "[0-9a]"]
    static let patterns = ["^[a-z]{2}$", "b", "^a", "c$", "^(ab)+$", "[0-9]", "^[ab]*$", "^x", "^[A-Z]", "aa", "^.{3}$"]
    static let lengths: [(Int, Int?)] = [(0, nil), (2, 3), (4, nil), (0, 1), (3, 3)]

    @Test(arguments: countable)
    func productAgreesWithEveryGeneratedString(_ text: String) throws {
        let regex = try RegexPattern.parse(text, maxRepeat: 4).get()
        let space = try #require(regex.valueSpace)
        try #require(space <= 10_000)
        let generated = (0..<space).compactMap { regex.value(at: $0) }
        for patternText in Self.patterns {
            let pattern = try RegexPattern.parse(patternText).get()
            let accepted = generated.filter(pattern.matches).map(\.unicodeScalars.count)
            for (low, high) in Self.lengths {
                let expected = accepted.contains { length in length >= low && length <= (high ?? Int.max) }
                #expect(
                    regex.generatesSome(matching: pattern, lengths: low, through: high) == expected,
                    "\(text) against \(patternText) with lengths \(low)...\(high.map(String.init) ?? "")")
            }
        }
    }

    /// Every text of up to `length` characters over a few letters.
    static func texts(upTo length: Int) -> [String] {
        guard length > 0 else { return [""] }
        let shorter = texts(upTo: length - 1)
        return shorter + shorter.filter { $0.count == length - 1 }.flatMap { prefix in ["a", "b", "c", "x"].map { prefix + $0 } }
    }

    /// With alternation the strings cannot be numbered; there, a regex of plain classes and
    /// bounded repeats generates exactly the texts it matches whole.
    @Test func alternationsAgreeWithEveryText() throws {
        let regexes = ["ab|[bc]{2}", "(a|bb)x", "c|a{3}", "^(x|ab)$"]
        let texts = Self.texts(upTo: 4)
        for text in regexes {
            let regex = try RegexPattern.parse(text).get()
            let whole = try RegexPattern.parse("^(?:\(text))$").get()
            let generated = texts.filter(whole.matchesBySimulation)
            for patternText in Self.patterns {
                let pattern = try RegexPattern.parse(patternText).get()
                for (low, high) in Self.lengths {
                    let expected = generated.contains { value in
                        pattern.matchesBySimulation(value) && value.count >= low && value.count <= (high ?? Int.max)
                    }
                    #expect(
                        regex.generatesSome(matching: pattern, lengths: low, through: high) == expected,
                        "\(text) against \(patternText) with lengths \(low)...\(high.map(String.init) ?? "")")
                }
            }
        }
    }

    /// Generation, not matching, decides: `.` generates letters and digits only, and an
    /// unbounded repeat stops at `maxRepeat`.
    @Test func generationAlphabetsAndCapsCount() throws {
        let dot = try RegexPattern.parse(".").get()
        #expect(dot.generatesSome(matching: try RegexPattern.parse("^[a-z]$").get()) == true)
        #expect(dot.generatesSome(matching: try RegexPattern.parse("^[-]$").get()) == false)
        let digits = try RegexPattern.parse("[0-9]+").get()
        #expect(digits.generatesSome(matching: try RegexPattern.parse("^[0-9]{8}$").get()) == true)
        #expect(digits.generatesSome(matching: try RegexPattern.parse("^[0-9]{9}$").get()) == false)
        #expect(digits.generatesSome(matching: nil, lengths: 9, through: nil) == false)
        #expect(digits.generatesSome(matching: nil, lengths: 3, through: 4) == true)
    }
}
