/// Completing a questionnaire read back from JSON with what the writer leaves out on purpose,
/// before it is validated: internal fields (`"internal": true`, never written) and empty fields
/// marked `"optional": "omit"` (left out instead of written as `null`).
///
/// A generated record holds both already; one read from a file does not, and without them the
/// validator would find an internal field missing and an absent `omit` field hidden. So the
/// fields are visited in fill order, as the filler visits them: an internal field that should
/// be shown takes its computed value (which later fields' expressions may read), and an absent
/// `omit` field that should be shown is shown empty, which its `optional` allows (or a
/// `requiredWhen` in force rejects). Only models with such fields pay for this.
extension RecordValidator {
    /// Whether the plan has a field that ``completed(_:record:)`` fills in.
    static func needsCompletion(_ plan: ModelPlan) -> Bool {
        plan.fields.contains { $0.kind == .field && ($0.field.isInternal || $0.field.omitsEmpty) }
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
        for step in check.steps[frameIndex] where step.kind != .helper {
            let slot = step.slot
            let planned = plan.fields[step.id]
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
            var shown = step.containerSlot < 0 || frame.visible[step.containerSlot]
            if shown, step.hasVisibleWhen, let condition = check.fields[step.id].visibleWhen {
                guard let holds = try? condition.evaluate(in: &context) else { continue }
                shown = holds.isTruthy
            }
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
