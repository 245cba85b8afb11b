/// A range of an expression's text, in Unicode scalars from its start.
struct SourceRange: Sendable, Hashable {
    /// Offset of the first scalar.
    var start: Int
    /// Number of scalars.
    var length: Int

    /// Creates a range.
    init(start: Int, length: Int) {
        self.start = start
        self.length = length
    }

    /// The offset just past the range.
    var end: Int { start + length }

    /// The smallest range covering both.
    func union(_ other: SourceRange) -> SourceRange {
        let lower = Swift.min(start, other.start)
        return SourceRange(start: lower, length: Swift.max(end, other.end) - lower)
    }
}

/// A prefix operator.
enum UnaryOperator: String, Sendable, Hashable {
    case not
    case negate = "-"
}

/// An infix operator, spelled as in the source.
enum BinaryOperator: String, Sendable, Hashable {
    case or, and
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case `in`, notIn = "not in", contains, matches
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"

    /// Loosest (1) to tightest (6).
    var precedence: Int {
        switch self {
        case .or: return 1
        case .and: return 2
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual, .in, .notIn, .contains, .matches:
            return 4
        case .add, .subtract: return 5
        case .multiply, .divide, .remainder: return 6
        }
    }

    /// Comparison-level operators do not chain (`a < b < c` is an error).
    var isComparison: Bool { precedence == 4 }
}

/// A parsed expression; every node carries the range of source text it came from so that later
/// errors (unknown names, type errors) can point at it.
indirect enum Expr: Sendable, Hashable {
    /// A number, text, boolean, `null` or duration literal (a leading `-` is folded in).
    case literal(Value, SourceRange)
    /// `[a, b, …]`.
    case list([Expr], SourceRange)
    /// A bare name (`birthDate`, `today`).
    case name(String, SourceRange)
    /// `not x`, `-x`.
    case unary(UnaryOperator, Expr, operatorRange: SourceRange, SourceRange)
    /// `a + b`, `a in b`, …
    case binary(BinaryOperator, Expr, Expr, operatorRange: SourceRange, SourceRange)
    /// `a.b`.
    case member(Expr, String, nameRange: SourceRange, SourceRange)
    /// `a[i]`.
    case index(Expr, Expr, SourceRange)
    /// `f(a, b)`.
    case call(String, [Expr], nameRange: SourceRange, SourceRange)

    /// The source range of the whole node.
    var range: SourceRange {
        switch self {
        case .literal(_, let r), .list(_, let r), .name(_, let r), .unary(_, _, _, let r),
            .binary(_, _, _, _, let r), .member(_, _, _, let r), .index(_, _, let r), .call(_, _, _, let r):
            return r
        }
    }
}
