/// A `min` or `max` as a check reads it: a constant of a comparable kind, held as itself so
/// that reading and comparing it copies nothing, or a bound to evaluate in each record.
enum Limit: Sendable {
    case none
    case number(Number)
    case date(LocalDate)
    case dateTime(LocalDateTime)
    case time(TimeOfDay)
    /// A bound that depends on the record, evaluated from its expression.
    case evaluated

    /// How a check reads `bound`: the limit, and the expression when it is evaluated per record.
    /// A constant that no value compares with (``Value/compareForBounds(_:_:)`` gives `nil`)
    /// never rejects one: it is no limit at all.
    static func reading(_ bound: CompiledBound?) -> (Limit, BoundExpression?) {
        let constant: Value
        switch bound {
        case nil: return (.none, nil)
        case .value(let value)?: constant = value
        case .expression(let expression, _)?:
            guard let value = expression.constantValue else { return (.evaluated, expression) }
            constant = value
        }
        return (Limit(constant: constant), nil)
    }

    /// A constant bound as a limit: `.none` for a value that no value compares with.
    init(constant: Value) {
        switch constant {
        case .number(let n): self = .number(n)
        case .date(let d): self = .date(d)
        case .dateTime(let t): self = .dateTime(t)
        case .time(let t): self = .time(t)
        default: self = .none
        }
    }

    /// The constant, as a value; `nil` for `.none` and `.evaluated`.
    var value: Value? {
        switch self {
        case .none, .evaluated: return nil
        case .number(let n): return .number(n)
        case .date(let d): return .date(d)
        case .dateTime(let t): return .dateTime(t)
        case .time(let t): return .time(t)
        }
    }

    /// How `value` compares with the constant, as ``Value/compareForBounds(_:_:)`` orders them;
    /// `nil` when it is of another kind (or the limit is not a constant).
    @inline(__always)
    func order(of value: Value) -> Int? {
        // One switch on the limit, then the value's case: a tuple of the two would copy the value.
        switch self {
        case .none, .evaluated:
            return nil
        case .number(let b):
            guard case .number(let x) = value else { return nil }
            return Limit.order(x, b)
        case .date(let b):
            guard case .date(let x) = value else { return nil }
            return Limit.order(x, b)
        case .dateTime(let b):
            guard case .dateTime(let x) = value else { return nil }
            return Limit.order(x, b)
        case .time(let b):
            guard case .time(let x) = value else { return nil }
            return Limit.order(x, b)
        }
    }

    /// ``Value/compareForBounds(_:_:)`` of the value at `value` and `bound`, without copying
    /// the value.
    static func order(of value: UnsafePointer<Value>, against bound: Value) -> Int? {
        switch bound {
        case .number(let b):
            guard case .number(let x) = value.pointee else { return nil }
            return Limit.order(x, b)
        case .date(let b):
            guard case .date(let x) = value.pointee else { return nil }
            return Limit.order(x, b)
        case .dateTime(let b):
            guard case .dateTime(let x) = value.pointee else { return nil }
            return Limit.order(x, b)
        case .time(let b):
            guard case .time(let x) = value.pointee else { return nil }
            return Limit.order(x, b)
        default:
            return nil
        }
    }

    /// The same order as ``Value/compareForBounds(_:_:)``: `<` first, then `==` (for a date-time
    /// `==` also compares the offset, so equal instants written differently are "greater").
    @inline(__always)
    static func order<T: Comparable>(_ a: T, _ b: T) -> Int { a < b ? -1 : (a == b ? 0 : 1) }
}
