/// Numbers the strings a regex generates, for `unique`: a bijection from `0..<count` onto them.
///
/// Only shapes that are unambiguous are counted: a concatenation with at most one variable-length
/// part (its segmentation is fixed by the total length), and repetitions of a fixed-length body
/// (each count gives a different length). Anything else, alternation included, is not counted.
indirect enum RegexEnumeration: Sendable {
    /// The empty string (anchors, empty groups).
    case empty
    /// One scalar of an alphabet.
    case scalar(ScalarAlphabet)
    /// Parts with their counts: mixed radix, last part least significant.
    case concat([RegexEnumeration], counts: [UInt64], total: UInt64)
    /// `body` repeated `min…` times; `blocks[k]` is the count of strings with `min + k` repeats.
    case repetition(RegexEnumeration, bodyCount: UInt64, min: Int, blocks: [UInt64], total: UInt64)

    /// The enumeration of `node`, or `nil` when it is ambiguous or the count exceeds `UInt64`.
    init?(_ node: RegexNode, cap: Int) {
        switch node {
        case .empty, .start, .end: self = .empty
        case .scalar(let regexClass): self = .scalar(regexClass.generate)
        case .alternation, .lookahead: return nil
        case .concat(let parts):
            let variable = parts.filter { $0.minLength != $0.generatedMaxLength(cap: cap) }
            guard variable.count <= 1 else { return nil }
            var children: [RegexEnumeration] = []
            var counts: [UInt64] = []
            var total: UInt64? = 1
            for part in parts {
                guard let child = RegexEnumeration(part, cap: cap) else { return nil }
                children.append(child)
                counts.append(child.count)
                total = SpaceMath.multiply(total, child.count)
            }
            guard let total else { return nil }
            self = .concat(children, counts: counts, total: total)
        case .repetition(let body, let min, let max):
            guard body.minLength == body.generatedMaxLength(cap: cap), let child = RegexEnumeration(body, cap: cap) else {
                return nil
            }
            // A zero-length body repeated any number of times is still just the empty string.
            let upper = body.minLength == 0 ? min : RegexNode.upperCount(min, max, cap: cap)
            var blocks: [UInt64] = []
            var total: UInt64? = 0
            var power: UInt64? = 1
            for _ in 0..<min { power = SpaceMath.multiply(power, child.count) }
            for _ in min...upper {
                blocks.append(power ?? 0)
                total = SpaceMath.add(total, power)
                power = SpaceMath.multiply(power, child.count)
            }
            guard let total else { return nil }
            self = .repetition(child, bodyCount: child.count, min: min, blocks: blocks, total: total)
        }
    }

    /// The number of strings.
    var count: UInt64 {
        switch self {
        case .empty: return 1
        case .scalar(let alphabet): return alphabet.count
        case .concat(_, _, let total), .repetition(_, _, _, _, let total): return total
        }
    }

    /// Appends the UTF-8 of string number `index` (below ``count``).
    func append(_ index: UInt64, to buffer: inout [UInt8]) {
        switch self {
        case .empty: return
        case .scalar(let alphabet): alphabet.append(at: index, to: &buffer)
        case .concat(let parts, let counts, _):
            var digits = [UInt64](repeating: 0, count: parts.count)
            var rest = index
            for i in stride(from: parts.count - 1, through: 0, by: -1) {
                digits[i] = rest % counts[i]
                rest /= counts[i]
            }
            for (part, digit) in zip(parts, digits) { part.append(digit, to: &buffer) }
        case .repetition(let body, let bodyCount, let min, let blocks, _):
            var rest = index
            var times = min
            for block in blocks {
                if rest < block { break }
                rest -= block
                times += 1
            }
            var digits = [UInt64](repeating: 0, count: times)
            for i in stride(from: times - 1, through: 0, by: -1) {
                digits[i] = rest % bodyCount
                rest /= bodyCount
            }
            for digit in digits { body.append(digit, to: &buffer) }
        }
    }
}
