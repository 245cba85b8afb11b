/// Reaching a target that neither `generate`'s records nor an aimed value show: the fields
/// whose values decide it (what shows the field, what its condition, rule, option or `when`
/// reads) are given values, combination by combination, and the rest is drawn around them.
extension CoverSearch {
    /// The most combinations tried for one target.
    static let combinationsPerTarget = 64

    /// Presets (see ``RecordFiller/preset``) made of `record`, each giving the fields that
    /// decide `target` another combination of their values: each option of a choice or
    /// multichoice, `true` and `false`, a number's or date's bounds, a list's item counts, empty
    /// for an optional field. At most ``combinationsPerTarget``; none when no field decides it.
    func reachingPresets(for target: CoverTarget, from record: FilledFrame) -> [ObjectValue] {
        let place = probe.places(of: target.field, in: record).first?.indices ?? Array(repeating: 0, count: form.lists[target.field].count)
        let choices = deciders(of: target).compactMap { id -> (field: FieldID, values: [Value?])? in
            let values = candidates(of: id)
            return values.count > 1 ? (id, values) : nil
        }
        guard !choices.isEmpty else { return [] }
        var total = 1
        for choice in choices { total = Swift.min(total * choice.values.count, Self.combinationsPerTarget) }
        let kept = choices.reduce(into: Set(choices.map(\.field))) { $0.formUnion(dependencies[$1.field]) }
        let base = answers(of: record, keeping: kept)
        return (0..<total).map { combination in
            var answers = base
            var rest = combination
            for (id, values) in choices {
                let value = values[rest % values.count]
                rest /= values.count
                guard let value else { continue }
                answers.update(form.segments(of: id), indices: sourcePlace(id, for: target.field, at: place)) { $0 = value }
            }
            return answers.root
        }
    }

    /// The fields whose values decide `target`, in model order: those its condition reads, those
    /// deciding whether its field (and each of them) is shown, the lists holding it, the source
    /// of its options; a computed field stands for what it reads.
    func deciders(of target: CoverTarget) -> [FieldID] {
        let plan = producer.filler.plan
        let planned = plan.fields[target.field]
        var reads: [Slot] = []
        switch target.kind {
        case .branch:
            reads = CoverTarget.whenBranches(of: planned.generator)?.flatMap { $0.condition?.dependencies ?? [] } ?? []
        case .rule(let index, _), .edge(_, let index?):
            reads = planned.rules[index].when.dependencies
        case .option(let value, _):
            reads = optionCondition(of: planned, value: value)?.dependencies ?? []
        case .value(let value):
            // What offers the option, and the rules that set what the value may be.
            reads = (optionCondition(of: planned, value: value)?.dependencies ?? []) + planned.rules.flatMap(\.when.dependencies)
        case .empty, .filled:
            reads = (planned.requiredWhen?.dependencies ?? []) + planned.rules.flatMap(\.when.dependencies)
        case .items, .edge:
            reads = planned.rules.flatMap(\.when.dependencies)
        case .shown, .hidden:
            break
        }
        var found = reads.compactMap { DependencyGraph.field(at: $0, readFrom: planned.frame, in: plan) }
        found += form.visibilitySources(of: target.field) + form.lists[target.field]
        if case .value = target.kind, let source = sources[target.field] { found += [source] + form.lists[source] }
        var deciders = Set<FieldID>()
        while let id = found.popLast() {
            guard id != target.field, plan.fields[id].kind == .field, deciders.insert(id).inserted else { continue }
            if plan.fields[id].compute != nil {
                deciders.remove(id)
                found += form.parents[id]
            }
            found += form.visibilitySources(of: id) + form.lists[id]
        }
        return deciders.sorted()
    }

    /// The values tried for field `id` when it decides a target: `nil` (the value it had) when
    /// they do not list all it can hold.
    func candidates(of id: FieldID) -> [Value?] {
        let planned = producer.filler.plan.fields[id]
        let field = planned.field
        var values: [Value?] = []
        switch field.type {
        case .choice:
            values = CoverTarget.optionValues(of: id, in: producer.filler.plan)
            if values.isEmpty { values = [nil] }
        case .multichoice:
            values = CoverTarget.optionValues(of: id, in: producer.filler.plan).map { .array([$0]) }
            if values.isEmpty { values = [nil] }
        case .boolean:
            values = [.bool(true), .bool(false)]
        case .integer:
            values = [nil] + Self.wholeNumbers(of: planned)
        case .decimal, .date, .datetime, .time:
            values = [nil] + [planned.constraints.minLimit.value, planned.constraints.maxLimit.value].compactMap { $0 }
        case .list:
            guard field.count == nil else { return [nil] }
            let fewest = field.constraints.minItems ?? 0
            let most = field.constraints.maxItems ?? fewest + 2
            var counts = [fewest]
            for count in [fewest + 1, most] where count <= most && !counts.contains(count) { counts.append(count) }
            values = counts.map { .array(Array(repeating: .object(ObjectValue(keys: [], values: [])), count: $0)) }
        case .section, .group:
            return [nil]
        default:
            values = [nil]
        }
        if field.optional, ![.section, .group, .list].contains(field.type) { values.append(.null) }
        return values
    }

    /// The condition of the option `value` of a field's fixed options, if it has one.
    func optionCondition(of planned: PlannedField, value: Value) -> BoundExpression? {
        guard case .list(let options)? = planned.options else { return nil }
        return options.first { $0.value == value && $0.visibleWhen != nil }?.visibleWhen
    }

    /// The whole numbers an integer field's constant bounds (its own and its rules') allow, each
    /// of them when there are at most ``smallRange``, else the lowest and the highest.
    static func wholeNumbers(of planned: PlannedField) -> [Value] {
        let all = [planned.constraints] + planned.rules.map(\.constraints)
        let lows = all.compactMap { $0.minLimit.value }.compactMap(Self.whole)
        let highs = all.compactMap { $0.maxLimit.value }.compactMap(Self.whole)
        guard let low = lows.min(), let high = highs.max(), low <= high else {
            return [planned.constraints.minLimit.value, planned.constraints.maxLimit.value].compactMap { $0 }
        }
        let numbers = high - low < Int64(smallRange) ? Array(low...high) : [low, high]
        return numbers.map { .number(Number($0)) }
    }

    /// The most whole numbers of a range tried one by one.
    static let smallRange = 12

    private static func whole(_ value: Value) -> Int64? {
        if case .number(let number) = value { return number.int64Value }
        return nil
    }
}
