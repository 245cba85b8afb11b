/// Draws that come out empty however often they are repeated, explained instead of retried:
/// bounds that leave no value in this record, and a table `match` (a cascade) that no row meets.
///
/// This runs only after a field's first draw was empty where a value is required, never on
/// the path of a value that stands. Evaluation has no side effects, so the bounds and rows
/// found here are those the draw saw. ``RecordFiller/emptyDrawError(_:_:state:)``, in the
/// registration, sends each kind to its unit (`int`, `decimal`, the date kinds, `table` with
/// `match`, the model default); here is what they share: the wrappers resolved to the
/// generator that drew, and the texts of number bounds.
extension RecordFiller {
    /// The generator a draw of `generator` used in this record: a `when` branch chosen, `null`
    /// and a redrawn `unique` unwrapped (their inner draw was the empty one); `nil` when that
    /// cannot be told.
    func resolved(_ generator: Generator, state: inout State) -> Generator? {
        switch generator {
        case .nullable(_, let inner), .unique(.redraw, let inner):
            return resolved(inner, state: &state)
        case .when(let branches):
            for branch in branches {
                if let condition = branch.condition {
                    guard let holds = try? condition.isTrue(in: &state.context) else { return nil }
                    if !holds { continue }
                }
                return resolved(branch.generator, state: &state)
            }
            return .modelDefault
        default:
            return generator
        }
    }

    /// The error of number bounds `low…high` (from `min` and `max`, or the field's bounds for
    /// a side that gives no number) where `grid` (no whole number…) lies.
    func emptyNumbers(
        _ id: FieldID, _ min: CompiledBound, _ max: CompiledBound, _ low: Number, _ high: Number, grid: String, state: inout State
    ) throws(FillError) -> FillError {
        let field = fieldBoundTexts(id, state: &state)
        var lowText = field.min
        var highText = field.max
        if case .number? = try evaluateBound(min, for: id, state: &state) { lowText = min.text }
        if case .number? = try evaluateBound(max, for: id, state: &state) { highText = max.text }
        return emptyBounds(
            id, low: (lowText, .number(low)), high: (highText, .number(high)), inverted: high < low, grid: grid, state: state)
    }

    /// The texts of field `id`'s own bounds in force in this record, for messages.
    func fieldBoundTexts(_ id: FieldID, state: inout State) -> (min: String?, max: String?) {
        guard let constraints = try? check.effectiveConstraints(id, in: &state.context) else { return (nil, nil) }
        return (constraints.min?.text, constraints.max?.text)
    }
}
