import Testing

@testable import SeedfillCore

/// Masks checked eight bytes at a time (``MaskRanges``) match exactly the values that match
/// position by position.
@Suite struct MaskRangesTests {
    /// Whether `text` has one scalar per position of `matcher`, each accepted by its position.
    static func matchesByPosition(_ matcher: MaskMatcher, _ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count == matcher.positions.count else { return false }
        return zip(matcher.positions, scalars).allSatisfy { $0.accepts($1.value, in: matcher.sets) }
    }

    @Test func wordsAtATimeAgreeWithPositionByPosition() throws {
        var rng = SplitMix64(seed: 0x3A5C_0DE5)
        let pieces = ["#", "#", "#", "-", " ", "+", "(", ")", "7", "#"]
        var ranged = 0
        var matched = 0
        for _ in 0..<3_000 {
            let count = Int(rng.below(20)) + 1
            var text = ""
            for _ in 0..<count { text += pieces[Int(rng.below(UInt64(pieces.count)))] }
            // Now and then a position that accepts no single run: letters (A-Z), or a non-ASCII literal.
            if rng.below(5) == 0 { text += ["?", "Я", "*"][Int(rng.below(3))] }
            let mask = try Mask.parse(text).get()
            let matcher = mask.compiled.matcher
            if !matcher.rangeWords.isEmpty { ranged += 1 }
            #expect(matcher.rangeWords.isEmpty == (matcher.positions.count < 8 || text.contains { "Я*".contains($0) }), "\(text)")
            for _ in 0..<20 {
                var value = Array(mask.compiled.generate(using: &rng).utf8)
                // A byte changed (to ASCII or not), dropped or added, or the value as drawn.
                switch rng.below(5) {
                case 0: value[Int(rng.below(UInt64(value.count)))] = UInt8(rng.below(128))
                case 1: value[Int(rng.below(UInt64(value.count)))] = UInt8(rng.below(256))
                case 2: value.remove(at: Int(rng.below(UInt64(value.count))))
                case 3: value.insert(UInt8(rng.below(128)), at: Int(rng.below(UInt64(value.count + 1))))
                default: break
                }
                let string = String(decoding: value, as: UTF8.self)
                let expected = Self.matchesByPosition(matcher, string)
                let bytes = Array(string.utf8)
                #expect(bytes.withUnsafeBufferPointer { matcher.matches(utf8: $0) } == expected, "\(text) ~ \(string)")
                if expected { matched += 1 }
            }
        }
        #expect(ranged > 1_000 && matched > 10_000, "ranged \(ranged), matched \(matched)")
    }
}
