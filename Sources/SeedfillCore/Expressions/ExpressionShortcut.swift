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
    /// `field op number` (`number op field` unless `fieldFirst`) for `+ - * /`, and rounded to
    /// `places` digits after the point when given: a bound such as `round(basePower * 0.9)`
    /// (`places` 0), a computed value such as `round(enginePower * 0.7355, 1)`.
    case fieldArithmetic(Slot, BinaryOperator, Number, fieldFirst: Bool, places: Int?)

    /// The shortcut for an expression tree, `.none` when it has none.
    init(_ root: BoundNode) {
        switch root {
        case .constant(let value):
            self = .constant(value)
            return
        case .slot(let slot):
            self = .field(slot)
            return
        case .call(.round, let arguments) where arguments.count == 1:
            self = Self.arithmetic(arguments[0], places: 0) ?? .none
            return
        case .call(.round, let arguments) where arguments.count == 2:
            // Digits given by a constant, read as the tree reads them (a constant that is not
            // a whole number is the tree's error to report).
            guard case .constant(let given) = arguments[1], let places = Self.places(given) else {
                self = .none
                return
            }
            self = Self.arithmetic(arguments[0], places: places) ?? .none
            return
        default:
            break
        }
        if let arithmetic = Self.arithmetic(root, places: nil) {
            self = arithmetic
            return
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

    /// The digits that `round(x, given)` keeps, as the tree works them out for a constant
    /// `given` (`null` is 0, the count is clamped to -18...18); `nil` when `given` is no whole number.
    private static func places(_ given: Value) -> Int? {
        do throws(EvaluationError) {
            return Swift.max(-18, Swift.min(18, try BoundNode.whole(given, .round) ?? 0))
        } catch {
            return nil
        }
    }

    /// `field op number` or `number op field` for `+ - * /`, else `nil`.
    private static func arithmetic(_ node: BoundNode, places: Int?) -> ExpressionShortcut? {
        guard case .binary(let op, let a, let b) = node, [.add, .subtract, .multiply, .divide].contains(op) else { return nil }
        switch (a, b) {
        case (.slot(let slot), .constant(.number(let number))):
            return .fieldArithmetic(slot, op, number, fieldFirst: true, places: places)
        case (.constant(.number(let number)), .slot(let slot)):
            return .fieldArithmetic(slot, op, number, fieldFirst: false, places: places)
        default:
            return nil
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
        case .fieldArithmetic(let slot, let op, let number, let fieldFirst, let places):
            // Arithmetic with null is null, and so is its rounding.
            guard BoundNode.holds(slot, context) else { return .null }
            switch context.frames[slot.depth][slot.index] {
            case .number(let field):
                let (x, y) = fieldFirst ? (field, number) : (number, field)
                // An overflow or a division by zero is the tree's error to report.
                guard let result = Self.apply(op, x, y) else { return nil }
                return .number(places.map { result.rounded(scale: $0) } ?? result)
            case .null:
                return .null
            default:
                return nil
            }
        }
    }

    /// The expression's value when the shortcut knows it is a date, else `nil` (then
    /// ``value(in:)`` or the tree decides: null, another type, an error). For a generator's
    /// `from`/`to`, which needs the date itself, not a ``Value`` holding it.
    @inline(__always)
    func date(in context: borrowing EvaluationContext) -> LocalDate? {
        switch self {
        case .constant(.date(let date)):
            return date
        case .field(let slot):
            guard BoundNode.holds(slot, context), case .date(let date) = context.frames[slot.depth][slot.index] else { return nil }
            return date
        case .shiftedDate(let slot, let duration, let subtract):
            guard BoundNode.holds(slot, context), case .date(let date) = context.frames[slot.depth][slot.index] else { return nil }
            return subtract ? date.subtracting(duration) : date.adding(duration)
        default:
            return nil
        }
    }

    /// The expression's value when the shortcut knows it is a number, else `nil` (as ``date(in:)``).
    @inline(__always)
    func number(in context: borrowing EvaluationContext) -> Number? {
        switch self {
        case .constant(.number(let number)):
            return number
        case .field(let slot):
            guard BoundNode.holds(slot, context), case .number(let number) = context.frames[slot.depth][slot.index] else { return nil }
            return number
        case .fieldArithmetic(let slot, let op, let number, let fieldFirst, let places):
            guard BoundNode.holds(slot, context), case .number(let field) = context.frames[slot.depth][slot.index],
                let result = fieldFirst ? Self.apply(op, field, number) : Self.apply(op, number, field)
            else { return nil }
            return places.map { result.rounded(scale: $0) } ?? result
        default:
            return nil
        }
    }

    /// `x op y` for `+ - * /`, `nil` when it fails.
    private static func apply(_ op: BinaryOperator, _ x: Number, _ y: Number) -> Number? {
        switch op {
        case .add: return try? x.adding(y)
        case .subtract: return try? x.subtracting(y)
        case .multiply: return try? x.multiplying(by: y)
        case .divide: return try? x.dividing(by: y)
        default: return nil
        }
    }
}
