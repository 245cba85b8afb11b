import Testing

@testable import SeedfillCore

/// ``StreamOperand`` derives the streams ``RandomStream`` derives: filling with it must not
/// change a single value.
@Suite struct StreamOperandTests {
    /// Operands that stress the arithmetic: zero, one, all bits, the sign bit, and the
    /// multipliers themselves, besides random ones.
    static let edges: [UInt64] = [0, 1, 2, .max, .max - 1, 1 << 63, 0x9E37_79B9_7F4A_7C15, 0xC2B2_AE3D_27D4_EB4F]

    @Test func combinesAsStableHashDoes() {
        var rng = SplitMix64(seed: 7)
        var operands = Self.edges
        for _ in 0..<2_000 { operands.append(rng.next()) }
        var checked = 0
        for b in operands {
            let operand = StreamOperand(b)
            #expect(operand.value == b)
            for a in Self.edges + [rng.next(), rng.next(), rng.next()] {
                #expect(operand.combined(with: a) == StableHash.combine(a, b), "combine(\(a), \(b))")
                checked += 1
            }
        }
        #expect(checked == operands.count * (Self.edges.count + 3))
    }

    @Test func derivesTheStreamsOfRandomStream() {
        var rng = SplitMix64(seed: 11)
        for round in 0..<5_000 {
            let recordKey = RandomStream.recordKey(seedKey: rng.next(), record: round + 1)
            let pathHash = round < Self.edges.count ? Self.edges[round] : rng.next()
            // Root values (item key 0), items of top-level lists, and items nested deeper.
            let itemKey =
                switch round % 3 {
                case 0: UInt64(0)
                case 1: RandomStream.itemKey(parent: 0, item: round % 7 + 1)
                default: RandomStream.itemKey(parent: RandomStream.itemKey(parent: 0, item: 2), item: round % 5 + 1)
                }
            var expected = RandomStream.generator(recordKey: recordKey, pathHash: pathHash, itemKey: itemKey)
            var derived = StreamOperand.stream(recordKey: recordKey, path: StreamOperand(pathHash), item: StreamOperand(itemKey))
            #expect(derived.state == expected.state)
            // And the streams go on alike (the state is all a stream has).
            #expect(derived.next() == expected.next())
        }
    }
}
