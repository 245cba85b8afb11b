import Testing

@testable import SeedfillCore

/// Issue 14, item 12: whether a pattern matches any value of some lengths, or any value of a
/// mask, is decided on the automaton; the answers must agree with trying every value.
@Suite struct RegexReachTests {
    static let patterns = [
        "^[a-z]{3}$", "^(ab|abcdef)$", "^(ab)*$", "^(abc)*$", "x{2}", "^a+b?$", "b", "^$", "^(a|bb)(a|bb)$", "a$", "^(aa)+a$",
    ]

    /// Every text of exactly `length` characters over the letters the patterns use, and one more.
    static func texts(of length: Int) -> [String] {
        guard length > 0 else { return [""] }
        return texts(of: length - 1).flatMap { prefix in ["a", "b", "c", "d", "e", "f", "x", "y"].map { prefix + $0 } }
    }

    @Test(arguments: patterns)
    func lengthsAgreeWithEveryValue(_ text: String) throws {
        let pattern = try RegexPattern.parse(text).get()
        let matchesOfLength = (0...6).map { length in Self.texts(of: length).contains(where: pattern.matches) }
        for low in 0...5 {
            for high in low...6 {
                let expected = (low...high).contains { matchesOfLength[$0] }
                #expect(pattern.matchesSomeLength(from: low, through: high) == expected, "\(text) with lengths \(low)...\(high)")
            }
        }
    }

    @Test func unboundedLengthsFollowThePeriod() throws {
        #expect(try RegexPattern.parse("^(abc)*$").get().matchesSomeLength(from: 7, through: nil) == true)
        #expect(try RegexPattern.parse("^(ab)*$").get().matchesSomeLength(from: 1001, through: 1001) == false)
        #expect(try RegexPattern.parse("^[a-z]{3}$").get().matchesSomeLength(from: 5, through: nil) == false)
        #expect(try RegexPattern.parse("^(aa)+a$").get().matchesSomeLength(from: 4, through: nil) == true)
        #expect(try RegexPattern.parse("^(aa)+a$").get().matchesSomeLength(from: 4, through: 4) == false)
        #expect(try RegexPattern.parse("q").get().matchesSomeLength(from: 10, through: nil) == true)
    }

    @Test func masksAgreeWithEveryValue() throws {
        let cases: [(pattern: String, mask: String, letters: String?, matches: Bool)] = [
            ("^[a-z]+$", "###", nil, false),
            ("^[0-9]+$", "###", nil, true),
            ("^[0-9]+$", "##-##", nil, false),
            ("^[A-Z]{2}[0-9]{3}$", "??###", nil, true),
            ("x{2}", "?????", nil, false),
            ("x{2}", "??", "xy", true),
            ("^Ж[0-9]$", "?#", "ЖЯ", true),
            ("^Я[a-z]$", "?#", "ЖЯ", false),
            ("-", "##-##", nil, true),
        ]
        for (text, maskText, letters, matches) in cases {
            let pattern = try RegexPattern.parse(text).get()
            let mask = try Mask.parse(maskText, letters: letters).get()
            #expect(pattern.matchesSomeValue(of: mask) == matches, "\(text) with the mask \(maskText)")
            if let space = mask.valueSpace, space <= 10_000 {
                let found = (0..<space).contains { pattern.matches(mask.value(at: $0)) }
                #expect(found == matches, "\(text) with every value of \(maskText)")
            }
        }
    }
}
