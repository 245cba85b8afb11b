/// The targets a record shows by what its conditions and bounds say there: the seed's `when`
/// branch taken, a rule holding or not, an option offered or not, a value on a bound.
extension CoverProbe {
    /// Whether `target` (a branch, rule, option or edge target) is seen where its field is
    /// shown holding `value`, at the items `indices` of `record`. A condition that fails to
    /// evaluate shows nothing.
    func sees(_ target: CoverTarget, value: Value, at indices: [Int], in record: FilledFrame) -> Bool {
        let planned = plan.fields[target.field]
        var context = context(of: target.field, at: indices, in: record)
        switch target.kind {
        case .branch(let wanted):
            guard let branches = CoverTarget.whenBranches(of: planned.generator) else { return false }
            return taken(branches.map(\.condition), in: &context) == wanted
        case .rule(let index, let holds):
            return holding(planned.rules[index].when, in: &context) == holds
        case .option(let wanted, let offered):
            guard case .list(let options)? = planned.options,
                let condition = options.first(where: { $0.value == wanted && $0.visibleWhen != nil })?.visibleWhen
            else { return false }
            return holding(condition, in: &context) == offered
        case .edge(let edge, let rule):
            guard !value.isNull else { return false }
            if let rule, holding(planned.rules[rule].when, in: &context) != true { return false }
            let constraints = rule.map { planned.rules[$0].constraints } ?? planned.constraints
            guard let bound = edge.value(in: constraints, context: &context) else { return false }
            return edge.holds(value, at: bound)
        case .value, .filled, .empty, .shown, .hidden, .items:
            return false
        }
    }

    /// The branch of a `when` with these conditions (`nil`: an `else`) the record takes, `nil`
    /// when none holds; `-1` when a condition fails to evaluate.
    func taken(_ conditions: [BoundExpression?], in context: inout EvaluationContext) -> Int? {
        for (index, condition) in conditions.enumerated() {
            guard let condition else { return index }
            guard let holds = holding(condition, in: &context) else { return -1 }
            if holds { return index }
        }
        return nil
    }

    /// Whether `condition` holds in `context`; `nil` when it fails to evaluate.
    func holding(_ condition: BoundExpression, in context: inout EvaluationContext) -> Bool? {
        (try? condition.evaluate(in: &context))?.isTruthy
    }

    /// The context field `id`'s expressions read at the items `indices` of `record`: the
    /// record's values, then each item's on the way.
    func context(of id: FieldID, at indices: [Int], in record: FilledFrame) -> EvaluationContext {
        var frames = [record.values]
        var frame = record
        for (level, list) in lists[id].enumerated() where level < indices.count {
            let items = frame.items[plan.fields[list].slot.index]
            guard items.indices.contains(indices[level]) else { break }
            frame = items[indices[level]]
            frames.append(frame.values)
        }
        return EvaluationContext(frames: frames, itemIndex: indices.last.map { $0 + 1 } ?? 0, today: today, now: now)
    }
}
