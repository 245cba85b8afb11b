/// Putting values not seen yet into a record: the record's values that decide whether the
/// fields are shown, and what the fields read, are kept; the fields get the values; everything
/// else is drawn again around them.
extension CoverSearch {
    /// The values (a ``RecordFiller/preset``) of `record` that the fields of `aims` depend on,
    /// with each aim's value (`null` for an empty target, as many items to fill as a list's
    /// target asks) put in at its item numbers (a
    /// multichoice: in place of its last chosen value, or, when `alone`, as its only one).
    /// No aim's field may be one another aim depends on.
    func aimed(at aims: [(target: CoverTarget, place: [Int])], from record: FilledFrame, alone: Bool) -> ObjectValue {
        let plan = producer.filler.plan
        let kept = aims.reduce(into: Set<FieldID>()) { $0.formUnion(dependencies[$1.target.field]) }
        var answers = answers(of: record, keeping: kept.union(aims.map(\.target.field)))
        for (target, place) in aims {
            guard let wanted = aimedValue(for: target, at: place, in: record) else { continue }
            if case .value = target.kind, let source = sources[target.field] {
                answers.offer(
                    wanted, at: form.segments(of: source), indices: sourcePlace(source, for: target.field, at: place),
                    inArray: plan.fields[source].field.type == .multichoice, alone: alone)
            }
            let isMultichoice = plan.fields[target.field].field.type == .multichoice
            answers.update(form.segments(of: target.field), indices: place.map { $0 }) { value in
                guard isMultichoice, !wanted.isNull else { return value = wanted }
                if !alone, case .array(var chosen)? = value, !chosen.isEmpty {
                    chosen[chosen.count - 1] = wanted
                    value = .array(chosen)
                } else {
                    value = .array([wanted])
                }
            }
        }
        return answers.root
    }

    /// The answers of `record` with only the values of the fields `kept` (and sections and
    /// groups): what the others are is drawn again.
    func answers(of record: FilledFrame, keeping kept: Set<FieldID>) -> Answers {
        let plan = producer.filler.plan
        var answers = QuestionnaireForm.answers(of: record, plan: plan)
        for id in plan.fields.indices where plan.fields[id].kind == .field && !kept.contains(id) {
            let type = plan.fields[id].field.type
            guard type != .section, type != .group else { continue }
            answers.update(form.segments(of: id), indices: [Int?](repeating: nil, count: form.lists[id].count)) { $0 = nil }
        }
        return answers
    }

    /// Aims for `target` (first) and, with it, one more uncovered target of each other field
    /// shown in `record` that can be aimed at, as long as no aim's field is one another's
    /// depends on.
    func aims(for target: CoverTarget, place: [Int], others: [CoverTarget], in record: FilledFrame) -> [(
        target: CoverTarget, place: [Int]
    )] {
        var aims = [(target: target, place: place)]
        var fields: Set<FieldID> = [target.field]
        var kept = dependencies[target.field]
        for other in others where other.isAimed && !fields.contains(other.field) && !kept.contains(other.field) {
            guard let place = probe.shownPlace(of: other, in: record) else { continue }
            let needs = dependencies[other.field]
            guard needs.isDisjoint(with: fields) else { continue }
            aims.append((other, place))
            fields.insert(other.field)
            kept.formUnion(needs)
        }
        return aims
    }
}
