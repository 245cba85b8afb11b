/// A set of 64-bit value hashes (``StableHash``), as ``UniqueLedger`` keeps one per `unique`
/// field: one look-up and one insertion per value of every record.
///
/// A `Set<UInt64>` hashes each key again with a seeded SipHash, which costs more than the rest of
/// the look-up. These keys are hashes already, so the table only mixes a key once
/// (``SplitMix64/mix(_:)``) to pick its bucket, and probes linearly in a table kept at most half
/// full. It answers exactly as a `Set<UInt64>` would: membership does not depend on the
/// buckets.
struct SeenHashes {
    /// Buckets holding keys; 0 marks an empty bucket (the key 0 is kept in ``holdsZero``).
    private var buckets = [UInt64](repeating: 0, count: 16)
    private var holdsZero = false
    /// The number of distinct keys.
    private(set) var count = 0

    /// Whether `key` was inserted.
    func contains(_ key: UInt64) -> Bool {
        if key == 0 { return holdsZero }
        return buckets.withUnsafeBufferPointer { buckets in
            let mask = buckets.count &- 1
            var bucket = Int(truncatingIfNeeded: SplitMix64.mix(key)) & mask
            while true {
                let held = buckets[bucket]
                if held == key { return true }
                if held == 0 { return false }
                bucket = (bucket &+ 1) & mask
            }
        }
    }

    /// Adds `key` (nothing changes when it is in already).
    mutating func insert(_ key: UInt64) {
        if key == 0 {
            if !holdsZero { count += 1 }
            holdsZero = true
            return
        }
        if (count + 1) * 2 > buckets.count { grow() }
        if place(key) { count += 1 }
    }

    /// Puts `key` in its bucket; `false` when it was there already.
    private mutating func place(_ key: UInt64) -> Bool {
        buckets.withUnsafeMutableBufferPointer { buckets in
            let mask = buckets.count &- 1
            var bucket = Int(truncatingIfNeeded: SplitMix64.mix(key)) & mask
            while true {
                let held = buckets[bucket]
                if held == key { return false }
                if held == 0 {
                    buckets[bucket] = key
                    return true
                }
                bucket = (bucket &+ 1) & mask
            }
        }
    }

    /// Doubles the table and places every key again.
    private mutating func grow() {
        let old = buckets
        buckets = [UInt64](repeating: 0, count: old.count * 2)
        for key in old where key != 0 { _ = place(key) }
    }
}
