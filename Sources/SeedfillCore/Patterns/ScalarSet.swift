/// A set of Unicode scalars kept as sorted, disjoint, non-adjacent ranges of code points.
///
/// Regex classes and mask alphabets are sets like this; ranges keep `[一-龥]` small and the ASCII
/// bitmap keeps the common case (`[A-Z0-9]` tested against ASCII text) to one bit test.
struct ScalarSet: Sendable, Hashable {
    /// The ranges, sorted, disjoint and never touching.
    private(set) var ranges: [ClosedRange<UInt32>]
    /// Membership of the ASCII scalars 0…63 and 64…127, for a branch-free fast path.
    private var asciiLow: UInt64 = 0
    private var asciiHigh: UInt64 = 0

    /// The largest Unicode code point.
    static let maxScalar: UInt32 = 0x10FFFF

    /// The UTF-16 surrogate code points, which are never scalars.
    static let surrogates = ScalarSet([0xD800...0xDFFF])

    /// Creates a set from any ranges (overlapping and unsorted is fine).
    init(_ ranges: [ClosedRange<UInt32>] = []) {
        let sorted = ranges.sorted { $0.lowerBound < $1.lowerBound }
        var merged: [ClosedRange<UInt32>] = []
        for range in sorted {
            if let last = merged.last, range.lowerBound <= last.upperBound &+ 1, last.upperBound != UInt32.max {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        self.ranges = merged
        for range in merged where range.lowerBound < 128 {
            for value in range.lowerBound...min(range.upperBound, 127) {
                if value < 64 { asciiLow |= 1 << UInt64(value) } else { asciiHigh |= 1 << UInt64(value - 64) }
            }
        }
    }

    /// The set holding the scalars of `text`.
    init(scalarsOf text: String) {
        self.init(text.unicodeScalars.map { $0.value...$0.value })
    }

    /// Whether the set is empty.
    var isEmpty: Bool { ranges.isEmpty }

    /// The number of code points in the set.
    var count: UInt64 {
        ranges.reduce(0) { $0 + UInt64($1.upperBound - $1.lowerBound) + 1 }
    }

    /// Whether `value` is in the set.
    @inline(__always)
    func contains(_ value: UInt32) -> Bool {
        if value < 64 { return asciiLow & (1 << UInt64(value)) != 0 }
        if value < 128 { return asciiHigh & (1 << UInt64(value - 64)) != 0 }
        var low = 0
        var high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            let range = ranges[mid]
            if value < range.lowerBound {
                high = mid
            } else if value > range.upperBound {
                low = mid + 1
            } else {
                return true
            }
        }
        return false
    }

    /// Every code point in both sets.
    func union(_ other: ScalarSet) -> ScalarSet { ScalarSet(ranges + other.ranges) }

    /// Every code point (0…U+10FFFF) not in this set.
    var inverted: ScalarSet {
        var result: [ClosedRange<UInt32>] = []
        var next: UInt32 = 0
        for range in ranges {
            if range.lowerBound > next { result.append(next...(range.lowerBound - 1)) }
            next = range.upperBound + 1
        }
        if next <= ScalarSet.maxScalar { result.append(next...ScalarSet.maxScalar) }
        return ScalarSet(result)
    }

    /// The code points in both sets.
    func intersection(_ other: ScalarSet) -> ScalarSet {
        var result: [ClosedRange<UInt32>] = []
        var i = 0
        var j = 0
        while i < ranges.count, j < other.ranges.count {
            let a = ranges[i]
            let b = other.ranges[j]
            let low = max(a.lowerBound, b.lowerBound)
            let high = min(a.upperBound, b.upperBound)
            if low <= high { result.append(low...high) }
            if a.upperBound < b.upperBound { i += 1 } else { j += 1 }
        }
        return ScalarSet(result)
    }

    /// The code points in this set and not in `other`.
    func subtracting(_ other: ScalarSet) -> ScalarSet { intersection(other.inverted) }
}

extension ScalarSet {
    /// `0-9`.
    static let digits = ScalarSet([0x30...0x39])
    /// `A-Z`.
    static let upperLatin = ScalarSet([0x41...0x5A])
    /// `[A-Za-z0-9_]`, what `\w` matches and generates.
    static let word = ScalarSet([0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A])
    /// `[A-Za-z0-9]`, what `.` generates.
    static let alphanumeric = ScalarSet([0x30...0x39, 0x41...0x5A, 0x61...0x7A])
    /// What `\s` matches: the ECMAScript white space and line terminators.
    static let whitespace = ScalarSet([
        0x09...0x0D, 0x20...0x20, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A,
        0x2028...0x2029, 0x202F...0x202F, 0x205F...0x205F, 0x3000...0x3000, 0xFEFF...0xFEFF,
    ])
    /// The line terminators, which `.` does not match.
    static let lineTerminators = ScalarSet([0x0A...0x0A, 0x0D...0x0D, 0x2028...0x2029])
    /// Printable ASCII, space to tilde: what negated classes generate from.
    static let printableASCII = ScalarSet([0x20...0x7E])
    /// Control characters and surrogates, which generation avoids when it has a choice.
    static let unprintable = ScalarSet([0x00...0x1F, 0x7F...0x9F, 0xD800...0xDFFF])
}
