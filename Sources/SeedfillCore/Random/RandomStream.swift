/// Derives the random stream of one value from where it sits, so that every value has its own
/// stream: (run seed, seed file name, record index, field path, list item indexes).
///
/// Because a field's stream does not depend on any other field's draws, editing one field's
/// generator changes only that field and the fields that depend on it, and records can be
/// generated in any order or on any number of threads with identical results.
enum RandomStream {
    /// The key of a seed file's streams: the run seed mixed with the seed file's name.
    static func seedKey(runSeed: UInt64, seedName: String) -> UInt64 {
        StableHash.combine(SplitMix64.mix(runSeed), StableHash.hash(seedName))
    }

    /// The key of one record of a seed file (`record` counts from 1).
    @inline(__always)
    static func recordKey(seedKey: UInt64, record: Int) -> UInt64 {
        StableHash.combine(seedKey, UInt64(bitPattern: Int64(record)))
    }

    /// The generator for the value at `pathHash` (``StableHash/hash(_:)`` of the field's dotted
    /// path, computed once when planning) in a record; `itemKey` is 0 outside lists and
    /// ``itemKey(parent:item:)`` inside them.
    @inline(__always)
    static func generator(recordKey: UInt64, pathHash: UInt64, itemKey: UInt64 = 0) -> SplitMix64 {
        SplitMix64(seed: StableHash.combine(StableHash.combine(recordKey, pathHash), itemKey))
    }

    /// The key of list item `item` (from 1) inside the item (or record root, key 0) `parent`.
    @inline(__always)
    static func itemKey(parent: UInt64, item: Int) -> UInt64 {
        StableHash.combine(parent &+ 0x5851_F42D_4C95_7F2D, UInt64(bitPattern: Int64(item)))
    }
}
