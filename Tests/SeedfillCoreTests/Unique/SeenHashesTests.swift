import Testing

@testable import SeedfillCore

/// The `unique` ledger's set of value hashes (issue 15, item 4) answers as `Set<UInt64>` does,
/// through growth, repeated keys and the key 0 that marks an empty bucket.
@Suite struct SeenHashesTests {
    @Test func answersAsASetDoes() {
        var rng = SplitMix64(seed: 0x5EE7_4A54)
        for round in 0..<40 {
            var seen = SeenHashes()
            var reference = Set<UInt64>()
            // Small key ranges give many repeats; full-width keys exercise the buckets.
            let range: UInt64 = round % 2 == 0 ? 50 : UInt64.max
            for _ in 0..<Int(rng.below(3_000)) {
                let key = range == UInt64.max ? rng.next() : rng.below(range)
                #expect(seen.contains(key) == reference.contains(key))
                if rng.below(3) != 0 {
                    seen.insert(key)
                    reference.insert(key)
                }
                #expect(seen.count == reference.count)
            }
            for key in reference { #expect(seen.contains(key)) }
        }
    }
}
