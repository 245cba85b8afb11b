/// Producing one value: computed, read-only, or drawn until it satisfies its field.
extension RecordFiller {
    /// Fills the slot of field `id` (whose filling parts are `field`) in `open`, the frame
    /// being filled, inside the list item `item` (key 0 outside lists): computed, read-only, or
    /// drawn until valid.
    func produce(_ id: FieldID, _ field: PlannedField, in open: OpenFrame, item: StreamOperand, state: inout State) throws(FillError) {
        if !field.drawsPlainly, try fillWithoutDrawing(id, field, in: open, state: &state) { return }
        var rng = StreamOperand.stream(recordKey: state.recordKey, path: field.path, item: item)
        if !state.plainDraws { rng = try unplainStream(rng, for: id, state: state) }
        var value = try drawFront(field, for: id, rng: &rng, itemKey: item.value, state: &state)
        if field.mayConform(value) { value = conform(consume value, to: field) }
        if field.kind != .field || (field.drawsOnlyValid && !value.isNull) {
            // Cannot fail: a helper is held to nothing, and a guaranteed draw (see
            // ``DrawGuarantee``) to its field (the validator still checks the record). Nothing
            // reads the value after it is stored, so it moves into the slot, which holds
            // `null`: this is the slot's first value in this fill.
            open.initialize(field.slot.index, to: consume value)
            if field.writesOwnScale { try applyRuleScale(id, field, in: open, state: &state) }
            return
        }
        // The checks read the value in its slot, too (for `validWhen`).
        let problem = try open.initialize(field.slot.index, to: consume value) { value throws(FillError) in
            try violation(of: value, id, field, state: &state)
        }
        guard let problem else {
            if field.writesOwnScale { try applyRuleScale(id, field, in: open, state: &state) }
            return
        }
        try redraw(id, field, in: open, itemKey: item.value, rng: &rng, after: problem, state: &state)
    }

    /// The stream of field `id` when draws are not plain (see ``State/plainDraws``): salted for
    /// a field that ``UniqueRedraw`` draws again; an error when ``maxTries`` allows no draw.
    /// Never inlined: the rare case, kept out of the fill loop's code.
    @inline(never)
    private func unplainStream(_ rng: SplitMix64, for id: FieldID, state: State) throws(FillError) -> SplitMix64 {
        guard maxTries > 0 else {
            throw failure(id, FieldViolation(rule: "maxTries", message: "no draws allowed"), value: nil, state: state)
        }
        return redrawStream(rng, for: id)
    }

    /// The first rule `value`, stored in the slot of field `id` (whose filling parts are
    /// `field`), breaks, or `nil` when it is valid: what ``FieldCheck/violation(of:field:in:)``
    /// finds.
    ///
    /// Its steps (those of ``FieldCheck/violation(of:field:_:in:)``) are taken here, inline:
    /// most values pass the field's quick check, and through `FieldCheck` each check also paid
    /// for a call and a copy of the `FieldCheck`.
    @inline(__always)
    func violation(of value: borrowing Value, _ id: FieldID, _ field: PlannedField, state: inout State) throws(FillError) -> FieldViolation?
    {
        let checked = field
        guard checked.kind == .field else { return nil }
        // `accepts` is `true` only for a value the general check finds valid (and `false` for
        // a field without a quick check), so it is asked without testing the field's shape.
        if withUnsafePointer(to: value, { checked.accepts($0, in: &state.context) }) { return nil }
        return try generalViolation(of: value, id, field, state: &state)
    }

    /// ``violation(of:_:_:state:)`` once the quick check has not accepted `value`: the general
    /// check, which words the rule broken. Never inlined: most values pass the quick check, and
    /// the general one is a call either way.
    @inline(never)
    private func generalViolation(of value: borrowing Value, _ id: FieldID, _ field: PlannedField, state: inout State)
        throws(FillError) -> FieldViolation?
    {
        do {
            return try check.generalViolation(of: value, field: id, field, in: &state.context)
        } catch {
            throw evaluationFailure(id, error, what: "its rules", state: state)
        }
    }

    /// Fills field `id`'s slot when it is not drawn (computed, read-only here, or the initial
    /// value in place of the model's default); `false` when it is to be drawn after all.
    ///
    /// Never inlined: only fields that are not drawn plainly (``PlannedField/drawsPlainly``)
    /// come here, and its checks and messages would otherwise be most of the fill loop's code.
    @inline(never)
    private func fillWithoutDrawing(_ id: FieldID, _ field: PlannedField, in open: OpenFrame, state: inout State) throws(FillError) -> Bool
    {
        if let compute = field.compute {
            try fillComputed(id, field, compute, in: open, state: &state)
            return true
        }
        if let enabled = field.enabledWhen, !(try evaluate(enabled, for: id, what: "enabledWhen", state: &state).isTruthy) {
            open.values[field.slot.index] = field.initialValue ?? .null
            return true
        }
        if case .modelDefault = field.generator, let initial = field.initialValue {
            try checkFixed(initial, for: id, what: "the initial value", in: open, state: &state)
            return true
        }
        if case .modelDefault = field.generator, let expression = field.defaultExpr {
            let value = conform(try evaluate(expression, for: id, what: "defaultExpr", state: &state), to: field)
            try checkFixed(value, for: id, what: "the default value", in: open, state: &state)
            return true
        }
        return false
    }

    /// Fills computed field `id`: its value conformed to the field and rounded to its scale.
    /// Never inlined, so that the loop over every field stays as small as without it.
    @inline(never)
    private func fillComputed(_ id: FieldID, _ field: PlannedField, _ compute: BoundExpression, in open: OpenFrame, state: inout State)
        throws(FillError)
    {
        var value = conform(try evaluate(compute, for: id, what: "compute", state: &state), to: field)
        do { value = try check.rounded(computed: value, field: id, in: &state.context) } catch {
            throw evaluationFailure(id, error, what: "its rules", state: state)
        }
        try checkFixed(value, for: id, what: "the computed value", in: open, state: &state)
    }

    /// Draws field `id` again after its first value broke a rule (`first`), until a value
    /// stands or the tries run out.
    ///
    /// A separate function so that the common case, a first draw that stands, keeps none of
    /// this bookkeeping: how many draws broke each rule is kept only here, for the message of a
    /// run that gives up, so that a rule that almost never holds is told apart from one a
    /// generator can never meet.
    @inline(never)
    private func redraw(
        _ id: FieldID, _ field: PlannedField, in open: OpenFrame, itemKey: UInt64, rng: inout SplitMix64, after first: FieldViolation,
        state: inout State
    ) throws(FillError) {
        // An empty draw whose bounds or table match leave nothing in this record is told as
        // such: drawing the field again cannot help.
        let firstValue = open.values[field.slot.index]
        if firstValue.isNull, first.rule == "required", let error = try emptyDrawError(id, field.generator, state: &state) {
            throw error
        }
        var last = first
        var broken: [(rule: String, draws: Int)] = [(first.rule, 1)]
        for attempt in 1..<maxTries {
            let before = rng.state
            var value = try drawFront(field, for: id, rng: &rng, itemKey: itemKey, state: &state)
            if field.mayConform(value) { value = conform(consume value, to: field) }
            if field.drawsOnlyValid, !value.isNull {
                open.values[field.slot.index] = consume value
                if field.writesOwnScale { try applyRuleScale(id, field, in: open, state: &state) }
                return
            }
            guard let problem = try storeChecked(value, id, field, in: open, state: &state) else { return }
            // A retry that drew nothing from the field's stream and gave the first value again
            // (a constant, a table row, a template of other fields) would give it every time.
            if attempt == 1, rng.state == before, problem == first, open.values[field.slot.index] == firstValue {
                throw sameValue(id, problem, value: firstValue, state: state)
            }
            last = problem
            if let i = broken.firstIndex(where: { $0.rule == problem.rule }) {
                broken[i].draws += 1
            } else {
                broken.append((problem.rule, 1))
            }
        }
        // The last value that broke its rule is still in the slot.
        throw failure(id, last, value: open.values[field.slot.index], broken: broken, state: state)
    }

    /// Stores `value` in field `id`'s slot and checks it: `nil` when it stands, else the rule it
    /// breaks (it stays in the slot until the next draw replaces it).
    private func storeChecked(_ value: Value, _ id: FieldID, _ field: PlannedField, in open: OpenFrame, state: inout State)
        throws(FillError)
        -> FieldViolation?
    {
        open.values[field.slot.index] = value
        let problem = try violation(of: value, id, field, state: &state)
        if problem == nil, field.writesOwnScale { try applyRuleScale(id, field, in: open, state: &state) }
        return problem
    }

    /// Carries the decimal in field `id`'s slot at the scale an active rule sets, so that it is
    /// written with exactly that many digits (the writer uses the field's own scale otherwise).
    /// Never inlined: only fields whose rules set a scale come here.
    @inline(never)
    private func applyRuleScale(_ id: FieldID, _ field: PlannedField, in open: OpenFrame, state: inout State) throws(FillError) {
        let slot = field.slot.index
        guard case .number(let number) = open.values[slot] else { return }
        do {
            let scale = try check.effectiveConstraints(id, in: &state.context).scale ?? 2
            guard let mantissa = Sampling.scaledMantissa(number, scale: scale, roundingUp: false) else { return }
            open.values[slot] = .number(Number(mantissa: mantissa, scale: Int8(scale)))
        } catch {
            throw evaluationFailure(id, error, what: "its rules", state: state)
        }
    }

    /// Stores a value that cannot be redrawn (computed, or the initial value) in its slot,
    /// checked so that a record breaking its field stops the run with the reason instead of
    /// failing validation.
    private func checkFixed(_ value: Value, for id: FieldID, what: String, in open: OpenFrame, state: inout State) throws(FillError) {
        open.values[fields[id].slot.index] = value
        let problem: FieldViolation?
        do {
            problem = try check.violation(of: value, field: id, in: &state.context)
        } catch {
            throw evaluationFailure(id, error, what: "its rules", state: state)
        }
        guard let problem else { return }
        throw fixedFailure(value, for: id, what: what, breaking: problem, state: state)
    }

    /// The error of a value that is not drawn (`what`: computed, the initial value…) and breaks
    /// `problem`. Never inlined: an error path (see ``evaluationFailure(_:_:what:state:)``).
    @inline(never)
    private func fixedFailure(_ value: Value, for id: FieldID, what: String, breaking problem: FieldViolation, state: State) -> FillError {
        let planned = plan.fields[id]
        let name = planned.fullPath.joined(separator: ".")
        var failure = FillError(
            diagnostic: .error(
                "record \(state.record): \(what) \(value.quoted) of \(Quoted.single(name)) breaks its rule \(problem.rule): \(problem.message)",
                at: planned.field.location, path: planned.field.path,
                hint: "this value is not drawn, so it cannot be drawn again; constrain the fields it is made from so that it holds"))
        failure.field = id
        return failure
    }
}
