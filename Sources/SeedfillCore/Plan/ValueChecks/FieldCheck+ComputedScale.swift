/// A computed number as its field keeps it: rounded to the field's `scale`.
///
/// `compute` may give more digits than its field takes (`weight / (height * height)`,
/// `sqrt(…)`). The filler stores the value rounded, and the validator rounds what it recomputes
/// the same way before comparing, so a computed field is never rejected by its own check.
extension FieldCheck {
    /// `value` rounded half away from zero to the scale in force for field `id` (its rules'
    /// `scale` included; 0 for an integer field). A value the field already takes, and
    /// anything not a number, is returned as it is, so that what was written before stays
    /// written the same. Never inlined: it serves computed fields only, and inlined it would
    /// enlarge the loops over every field.
    @inline(never)
    func rounded(computed value: Value, field id: FieldID, in context: inout EvaluationContext) throws(EvaluationError) -> Value {
        guard case .number(let number) = value, Int(number.scale) > computedScales[id] else { return value }
        if fields[id].field.type == .integer {
            return number.int64Value == nil ? .number(number.rounded(scale: 0)) : value
        }
        let scale = try effectiveConstraints(id, in: &context).decimalScale
        return Int(number.normalized.scale) > scale ? .number(number.rounded(scale: scale)) : value
    }

    /// The fewest fraction digits field `field` may keep of a computed number: 0 for an
    /// integer, the smallest `scale` of a decimal and its rules, `Int.max` for anything else.
    static func computedScale(_ field: PlannedField) -> Int {
        guard field.compute != nil else { return .max }
        switch field.field.type {
        case .integer: return 0
        case .decimal: return field.rules.reduce(field.constraints.decimalScale) { Swift.min($0, $1.constraints.scale ?? $0) }
        default: return .max
        }
    }
}
