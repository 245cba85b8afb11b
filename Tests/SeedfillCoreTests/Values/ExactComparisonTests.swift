import Testing

@testable import SeedfillCore

/// ``Value/sameBytes(_:_:)`` reads both strings in place; it must agree with comparing their
/// UTF-8 bytes for short (inline) and long, ASCII and Cyrillic, equal and canonically equivalent text.
@Suite struct ExactComparisonTests {
    private static let pieces = ["a", "Z", "7", " ", "ж", "Ё", "é", "e\u{301}", "€", "😀", "Москва", "New York"]

    @Test func agreesWithTheBytes() {
        var rng = SplitMix64(seed: 0xE8AC7)
        var texts: [String] = [""]
        for _ in 0..<400 {
            var text = ""
            for _ in 0..<Int(rng.below(12)) { text += Self.pieces[Int(rng.below(UInt64(Self.pieces.count)))] }
            texts.append(text)
        }
        for _ in 0..<20_000 {
            let a = texts[Int(rng.below(UInt64(texts.count)))]
            // Often the same text (built again, so not the same storage), sometimes another.
            let b = rng.below(2) == 0 ? String(decoding: Array(a.utf8), as: UTF8.self) : texts[Int(rng.below(UInt64(texts.count)))]
            let expected = Array(a.utf8) == Array(b.utf8)
            #expect(Value.sameBytes(a, b) == expected, "'\(a)' vs '\(b)'")
            #expect(Value.string(a).isExactly(.string(b)) == expected)
            #expect((ExactKey(first: .string(a)) == ExactKey(first: .string(b))) == expected)
        }
        // Canonically equivalent but not the same bytes: different keys, equal Strings.
        #expect(!Value.sameBytes("é", "e\u{301}"))
        #expect("é" == "e\u{301}")
    }
}
