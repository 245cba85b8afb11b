import Testing

@testable import SeedfillCore

/// Parses a pattern that the test expects to be valid.
func regex(_ text: String, maxRepeat: Int = 8) throws -> RegexPattern {
    switch RegexPattern.parse(text, maxRepeat: maxRepeat) {
    case .success(let pattern): return pattern
    case .failure(let error):
        Issue.record("\(text): \(error.message) at \(error.start)")
        throw error
    }
}

@Suite struct RegexPatternTests {
    static let patterns = [
        // From the benchmark models and seeds.
        "^XXX[0-9]{10}$", "^[A-HJ-NPR-Z0-9]{17}$", "^[ABEKMHOPCTYX][0-9]{3}[ABEKMHOPCTYX]{2}[0-9]{2,3}$",
        "^[a-z0-9._-]+@[a-z0-9.-]+\\.[a-z]{2,}$", "[A-HJ-NPR-Z0-9]{17}", "[ABEKMHOPCTYX][0-9]{3}[ABEKMHOPCTYX]{2}[0-9]{2,3}",
        "^[0-9]{15}$",
        // Everything else the subset offers.
        "", "^$", "^abc", "abc$", "^a|b$", "(^a|b)c", "a|b|c", "(ab|cd)*e", "\\d{3}-\\d{2}", "^\\w+@\\w+\\.(com|ru)$",
        "[^a-z]{5}", ".+", "x?y*z+", "(?:a(b(c)?)?)+", "[\\s\\d]{4}", "\\S\\D\\W", "[\\-.]+", "\\x41\\u0416",
        "[a-c]{0,3}(x|y){2}", "[А-Яа-яЁё]{3,10}", "^[А-Я][а-я]+ [А-Я][а-я]+$", "a{0}", "(a|)+", "()*x",
        "[^\\x00-\\x7f]", "[\\x00-\\x1f]", "\\t\\n\\r", "[}\\]]{2}", "a{2,}", "(((x)))", "\\.\\*\\+\\?\\(\\)\\[\\{\\|\\^\\$",
    ]

    @Test(arguments: patterns)
    func everyDrawMatches(text: String) throws {
        let pattern = try regex(text)
        var rng = SplitMix64(seed: StableHash.hash(text))
        for _ in 0..<5_000 {
            let value = pattern.generate(using: &rng)
            #expect(pattern.matches(value), "\(text) generated \(value)")
            let length = value.unicodeScalars.count
            #expect(length >= pattern.minLength && length <= pattern.generatedMaxLength)
            if let maxLength = pattern.maxLength { #expect(length <= maxLength) }
        }
    }

    @Test func bufferAndStringGenerationAgree() throws {
        let pattern = try regex("^[А-Я]\\d{2}(ab|cd)*$")
        var a = SplitMix64(seed: 9)
        var b = SplitMix64(seed: 9)
        for _ in 0..<1_000 {
            var buffer: [UInt8] = []
            pattern.generate(using: &a, into: &buffer)
            #expect(buffer == Array(pattern.generate(using: &b).utf8))
        }
    }

    @Test func choicesAreUniform() throws {
        var rng = SplitMix64(seed: 3)
        var branches: [String: Int] = [:]
        let alternation = try regex("^(a|bb|ccc)$")
        for _ in 0..<9_000 { branches[alternation.generate(using: &rng), default: 0] += 1 }
        #expect(branches.count == 3 && branches.values.allSatisfy { (2_700...3_300).contains($0) })
        var lengths: [Int: Int] = [:]
        let star = try regex("^x*$", maxRepeat: 3)
        for _ in 0..<8_000 { lengths[star.generate(using: &rng).count, default: 0] += 1 }
        #expect(lengths.keys.sorted() == [0, 1, 2, 3] && lengths.values.allSatisfy { (1_800...2_200).contains($0) })
    }

    @Test func readableGeneration() throws {
        var rng = SplitMix64(seed: 5)
        let dot = try regex("^.{20}$")
        let space = try regex("^\\s$")
        let word = try regex("^\\w{20}$")
        let negated = try regex("^[^a-z]{20}$")
        for _ in 0..<500 {
            #expect(dot.generate(using: &rng).allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) })
            #expect(space.generate(using: &rng) == " ")
            #expect(word.generate(using: &rng).allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
            #expect(
                negated.generate(using: &rng).unicodeScalars.allSatisfy { (0x20...0x7E).contains($0.value) && !("a"..."z").contains($0) })
        }
    }

    @Test func lengths() throws {
        #expect(try regex("^[0-9]{2,3}x?$").minLength == 2)
        #expect(try regex("^[0-9]{2,3}x?$").maxLength == 4)
        #expect(try regex("a+").maxLength == nil)
        #expect(try regex("a+").generatedMaxLength == 8)
        #expect(try regex("a{2,}", maxRepeat: 5).generatedMaxLength == 5)
        #expect(try regex("a{9,}", maxRepeat: 5).generatedMaxLength == 9)
        #expect(try regex("ab|c").minLength == 1)
        #expect(try regex("^$").maxLength == 0)
    }

    @Test func valueSpaces() throws {
        #expect(try regex("^[0-9]{15}$").valueSpace == 1_000_000_000_000_000)
        #expect(try regex("[A-HJ-NPR-Z0-9]{12}").valueSpace == 1_667_889_514_952_984_961)
        #expect(try regex("[A-HJ-NPR-Z0-9]{17}").valueSpace == nil)
        #expect(try regex("^[ABEKMHOPCTYX][0-9]{3}[ABEKMHOPCTYX]{2}[0-9]{2,3}$").valueSpace == 12 * 1000 * 144 * 1100)
        #expect(try regex("a|b").valueSpace == nil)
        #expect(try regex("a+b+").valueSpace == nil)
        #expect(try regex("x{2,4}").valueSpace == 3)
        #expect(try regex("[ab]*", maxRepeat: 3).valueSpace == 1 + 2 + 4 + 8)
        #expect(try regex("").valueSpace == 1)
        #expect(try regex(".").valueSpace == 62)
    }

    @Test(arguments: ["^[a-c]{1,3}-[0-9]$", "x[ab]*y", "^(?:[ЖЁ]\\d){0,2}$", "^abc$", "([a-c]{2}){1,2}", "[^\\x00-\\x60]{2}"])
    func valueAtIsABijection(text: String) throws {
        let pattern = try regex(text, maxRepeat: 4)
        let space = try #require(pattern.valueSpace)
        #expect(space <= 100_000)
        var seen = Set<String>()
        for index in 0..<space {
            let value = try #require(pattern.value(at: index))
            #expect(pattern.matches(value), "\(text) value \(index) is \(value)")
            seen.insert(value)
        }
        #expect(seen.count == Int(space))
        #expect(pattern.value(at: space) == pattern.value(at: 0))
    }

    @Test func valueAtIsNilWithoutASpace() throws {
        #expect(try regex("a|b").value(at: 0) == nil)
    }
}
