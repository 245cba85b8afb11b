/// The shapes of expression that rules and bounds take most often, recognised once when an
/// expression is bound and then evaluated without walking its tree.
///
/// `type == 'passport'` in a rule and `birthDate + 14y` in a bound run for every record, some
/// several times; through the tree each costs a few hundred instructions, most of them copying
/// the field's value and the constant in and out of the general operator code. Here the field
/// is read where it is stored and the constant is a stored property. A shortcut only answers
/// for the values it is sure about (text, a date, null) and leaves everything else (a date
/// compared with an ISO text, a date out of range and its error) to the tree, so results and
/// errors are exactly the tree's.
enum ExpressionShortcut: Sendable {
    /// No shortcut: evaluate the tree.
    case none
    /// A constant, such as a bound `today - 18y` computed once for the run.
    case constant(Value)
    /// A field's value.
    case field(Slot)
    /// `field == 'text'`, or `field != 'text'` when `negated`; either way round.
    case fieldEqualsText(Slot, String, negated: Bool)
    /// `dateField + duration` (or `duration + dateField`), or `dateField - duration` when `subtract`.
    case shiftedDate(Slot, Duration, subtract: Bool)

    /// The shortcut for an expression tree, `.none` when it has none.
    init(_ root: BoundNode) {
        switch root {
        case .constant(let value):
            self = .constant(value)
            return
        case .slot(let slot):
            self = .field(slot)
            return
        default:
            break
        }
        guard case .binary(let op, let a, let b) = root else {
            self = .none
            return
        }
        switch (op, a, b) {
        case (.equal, .slot(let slot), .constant(.string(let text))), (.equal, .constant(.string(let text)), .slot(let slot)):
            self = .fieldEqualsText(slot, text, negated: false)
        case (.notEqual, .slot(let slot), .constant(.string(let text))), (.notEqual, .constant(.string(let text)), .slot(let slot)):
            self = .fieldEqualsText(slot, text, negated: true)
        case (.add, .slot(let slot), .constant(.duration(let duration))), (.add, .constant(.duration(let duration)), .slot(let slot)):
            self = .shiftedDate(slot, duration, subtract: false)
        case (.subtract, .slot(let slot), .constant(.duration(let duration))):
            self = .shiftedDate(slot, duration, subtract: true)
        default:
            self = .none
        }
    }

    /// The expression's value in `context`, or `nil` when the tree must decide.
    @inline(__always)
    func value(in context: borrowing EvaluationContext) -> Value? {
        switch self {
        case .none:
            return nil
        case .constant(let value):
            return value
        case .field(let slot):
            return BoundNode.read(slot, context)
        case .fieldEqualsText(let slot, let text, let negated):
            // A comparison with null is false, whichever the operator.
            guard BoundNode.holds(slot, context) else { return .bool(false) }
            switch context.frames[slot.depth][slot.index] {
            case .string(let s): return .bool((s == text) != negated)
            case .null: return .bool(false)
            default: return nil
            }
        case .shiftedDate(let slot, let duration, let subtract):
            // Arithmetic with null is null.
            guard BoundNode.holds(slot, context) else { return .null }
            switch context.frames[slot.depth][slot.index] {
            case .date(let date):
                guard let shifted = subtract ? date.subtracting(duration) : date.adding(duration) else { return nil }
                return .date(shifted)
            case .null:
                return .null
            default:
                return nil
            }
        }
    }
}
