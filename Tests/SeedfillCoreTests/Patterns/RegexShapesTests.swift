import Testing

@testable import SeedfillCore

/// Values of a length at which a pattern takes one set of bytes per position (``RegexShapes``)
/// are checked position by position, with the answers of the NFA.
@Suite struct RegexShapesTests {
    /// The lengths that have sets, of `text`'s byte matcher.
    static func shapedLengths(_ text: String) throws -> [Int] {
        let matcher = try #require(try regex(text).compiled.matcher)
        let start = matcher.shapes.start
        return start.indices.filter { start[$0] >= 0 }
    }

    @Test func fixedWidthPatternsHaveSetsAtTheirLengths() throws {
        #expect(try Self.shapedLengths("^[A-HJ-NPR-Z0-9]{17}$") == [17])
        #expect(try Self.shapedLengths("^[ABEKMHOPCTYX][0-9]{3}[ABEKMHOPCTYX]{2}[0-9]{2,3}$") == [8, 9])
        #expect(try Self.shapedLengths("^XXX[0-9]{10}$") == [13])
        #expect(try Self.shapedLengths("^(ab){2,4}$") == [4, 6, 8])
        // Lead bytes take the class of every scalar but `a`; continuation bytes are in no set.
        #expect(try Self.shapedLengths("^[^a]{3}$") == [3])
        #expect(try Self.shapedLengths("^[a-z]{1,50}$") == Array(1...50))
        // Of a length the pattern cannot have, or with more states than are looked at: none.
        #expect(try Self.shapedLengths("^[a-z]{70}$").isEmpty)
        #expect(try Self.shapedLengths("^[a-z]{1,70}$").isEmpty)
    }

    @Test func patternsWhosePositionsDependOnEachOtherHaveNone() throws {
        // Where the `@` falls depends on the value from 7 bytes on (`a@b.cd` is the one layout
        // of 6); an unanchored digit falls anywhere in a value longer than 1; `ab` and `ba` are
        // not every pair of their letters.
        #expect(try Self.shapedLengths("^[a-z0-9._-]+@[a-z0-9.-]+\\.[a-z]{2,}$") == [6])
        #expect(try Self.shapedLengths("[0-9]") == [1])
        #expect(try Self.shapedLengths("^(ab|ba)$").isEmpty)
        #expect(try Self.shapedLengths("x|^y|z$") == [1])
        // Length by length: `a` alone at 1, `bc` alone at 2.
        #expect(try Self.shapedLengths("^(a|bc)$") == [1, 2])
    }

    @Test func shapedLengthsAgreeWithTheNFA() throws {
        let texts = [
            "^[A-HJ-NPR-Z0-9]{17}$", "^[ABEKMHOPCTYX][0-9]{3}[ABEKMHOPCTYX]{2}[0-9]{2,3}$", "^XXX[0-9]{10}$",
            "^(ab){2,4}$", "^.{3}$", "^[^a-c]{2}x$", "^[А-Я]{2}[0-9]$", "^(a|bc)$", "^\\d{2}-\\d{2}$", "^[a-z]{1,70}$",
            "^(..)*$", "^\\S{4}$",
        ]
        var shaped = 0
        for text in texts {
            let pattern = try regex(text)
            let matcher = try #require(pattern.compiled.matcher)
            var rng = SplitMix64(seed: StableHash.hash(text) ^ 0x5A9E)
            for value in PatternProbes.probes(for: pattern, count: 400, using: &rng) {
                let length = value.utf8.count
                if length < matcher.shapes.start.count, matcher.shapes.start[length] >= 0 { shaped += 1 }
                #expect(pattern.matches(value) == pattern.matchesBySimulation(value), "\(text) on '\(value)'")
            }
        }
        #expect(shaped > 3_000)
    }

    @Test func randomFixedWidthPatternsAgreeWithTheNFA() {
        let atoms = ["a", "b", "[ab]", "[^a]", ".", "\\d", "[0-9x]", "Ж", "[а-я]", "-", " "]
        let counts = ["", "", "{2}", "{1,2}", "?"]
        var rng = SplitMix64(seed: 0x5A9E_0017)
        var shapedPatterns = 0
        var compared = 0
        for _ in 0..<1_500 {
            var text = "^"
            for _ in 0..<(1 + Int(rng.below(6))) {
                text += atoms[Int(rng.below(UInt64(atoms.count)))] + counts[Int(rng.below(UInt64(counts.count)))]
            }
            text += "$"
            guard case .success(let pattern) = RegexPattern.parse(text, maxRepeat: 4),
                let matcher = pattern.compiled.matcher
            else { continue }
            if !matcher.shapes.isEmpty { shapedPatterns += 1 }
            for value in PatternProbes.probes(for: pattern, count: 8, using: &rng) {
                #expect(pattern.matches(value) == pattern.matchesBySimulation(value), "\(text) on '\(value)'")
                compared += 1
            }
        }
        #expect(shapedPatterns > 300 && compared > 30_000)
    }
}
