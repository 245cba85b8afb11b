/// A keyed bijection of `0..<size`: the heart of `unique` on countable generators (SPEC §5.7).
///
/// Record i takes value number `apply(i − 1, key:)`, so two records never share a value and no
/// record needs to know what any other drew: jobs and shards stay independent. The key comes
/// from (run seed, seed file name, field path), so each field gets its own order.
///
/// A balanced Feistel network on the smallest even-bit power of two `2^(2h) ≥ size` is a
/// bijection of that domain whatever its round function; *cycle walking* (applying it again
/// until the result falls below `size`) restricts it to a bijection of `0..<size`. The domain is
/// less than four times `size`, so a walk takes fewer than four steps on average.
struct UniquePermutation: Sendable, Hashable {
    /// The number of indexes permuted.
    let size: UInt64
    /// Bits per Feistel half (0…32).
    let halfBits: Int

    /// A permutation of `0..<size`; a `size` of 0 is treated as 1.
    init(size: UInt64) {
        self.size = Swift.max(size, 1)
        // Bits needed for indexes up to size − 1, rounded up to an even count.
        let bits = self.size <= 1 ? 0 : 64 - (self.size - 1).leadingZeroBitCount
        halfBits = (bits + 1) / 2
    }

    private var halfMask: UInt64 { halfBits == 0 ? 0 : (UInt64.max >> (64 - halfBits)) }

    /// The image of `index` (below ``size``) under the permutation keyed by `key`. An index of
    /// `size` or more (a cover search fills record numbers past a small space) is taken modulo
    /// ``size`` first: from there the walk may never come back below `size` (past the Feistel
    /// domain, or on a cycle of the domain that holds no index below `size`).
    @inline(__always)
    func apply(_ index: UInt64, key: UInt64) -> UInt64 {
        guard halfBits > 0 else { return 0 }
        let keys = roundKeys(key)
        var x = index < size ? index : index % size
        repeat { x = forward(x, keys) } while x >= size
        return x
    }

    /// The index whose image is `value` (below ``size``): `inverse(apply(i, key), key) == i`.
    func inverse(_ value: UInt64, key: UInt64) -> UInt64 {
        guard halfBits > 0 else { return 0 }
        let keys = roundKeys(key)
        var x = value
        repeat { x = backward(x, keys) } while x >= size
        return x
    }

    /// One 64-bit key per round, derived from the permutation's key.
    @inline(__always)
    private func roundKeys(_ key: UInt64) -> (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) {
        var rng = SplitMix64(seed: key)
        return (rng.next(), rng.next(), rng.next(), rng.next(), rng.next(), rng.next())
    }

    @inline(__always)
    private func round(_ half: UInt64, _ key: UInt64) -> UInt64 {
        SplitMix64.mix(half ^ key) & halfMask
    }

    @inline(__always)
    private func forward(_ x: UInt64, _ k: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)) -> UInt64 {
        var left = x >> UInt64(halfBits)
        var right = x & halfMask
        // Unrolled: an array of keys would allocate on every draw.
        (left, right) = (right, left ^ round(right, k.0))
        (left, right) = (right, left ^ round(right, k.1))
        (left, right) = (right, left ^ round(right, k.2))
        (left, right) = (right, left ^ round(right, k.3))
        (left, right) = (right, left ^ round(right, k.4))
        (left, right) = (right, left ^ round(right, k.5))
        return left << UInt64(halfBits) | right
    }

    @inline(__always)
    private func backward(_ x: UInt64, _ k: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)) -> UInt64 {
        var left = x >> UInt64(halfBits)
        var right = x & halfMask
        (left, right) = (right ^ round(left, k.5), left)
        (left, right) = (right ^ round(left, k.4), left)
        (left, right) = (right ^ round(left, k.3), left)
        (left, right) = (right ^ round(left, k.2), left)
        (left, right) = (right ^ round(left, k.1), left)
        (left, right) = (right ^ round(left, k.0), left)
        return left << UInt64(halfBits) | right
    }
}
