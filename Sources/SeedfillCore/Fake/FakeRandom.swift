/// Small drawing helpers the providers share; all of them draw only from the given generator.
extension SplitMix64 {
    /// A uniform element of a non-empty array.
    @inline(__always)
    mutating func element<T>(of array: [T]) -> T {
        array[Int(below(UInt64(array.count)))]
    }

    /// A uniform index of a non-empty array: the same single draw as ``element(of:)``, for
    /// reading index-aligned tables.
    @inline(__always)
    mutating func index<T>(in array: [T]) -> Int {
        Int(below(UInt64(array.count)))
    }

    /// A uniform whole number in `range`.
    @inline(__always)
    mutating func integer(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(below(UInt64(range.upperBound - range.lowerBound + 1)))
    }

    /// `true` with probability `percent` / 100.
    @inline(__always)
    mutating func chance(_ percent: Int) -> Bool {
        below(100) < UInt64(percent)
    }

    /// An element drawn with the given whole-number weights.
    mutating func weighted<T>(_ entries: [(T, Int)]) -> T {
        let total = entries.reduce(0) { $0 + $1.1 }
        var k = Int(below(UInt64(total)))
        for (value, weight) in entries {
            if k < weight { return value }
            k -= weight
        }
        return entries[entries.count - 1].0
    }
}
