/// Completing a questionnaire read back from JSON with what the writer leaves out on purpose,
/// before it is validated: internal fields (`"internal": true`, never written), empty fields
/// marked `"optional": "omit"` (left out instead of written as `null`), the visibility of a
/// flattened section or group (`"flatten": true`, never an object of its own), and which of
/// the fields sharing an output name a member belongs to.
///
/// A generated record holds all of these already; one read from a file does not, and without
/// them the validator would find an internal field missing, an absent `omit` field hidden, a
/// flattened container hidden, and one value under every field of its name. So the fields are
/// visited in fill order, as the filler visits them: an internal field that should be shown
/// takes its computed value (which later fields' expressions may read), an absent `omit` field
/// that should be shown is shown empty, which its `optional` allows (or a `requiredWhen` in
/// force rejects), a flattened container is shown when its condition holds, and a member
/// read into every field of its name stays only with those that should be shown (with the
/// first field of its name when none should, for the validator to report). Only models with
/// such fields pay for this.
extension RecordValidator {
    /// Whether the plan has a field that ``completed(_:record:)`` fills in.
    static func needsCompletion(_ plan: ModelPlan) -> Bool {
        plan.fields.contains { $0.kind == .field && ($0.field.isInternal || $0.field.omitsEmpty || $0.field.flattens) }
            || plan.frames.contains { !$0.sharedNames.isEmpty }
    }

    /// `frame` (record `record`) with its internal fields computed and its absent `omit`
    /// fields shown empty where they should be shown. An expression that fails leaves the
    /// field as it was, for the validation to report.
    func completed(_ frame: FilledFrame, record: Int) -> FilledFrame {
        var context = EvaluationContext(frames: [], recordIndex: record, itemIndex: 0, today: today, now: now)
        var frame = frame
        complete(frameIndex: 0, &frame, context: &context)
        return frame
    }

    private func complete(frameIndex: Int, _ frame: inout FilledFrame, context: inout EvaluationContext) {
        context.frames.append(frame.values)
        defer { context.frames.removeLast() }
        let depth = context.frames.count - 1
        let shared = Set(plan.frames[frameIndex].sharedNames.joined())
        // Values read under a shared name that their field should not show, to give back to
        // the first field of the name when no field of it should show the value.
        var dropped: [FieldID: Value] = [:]
        for step in check.steps[frameIndex] where step.kind != .helper {
            let slot = step.slot
            let planned = plan.fields[step.id]
            if step.kind == .container, planned.field.flattens {
                frame.visible[slot] = shouldShow(step, frame: frame, context: &context) ?? false
                continue
            }
            if !shared.isEmpty, shared.contains(step.id), frame.visible[slot] {
                guard let shown = shouldShow(step, frame: frame, context: &context), !shown else { continue }
                dropped[step.id] = frame.values[slot]
                frame.visible[slot] = false
                frame.values[slot] = .null
                context.frames[depth][slot] = .null
                continue
            }
            if step.kind == .list, frame.visible[slot], let itemFrame = planned.itemFrame {
                var items = frame.items[slot]
                let saved = context.itemIndex
                for index in items.indices {
                    context.itemIndex = index + 1
                    complete(frameIndex: itemFrame, &items[index], context: &context)
                }
                context.itemIndex = saved
                frame.items[slot] = items
                let keys = plan.frames[itemFrame].slotKeys
                frame.values[slot] = .array(items.map { .object(ObjectValue(keys: keys, values: $0.values)) })
                context.frames[depth][slot] = frame.values[slot]
                continue
            }
            guard step.kind == .value, planned.field.isInternal || (planned.field.omitsEmpty && !frame.visible[slot]) else { continue }
            guard let shown = shouldShow(step, frame: frame, context: &context) else { continue }
            frame.visible[slot] = shown
            var value = Value.null
            if shown, planned.field.isInternal, let compute = check.fields[step.id].compute {
                guard let computed = try? compute.evaluate(in: &context) else { continue }
                // Rounded to the field's scale as the filler stores it, so that what reads it
                // computes what the filler computed.
                let stored = Self.stored(computed, as: planned.field.type)
                value = (try? check.rounded(computed: stored, field: step.id, in: &context)) ?? stored
            }
            frame.values[slot] = value
            context.frames[depth][slot] = value
        }
        if !dropped.isEmpty { restoreUnshown(dropped, frameIndex: frameIndex, &frame) }
    }

    /// Whether the field of `step` should be shown in `frame` (its container shown, its
    /// condition holding); `nil` when the condition cannot be evaluated.
    private func shouldShow(_ step: FieldStep, frame: FilledFrame, context: inout EvaluationContext) -> Bool? {
        guard step.containerSlot < 0 || frame.visible[step.containerSlot] else { return false }
        guard step.hasVisibleWhen, let condition = check.fields[step.id].visibleWhen else { return true }
        return (try? condition.evaluate(in: &context))?.isTruthy
    }

    /// Gives a member read under a shared name that no field of the name should show back to
    /// the first field that read it: the validator then says it should be hidden.
    private func restoreUnshown(_ dropped: [FieldID: Value], frameIndex: Int, _ frame: inout FilledFrame) {
        for shared in plan.frames[frameIndex].sharedNames {
            guard !shared.contains(where: { frame.visible[plan.fields[$0].slot.index] }),
                let first = shared.first(where: { dropped[$0] != nil })
            else { continue }
            let slot = plan.fields[first].slot.index
            frame.visible[slot] = true
            frame.values[slot] = dropped[first]!
        }
    }

    /// A computed value as the filler stores it in a field of `type`: dates and times from
    /// their ISO text, a number in a text field as its digits.
    static func stored(_ value: Value, as type: FieldType) -> Value {
        if type == .text, case .number(let number) = value { return .string(number.description) }
        if type == .datetime, case .date(let date) = value {
            return .dateTime(LocalDateTime(secondsSinceEpoch: Int64(date.daysSinceEpoch) * 86_400, offsetMinutes: 0))
        }
        return QuestionnaireReader.conform(value, to: type)
    }
}
