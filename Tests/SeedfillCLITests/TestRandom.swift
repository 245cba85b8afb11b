/// The tests' own seeded generator (SplitMix64), so that random models are the same on every
/// run: the cover's and the drafts' property tests draw their models from it.
struct TestRandom {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// A number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }

    /// `true` `percent` times in a hundred.
    mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

    /// One of `items`.
    mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
}
