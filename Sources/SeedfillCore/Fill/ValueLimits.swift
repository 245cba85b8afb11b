/// One set of constraints in force (a field's own, or merged with the rules that hold), in the
/// form that checking a value reads.
///
/// ``CompiledConstraints`` is what the planner builds and changes; this is its immutable
/// reading. Its properties are `let`s of a final class, so a check reads them without an
/// exclusivity check, and constant bounds (`today - 80y` once a run's `today` is known) are
/// plain dates and numbers, compared without making a ``Value`` or copying an expression.
final class ValueLimits: Sendable {
    let minLength: Int?
    let maxLength: Int?
    let mask: Mask?
    let pattern: RegexPattern?
    let min: Limit
    let max: Limit
    /// The bounds that are evaluated in each record (`.evaluated` limits).
    let minExpression: BoundExpression?
    let maxExpression: BoundExpression?
    /// The digits a decimal may have after the point (2 unless the model says otherwise).
    let scale: Int
    let minItems: Int?
    let maxItems: Int?
    /// The constraints read: the texts messages quote, and the rules of attachments.
    let source: CompiledConstraints
    /// `minLength`, or 0; `maxLength`, or `Int.max`: what ``admits(utf8:)`` compares with.
    let lengthFloor: Int
    let lengthCeiling: Int
    /// The mask's tables, read without going through ``Mask``.
    let maskMatcher: MaskMatcher?
    /// The pattern's byte tables, when it has them (see ``RegexByteMatcher/matchesBytes``).
    let patternMatcher: RegexByteMatcher?
    /// Constant bounds as whole numbers (see ``WholeRange``): for a date's day number, and for a
    /// number's mantissa at scale 0 and at ``scale``; `nil` when a bound is evaluated per record
    /// or cannot be written so.
    let dayRange: WholeRange?
    let wholeRange: WholeRange?
    let scaledRange: WholeRange?
    /// Evaluated bounds that are a date field shifted by a duration (see ``DateShift``).
    let minShift: DateShift?
    let maxShift: DateShift?

    init(_ source: CompiledConstraints) {
        minLength = source.minLength
        maxLength = source.maxLength
        mask = source.mask
        pattern = source.pattern
        (min, minExpression) = Limit.reading(source.min)
        (max, maxExpression) = Limit.reading(source.max)
        scale = source.scale ?? 2
        minItems = source.minItems
        maxItems = source.maxItems
        self.source = source
        lengthFloor = source.minLength ?? 0
        lengthCeiling = source.maxLength ?? Int.max
        maskMatcher = source.mask?.compiled.matcher
        patternMatcher = source.pattern?.compiled.matcher.flatMap { $0.matchesBytes ? $0 : nil }
        dayRange = WholeRange(min, max, .days)
        wholeRange = WholeRange(min, max, .mantissa(scale: 0))
        scaledRange = WholeRange(min, max, .mantissa(scale: scale))
        minShift = minExpression.flatMap(DateShift.init)
        maxShift = maxExpression.flatMap(DateShift.init)
    }

    /// How `value` compares with `min` in the current record (negative: below it), as
    /// ``Value/compareForBounds(_:_:)`` orders them; `nil` when there is no such bound or the
    /// two are not comparable.
    @inline(__always)
    func orderAgainstMin(_ value: Value, in context: inout EvaluationContext) throws(EvaluationError) -> Int? {
        if case .evaluated = min { return try Value.compareForBounds(value, minValue(in: &context)) }
        return min.order(of: value)
    }

    /// How `value` compares with `max` (positive: above it); see ``orderAgainstMin(_:in:)``.
    @inline(__always)
    func orderAgainstMax(_ value: Value, in context: inout EvaluationContext) throws(EvaluationError) -> Int? {
        if case .evaluated = max { return try Value.compareForBounds(value, maxValue(in: &context)) }
        return max.order(of: value)
    }

    /// `min` in the current record (`null` without one).
    func minValue(in context: inout EvaluationContext) throws(EvaluationError) -> Value {
        if let constant = min.value { return constant }
        return try minExpression?.evaluate(in: &context) ?? .null
    }

    /// `max` in the current record (`null` without one).
    func maxValue(in context: inout EvaluationContext) throws(EvaluationError) -> Value {
        if let constant = max.value { return constant }
        return try maxExpression?.evaluate(in: &context) ?? .null
    }
}

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
