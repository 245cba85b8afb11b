/// A partition of all Unicode scalars into classes that none of a pattern's sets tells apart:
/// two scalars share a class exactly when every set holds both or neither.
///
/// A DFA then needs one column per class instead of one per scalar. ASCII scalars find their
/// class with one table read; the rest with a binary search over the class boundaries.
struct ScalarClasses: Sendable {
    /// The class of each ASCII scalar.
    let ascii: [UInt16]
    /// The first scalar of each run of non-ASCII scalars in one class, ascending; `starts[0]` is 128.
    let starts: [UInt32]
    /// The class of the run that begins at `starts[i]`.
    let runClasses: [UInt16]
    /// One scalar of each class, to ask a set whether it holds the class.
    let representatives: [UInt32]

    /// The number of classes.
    var count: Int { representatives.count }

    /// The classes that `sets` induce; `nil` when telling them apart costs more than `budget`
    /// membership tests (thousands of distinct literals) or needs more than 65,535 classes.
    init?(_ sets: [ScalarSet], budget: Int) {
        // `[0-9]{17}` repeats one set 17 times; it tells no more scalars apart than once.
        var seen = Set<ScalarSet>()
        let sets = sets.filter { seen.insert($0).inserted }
        // Every place where some set starts or stops holding scalars begins a new interval; 128
        // is a cut too, so that the non-ASCII runs can be searched on their own.
        var cuts: [UInt32] = [0, 128]
        for set in sets {
            for range in set.ranges {
                cuts.append(range.lowerBound)
                if range.upperBound < ScalarSet.maxScalar { cuts.append(range.upperBound + 1) }
            }
        }
        var unique: [UInt32] = []
        for cut in cuts.sorted() where unique.last != cut { unique.append(cut) }
        cuts = unique
        let (tests, overflow) = cuts.count.multipliedReportingOverflow(by: max(sets.count, 1))
        guard !overflow, tests <= budget else { return nil }

        // An interval's signature is the bit set of the sets holding it; equal signatures, one class.
        let words = (sets.count + 63) / 64
        var classOfSignature: [[UInt64]: UInt16] = [:]
        var representatives: [UInt32] = []
        var cutClasses: [UInt16] = []
        for cut in cuts {
            var signature = [UInt64](repeating: 0, count: words)
            for (index, set) in sets.enumerated() where set.contains(cut) {
                signature[index / 64] |= 1 << UInt64(index % 64)
            }
            if let known = classOfSignature[signature] {
                cutClasses.append(known)
            } else {
                guard representatives.count < Int(UInt16.max) else { return nil }
                let fresh = UInt16(representatives.count)
                classOfSignature[signature] = fresh
                representatives.append(cut)
                cutClasses.append(fresh)
            }
        }
        self.representatives = representatives

        var ascii = [UInt16](repeating: 0, count: 128)
        var starts: [UInt32] = []
        var runClasses: [UInt16] = []
        for (index, cut) in cuts.enumerated() {
            if cut < 128 {
                let end = index + 1 < cuts.count ? min(cuts[index + 1], 128) : 128
                for scalar in Int(cut)..<Int(end) { ascii[scalar] = cutClasses[index] }
            } else if runClasses.last != cutClasses[index] {
                starts.append(cut)
                runClasses.append(cutClasses[index])
            }
        }
        self.ascii = ascii
        self.starts = starts
        self.runClasses = runClasses
    }

    /// The class of `scalar`.
    @inline(__always)
    func classOf(_ scalar: UInt32) -> Int {
        scalar < 128 ? Int(ascii[Int(scalar)]) : classOfNonASCII(scalar)
    }

    /// The class of a scalar of 128 or more: the run with the last start not above it.
    @inline(__always)
    func classOfNonASCII(_ scalar: UInt32) -> Int {
        var low = 0
        var high = starts.count
        while high - low > 1 {
            let mid = (low &+ high) / 2
            if starts[mid] <= scalar { low = mid } else { high = mid }
        }
        return Int(runClasses[low])
    }
}
