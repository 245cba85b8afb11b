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
    }

    /// Whether a text with the UTF-8 bytes `bytes` certainly passes the lengths, the mask and
    /// the pattern, as ``FieldCheck`` checks them; `false` also for a pattern without byte
    /// tables (the general check answers for those).
    @inline(__always)
    func admits(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // The byte count stands in for the length when it decides (see
        // ``FieldCheck/lengthForLimits(_:minLength:maxLength:)``); else the scalars are counted.
        var length = bytes.count
        if length > lengthCeiling || length / 4 < lengthFloor { length = ValueLimits.scalarCount(bytes) }
        guard length >= lengthFloor, length <= lengthCeiling else { return false }
        if let maskMatcher, !maskMatcher.matches(utf8: bytes) { return false }
        if pattern != nil {
            guard let patternMatcher, patternMatcher.matches(utf8: bytes) else { return false }
        }
        return true
    }

    /// The number of Unicode scalars in valid UTF-8: the bytes that do not continue a scalar.
    private static func scalarCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        for byte in bytes where byte & 0xC0 != 0x80 { count &+= 1 }
        return count
    }

    /// Whether the value at `value` certainly passes `min` and `max`, bounds that depend on the
    /// record evaluated; `false` also when one fails to evaluate (the general check reports it).
    @inline(__always)
    func admitsBounds(_ value: UnsafePointer<Value>, in context: inout EvaluationContext) -> Bool {
        if case .none = min, case .none = max { return true }
        guard let lower = bound(min, minExpression, in: &context), let upper = bound(max, maxExpression, in: &context) else {
            return false
        }
        if let order = lower.order(of: value.pointee), order < 0 { return false }
        if let order = upper.order(of: value.pointee), order > 0 { return false }
        return true
    }

    /// The limit in force for `limit` in the current record: an evaluated bound read as a
    /// constant (``Limit/init(constant:)``, so that it compares as ``Value/compareForBounds(_:_:)``
    /// would); `nil` when its expression fails.
    @inline(__always)
    private func bound(_ limit: Limit, _ expression: BoundExpression?, in context: inout EvaluationContext) -> Limit? {
        guard case .evaluated = limit else { return limit }
        guard let expression, let value = try? expression.evaluate(in: &context) else { return nil }
        return Limit(constant: value)
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

    /// The same order as ``Value/compareForBounds(_:_:)``: `<` first, then `==` (for a date-time
    /// `==` also compares the offset, so equal instants written differently are "greater").
    @inline(__always)
    private static func order<T: Comparable>(_ a: T, _ b: T) -> Int { a < b ? -1 : (a == b ? 0 : 1) }
}
