/// Checks one value against its field in the current record: requiredness, type, the
/// constraints in force (base ones overridden by active rules), options and `validWhen`.
///
/// The same check serves the filler (to redraw a bad value) and the validator (to certify a
/// finished record), so the two can never disagree.
struct FieldCheck {
    /// The plan's fields (only they are read: holding the arrays, not the whole plan, keeps
    /// creating a check to a few reference counts).
    let fields: [PlannedField]
    /// Each field's constraints when it has no rules, else `nil`, read from the plan once.
    let fixedConstraints: [CompiledConstraints?]
    /// Each frame's fill order as its loops read it (see ``FieldStep``), by frame plan.
    let steps: [[FieldStep]]
    /// ``fields`` again, lent to the per-record loops without reference counting (see
    /// ``ObjectTable``).
    let planned: ObjectTable<PlannedField>
    /// Each field's fewest fraction digits a computed number may need rounding from (see
    /// ``rounded(computed:field:in:)``): `Int.max` for a field that is not a computed number.
    let computedScales: [Int]

    init(plan: ModelPlan) {
        fields = plan.fields
        steps = FieldStep.steps(of: plan)
        planned = ObjectTable(plan.fields)
        fixedConstraints = plan.fields.map { $0.rules.isEmpty ? $0.constraints : nil }
        computedScales = plan.fields.map(Self.computedScale)
    }

    /// The constraints in force for field `id` in the current record.
    func effectiveConstraints(_ id: FieldID, in context: inout EvaluationContext) throws(EvaluationError) -> CompiledConstraints {
        if let fixed = fixedConstraints[id] { return fixed }
        let result = planned.with(id) { field in
            Result { () throws(EvaluationError) in try constraintsUnderRules(field, in: &context) }
        }
        return try result.get()
    }

    /// ``effectiveConstraints(_:in:)`` for a field with rules.
    private func constraintsUnderRules(_ field: PlannedField, in context: inout EvaluationContext) throws(EvaluationError)
        -> CompiledConstraints
    {
        // Which rules hold, as bits; the merged constraints of each combination are planned
        // once (see ``PlannedField/constraintsByActiveRules``), so no check copies them.
        guard !field.constraintsByActiveRules.isEmpty else {
            // Too many rules to list every combination: merge the active ones here.
            var constraints = field.constraints
            for rule in field.rules where try rule.when.evaluate(in: &context).isTruthy {
                constraints = constraints.overridden(by: rule.constraints)
            }
            return constraints
        }
        return field.constraintsByActiveRules[try field.activeRules(in: &context)]
    }

    /// Whether field `id` must have a value in the current record.
    func isRequired(_ id: FieldID, in context: inout EvaluationContext) throws(EvaluationError) -> Bool {
        try isRequired(fields[id], in: &context)
    }

    private func isRequired(_ field: PlannedField, in context: inout EvaluationContext) throws(EvaluationError) -> Bool {
        if let requiredWhen = field.requiredWhen { return try requiredWhen.evaluate(in: &context).isTruthy }
        return !field.field.optional
    }

    /// The first rule `value` breaks, or `nil` when it is valid. The value must already be in its
    /// slot of `context` (so that `validWhen` can read it).
    func violation(of value: Value, field id: FieldID, in context: inout EvaluationContext) throws(EvaluationError) -> FieldViolation? {
        let result = planned.with(id) { field in
            Result { () throws(EvaluationError) in try violation(of: value, field: id, field, in: &context) }
        }
        return try result.get()
    }

    /// ``violation(of:field:in:)`` for a caller that holds the field's ``PlannedField`` already.
    func violation(of value: Value, field id: FieldID, _ field: PlannedField, in context: inout EvaluationContext)
        throws(EvaluationError) -> FieldViolation?
    {
        // Most values are certainly valid by the field's quick check (see ``QuickShape``); the
        // general check decides the others, and words what they break.
        guard field.kind == .field else { return nil }
        if field.quickShape != .general, withUnsafePointer(to: value, { field.accepts($0, in: &context) }) { return nil }
        return try generalViolation(of: value, field: id, field, in: &context)
    }

    /// ``violation(of:field:_:in:)`` without the quick check: every rule the field can have,
    /// in order, each read from ``PlannedField``.
    func generalViolation(of value: Value, field id: FieldID, _ field: PlannedField, in context: inout EvaluationContext)
        throws(EvaluationError) -> FieldViolation?
    {
        guard field.kind == .field else { return nil }
        if let enabled = field.checkedEnabledWhen, !(try enabled.evaluate(in: &context).isTruthy) {
            // A read-only field is not the user's to fill: it keeps its initial value (or null),
            // so it is never "required but empty", and any other value means it was changed.
            let kept = field.initialValue ?? .null
            if value == kept { return nil }
            return FieldViolation(
                rule: "enabledWhen \(Quoted.single(field.field.enabledWhen?.text ?? ""))",
                message: "the field is read-only here and must keep \(kept.quoted), found \(value.quoted)")
        }
        if case .null = value {
            guard try isRequired(field, in: &context) else { return nil }
            let problem = FieldViolation(rule: "required", message: "the field is required but empty")
            return try worded(problem, field, limits: field.constraints, in: &context)
        }
        // Without rules the field's own limits are passed as they are held, not returned from
        // a function, so that they are borrowed rather than retained for the check.
        if field.rules.isEmpty {
            return try valueViolation(of: value, field: id, field, limits: field.constraints, in: &context)
        }
        return try valueViolation(of: value, field: id, field, limits: constraintsUnderRules(field, in: &context), in: &context)
    }

    /// The checks of a value (not `null`) once the limits in force are known: its type and
    /// limits, its options, then `validWhen`.
    @inline(__always)
    private func valueViolation(
        of value: Value, field id: FieldID, _ field: PlannedField, limits: CompiledConstraints, in context: inout EvaluationContext
    ) throws(EvaluationError) -> FieldViolation? {
        if field.field.type == .ref, let problem = Self.referenceViolation(value, embeds: field.field.embed) { return problem }
        if let problem = try typeAndConstraintViolation(value, type: field.field.type, limits: limits, in: &context) {
            return try worded(problem, field, limits: limits, in: &context)
        }
        if let problem = try optionViolation(value, field: id, field, in: &context) {
            return try worded(problem, field, limits: limits, in: &context)
        }
        if let validWhen = field.validWhen, !(try validWhen.evaluate(in: &context).isTruthy) {
            let rule = "validWhen \(Quoted.single(field.field.validWhen?.text ?? ""))"
            return FieldViolation(rule: rule, message: field.field.message ?? "the condition \(rule) does not hold")
        }
        return nil
    }

    /// A `ref` field holds a record (an object), or with `"embed": false` its key (text or a
    /// number). The record itself is not checked again: it was valid as its own seed's output.
    static func referenceViolation(_ value: Value, embeds: Bool) -> FieldViolation? {
        switch (embeds, value) {
        case (true, .object), (false, .string), (false, .number): return nil
        case (true, _): return FieldViolation(rule: "type", message: "expected a record (an object), found \(value.quoted)")
        case (false, _): return FieldViolation(rule: "type", message: "expected a record's key (text or a number), found \(value.quoted)")
        }
    }

    /// `minItems`, `maxItems` and `uniqueBy` of a filled list.
    func listViolation(_ id: FieldID, items: [FilledFrame]) -> FieldViolation? {
        let list = fields[id]
        if let minItems = list.constraints.minItems, items.count < minItems {
            return worded(
                FieldViolation(rule: "minItems \(minItems)", message: "\(items.count) items, at least \(minItems) required"), list: list)
        }
        if let maxItems = list.constraints.maxItems, items.count > maxItems {
            return worded(
                FieldViolation(rule: "maxItems \(maxItems)", message: "\(items.count) items, at most \(maxItems) allowed"), list: list)
        }
        guard !list.uniqueBy.isEmpty else { return nil }
        var seen = Set<[Value]>()
        for item in items {
            if let key = uniqueKey(id, of: item), !seen.insert(key).inserted {
                let names = fields[id].field.uniqueBy.map(\.text).joined(separator: ", ")
                return FieldViolation(
                    rule: "uniqueBy \(names)", message: "two items share \(names) = \(key.map(\.quoted).joined(separator: ", "))")
            }
        }
        return nil
    }

    /// The values of an item's `uniqueBy` fields, or `nil` when the list has none or they are
    /// all empty (empty values are not compared: hidden or optional fields may all be null).
    func uniqueKey(_ id: FieldID, of item: FilledFrame) -> [Value]? {
        let slots = fields[id].uniqueBy
        guard !slots.isEmpty else { return nil }
        let key = slots.map { item.values[$0] }
        return key.allSatisfy({ $0 == .null }) ? nil : key
    }
}
