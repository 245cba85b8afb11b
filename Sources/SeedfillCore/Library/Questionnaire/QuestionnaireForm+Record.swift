/// A questionnaire's answers as a record the validator and writer read, and back.
extension QuestionnaireForm {
    /// The record `answers` make, numbered `record` (what expressions read as `index`): every
    /// field's visibility decided in fill order, as the filler decides it; a value set where
    /// it is set; a computed field's value computed, a read-only one's initial value; `null`
    /// anywhere else. A list has the items set, none when it is not set.
    func record(_ answers: Answers, number record: Int) -> FilledFrame {
        var context = EvaluationContext(frames: [], recordIndex: record, itemIndex: 0, today: validator.today, now: validator.now)
        var frame = FilledFrame.empty
        lay(0, answers: answers.root, into: &frame, context: &context)
        return frame
    }

    /// Lays frame plan `index` out into `frame`, with the values `answers` gives it.
    private func lay(_ index: Int, answers: ObjectValue?, into frame: inout FilledFrame, context: inout EvaluationContext) {
        let plan = validator.plan
        let slotKeys = plan.frames[index].slotKeys
        let count = plan.frames[index].slotCount
        frame = FilledFrame(
            values: [], visible: [Bool](repeating: false, count: count), items: [[FilledFrame]](repeating: [], count: count))
        // Expressions read the frame's values on the stack while it is laid out.
        context.frames.append([Value](repeating: .null, count: count))
        let depth = context.frames.count - 1
        defer { frame.values = context.frames.removeLast() }
        for step in validator.check.steps[index] where step.kind != .helper {
            if step.containerSlot >= 0, !frame.visible[step.containerSlot] { continue }
            let field = validator.check.fields[step.id]
            if let condition = field.visibleWhen, !Self.holds(condition, in: &context) { continue }
            frame.visible[step.slot] = true
            let given = answers.flatMap { RecordFiller.presetValue($0, at: slotKeys[step.slot]) }
            switch step.kind {
            case .helper, .container:
                continue
            case .list:
                guard let itemFrame = field.itemFrame else { continue }
                var items: [FilledFrame] = []
                if case .array(let elements)? = given {
                    let saved = context.itemIndex
                    for (number, element) in elements.enumerated() {
                        context.itemIndex = number + 1
                        var item = FilledFrame.empty
                        let object: ObjectValue? = if case .object(let object) = element { object } else { nil }
                        lay(itemFrame, answers: object, into: &item, context: &context)
                        items.append(item)
                    }
                    context.itemIndex = saved
                }
                let keys = plan.frames[itemFrame].slotKeys
                context.frames[depth][step.slot] = .array(items.map { .object(ObjectValue(keys: keys, values: $0.values)) })
                frame.items[step.slot] = items
            case .value:
                context.frames[depth][step.slot] = value(of: field, step.id, given: given, context: &context)
            }
        }
    }

    /// The value of a shown field: the one set, else what it holds without one.
    private func value(of field: PlannedField, _ id: FieldID, given: Value?, context: inout EvaluationContext) -> Value {
        if let given { return given }
        if let compute = field.compute {
            // A computation over fields not set yet may not evaluate: then it holds nothing yet.
            guard let value = try? compute.evaluate(in: &context) else { return .null }
            let conformed = AnswerValues.conformed(value, to: field.field.type)
            return (try? validator.check.rounded(computed: conformed, field: id, in: &context)) ?? conformed
        }
        if let enabled = field.enabledWhen, !Self.holds(enabled, in: &context) { return field.initialValue ?? .null }
        return .null
    }

    /// Whether `condition` holds; one that cannot be evaluated yet does not.
    static func holds(_ condition: BoundExpression, in context: inout EvaluationContext) -> Bool {
        (try? condition.evaluate(in: &context))?.isTruthy ?? false
    }

    /// The answers of a filled record of `plan` (a seed's plan of this model): every value it
    /// shows, `null`s left out, and every list it shows.
    static func answers(of record: FilledFrame, plan: ModelPlan) -> Answers {
        Answers(root: members(of: record, frame: 0, plan: plan))
    }

    private static func members(of frame: FilledFrame, frame index: Int, plan: ModelPlan) -> ObjectValue {
        var answers = Answers()
        let framePlan = plan.frames[index]
        for (slot, id) in framePlan.slotFields.enumerated() where frame.visible[slot] {
            let field = plan.fields[id]
            guard field.kind == .field else { continue }
            let keys = framePlan.slotKeys[slot].split(separator: ".").map(String.init)
            switch field.field.type {
            case .section, .group:
                continue
            case .list:
                guard let itemFrame = field.itemFrame else { continue }
                let items = frame.items[slot].map { Value.object(members(of: $0, frame: itemFrame, plan: plan)) }
                answers.update([keys], indices: []) { $0 = .array(items) }
            default:
                let value = frame.values[slot]
                if !value.isNull { answers.update([keys], indices: []) { $0 = value } }
            }
        }
        return answers.root
    }
}
