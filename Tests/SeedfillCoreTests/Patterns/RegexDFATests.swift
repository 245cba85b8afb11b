import Testing

@testable import SeedfillCore

/// Seeded probe strings for a pattern: generated values, near misses and random text.
enum PatternProbes {
    /// Scalars that every probe alphabet includes: ASCII of every kind, line terminators, white
    /// space, Cyrillic, Latin-1, a three-byte and a four-byte scalar.
    static let extras = Array("aZ09 _-.@XzAB\n\r\t\u{2028}\u{3000}\u{A0}ЖжЁёЯаé€😀#+()")

    /// One edit of `value`: a deletion, insertion, replacement, truncation or extension.
    static func nearMiss(of value: String, alphabet: [Character], using rng: inout SplitMix64) -> String {
        var characters = Array(value)
        let pick = { (rng: inout SplitMix64) in alphabet[Int(rng.below(UInt64(alphabet.count)))] }
        let at = characters.isEmpty ? 0 : Int(rng.below(UInt64(characters.count)))
        switch rng.below(6) {
        case 0: if !characters.isEmpty { characters.remove(at: at) }
        case 1: characters.insert(pick(&rng), at: at)
        case 2: if !characters.isEmpty { characters[at] = pick(&rng) }
        case 3: characters = Array(characters.prefix(at))
        case 4: characters.append(pick(&rng))
        default: characters.insert(pick(&rng), at: 0)
        }
        return String(characters)
    }

    /// Random text of up to `maxLength` characters from `alphabet`.
    static func random(alphabet: [Character], maxLength: Int, using rng: inout SplitMix64) -> String {
        let count = Int(rng.below(UInt64(maxLength + 1)))
        return String((0..<count).map { _ in alphabet[Int(rng.below(UInt64(alphabet.count)))] })
    }

    /// `count` probes of each kind for `pattern`, plus the empty string.
    static func probes(for pattern: RegexPattern, count: Int, using rng: inout SplitMix64) -> [String] {
        let alphabet = Array(Set(Array(pattern.text) + extras)).sorted()
        var probes = [""]
        for _ in 0..<count {
            let value = pattern.generate(using: &rng)
            probes.append(value)
            probes.append(nearMiss(of: value, alphabet: alphabet, using: &rng))
            probes.append(nearMiss(of: nearMiss(of: value, alphabet: alphabet, using: &rng), alphabet: alphabet, using: &rng))
            probes.append(random(alphabet: alphabet, maxLength: 24, using: &rng))
            probes.append(value + value)
        }
        return probes
    }
}

@Suite struct RegexDFATests {
    static let patterns =
        RegexPatternTests.patterns + [
            "(a|b)*abb", "^(foo|bar)+$", "colou?r$", "^.$", "^.{3}$", "[^abc]+", "[^а-я]", "^[А-ЯЁ][а-яё]+$",
            "x|^y|z$", "^(a|b)c(d|e)$", "\\d+$", "^\\s*$", "[^\\s]", "é+", "€|😀", "^[^😀]{2}$", "a.c", "^(..)*$",
            "[a-z]+[0-9]*[a-z]", "(ab|a)(bc|c)", "^$|^x$", "^(ab){2,4}$", "[\\u0400-\\u04ff]{2,}", "^[^\\x00-\\x7f]+$",
        ]

    @Test(arguments: patterns)
    func dfaAgreesWithTheNFA(text: String) throws {
        let pattern = try regex(text)
        let dfa = try #require(pattern.compiled.dfa, "\(text) should have a DFA")
        var rng = SplitMix64(seed: StableHash.hash(text) ^ 0xDFA)
        let probes = PatternProbes.probes(for: pattern, count: 600, using: &rng)
        var mismatches = 0
        for value in probes {
            let expected = pattern.matchesBySimulation(value)
            if pattern.matches(value) != expected || dfa.matches(scalars: value.unicodeScalars.map(\.value)) != expected {
                mismatches += 1
                Issue.record("\(text) on '\(value)': the NFA says \(expected)")
            }
        }
        #expect(probes.count == 3_001 && mismatches == 0)
    }

    @Test func dfaAgreesWithTheNFAOnRandomPatterns() {
        let atoms = [
            "a", "b", "c", ".", "\\d", "\\w", "\\s", "\\S", "[ab]", "[^a]", "[a-c0-9]", "(", ")", "(?:", "|", "*", "+",
            "?", "{2}", "{1,3}", "{0,}", "^", "$", "-", "1", " ", "Ж", "[^Ж]", "[а-я]", "😀",
        ]
        var rng = SplitMix64(seed: 2027)
        var compared = 0
        for _ in 0..<3_000 {
            var text = ""
            for _ in 0..<(1 + Int(rng.below(10))) { text += atoms[Int(rng.below(UInt64(atoms.count)))] }
            guard case .success(let pattern) = RegexPattern.parse(text, maxRepeat: 4) else { continue }
            #expect(pattern.compiled.dfa != nil, "\(text)")
            for value in PatternProbes.probes(for: pattern, count: 6, using: &rng) {
                #expect(pattern.matches(value) == pattern.matchesBySimulation(value), "\(text) on '\(value)'")
                compared += 1
            }
        }
        #expect(compared > 20_000)
    }

    @Test func byteTablesOnlyWhenNonASCIIScalarsShareAClass() throws {
        for text in ["^[A-HJ-NPR-Z0-9]{17}$", "[^abc]+", "\\d+$", "^[a-z0-9._-]+@[a-z]+$"] {
            #expect(try regex(text).compiled.matcher?.table.isEmpty == false, "\(text)")
        }
        for text in ["[^а-я]", "^[А-ЯЁ][а-яё]+$", "é+", "€|😀"] {
            #expect(try regex(text).compiled.matcher?.table.isEmpty == true, "\(text)")
        }
    }

    @Test func workloadPatternsHaveSmallAutomata() throws {
        let vin = try #require(try regex("^[A-HJ-NPR-Z0-9]{17}$").compiled.dfa)
        // dead, accepted, 18 positions (0…17 scalars read).
        #expect(vin.stateCount == 20 && vin.classes.count == 2)
        let email = try #require(try regex("^[a-z0-9._-]+@[a-z0-9.-]+\\.[a-z]{2,}$").compiled.dfa)
        #expect(email.stateCount < 20)
    }

    @Test func fallsBackToTheNFAWhenTheDFAIsTooLarge() throws {
        // The last 13 scalars must be remembered: 2^13 states.
        let pattern = try regex("(a|b)*a(a|b){12}")
        #expect(pattern.compiled.dfa == nil)
        var rng = SplitMix64(seed: 13)
        for _ in 0..<2_000 {
            let value = PatternProbes.random(alphabet: ["a", "b", "c"], maxLength: 30, using: &rng)
            let scalars = Array(value)
            // Some `a` followed by at least twelve more scalars, all `a` or `b`.
            let expected = scalars.indices.contains { start in
                scalars[start] == "a" && start + 12 < scalars.count
                    && scalars[(start + 1)...(start + 12)].allSatisfy { $0 == "a" || $0 == "b" }
            }
            #expect(pattern.matches(value) == expected, "'\(value)'")
        }
    }

    @Test func fallsBackToTheNFAWhenTheConstructionIsTooCostly() throws {
        // About a thousand states, each needing closures over two thousand NFA states.
        let pattern = try regex("^.{0,1000}x$")
        #expect(pattern.compiled.dfa == nil)
        #expect(pattern.matches("x") && pattern.matches(String(repeating: "Ж", count: 1_000) + "x"))
        #expect(!pattern.matches(String(repeating: "a", count: 1_001) + "x") && !pattern.matches("\nx"))
    }

    @Test func stateCapDecidesBetweenDFAAndNFA() throws {
        let pattern = try regex("^[A-HJ-NPR-Z0-9]{17}$")
        #expect(RegexDFA(pattern.program, maxStates: 19) == nil)
        let dfa = try #require(RegexDFA(pattern.program, maxStates: 20))
        var rng = SplitMix64(seed: 17)
        for value in PatternProbes.probes(for: pattern, count: 500, using: &rng) {
            #expect(dfa.matches(value) == pattern.matchesBySimulation(value), "'\(value)'")
        }
    }

    @Test func scalarClassesSplitWhereSetsDiffer() throws {
        let classes = try #require(
            ScalarClasses([ScalarSet([0x41...0x5A]), ScalarSet([0x45...0x45, 0x416...0x416])], budget: 1_000))
        // Outside both, A–Z except E, E, Ж.
        #expect(classes.count == 4)
        #expect(classes.classOf(0x41) == classes.classOf(0x5A) && classes.classOf(0x41) != classes.classOf(0x45))
        #expect(classes.classOf(0x45) != classes.classOf(0x416) && classes.classOf(0x30) == classes.classOf(0x415))
        #expect(classes.classOf(0x30) == classes.classOf(0x10FFFF) && classes.classOf(0x417) == classes.classOf(0x7F))
        #expect(ScalarClasses([ScalarSet([0x41...0x5A])], budget: 2) == nil)
    }
}
