import Testing

@testable import SeedfillCore

/// The flattened generators and mask tables must behave exactly like the tree walks and loops
/// they replaced: same bytes for the same generator state, same generator state afterwards.
@Suite struct GenerationProgramTests {
    /// The regex generator as it was before flattening: a walk over the syntax tree.
    static func treeWalk(_ node: RegexNode, cap: Int, using rng: inout SplitMix64, into buffer: inout [UInt8]) {
        switch node {
        case .empty, .start, .end, .lookahead: return
        case .scalar(let regexClass): regexClass.generate.appendRandom(using: &rng, to: &buffer)
        case .concat(let parts):
            for part in parts { treeWalk(part, cap: cap, using: &rng, into: &buffer) }
        case .alternation(let branches):
            treeWalk(branches[Int(rng.below(UInt64(branches.count)))], cap: cap, using: &rng, into: &buffer)
        case .repetition(let body, let min, let max):
            let upper = RegexNode.upperCount(min, max, cap: cap)
            let times = min + Int(rng.below(UInt64(upper - min + 1)))
            for _ in 0..<times { treeWalk(body, cap: cap, using: &rng, into: &buffer) }
        }
    }

    /// Draws `draws` values both ways from one seed and compares bytes and generator states.
    static func expectSameDraws(_ pattern: RegexPattern, seed: UInt64, draws: Int) {
        var flat = SplitMix64(seed: seed)
        var tree = SplitMix64(seed: seed)
        for _ in 0..<draws {
            let value = pattern.generate(using: &flat)
            var expected: [UInt8] = []
            treeWalk(pattern.root, cap: pattern.maxRepeat, using: &tree, into: &expected)
            #expect(Array(value.utf8) == expected && flat.state == tree.state, "\(pattern.text)")
            var buffer: [UInt8] = [0x2A]
            pattern.generate(using: &flat, into: &buffer)
            expected = [0x2A]
            treeWalk(pattern.root, cap: pattern.maxRepeat, using: &tree, into: &expected)
            #expect(buffer == expected && flat.state == tree.state, "\(pattern.text)")
        }
    }

    @Test(arguments: RegexDFATests.patterns + ["(){2}x", "(a{0}|){2}", "(|){3}", "((a){0}){2}b", "(x|(y|z){2}){3}", "a{1000}"])
    func regexGenerationIsUnchanged(text: String) throws {
        Self.expectSameDraws(try regex(text), seed: StableHash.hash(text), draws: 2_000)
    }

    @Test func regexGenerationIsUnchangedOnRandomPatterns() {
        let alphabet = Array("ab()[]{}|*+?^$.\\-,0123456789dswDSWxu:АЯЖ😀")
        var rng = SplitMix64(seed: 4)
        var checked = 0
        for _ in 0..<4_000 {
            let text = String((0..<Int(rng.below(16))).map { _ in alphabet[Int(rng.below(UInt64(alphabet.count)))] })
            guard case .success(let pattern) = RegexPattern.parse(text, maxRepeat: 3) else { continue }
            Self.expectSameDraws(pattern, seed: rng.next(), draws: 20)
            checked += 1
        }
        #expect(checked > 500)
    }

    @Test func largeOutputsGoThroughTheArrayPath() throws {
        let pattern = try regex("(x[а-я]{10}){0,200}")
        #expect(pattern.compiled.generator.maxBytes > GenerationProgram.inPlaceLimit)
        Self.expectSameDraws(pattern, seed: 8, draws: 200)
    }

    @Test(arguments: MaskTests.masks + [("Ж", nil), ("?", "Ж"), ("#?*😀", "ЁЖ"), ("*", "ñé")])
    func maskGenerationAndMatchingAreUnchanged(text: String, letters: String?) throws {
        let mask = try Mask.parse(text, letters: letters).get()
        var flat = SplitMix64(seed: StableHash.hash(text))
        var loop = flat
        var probes = [""]
        for _ in 0..<2_000 {
            let value = mask.generate(using: &flat)
            var expected: [UInt8] = []
            for token in mask.tokens {
                switch token {
                case .literal(let literal): UTF8Append.scalar(literal, to: &expected)
                case .symbol(let alphabet): mask.alphabets[alphabet].appendRandom(using: &loop, to: &expected)
                }
            }
            #expect(Array(value.utf8) == expected && flat.state == loop.state, "\(text)")
            let alphabet = Array(Set(Array(text + (letters ?? "")) + PatternProbes.extras)).sorted()
            probes.append(value)
            probes.append(PatternProbes.nearMiss(of: value, alphabet: alphabet, using: &flat))
            probes.append(PatternProbes.random(alphabet: alphabet, maxLength: mask.length + 2, using: &flat))
            loop = flat
        }
        for value in probes {
            #expect(mask.matches(value) == Self.loopMatches(mask, value), "\(text) on '\(value)'")
        }
    }

    /// Mask matching as it was before the tables: scalar by scalar against the tokens.
    static func loopMatches(_ mask: Mask, _ value: String) -> Bool {
        var index = 0
        for scalar in value.unicodeScalars {
            guard index < mask.tokens.count else { return false }
            switch mask.tokens[index] {
            case .literal(let literal): guard scalar.value == literal else { return false }
            case .symbol(let alphabet): guard mask.alphabets[alphabet].set.contains(scalar.value) else { return false }
            }
            index += 1
        }
        return index == mask.tokens.count
    }
}
