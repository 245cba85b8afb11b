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

    /// An element drawn with the given whole-number weights (one draw below their total).
    ///
    /// The entries are read by index, so that only the element drawn is copied out (looping
    /// over `(value, weight)` pairs retained and released every text passed over). Tables are
    /// declared as unlabelled pairs: an array of labelled ones (`(suffix: String, weight: Int)`)
    /// passed here is converted element by element, with a dynamic cast each, on every draw.
    mutating func weighted<T>(_ entries: [(T, Int)]) -> T {
        var total = 0
        for i in entries.indices { total += entries[i].1 }
        var k = Int(below(UInt64(total)))
        for i in entries.indices {
            if k < entries[i].1 { return entries[i].0 }
            k -= entries[i].1
        }
        return entries[entries.count - 1].0
    }
}
