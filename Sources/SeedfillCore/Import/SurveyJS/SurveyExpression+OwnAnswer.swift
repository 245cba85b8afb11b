/// A choice's `visibleIf` that reads its own question's answer, worked out for an answer that
/// holds the choice.
///
/// SurveyJS evaluates a choice's `visibleIf` again whenever an answer changes, and unticks a
/// choice that becomes hidden (`clearIncorrectValues`); on completion it clears hidden choices
/// too. So a choice is in `survey.data` only if its condition holds on an answer that contains
/// it: for a single-choice question the answer is the choice itself, for a checkbox some
/// selection holding it. What that fixes of `{own}` is folded away here.
extension SurveyExpression {
    /// Whether the expression reads variable `name` (case-insensitive).
    func reads(_ name: String) -> Bool {
        switch self {
        case .variable(let variable): return variable.lowercased() == name.lowercased()
        case .list(let elements): return elements.contains { $0.reads(name) }
        case .call(_, let arguments): return arguments.contains { $0.reads(name) }
        case .unary(_, let operand): return operand.reads(name)
        case .binary(_, let left, let right): return left.reads(name) || right.reads(name)
        default: return false
        }
    }

    /// The expression once the question `own` holds `choice` (a selection that contains it when
    /// `multiple`): what that decides becomes `true` or `false`, and `and`, `or` and `not` are
    /// folded. What it leaves open about `own` still reads it.
    func assuming(_ own: String, holds choice: String, multiple: Bool) -> SurveyExpression {
        let isOwn: (SurveyExpression) -> Bool = {
            if case .variable(let name) = $0 { name.lowercased() == own.lowercased() } else { false }
        }
        switch self {
        case .unary("not", let operand):
            let inner = operand.assuming(own, holds: choice, multiple: multiple)
            if case .bool(let flag) = inner { return .bool(!flag) }
            return .unary("not", inner)
        case .unary(let op, let operand) where (op == "empty" || op == "notempty") && isOwn(operand):
            return .bool(op == "notempty")
        case .binary(let op, let left, let right) where op == "and" || op == "or":
            let a = left.assuming(own, holds: choice, multiple: multiple)
            let b = right.assuming(own, holds: choice, multiple: multiple)
            switch (a, b) {
            case (.bool(let x), .bool(let y)): return .bool(op == "and" ? x && y : x || y)
            case (.bool(let x), let other), (let other, .bool(let x)):
                return op == "and" ? (x ? other : .bool(false)) : (x ? .bool(true) : other)
            default: return .binary(op, a, b)
            }
        case .binary(let op, let left, let right) where isOwn(left) || isOwn(right):
            let other = isOwn(left) ? right : left
            if let decided = Self.decide(op, other, ownOnLeft: isOwn(left), choice: choice, multiple: multiple) { return .bool(decided) }
            return multiple ? self : substituting(own, with: .text(choice))
        default:
            if !multiple, reads(own) { return substituting(own, with: .text(choice)) }
            return self
        }
    }

    /// What `{own} op other` (or `other op {own}`) gives when `own` holds `choice`, when that
    /// alone decides it.
    private static func decide(_ op: String, _ other: SurveyExpression, ownOnLeft: Bool, choice: String, multiple: Bool) -> Bool? {
        let literal: String? =
            switch other {
            case .text(let text): text
            case .number(let number): number
            default: nil
            }
        var values: [String]?
        if case .list(let elements) = other {
            values = elements.compactMap { element -> String? in
                switch element {
                case .text(let text): text
                case .number(let number): number
                default: nil
                }
            }
            if values?.count != elements.count { values = nil }
        }
        switch (op, multiple) {
        case ("=", true), ("!=", true):
            // A selection equal to a list that lacks the choice cannot hold it.
            guard let values, !values.contains(choice) else { return nil }
            return op == "!="
        case ("=", false), ("!=", false):
            guard let literal else { return nil }
            return (literal == choice) == (op == "=")
        case ("contains", true), ("notcontains", true):
            guard ownOnLeft, literal == choice else { return nil }
            return op == "contains"
        case ("anyof", _), ("noneof", _):
            guard ownOnLeft, let values, values.contains(choice) || !multiple else { return nil }
            return values.contains(choice) == (op == "anyof")
        default: return nil
        }
    }

    /// The expression with every `{name}` replaced by `value`.
    func substituting(_ name: String, with value: SurveyExpression) -> SurveyExpression {
        switch self {
        case .variable(let variable) where variable.lowercased() == name.lowercased(): return value
        case .list(let elements): return .list(elements.map { $0.substituting(name, with: value) })
        case .call(let function, let arguments): return .call(function, arguments.map { $0.substituting(name, with: value) })
        case .unary(let op, let operand): return .unary(op, operand.substituting(name, with: value))
        case .binary(let op, let left, let right):
            return .binary(op, left.substituting(name, with: value), right.substituting(name, with: value))
        default: return self
        }
    }
}
