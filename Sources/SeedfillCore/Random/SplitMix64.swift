/// The project's only source of randomness: SplitMix64, small, fast and fully reproducible.
///
/// Every value seedfill draws comes from a `SplitMix64` seeded by ``RandomStream/derive(_:)``,
/// never from the system generator, so output depends only on the inputs and `--seed`.
struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's state; two generators with the same state produce the same values.
    private(set) var state: UInt64

    /// Creates a generator from a seed.
    init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    @inline(__always)
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return SplitMix64.mix(state)
    }

    /// The SplitMix64 finaliser: a bijective scrambling of 64 bits.
    @inline(__always)
    static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `0..<bound` without modulo bias (Lemire's method). `bound` must be > 0.
    @inline(__always)
    mutating func below(_ bound: UInt64) -> UInt64 {
        precondition(bound > 0)
        var product = next().multipliedFullWidth(by: bound)
        if product.low < bound {
            let threshold = (0 &- bound) % bound
            while product.low < threshold {
                product = next().multipliedFullWidth(by: bound)
            }
        }
        return product.high
    }

    /// A uniform integer in `range` (which may span the whole of `Int64`).
    @inline(__always)
    mutating func int(in range: ClosedRange<Int64>) -> Int64 {
        let width = UInt64(bitPattern: range.upperBound &- range.lowerBound)
        if width == UInt64.max { return Int64(bitPattern: next()) }
        return range.lowerBound &+ Int64(bitPattern: below(width + 1))
    }

    /// A uniform double in `[0, 1)` with 53 random bits.
    @inline(__always)
    mutating func unit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }
}
