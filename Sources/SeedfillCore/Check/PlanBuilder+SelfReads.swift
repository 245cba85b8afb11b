/// Fields that read their own value where it cannot be known yet: a value made from itself,
/// and an option shown only by a condition on the field it belongs to.
extension PlanBuilder {
    /// Reports a field whose value (its `compute`, `defaultExpr`, list `count` or seed generator) reads
    /// the field itself: a cycle of one field, which the frame's order leaves out because a
    /// field's checks may read their own value (`validWhen`, `rules`).
    mutating func checkValueReadsItself(_ id: FieldID) {
        let planned = fields[id]
        guard planned.kind == .field else { return }
        let own = planned.slot
        let reads = { (expression: BoundExpression?) in expression?.dependencies.contains(own) ?? false }
        let location: SourceLocation?
        let path: String
        if reads(planned.compute) || reads(planned.defaultExpr) || reads(planned.listCount) {
            (location, path) = (planned.field.location, planned.field.path)
        } else if planned.generator.dependencies.contains(own) {
            (location, path) = (planned.generatorLocation ?? planned.field.location, planned.generatorPath ?? planned.field.path)
        } else {
            return
        }
        let name = planned.fullPath.joined(separator: ".")
        diagnostics.error(
            "the fields depend on each other in a cycle: \(name) → \(name)", at: location, path: path,
            hint:
                "a field cannot be filled before the fields it reads, and \(Quoted.single(planned.field.key)) reads itself; remove that dependency"
        )
    }

    /// Reports an option whose `visibleWhen` (`condition`, bound as `bound`) reads the choice
    /// `id` it belongs to: the options are offered before the field has a value and checked
    /// once it holds the choice, so the condition is judged on two different values of the
    /// field. `k == 'a'` is then never offered; `isEmpty(k)` is offered and then rejected.
    mutating func checkOptionCondition(_ condition: SourceText, _ bound: BoundExpression, option: JSONNode, of id: FieldID) {
        let planned = fields[id]
        guard bound.dependencies.contains(planned.slot) else { return }
        let key = Quoted.single(planned.field.key)
        let value = Value.fromJSON(option).map(\.quoted) ?? "option"
        diagnostics.error(
            "the 'visibleWhen' of the option \(value) reads \(key), the field the option belongs to, so it sees \(key) empty when the options are offered and holding the choice when it is checked",
            at: condition.location, path: condition.path,
            hint:
                "a condition on the option's own field cannot decide whether the option is offered (it may never be offered, or be offered and then rejected); make it read another field"
        )
    }

    /// Reports a table look-up of options whose `match` names the field `id` itself: the rows
    /// are chosen before the field has a value.
    mutating func checkOptionMatchReadsItself(_ id: FieldID) {
        let planned = fields[id]
        guard case .table(let lookup)? = planned.field.options else { return }
        for (column, name) in lookup.match {
            let components = name.text.split(separator: ".").map(String.init)
            guard let (binding, consumed) = resolver.resolve(components, from: planned.scope), consumed == components.count,
                case .value(let slot, _) = binding, slot == planned.slot
            else { continue }
            let key = planned.field.key
            diagnostics.error(
                "the options of \(Quoted.single(key)) are the rows whose column \(Quoted.single(column)) equals \(Quoted.single(name.text)), which is \(Quoted.single(key)) itself",
                at: name.location, path: name.path,
                hint: "options are offered before \(Quoted.single(key)) has a value; match the column against another field")
        }
    }
}
