/// Certifies a filled record against its model: every field's visibility recomputed, every
/// visible value checked against the rules in force, lists against their counts and `uniqueBy`.
struct RecordValidator {
    let plan: ModelPlan
    let today: LocalDate
    let now: LocalDateTime
    /// The field checks, made once (see ``FieldCheck``).
    let check: FieldCheck
    /// The steps of the first pass (see ``isValid(frameIndex:_:context:)``).
    let pass: PassPlan

    init(plan: ModelPlan, today: LocalDate, now: LocalDateTime) {
        let plan = plan.specialized(today: today, now: now)
        self.plan = plan
        self.today = today
        self.now = now
        let check = FieldCheck(plan: plan)
        self.check = check
        pass = PassPlan(plan, steps: check.steps)
    }

    /// A validator for the same run as `filler`, sharing its run plan and checks instead of
    /// specialising the plan a second time.
    init(sharing filler: RecordFiller) {
        plan = filler.plan
        today = filler.today
        now = filler.now
        check = filler.check
        pass = PassPlan(plan, steps: check.steps)
    }

    /// A rule a record breaks, at a JSON path of the written questionnaire.
    struct Problem: Sendable, Hashable {
        var path: String
        var rule: String
        var message: String
    }

    /// Every problem of record `record` (empty when it is valid).
    func problems(in frame: consuming FilledFrame, record: Int) -> [Problem] {
        // Taken, not copied, at a caller's last use: the first pass checks list items in place,
        // which copies their arrays while another copy of the record shares them.
        var frame = frame
        var stack: [[Value]] = []
        return problems(in: &frame, record: record, stack: &stack)
    }

    /// ``problems(in:record:)`` with the evaluation stack's array borrowed from `stack` (and
    /// handed back empty), so that checking a record allocates none. `frame` comes back as it
    /// was: it is `inout` only so that the first pass copies nothing of it (see
    /// ``isValid(frameIndex:_:context:)``).
    func problems(in frame: inout FilledFrame, record: Int, stack: inout [[Value]]) -> [Problem] {
        var context = EvaluationContext(frames: stack.take(), recordIndex: record, itemIndex: 0, today: today, now: now)
        defer { stack = context.frames.take() }
        context.frames.removeAll(keepingCapacity: true)
        // Room for the deepest list's frame, so that entering items never grows the array.
        context.frames.reserveCapacity(plan.frames.count)
        // Almost every record is valid: a first pass says so without keeping anything to
        // report (see ``isValid(frameIndex:_:context:)``). Any other record is checked again
        // from a fresh context, and every problem worded.
        if (try? isValid(frameIndex: 0, &frame, context: &context)) == true { return [] }
        context.frames.removeAll(keepingCapacity: true)
        context.itemIndex = 0
        return reportedProblems(in: frame, context: &context)
    }

    /// Every problem of the record, found by the reporting pass alone (the one that words them),
    /// in a context holding no frames yet.
    func reportedProblems(in frame: FilledFrame, context: inout EvaluationContext) -> [Problem] {
        var problems: [Problem] = []
        validate(frameIndex: 0, frame, prefix: { "" }, context: &context, problems: &problems)
        return problems
    }

    private func validate(
        frameIndex: Int, _ frame: FilledFrame, prefix: () -> String, context: inout EvaluationContext, problems: inout [Problem]
    ) {
        context.frames.append(frame.values)
        defer { context.frames.removeLast() }
        // Only the steps and the keys are read up front: copying the whole frame plan retains
        // its arrays. The path closures capture the keys, not `self`, which they would copy.
        let slotPaths = plan.frames[frameIndex].slotPaths
        // The steps say what each field needs (see ``FieldStep``): a field's checks are read
        // only when it is visible and holds something to check.
        for step in check.steps[frameIndex] where step.kind != .helper {
            let id = step.id
            let slot = step.slot
            // Paths are built only when a problem is reported: a valid record formats none.
            func path() -> String { prefix() + slotPaths[slot] }
            do {
                var shouldShow = true
                if step.containerSlot >= 0, !frame.visible[step.containerSlot] { shouldShow = false }
                if shouldShow, step.hasVisibleWhen, let condition = check.fields[id].visibleWhen {
                    shouldShow = try condition.evaluate(in: &context).isTruthy
                }
                if shouldShow != frame.visible[slot] {
                    problems.append(
                        Problem(
                            path: path(), rule: visibilityRule(id, frame: frame),
                            message: shouldShow ? "the field should be shown but is missing" : "the field should be hidden but has a value")
                    )
                    continue
                }
                guard shouldShow, step.kind != .container else { continue }
                let field = check.fields[id]
                switch step.kind {
                case .helper, .container:
                    continue
                case .list:
                    let items = frame.items[slot]
                    for (index, item) in items.enumerated() {
                        let saved = context.itemIndex
                        context.itemIndex = index + 1
                        validate(
                            frameIndex: field.itemFrame!, item, prefix: { "\(path())[\(index)]." }, context: &context,
                            problems: &problems)
                        context.itemIndex = saved
                    }
                    if let violation = check.listViolation(id, items: items) {
                        problems.append(Problem(path: path(), rule: violation.rule, message: violation.message))
                    }
                    // The model's `count` fixes the length: an empty count means no items.
                    if let count = field.listCount {
                        let expected = try count.evaluate(in: &context)
                        let wanted: Int64? =
                            if case .number(let n) = expected { n.int64Value } else if case .null = expected { 0 } else { nil }
                        if wanted != Int64(items.count) {
                            problems.append(
                                Problem(
                                    path: path(), rule: "count \(Quoted.single(plan.fields[id].field.count?.text ?? ""))",
                                    message: "\(items.count) items, but the count is \(expected.quoted)"))
                        }
                    }
                case .value:
                    if let compute = field.compute {
                        let value = frame.values[slot]
                        let expected = try check.rounded(computed: try compute.evaluate(in: &context), field: id, in: &context)
                        if !Value.sameAsStored(expected, value) && expected != value {
                            problems.append(
                                Problem(
                                    path: path(), rule: "compute \(Quoted.single(plan.fields[id].field.compute?.text ?? ""))",
                                    message: "\(value.quoted) differs from the computed \(expected.quoted)"))
                        }
                    }
                    // Read in place: a copy of the value would retain its text. The general check
                    // alone: this pass words problems, and stays independent of the quick checks
                    // that the first pass trusts.
                    let violation = try frame.values.withUnsafeBufferPointer { values throws(EvaluationError) in
                        try check.generalViolation(of: values[slot], field: id, field, in: &context)
                    }
                    if let violation {
                        problems.append(Problem(path: path(), rule: violation.rule, message: violation.message))
                    }
                }
            } catch {
                problems.append(Problem(path: path(), rule: "expression", message: "an expression failed: \(error.message)"))
            }
        }
        reportSharedNames(frameIndex, frame, prefix: prefix, problems: &problems)
    }

    /// The rule that decides whether field `id` of `frame` is shown: its own `visibleWhen`, or
    /// that of the container hiding it (a flattened one's fields are present without it).
    private func visibilityRule(_ id: FieldID, frame: FilledFrame) -> String {
        var hiding = plan.fields[id].container
        while let container = hiding, !frame.visible[plan.fields[container].slot.index] {
            let outer = plan.fields[container].container
            if outer == nil || frame.visible[plan.fields[outer!].slot.index] {
                let planned = plan.fields[container]
                let condition = planned.field.visibleWhen?.text ?? ""
                return "visibleWhen \(Quoted.single(condition)) of \(Quoted.single(planned.fullPath.joined(separator: ".")))"
            }
            hiding = outer
        }
        return "visibleWhen \(Quoted.single(plan.fields[id].field.visibleWhen?.text ?? ""))"
    }

    /// Reports each set of fields sharing an output name of which `frame` shows more than one.
    private func reportSharedNames(_ frameIndex: Int, _ frame: FilledFrame, prefix: () -> String, problems: inout [Problem]) {
        let slotPaths = plan.frames[frameIndex].slotPaths
        for shared in plan.frames[frameIndex].sharedNames {
            let shown = shared.filter { frame.visible[plan.fields[$0].slot.index] }
            guard shown.count > 1 else { continue }
            let (first, second) = (plan.fields[shown[0]], plan.fields[shown[1]])
            problems.append(
                Problem(
                    path: prefix() + slotPaths[second.slot.index], rule: "name \(Quoted.single(second.field.outputName))",
                    message:
                        "\(Quoted.single(first.field.key)) and \(Quoted.single(second.field.key)) are both shown, and both are written under this name"
                ))
        }
    }
}
