import Foundation
import Testing

@testable import SeedfillCore

/// Issue 17, item 8: lookaheads at the start of a pattern or an alternative, generated and
/// matched through automata, checked against Foundation's backtracking engine.
@Suite struct RegexLookaheadTests {
    static let patterns = [
        "^(?!0000)[0-9]{4}$",
        "^(?=.*[A-Z])(?=.*[0-9]).{8,20}$",
        "^(?:(?!000)[0-9]{3})-[0-9]{2}$",
        "^(?=[a-c])[a-z]{2,5}$|^x[0-9]$",
        "^(?!.*--)[a-z-]{3,10}$",
        "^(?=[0-9]{3}$)[0-9]+",
        "^(?!(?:abc|xyz)$)[a-z]{3}$",
        "^(?=a)(?!ab)[a-c]{1,4}$|^(?!b)[b-d]{2}$",
    ]

    /// An independent matcher: Foundation's engine, with the search semantics of `pattern`.
    static func reference(_ pattern: String) throws -> (String) -> Bool {
        let regex = try NSRegularExpression(pattern: pattern)
        return { value in regex.firstMatch(in: value, range: NSRange(value.startIndex..., in: value)) != nil }
    }

    @Test(arguments: patterns)
    func everyGeneratedValueMatches(pattern: String) throws {
        let compiled = try RegexPattern.parse(pattern).get()
        let reference = try Self.reference(pattern)
        var rng = SplitMix64(seed: 17_08)
        var distinct = Set<String>()
        for _ in 0..<1_000 {
            let value = compiled.generate(using: &rng)
            distinct.insert(value)
            #expect(reference(value), "\(pattern) generated \(value)")
            #expect(compiled.matches(value), "\(pattern) rejects its own \(value)")
            var bytes: [UInt8] = []
            compiled.generate(using: &rng, into: &bytes)
            #expect(reference(String(decoding: bytes, as: UTF8.self)), "\(pattern) generated \(bytes)")
        }
        // Well spread: not a handful of values drawn again and again.
        #expect(distinct.count > 20, "\(pattern): \(distinct.count) distinct values")
    }

    @Test(arguments: patterns)
    func matchingAgreesWithFoundation(pattern: String) throws {
        let compiled = try RegexPattern.parse(pattern).get()
        let reference = try Self.reference(pattern)
        let handMade = [
            "", "0000", "0001", "1234", "00000", "abcdefgH1", "abcdefgh", "ABCDEFG1", "Abcdefg1", "000-12", "001-12",
            "abc", "xyz", "abd", "ab", "ac", "a", "b", "bb", "bd", "cd", "x1", "x", "ba", "a--b", "a-b", "123", "1234",
            "12", "aab", "abab",
        ]
        var rng = SplitMix64(seed: 8)
        let alphabet = Array("0aAbcdx-1z9B".unicodeScalars)
        var values = handMade
        for _ in 0..<2_000 {
            var value = String.UnicodeScalarView()
            for _ in 0..<Int(rng.below(12)) { value.append(alphabet[Int(rng.below(UInt64(alphabet.count)))]) }
            values.append(String(value))
        }
        for _ in 0..<200 { values.append(compiled.generate(using: &rng)) }
        for value in values {
            #expect(compiled.matches(value) == reference(value), "\(pattern) on \(value)")
            #expect(compiled.matchesBySimulation(value) == reference(value), "\(pattern) on \(value)")
        }
    }

    @Test func negativeLookaheadExcludesExactlyOneValue() throws {
        let pattern = try RegexPattern.parse("^(?!0000)[0-9]{4}$").get()
        #expect(!pattern.matches("0000"))
        #expect(pattern.matches("0001"))
        #expect(pattern.hasLookahead)
        #expect(pattern.valueSpace == nil)
        // The generated language is all of 0000…9999 but 0000, so the seed `regex` check can use it.
        #expect(pattern.generatesSome(matching: try RegexPattern.parse("^0000$").get()) == false)
        #expect(pattern.generatesSome(matching: try RegexPattern.parse("^000[1-9]$").get()) == true)
    }

    @Test func lengthsAreDecidedOnTheCombinedAutomaton() throws {
        let pattern = try RegexPattern.parse("^(?=.*[A-Z])(?=.*[0-9]).{8,20}$").get()
        #expect(pattern.matchesSomeLength(from: 8, through: 8) == true)
        #expect(pattern.matchesSomeLength(from: 0, through: 7) == false)
        #expect(pattern.matchesSomeLength(from: 21, through: nil) == false)
        let twoUpper = try RegexPattern.parse("^(?=[A-Z]{2})[A-Z0-9]{1,4}$").get()
        #expect(twoUpper.matchesSomeLength(from: 0, through: 1) == false)
        #expect(twoUpper.minLength == 1)
    }

    @Test func patternsWithoutLookaheadKeepTheirOwnPath() throws {
        let pattern = try RegexPattern.parse("^[0-9]{4}$").get()
        #expect(!pattern.hasLookahead)
        #expect(pattern.compiled.straight != nil)
        #expect(pattern.valueSpace == 10_000)
    }

    @Test func replacingRejectsLookahead() {
        guard case .failure(let error) = RegexPattern.parse("^(?=a)a", lookahead: false) else {
            Issue.record("a lookahead should not parse for replacing")
            return
        }
        #expect(error.message == "lookahead is not supported in a pattern whose matches are replaced")
        #expect(error.start == 1)
    }
}
