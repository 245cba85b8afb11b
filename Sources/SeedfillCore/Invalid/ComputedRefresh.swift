/// Brings a negative fixture's computed fields up to date with the value changed: a premium
/// computed from a base rate taken past its `max` is computed again from it, so that the
/// fixture breaks the bound and nothing else (a form computes such fields; it does not ask
/// for them).
///
/// The fixture is read as `seedfill validate` reads it; each shown field with a `compute`
/// (other than an internal one, which is never written) is computed again in fill order, and
/// the members whose value changes are set in the tree. A computation that fails leaves its
/// field as it was, for the validator to report.
struct ComputedRefresh {
    /// The validator `seedfill validate` uses (the model's plan).
    let validator: RecordValidator
    /// Whether the plan has a computed field that is written.
    let isNeeded: Bool

    init(validator: RecordValidator) {
        self.validator = validator
        isNeeded = validator.plan.fields.contains { $0.kind == .field && $0.field.compute != nil && !$0.field.isInternal }
    }

    /// `tree` (written as record `record`) with its computed fields computed again.
    func refreshed(_ tree: FixtureTree, record: Int) -> FixtureTree {
        guard isNeeded else { return tree }
        let (node, problems) = JSONReader.parse(tree.bytes(format: .jsonl, depth: 0), file: "")
        guard let node, problems.isEmpty else { return tree }
        var reader = QuestionnaireReader(plan: validator.plan)
        guard var frame = reader.read(node), reader.problems.isEmpty else { return tree }
        if RecordValidator.needsCompletion(validator.plan) { frame = validator.completed(frame, record: record) }
        var context = EvaluationContext(frames: [], recordIndex: record, itemIndex: 0, today: validator.today, now: validator.now)
        var changes: [(steps: [FixtureTree.Step], value: Value)] = []
        refresh(frameIndex: 0, &frame, prefix: [], context: &context, changes: &changes)
        var refreshed = tree
        for change in changes {
            if let changed = refreshed.setting(change.steps, to: change.value) { refreshed = changed }
        }
        return refreshed
    }

    private func refresh(
        frameIndex: Int, _ frame: inout FilledFrame, prefix: [FixtureTree.Step], context: inout EvaluationContext,
        changes: inout [(steps: [FixtureTree.Step], value: Value)]
    ) {
        let plan = validator.plan
        let check = validator.check
        context.frames.append(frame.values)
        defer { context.frames.removeLast() }
        let depth = context.frames.count - 1
        for step in check.steps[frameIndex] where step.kind != .helper && frame.visible[step.slot] {
            let planned = plan.fields[step.id]
            let keys = plan.frames[frameIndex].slotKeys[step.slot].split(separator: ".").map { FixtureTree.Step.key(String($0)) }
            if step.kind == .list, let itemFrame = planned.itemFrame {
                var items = frame.items[step.slot]
                let saved = context.itemIndex
                for index in items.indices {
                    context.itemIndex = index + 1
                    refresh(
                        frameIndex: itemFrame, &items[index], prefix: prefix + keys + [.index(index)], context: &context, changes: &changes)
                }
                context.itemIndex = saved
                frame.items[step.slot] = items
                let itemKeys = plan.frames[itemFrame].slotKeys
                frame.values[step.slot] = .array(items.map { .object(ObjectValue(keys: itemKeys, values: $0.values)) })
                context.frames[depth][step.slot] = frame.values[step.slot]
                continue
            }
            guard step.kind == .value, !planned.field.isInternal, let compute = check.fields[step.id].compute,
                let computed = try? compute.evaluate(in: &context)
            else { continue }
            let stored = RecordValidator.stored(computed, as: planned.field.type)
            let value = (try? check.rounded(computed: stored, field: step.id, in: &context)) ?? stored
            guard !Value.sameAsStored(value, frame.values[step.slot]), value != frame.values[step.slot] else { continue }
            frame.values[step.slot] = value
            context.frames[depth][step.slot] = value
            changes.append((prefix + keys, value))
        }
    }
}
