/// The targets of a model and a seed (see ``CoverTarget``), in model order.
extension CoverTarget {
    /// The targets of `plan`'s model fields, in model order: for each field, shown and hidden
    /// when it has a `visibleWhen`; each option of a choice or multichoice with a fixed list of
    /// options (or each value its `from` source's options can give it), `true` and `false` of a
    /// boolean; a list whose count the model does not fix at its fewest items (0 without
    /// `minItems`) and at its `maxItems`; filled and empty when it is optional; then each branch
    /// of the seed's `when`, each rule holding and not, each option with a `visibleWhen` offered
    /// and not, and each bound at its edge (the field's, then each rule's).
    static func targets(of plan: ModelPlan) -> [CoverTarget] {
        var targets: [CoverTarget] = []
        for id in plan.fields.indices where plan.fields[id].kind == .field {
            let planned = plan.fields[id]
            let field = planned.field
            if planned.visibleWhen != nil {
                targets += [CoverTarget(field: id, kind: .shown), CoverTarget(field: id, kind: .hidden)]
            }
            targets += planned.rules.indices.flatMap {
                [CoverTarget(field: id, kind: .rule($0, holds: true)), CoverTarget(field: id, kind: .rule($0, holds: false))]
            }
            guard planned.compute == nil else { continue }
            switch field.type {
            case .choice, .multichoice:
                targets += optionValues(of: id, in: plan).map { CoverTarget(field: id, kind: .value($0)) }
            case .boolean:
                targets += [CoverTarget(field: id, kind: .value(.bool(true))), CoverTarget(field: id, kind: .value(.bool(false)))]
            default:
                break
            }
            if field.type == .list, field.count == nil {
                // At its fewest items (0 when it has no minimum) and at its most, when bounded.
                let fewest = field.constraints.minItems ?? 0
                targets.append(CoverTarget(field: id, kind: .items(fewest)))
                if let most = field.constraints.maxItems, most > fewest { targets.append(CoverTarget(field: id, kind: .items(most))) }
            }
            if field.optional, ![.section, .group, .list].contains(field.type) {
                targets += [CoverTarget(field: id, kind: .filled), CoverTarget(field: id, kind: .empty)]
            }
            if let branches = whenBranches(of: planned.generator) {
                targets += branches.indices.map { CoverTarget(field: id, kind: .branch($0)) }
                if branches.last?.condition != nil { targets.append(CoverTarget(field: id, kind: .branch(nil))) }
            }
            if case .list(let options)? = planned.options {
                for option in options where option.visibleWhen != nil {
                    targets += [
                        CoverTarget(field: id, kind: .option(option.value, offered: true)),
                        CoverTarget(field: id, kind: .option(option.value, offered: false)),
                    ]
                }
            }
            targets += CoverEdge.edges(of: planned.constraints, type: field.type).map { CoverTarget(field: id, kind: .edge($0, rule: nil)) }
            for (index, rule) in planned.rules.enumerated() {
                targets += CoverEdge.edges(of: rule.constraints, type: field.type).map {
                    CoverTarget(field: id, kind: .edge($0, rule: index))
                }
            }
        }
        return targets
    }

    /// The values a choice or multichoice can hold, once each: its fixed options, or, with
    /// options `from` another field, that field's fixed options.
    static func optionValues(of id: FieldID, in plan: ModelPlan) -> [Value] {
        var field = plan.fields[id].field
        if let source = optionSource(of: id, in: plan) { field = plan.fields[source].field }
        guard case .list(let options)? = field.options else { return [] }
        var seen: Set<Value> = []
        return options.compactMap { option in Value.fromJSON(option.value).flatMap { seen.insert($0).inserted ? $0 : nil } }
    }

    /// The field whose answers are field `id`'s options (`"options": {"from": NAME}`), when the
    /// name is one field's.
    static func optionSource(of id: FieldID, in plan: ModelPlan) -> FieldID? {
        guard case .from(_, let source)? = plan.fields[id].options else { return nil }
        let found = plan.fieldIDs(named: source)
        return found.count == 1 ? found[0] : nil
    }

    /// The branches of a seed's `when` that fills a field (under `null` and `unique`, if any).
    static func whenBranches(of generator: Generator) -> [(condition: BoundExpression?, generator: Generator)]? {
        switch generator {
        case .when(let branches): branches
        case .nullable(_, let inner), .unique(_, let inner): whenBranches(of: inner)
        default: nil
        }
    }
}
