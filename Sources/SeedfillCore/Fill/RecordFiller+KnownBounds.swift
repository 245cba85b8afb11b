/// Generator bounds read without evaluating them as values.
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
}
