/// One character position of a regex: the scalars it accepts and the ones generation picks from.
///
/// They differ on purpose: `.` accepts almost anything but generates letters and digits, `\s`
/// accepts every white space but generates a space, so generated values stay readable.
struct RegexClass: Sendable {
    /// What the position accepts when matching.
    let match: ScalarSet
    /// What generation draws from; always a non-empty subset of `match`.
    let generate: ScalarAlphabet

    /// A class that matches and generates exactly `set`, preferring printable scalars to generate.
    init?(_ set: ScalarSet) {
        self.init(match: set, preferred: set)
    }

    /// A class matching `match` that generates from `preferred ∩ match` when that is not empty,
    /// else from the printable part of `match`, else from `match` itself.
    init?(match: ScalarSet, preferred: ScalarSet) {
        let candidates = [
            preferred.intersection(match).subtracting(.unprintable),
            preferred.intersection(match),
            match.subtracting(.unprintable),
            match,
        ]
        guard let alphabet = candidates.lazy.compactMap(ScalarAlphabet.init).first else { return nil }
        self.match = match
        self.generate = alphabet
    }
}

/// The syntax tree of a parsed regex.
indirect enum RegexNode: Sendable {
    /// Matches the empty string.
    case empty
    /// One scalar from a class (a literal is a class of one).
    case scalar(RegexClass)
    /// The parts one after another.
    case concat([RegexNode])
    /// One of the branches.
    case alternation([RegexNode])
    /// The node `min` to `max` times (`max` nil: unbounded).
    case repetition(RegexNode, min: Int, max: Int?)
    /// `^`, with its offset in the pattern.
    case start(Int)
    /// `$`, with its offset in the pattern.
    case end(Int)
    /// `(?=body)` (or `(?!body)` when `negative`), spanning `length` scalars from offset `start`.
    /// Only ``LookaheadBranches`` gives it a meaning; everywhere else it is zero-width and
    /// otherwise ignored.
    case lookahead(RegexNode, negative: Bool, start: Int, length: Int)
}

extension RegexNode {
    /// The fewest scalars a string the node describes can have.
    var minLength: Int {
        switch self {
        case .empty, .start, .end, .lookahead: return 0
        case .scalar: return 1
        case .concat(let parts): return parts.reduce(0) { RegexNode.saturating($0, $1.minLength) }
        case .alternation(let branches): return branches.map(\.minLength).min() ?? 0
        case .repetition(let body, let min, _): return RegexNode.saturating(body.minLength, times: min)
        }
    }

    /// The most scalars a string the node describes can have; `nil` when unbounded.
    var maxLength: Int? {
        switch self {
        case .empty, .start, .end, .lookahead: return 0
        case .scalar: return 1
        case .concat(let parts):
            var total = 0
            for part in parts {
                guard let length = part.maxLength else { return nil }
                total = RegexNode.saturating(total, length)
            }
            return total
        case .alternation(let branches):
            var longest = 0
            for branch in branches {
                guard let length = branch.maxLength else { return nil }
                longest = Swift.max(longest, length)
            }
            return longest
        case .repetition(let body, _, let max):
            guard let bodyLength = body.maxLength else { return nil }
            if bodyLength == 0 { return 0 }
            guard let max else { return nil }
            return RegexNode.saturating(bodyLength, times: max)
        }
    }

    /// The most scalars generation can produce, with unbounded repeats capped at `cap`.
    func generatedMaxLength(cap: Int) -> Int {
        switch self {
        case .empty, .start, .end, .lookahead: return 0
        case .scalar: return 1
        case .concat(let parts): return parts.reduce(0) { RegexNode.saturating($0, $1.generatedMaxLength(cap: cap)) }
        case .alternation(let branches): return branches.map { $0.generatedMaxLength(cap: cap) }.max() ?? 0
        case .repetition(let body, let min, let max):
            return RegexNode.saturating(body.generatedMaxLength(cap: cap), times: RegexNode.upperCount(min, max, cap: cap))
        }
    }

    /// How many times generation may repeat a `{min,max}` body: `max`, or `max(min, cap)` when unbounded.
    static func upperCount(_ min: Int, _ max: Int?, cap: Int) -> Int {
        max ?? Swift.max(min, cap)
    }

    /// Addition that stops at a large bound instead of trapping (lengths are only compared).
    static func saturating(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int.max / 2 : Swift.min(sum, Int.max / 2)
    }

    /// Multiplication that stops at a large bound instead of trapping.
    static func saturating(_ a: Int, times b: Int) -> Int {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? Int.max / 2 : Swift.min(product, Int.max / 2)
    }
}
