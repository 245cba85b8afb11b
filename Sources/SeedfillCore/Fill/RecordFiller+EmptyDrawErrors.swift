/// The located errors of draws that cannot give a valid value, however often they are
/// repeated: bounds that leave no value, a cascade no table row meets, a generator whose every
/// draw is the same value.
extension RecordFiller {
    /// The error of field `id` whose bounds leave no value in this record: `low` and `high`
    /// are each bound's text (`nil` when unknown) and value; `inverted` when the lower is above
    /// the upper, else `grid` says what lies between them (`no whole number`).
    ///
    /// The error names the fields the bounds are made from (see ``FillError/redrawSources``),
    /// so that the record can be drawn again with new values of them.
    func emptyBounds(
        _ id: FieldID, low: (text: String?, value: Value), high: (text: String?, value: Value), inverted: Bool, grid: String,
        state: State
    ) -> FillError {
        let planned = plan.fields[id]
        let lower = Self.bound("lower", low)
        let upper = Self.bound("upper", high)
        let why = inverted ? "\(lower) is above \(upper)" : "\(grid) lies between \(lower) and \(upper)"
        let sources = boundSources(of: id)
        let names = sources.map { Quoted.single(plan.fields[$0].fullPath.joined(separator: ".")) }
        let hint =
            sources.isEmpty
            ? "both bounds are fixed; make the lower bound at most the upper one"
            : "the bounds read \(Self.list(names)); narrow what those fields can be so that the lower bound never passes the upper one"
        var error = FillError(
            diagnostic: .error(
                "record \(state.record): no value of \(Quoted.single(planned.fullPath.joined(separator: "."))) lies between its bounds: \(why)",
                at: planned.generatorLocation ?? planned.field.location, path: planned.generatorPath ?? planned.field.path, hint: hint))
        error.redrawSources = sources
        error.field = id
        return error
    }

    /// `the lower bound 'departure + 3m' = "2031-04-01"`, or the value alone for a bound
    /// written as that value.
    private static func bound(_ side: String, _ bound: (text: String?, value: Value)) -> String {
        guard let text = bound.text, text != bound.value.jsonText else { return "the \(side) bound \(bound.value.quoted)" }
        return "the \(side) bound \(Quoted.single(text)) = \(bound.value.quoted)"
    }

    /// The fields other than `id` that field `id`'s value and bounds are made from, in id order.
    func boundSources(of id: FieldID) -> [FieldID] {
        let planned = plan.fields[id]
        var reading = (planned.constraints.min?.dependencies ?? []) + (planned.constraints.max?.dependencies ?? [])
        for rule in planned.rules {
            reading += (rule.constraints.min?.dependencies ?? []) + (rule.constraints.max?.dependencies ?? [])
        }
        let chain = UniqueRedraw.chain(of: id, plan: plan)
        return UniqueRedraw.sources(of: id, chain: chain, plan: plan, reading: reading).filter { $0 != id }
    }

    /// The error of field `id` whose table `match` (a cascade) no row of table `table` meets
    /// with this record's values: the table, the column read and the values matched.
    func emptyCascade(_ id: FieldID, table: Int, column: String, match: [(column: Int, slot: Slot)], state: State) -> FillError {
        let planned = plan.fields[id]
        let lookup = plan.tableList[table]
        let values = match.map { "\(lookup.columns[$0.column]) = \(state.context.frames[$0.slot.depth][$0.slot.index].quoted)" }
        let what =
            lookup.rows.isEmpty
            ? "table \(Quoted.single(lookup.name)) has no rows" : "no row of table \(Quoted.single(lookup.name)) has \(Self.list(values))"
        var error = FillError(
            diagnostic: .error(
                "record \(state.record): \(what), so \(Quoted.single(planned.fullPath.joined(separator: "."))) gets no value from its column \(Quoted.single(column))",
                at: planned.generatorLocation ?? planned.field.location, path: planned.generatorPath ?? planned.field.path,
                hint: "add a row with these values to \(lookup.file), or let the fields the match reads take only values the table holds"))
        error.field = id
        return error
    }

    /// The error of required field `id` whose options are the answers of the field `source`
    /// names, which holds none in this record.
    func emptySource(_ id: FieldID, source: String, state: State) -> FillError {
        let planned = plan.fields[id]
        let name = Quoted.single(planned.fullPath.joined(separator: "."))
        var error = FillError(
            diagnostic: .error(
                "record \(state.record): \(name) has no options: \(Quoted.single(source)) holds no answers",
                at: planned.generatorLocation ?? planned.field.location, path: planned.generatorPath ?? planned.field.path,
                hint:
                    "make \(name) optional, or show it only while \(Quoted.single(source)) has answers: \"visibleWhen\": \"count(\(source)) > 0\""
            ))
        error.field = id
        return error
    }

    /// The error of field `id` whose generator gave `value` again on its first retry without
    /// drawing anything: every draw would give it, and it breaks `problem`.
    func sameValue(_ id: FieldID, _ problem: FieldViolation, value: Value, state: State) -> FillError {
        let planned = plan.fields[id]
        let name = planned.fullPath.joined(separator: ".")
        var error = FillError(
            diagnostic: .error(
                "record \(state.record): no valid value for \(Quoted.single(name)): \(problem.message) (rule: \(problem.rule)), and the generator "
                    + "cannot produce another value (it gives \(value.quoted) on every draw)",
                at: planned.generatorLocation ?? planned.field.location, path: planned.generatorPath ?? planned.field.path,
                hint: planned.generatorPath.map {
                    "the seed entry at \(Quoted.single($0)) draws nothing at random (a constant, a table row, a template of other fields); "
                        + "make it, or the fields it reads, agree with the rule"
                } ?? "the field's value is fixed in this record; make its bounds and rules agree with it"))
        error.field = id
        return error
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
