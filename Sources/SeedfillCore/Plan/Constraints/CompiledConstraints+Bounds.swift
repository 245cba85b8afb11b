/// The bounds of a set of constraints as the general check reads them: how a value compares
/// with `min` and `max` in the current record, and what they are there.
extension CompiledConstraints {
    /// How `value` compares with `min` in the current record (negative: below it), as
    /// ``Value/compareForBounds(_:_:)`` orders them; `nil` when there is no such bound or the
    /// two are not comparable.
    @inline(__always)
    func orderAgainstMin(_ value: Value, in context: inout EvaluationContext) throws(EvaluationError) -> Int? {
        if case .evaluated = minLimit { return try Value.compareForBounds(value, minValue(in: &context)) }
        return minLimit.order(of: value)
    }

    /// How `value` compares with `max` (positive: above it); see ``orderAgainstMin(_:in:)``.
    @inline(__always)
    func orderAgainstMax(_ value: Value, in context: inout EvaluationContext) throws(EvaluationError) -> Int? {
        if case .evaluated = maxLimit { return try Value.compareForBounds(value, maxValue(in: &context)) }
        return maxLimit.order(of: value)
    }

    /// `min` in the current record (`null` without one).
    func minValue(in context: inout EvaluationContext) throws(EvaluationError) -> Value {
        if let constant = minLimit.value { return constant }
        return try minExpression?.evaluate(in: &context) ?? .null
    }

    /// `max` in the current record (`null` without one).
    func maxValue(in context: inout EvaluationContext) throws(EvaluationError) -> Value {
        if let constant = maxLimit.value { return constant }
        return try maxExpression?.evaluate(in: &context) ?? .null
    }
}
