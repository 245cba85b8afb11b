/// The scalars a generator picks from, indexable so that a pick is one uniform draw and
/// ``scalar(at:)`` doubles as a digit for the bijections behind `unique`.
struct ScalarAlphabet: Sendable {
    /// The ranges of the alphabet, sorted (surrogates removed).
    let ranges: [ClosedRange<UInt32>]
    /// `cumulative[i]` is the number of scalars in `ranges[0...i]`.
    let cumulative: [UInt64]
    /// The number of scalars; at least 1.
    let count: UInt64
    /// The single UTF-8 byte of each scalar when they are all ASCII, so a pick is one table read.
    let asciiTable: [UInt8]?
    /// The set, for membership tests.
    let set: ScalarSet

    /// Creates the alphabet of a set; `nil` when the set has no scalar.
    init?(_ set: ScalarSet) {
        let usable = set.subtracting(ScalarSet.surrogates)
        guard !usable.isEmpty else { return nil }
        self.set = usable
        ranges = usable.ranges
        var total: UInt64 = 0
        var cumulative: [UInt64] = []
        for range in ranges {
            total += UInt64(range.upperBound - range.lowerBound) + 1
            cumulative.append(total)
        }
        self.cumulative = cumulative
        count = total
        if let last = ranges.last, last.upperBound < 128 {
            asciiTable = ranges.flatMap { $0.map { UInt8($0) } }
        } else {
            asciiTable = nil
        }
    }

    /// The `index`-th scalar (0-based, in code point order); `index` must be below ``count``.
    @inline(__always)
    func scalar(at index: UInt64) -> UInt32 {
        var i = 0
        while i < cumulative.count - 1, index >= cumulative[i] { i += 1 }
        let before = i == 0 ? 0 : cumulative[i - 1]
        return ranges[i].lowerBound + UInt32(index - before)
    }

    /// Appends the UTF-8 of the `index`-th scalar.
    @inline(__always)
    func append(at index: UInt64, to buffer: inout some ByteSink) {
        if let asciiTable {
            buffer.append(asciiTable[Int(index)])
        } else {
            buffer.appendScalar(scalar(at: index))
        }
    }

    /// Appends one uniformly drawn scalar.
    @inline(__always)
    func appendRandom(using rng: inout SplitMix64, to buffer: inout [UInt8]) {
        append(at: count == 1 ? 0 : rng.below(count), to: &buffer)
    }
}

/// Saturating-free checked arithmetic for value-space counting: `nil` means "too many to count".
enum SpaceMath {
    /// `a × b`, or `nil` on overflow.
    @inline(__always)
    static func multiply(_ a: UInt64?, _ b: UInt64?) -> UInt64? {
        guard let a, let b else { return nil }
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? nil : product
    }

    /// `a + b`, or `nil` on overflow.
    @inline(__always)
    static func add(_ a: UInt64?, _ b: UInt64?) -> UInt64? {
        guard let a, let b else { return nil }
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? nil : sum
    }
}
