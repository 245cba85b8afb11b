/// Targets that a run's constants decide: a condition that reads no answer (only the seed's
/// `context`, `today` and literals, such as an imported form's `{user_isNewPatient} = true`)
/// has one value in every record, so what it rules out no record can show.
extension CoverTarget {
    /// Why no record of a run of `plan` (specialised for the run: see
    /// ``ModelPlan/specialized(today:now:)``) can show the target, when a condition that reads no
    /// answer decides it: the field, a section or group holding it, or a list whose items hold
    /// it is never shown; the field is never hidden; a rule always or never holds (a rule's
    /// bound is aimed at only where it holds); an option is always or never offered (a choice
    /// never holds an option it does not offer); a branch of the seed's `when` is never taken.
    func constantImpossibility(in plan: ModelPlan) -> String? {
        let planned = plan.fields[field]
        for holder in Self.holders(of: field, in: plan) where Self.constant(plan.fields[holder].visibleWhen) == false {
            let name = plan.fields[holder].fullPath.joined(separator: ".")
            return "never shown: the visibleWhen of \(Quoted.single(name)) \(Self.source(plan.fields[holder].field.visibleWhen)) is false"
        }
        let shown = Self.constant(planned.visibleWhen)
        if kind == .hidden {
            if shown == true { return "never hidden: its visibleWhen \(Self.source(planned.field.visibleWhen)) is true" }
            return nil
        }
        if shown == false { return "never shown: its visibleWhen \(Self.source(planned.field.visibleWhen)) is false" }
        switch kind {
        case .rule(let index, let holds):
            guard let value = Self.constant(planned.rules[index].when), value != holds else { return nil }
            return "rule \(index + 1)'s 'when' \(Self.source(planned.field.rules[index].when)) is \(value)"
        case .edge(_, let index?):
            // A rule's bound is aimed at where the rule holds.
            guard Self.constant(planned.rules[index].when) == false else { return nil }
            return "rule \(index + 1)'s 'when' \(Self.source(planned.field.rules[index].when)) is false"
        case .option(let value, let offered):
            guard let condition = Self.constant(Self.option(value, of: planned)?.visibleWhen), condition != offered else { return nil }
            return "the option's visibleWhen \(Self.source(Self.optionSource(value, of: planned))) is \(condition)"
        case .value(let value):
            // A choice holds only an option it offers.
            guard Self.constant(Self.option(value, of: planned)?.visibleWhen) == false else { return nil }
            return "never offered: the option's visibleWhen \(Self.source(Self.optionSource(value, of: planned))) is false"
        case .branch(let taken):
            guard let branches = Self.whenBranches(of: planned.generator) else { return nil }
            let before = taken.map { Array(branches.prefix($0)) } ?? branches
            if let earlier = before.firstIndex(where: { Self.constant($0.condition) == true }) {
                return "branch \(earlier + 1) of the seed's 'when' is taken in every record"
            }
            if let taken, Self.constant(branches[taken].condition) == false {
                return "the condition of branch \(taken + 1) of the seed's 'when' is false in every record"
            }
            return nil
        default:
            return nil
        }
    }

    /// What must be shown for field `id` to be: the sections and groups holding it, the list
    /// whose items hold it, and what holds those, outwards (as
    /// ``QuestionnaireForm/visibilitySources(of:)`` walks them).
    static func holders(of id: FieldID, in plan: ModelPlan) -> [FieldID] {
        func holder(of field: FieldID) -> FieldID? { plan.fields[field].container ?? plan.frames[plan.fields[field].frame].list }
        var out: [FieldID] = []
        var current = holder(of: id)
        while let field = current {
            out.append(field)
            current = holder(of: field)
        }
        return out
    }

    /// The fixed option `value` of `planned`, if it has one.
    private static func option(_ value: Value, of planned: PlannedField) -> CompiledOption? {
        guard case .list(let options)? = planned.options else { return nil }
        return options.first { $0.value == value }
    }

    /// The `visibleWhen` of the fixed option `value` as the model writes it.
    private static func optionSource(_ value: Value, of planned: PlannedField) -> SourceText? {
        guard case .list(let options)? = planned.field.options else { return nil }
        return options.first { Value.fromJSON($0.value) == value }?.visibleWhen
    }

    /// The value of a condition that reads no answer, as a condition; `nil` for one that reads
    /// an answer (or failed to fold: a record reports its error).
    private static func constant(_ condition: BoundExpression?) -> Bool? {
        condition?.constantValue?.isTruthy
    }

    /// A condition as the model writes it, quoted, with what decides it.
    private static func source(_ text: SourceText?) -> String {
        "(\(Quoted.single(text?.text ?? "?")), which reads no answer)"
    }
}
