/// Generator bounds: `min`/`max` of numbers, `from`/`to` of dates and times, evaluated for
/// the record being filled, with the field's own bounds for a side the generator leaves open.
///
/// Most bounds are constants (`[1, 200]`, `today - 80y` folded for the run) or one of the
/// shapes ``ExpressionShortcut`` knows (`birthDate + 18y`, `round(basePower * 0.9)`). Going
/// through ``RecordFiller/numberRange(_:_:for:state:)`` or
/// ``RecordFiller/temporalRange(_:_:for:state:)`` wraps each side in an optional ``Value`` and
/// unwraps it again, for every draw. A bound known here is the value that path would compute;
/// any other bound (null, another type, an error to report, an open side that falls back to
/// the field's bounds) makes the caller take that path, which evaluates everything again:
/// evaluation has no side effects, so the value or error is the same.
extension RecordFiller {
    /// The number `bound` certainly gives in this record, else `nil`.
    @inline(__always)
    static func knownNumber(_ bound: CompiledBound, in context: borrowing EvaluationContext) -> Number? {
        switch bound {
        case .value(.number(let number)): return number
        case .value: return nil
        case .expression(let expression, _): return expression.knownNumber(in: context)
        }
    }

    /// ``numberRange(_:_:for:state:)``, with bounds known without evaluation read directly.
    @inline(__always)
    func knownRange(_ min: CompiledBound, _ max: CompiledBound, for id: FieldID, state: inout State) throws(FillError) -> (
        Number, Number
    ) {
        if let low = Self.knownNumber(min, in: state.context), let high = Self.knownNumber(max, in: state.context) {
            return (low, high)
        }
        return try numberRange(min, max, for: id, state: &state)
    }

    /// The date `bound` certainly gives in this record, else `nil` (also for an open side).
    @inline(__always)
    static func knownDate(_ bound: CompiledBound?, in context: borrowing EvaluationContext) -> LocalDate? {
        switch bound {
        case .value(.date(let date))?: return date
        case .expression(let expression, _)?: return expression.knownDate(in: context)
        default: return nil
        }
    }

    // MARK: - Evaluated bounds

    /// A generator's bound in this record, `nil` for a side it leaves open. Taking the optional
    /// itself lets the bound be read where it is stored instead of copied out of it.
    func evaluateBound(_ bound: CompiledBound?, for id: FieldID, state: inout State) throws(FillError) -> Value? {
        switch bound {
        case nil:
            return nil
        case .value(let value)?:
            return value
        case .expression(let expression, let text)?:
            do {
                return try expression.evaluate(in: &state.context)
            } catch {
                throw evaluationFailure(id, error, what: "the bound \(Quoted.single(text))", state: state)
            }
        }
    }

    /// A generator's numeric range; a missing side falls back to the field's bound, then to 0…1000.
    func numberRange(_ min: CompiledBound, _ max: CompiledBound, for id: FieldID, state: inout State) throws(FillError) -> (
        Number, Number
    ) {
        let low = try number(of: min, for: id, state: &state)
        let high = try number(of: max, for: id, state: &state)
        return try completedRange(low, high, for: id, state: &state)
    }

    /// The number a bound gives in this record, `nil` for anything else; a field or constant
    /// bound is read where it is stored.
    private func number(of bound: CompiledBound, for id: FieldID, state: inout State) throws(FillError) -> Number? {
        switch bound {
        case .value(let value):
            if case .number(let n) = value { return n }
            return nil
        case .expression(let expression, let text):
            do {
                return try expression.withValue(in: &state.context) { value -> Number? in
                    if case .number(let n) = value { return n }
                    return nil
                }
            } catch {
                throw evaluationFailure(id, error, what: "the bound \(Quoted.single(text))", state: state)
            }
        }
    }

    /// `low…high` with a missing side from the field's bound in force, else 1000 from the other
    /// side (0…1000 with neither).
    func completedRange(_ low: Number?, _ high: Number?, for id: FieldID, state: inout State) throws(FillError) -> (
        Number, Number
    ) {
        var low = low
        var high = high
        // The field's bounds are evaluated only for a side the generator leaves open: most
        // generators state both, and the check still holds the value to the field's bounds.
        if low == nil || high == nil {
            let (fieldMin, fieldMax) = try fieldBounds(id, state: &state)
            if low == nil, case .number(let n)? = fieldMin { low = n }
            if high == nil, case .number(let n)? = fieldMax { high = n }
        }
        let span = Number(1000)
        switch (low, high) {
        case (let l?, let h?): return (l, h)
        case (let l?, nil): return (l, (try? l.adding(span)) ?? l)
        case (nil, let h?): return ((try? h.subtracting(span)) ?? h, h)
        case (nil, nil): return (Number(0), span)
        }
    }

    /// A temporal range; a missing side falls back to the field's bound (in force now).
    func temporalRange(_ from: CompiledBound?, _ to: CompiledBound?, for id: FieldID, state: inout State) throws(FillError) -> (
        Value?, Value?
    ) {
        let low = try evaluateBound(from, for: id, state: &state)
        let high = try evaluateBound(to, for: id, state: &state)
        // Both sides given: the field's bounds are not needed (see ``numberRange``).
        if from != nil, to != nil { return (low, high) }
        let (fieldMin, fieldMax) = try fieldBounds(id, state: &state)
        return (from == nil ? fieldMin : low, to == nil ? fieldMax : high)
    }

    /// The field's `min` and `max` in force in this record (rules applied), evaluated.
    func fieldBounds(_ id: FieldID, state: inout State) throws(FillError) -> (Value?, Value?) {
        do {
            let c = try check.effectiveConstraints(id, in: &state.context)
            return (try c.min?.evaluate(in: &state.context), try c.max?.evaluate(in: &state.context))
        } catch {
            throw evaluationFailure(id, error, what: "its bounds", state: state)
        }
    }
}
