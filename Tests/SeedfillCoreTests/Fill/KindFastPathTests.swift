import Foundation
import Testing

@testable import SeedfillCore

/// Fast paths of field types and generator wrappers give what their general form gives
/// (issue 15, item 4).
@Suite struct KindFastPathTests {
    /// A multichoice's repeat check compares pairs when the options are few: the same verdict
    /// as a set of them, on random arrays with and without repeats, short and long.
    @Test func aRepeatedOptionIsFoundAsASetFindsIt() {
        var rng = SplitMix64(seed: 0x5E7_0F_0_B7)
        var repeated = 0
        for _ in 0..<20_000 {
            let count = Int(rng.below(rng.below(8) == 0 ? 40 : 8))
            let elements = (0..<count).map { _ -> Value in
                // Few distinct values, so that repeats are common; numbers of equal value at
                // another scale are not the same option.
                switch rng.below(3) {
                case 0: return .string(["alarm", "gps", "none", "Alarm"][Int(rng.below(4))])
                case 1: return .number(Number(mantissa: Int64(rng.below(3)), scale: Int8(rng.below(2))))
                default: return CompiledConstraintsTests.value(&rng)
                }
            }
            let expected = Set(elements).count != elements.count
            #expect(FieldCheck.repeats(elements) == expected, "\(elements.map(\.jsonText))")
            if expected { repeated += 1 }
        }
        // Both verdicts were exercised.
        #expect(repeated > 1_000 && repeated < 19_000)
    }

    /// `unique` redraws key a value by the hash of its JSON bytes, written into a reused
    /// buffer: the hash of its `jsonText`.
    @Test func aUniqueKeyIsTheHashOfTheValuesJSONText() {
        var rng = SplitMix64(seed: 0x0_41_0E)
        var json: [UInt8] = []
        for _ in 0..<5_000 {
            let value: Value =
                rng.below(2) == 0
                ? .string(String(decoding: (0..<rng.below(30)).map { _ in UInt8(rng.below(128)) }, as: UTF8.self) + "ё\u{1F600}")
                : CompiledConstraintsTests.value(&rng)
            json.removeAll(keepingCapacity: true)
            value.writeJSON(into: &json)
            #expect(StableHash.hash(utf8: json) == StableHash.hash(value.jsonText))
        }
    }

    /// A text's JSON, written at once when it needs no escape and byte by byte when it does,
    /// reads back as the same text (checked by Foundation's JSON decoder).
    @Test func aTextsJSONReadsBackAsTheText() throws {
        var rng = SplitMix64(seed: 0x75_0E)
        let pieces = ["a", "Ж", "\u{1F600}", "\"", "\\", "\n", "\t", "\u{01}", "/", " "]
        for _ in 0..<3_000 {
            let text = (0..<rng.below(12)).map { _ in pieces[Int(rng.below(rng.below(3) == 0 ? 10 : 4))] }.joined()
            var json: [UInt8] = []
            Value.writeJSONString(text, into: &json)
            #expect(try JSONDecoder().decode(String.self, from: Data(json)) == text, "\(text.debugDescription)")
        }
    }
}
