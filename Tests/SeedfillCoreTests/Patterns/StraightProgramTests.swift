import Testing

@testable import SeedfillCore

/// The straight layout (runs with templates and draw lists, repetitions of spread 1 folded
/// into the next draw) must write the general program's bytes and leave its generator state.
@Suite struct StraightProgramTests {
    /// Patterns of the straight shape, with the edge cases of the layout: repetitions of
    /// spread 1 at the start, the end, of literals and of nothing; variable ones in between.
    static let patterns = [
        "[A-HJ-NPR-Z0-9]{17}", "[ABEKMHOPCTYX][0-9]{3}[ABEKMHOPCTYX]{2}[0-9]{2,3}", "a{0}", "x{3}", "[ab]{0}",
        "[ab]{2,5}", "a{2,4}", "(ab){3}", "[0-9]{3}x{0,2}[a-c]{1}", "^[ab]{3}$", "q", "[0-9]{1000}", "a{3}b{0}",
        "[a-z]{0,3}[0-9]{0,3}", "--[0-9]{4}--[xy]", "(?:-){2}[0-9]{2}(?:\\.){1}", "[0-9]{2}a{1,1}b{2,2}[0-9]",
        "[a-f0-9]{8}-[a-f0-9]{4}-4[a-f0-9]{3}-[89ab][a-f0-9]{3}-[a-f0-9]{12}", "x{0,1}", "x*y+", "[ab]?c",
    ]

    /// 3,000 strings of `straight` and of `program` from the same seed (`text`'s hash) are the
    /// same, and each leaves the random state where the other does.
    static func expectSameStrings(_ straight: StraightProgram, _ program: GenerationProgram, seed text: String) {
        var fast = SplitMix64(seed: StableHash.hash(text))
        var general = fast
        for _ in 0..<3_000 {
            let value = straight.string(using: &fast)
            var expected: [UInt8] = []
            program.run(using: &general, into: &expected)
            #expect(Array(value.utf8) == expected && fast.state == general.state, "\(text)")
        }
    }

    @Test(arguments: patterns)
    func straightProgramWritesWhatTheGeneralOneDoes(text: String) throws {
        let pattern = try regex(text)
        let program = pattern.compiled.generator
        let straight = try #require(program.straight, "\(text) should have the straight shape")
        Self.expectSameStrings(straight, program, seed: text)
    }

    @Test(arguments: MaskTests.masks + [("+7 (9##) ###-##-##", nil), ("## ## ######", nil), ("#### ######", nil), ("?", "AB")])
    func straightMasksWriteWhatTheGeneralProgramDoes(text: String, letters: String?) throws {
        let mask = try Mask.parse(text, letters: letters).get()
        let program = mask.compiled.generator
        // Masks with letters beyond ASCII have no straight form.
        guard let straight = program.straight else {
            #expect(text.unicodeScalars.contains { !$0.isASCII } || (letters ?? "").unicodeScalars.contains { !$0.isASCII })
            return
        }
        Self.expectSameStrings(straight, program, seed: text)
    }

    /// Bounds above 2^63 reject about half the first draws, so the redraw path runs often.
    @Test func drawIsBelowAfterSkippedSteps() {
        var rng = SplitMix64(seed: 11)
        var redraws = 0
        for _ in 0..<20_000 {
            let bound: UInt64 =
                switch rng.below(3) {
                case 0: 1 + rng.below(200)
                case 1: UInt64(1) << 63 + rng.below(1 << 62)
                default: 1 + rng.next() >> rng.below(64)
                }
            let skips = rng.below(4)
            var reference = SplitMix64(seed: rng.next())
            let start = reference.state
            var state = start
            for _ in 0..<skips { _ = reference.next() }
            let expected = reference.below(bound)
            let advance = (skips + 1) &* StraightProgram.golden
            let value = StraightProgram.draw(below: bound, advance: advance, state: &state)
            #expect(value == expected && state == reference.state)
            if state != start &+ advance { redraws += 1 }
        }
        #expect(redraws > 1_000)
    }
}
