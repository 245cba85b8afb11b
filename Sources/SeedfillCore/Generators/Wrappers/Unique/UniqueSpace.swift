/// How a `unique` generator keeps its values apart (SPEC §5.7).
enum UniqueDraw: Sendable {
    /// A countable value space walked in a keyed order: unique across jobs and shards by
    /// construction. Inside list items, item k of record i takes index
    /// `(i − 1) · itemsPerRecord + (k − 1)`, so `itemsPerRecord` is the list's largest item count
    /// (1 outside lists).
    case permutation(UniqueSpace, UniquePermutation, itemsPerRecord: Int)
    /// Any other generator: a duplicate is drawn again on the emitting side, in record order
    /// (``UniqueRedraw``); unique within one run or shard.
    case redraw
}

/// The value space of a countable generator, numbered `0..<count` without gaps or repeats.
enum UniqueSpace: Sendable {
    /// Every string a mask matches; beyond `UInt64` only the first `UInt64.max` are used.
    case mask(Mask)
    /// Every string a countable regex generates.
    case regex(RegexPattern)
    /// `start + k · step` for `k` in `0..<count`.
    case integers(start: Int64, step: Int64, count: UInt64)
    /// Fixed values (`oneOf`, `const`, `bool`), each once; weights play no part.
    case values([Value])

    /// The number of distinct values.
    var count: UInt64 {
        switch self {
        case .mask(let mask): return mask.valueSpace ?? UInt64.max
        case .regex(let pattern): return pattern.valueSpace ?? 0
        case .integers(_, _, let count): return count
        case .values(let values): return UInt64(values.count)
        }
    }

    /// Value number `index` (below ``count``).
    @inline(__always)
    func value(at index: UInt64) -> Value {
        switch self {
        case .mask(let mask): return .string(mask.value(at: index))
        case .regex(let pattern): return .string(pattern.value(at: index) ?? "")
        case .integers(let start, let step, _): return .number(Number(start &+ Int64(bitPattern: index &* UInt64(step))))
        case .values(let values): return values[Int(index)]
        }
    }

    /// How large the space is, for messages: "the mask '##' has only 100 values".
    var shortage: String {
        let n = CountText.grouped(count)
        switch self {
        case .mask(let mask): return "the mask \(Quoted.single(mask.text)) has only \(n) values"
        case .regex(let pattern): return "the pattern \(Quoted.single(pattern.text)) has only \(n) values"
        case .integers(let start, let step, let count):
            let end = start &+ Int64(bitPattern: (count &- 1) &* UInt64(step))
            let steps = step == 1 ? "" : " in steps of \(step)"
            return "the range [\(start), \(end)]\(steps) has only \(n) values"
        case .values(let values): return values.count == 1 ? "there is only 1 value" : "there are only \(n) values"
        }
    }
}

/// Grouped digits for counts in messages: 57213 → "57,213".
enum CountText {
    /// `n` with a comma every three digits.
    static func grouped(_ n: UInt64) -> String {
        let digits = Array(String(n))
        var out = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }
}
