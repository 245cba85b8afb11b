/// Which option conditions can never fail, so that a check may leave them unevaluated.
extension ConditionalOptions {
    /// Whether evaluating `node` can never fail, for any record or any file being validated
    /// (whose fields may hold values of any type): reads, literals, `not`, `and`, `or`,
    /// `== null`, `==` and `!=` (which compare any two values), `in` a literal list, and `<`,
    /// `<=`, `>`, `>=` between two numbers (literals, `itemIndex`, `recordIndex`) or two dates.
    /// Anything else (arithmetic, functions, a field compared by order, whose value may be of
    /// another type) counts as able to fail: it is then always evaluated.
    static func cannotFail(_ node: BoundNode) -> Bool {
        switch node {
        case .constant, .slot, .recordIndex, .itemIndex, .today, .now:
            return true
        case .not(let operand), .isNull(let operand, _):
            return cannotFail(operand)
        case .and(let a, let b), .or(let a, let b):
            return cannotFail(a) && cannotFail(b)
        case .list(let elements):
            return elements.allSatisfy(cannotFail)
        case .binary(let op, let a, let b):
            guard cannotFail(a), cannotFail(b) else { return false }
            switch op {
            case .equal, .notEqual:
                return true
            case .in, .notIn:
                // A list or `null` on the right is all that `in` needs.
                if case .list = b { return true }
                if case .constant(.array) = b { return true }
                return false
            case .less, .lessOrEqual, .greater, .greaterOrEqual:
                guard let kind = orderedKind(a) else { return false }
                return kind == orderedKind(b)
            default:
                return false
            }
        default:
            return false
        }
    }

    /// What an operand of `<` always is, when it is a number, a date or a date-time whatever
    /// the record: 0, 1 and 2; `nil` when it may be anything.
    private static func orderedKind(_ node: BoundNode) -> Int? {
        switch node {
        case .constant(.number), .recordIndex, .itemIndex: return 0
        case .constant(.date), .today: return 1
        case .constant(.dateTime), .now: return 2
        default: return nil
        }
    }
}
