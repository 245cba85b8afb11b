/// Draws that come out empty however often they are repeated, explained instead of retried:
/// bounds that leave no value in this record, and a table `match` (a cascade) that no row meets.
///
/// This runs only after a field's first draw was empty where a value is required, never on
/// the path of a value that stands. Evaluation has no side effects, so the bounds and rows
/// found here are those the draw saw.
extension RecordFiller {
    /// The error of field `id`, whose draw from `generator` was empty, when its bounds or its
    /// table match leave nothing to draw in this record; `nil` for any other empty draw.
    func emptyDrawError(_ id: FieldID, _ generator: Generator, state: inout State) throws(FillError) -> FillError? {
        switch resolved(generator, state: &state) {
        case .int(let min, let max, let step)?:
            let (low, high) = try numberRange(min, max, for: id, state: &state)
            var scratch = SplitMix64(seed: 0)
            guard Sampling.uniformInt(low, high, step: step, rng: &scratch).isNull else { return nil }
            let grid = step == 1 ? "no whole number" : "no whole number on the step \(step)"
            return try emptyNumbers(id, min, max, low, high, grid: grid, state: &state)
        case .decimal(let min, let max, let scale)?:
            let (low, high) = try numberRange(min, max, for: id, state: &state)
            var scratch = SplitMix64(seed: 0)
            guard Sampling.uniformDecimal(low, high, scale: scale, rng: &scratch).isNull else { return nil }
            return try emptyNumbers(id, min, max, low, high, grid: "no number of \(scale) decimal places", state: &state)
        case .date(let from, let to)?, .dateTime(let from, let to)?, .time(let from, let to)?:
            return try emptyTemporal(id, from, to, state: &state)
        case .table(let table, let column, let match, let index?)?:
            guard TableRows.matching(index, match: match, in: state.context).isEmpty else { return nil }
            let columns = plan.tableList[table].columns
            return emptyCascade(id, table: table, column: columns[column], match: match, state: state)
        case .modelDefault?:
            return try emptyDefault(id, state: &state)
        default:
            return nil
        }
    }

    /// The generator a draw of `generator` used in this record: a `when` branch chosen, `null`
    /// and a redrawn `unique` unwrapped (their inner draw was the empty one); `nil` when that
    /// cannot be told.
    private func resolved(_ generator: Generator, state: inout State) -> Generator? {
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

    /// ``emptyDrawError(_:_:state:)`` for the model's default draw: the field's own bounds, or
    /// the rows of its table options that match.
    private func emptyDefault(_ id: FieldID, state: inout State) throws(FillError) -> FillError? {
        let planned = plan.fields[id]
        switch planned.field.type {
        case .integer:
            return try emptyDrawError(id, .int(min: .value(.null), max: .value(.null), step: 1), state: &state)
        case .decimal:
            let scale = (try? check.effectiveConstraints(id, in: &state.context).scale) ?? nil
            return try emptyDrawError(id, .decimal(min: .value(.null), max: .value(.null), scale: scale ?? 2), state: &state)
        case .date, .datetime, .time:
            return try emptyTemporal(id, nil, nil, state: &state)
        case .choice, .multichoice:
            guard case .table(let table, _, let match, _, let columnName, _)? = planned.options, !match.isEmpty,
                let offered = try? check.offeredOptions(id, in: &state.context), offered.values.isEmpty
            else { return nil }
            return emptyCascade(id, table: table, column: columnName, match: match, state: state)
        default:
            return nil
        }
    }

    /// The error of number bounds `low…high` (from `min` and `max`, or the field's bounds for
    /// a side that gives no number) where `grid` (no whole number…) lies.
    private func emptyNumbers(
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

    /// ``emptyDrawError(_:_:state:)`` for a date, date-time or time between `from` and `to`
    /// (the field's bounds for a side left open).
    private func emptyTemporal(_ id: FieldID, _ from: CompiledBound?, _ to: CompiledBound?, state: inout State) throws(FillError)
        -> FillError?
    {
        let (low, high) = try temporalRange(from, to, for: id, state: &state)
        var scratch = SplitMix64(seed: 0)
        let type = plan.fields[id].field.type
        let draw: Value
        switch type {
        case .datetime: draw = Sampling.uniformDateTime(low, high, now: now, rng: &scratch)
        case .time: draw = Sampling.uniformTime(low, high, rng: &scratch)
        default: draw = Sampling.uniformDate(low, high, today: today, rng: &scratch)
        }
        guard draw.isNull, let low, let high else { return nil }
        let field = fieldBoundTexts(id, state: &state)
        return emptyBounds(
            id, low: (from?.text ?? field.min, low), high: (to?.text ?? field.max, high), inverted: true, grid: "", state: state)
    }

    /// The texts of field `id`'s own bounds in force in this record, for messages.
    private func fieldBoundTexts(_ id: FieldID, state: inout State) -> (min: String?, max: String?) {
        guard let constraints = try? check.effectiveConstraints(id, in: &state.context) else { return (nil, nil) }
        return (constraints.min?.text, constraints.max?.text)
    }
}
