/// A computed number as its field keeps it: rounded to the field's `scale`.
///
/// `compute` may give more digits than its field takes (`weight / (height * height)`,
/// `sqrt(…)`). The filler stores the value rounded, and the validator rounds what it recomputes
/// the same way before comparing, so a computed field is never rejected by its own check.
extension FieldCheck {
    /// `value` rounded half away from zero to the scale in force for field `id` (its rules'
    /// `scale` included; 0 for an integer field). A value the field already takes, and
    /// anything not a number, is returned as it is, so that what was written before stays
    /// written the same.
    func rounded(computed value: Value, field id: FieldID, in context: inout EvaluationContext) throws(EvaluationError) -> Value {
        guard case .number(let number) = value, number.scale > 0 else { return value }
        switch fields[id].field.type {
        case .integer:
            return number.int64Value == nil ? .number(number.rounded(scale: 0)) : value
        case .decimal:
            let scale = try effectiveConstraints(id, in: &context).decimalScale
            return Int(number.normalized.scale) > scale ? .number(number.rounded(scale: scale)) : value
        default:
            return value
        }
    }
}
