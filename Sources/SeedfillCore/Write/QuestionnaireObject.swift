/// The questionnaire of a filled record as a ``Value``, for a `ref` that embeds it: the same
/// members in the same order as ``QuestionnaireWriter`` writes (hidden fields and `let` helpers
/// left out, lists as arrays of item objects), and each decimal carrying the scale it is written
/// with, so that `JSONWriter.value(.object(...))` gives exactly the writer's bytes.
struct QuestionnaireObject: Sendable {
    let plan: ModelPlan

    /// The record as an object of sections and top-level fields.
    func object(_ record: FilledFrame) -> ObjectValue {
        members(plan.rootItems, frame: record)
    }

    private func members(_ ids: [FieldID], frame: FilledFrame) -> ObjectValue {
        var keys: [String] = []
        var values: [Value] = []
        keys.reserveCapacity(ids.count)
        values.reserveCapacity(ids.count)
        for id in ids {
            let planned = plan.fields[id]
            let slot = planned.slot.index
            guard planned.kind == .field, frame.visible[slot] else { continue }
            keys.append(planned.field.key)
            if planned.field.type == .section || planned.field.type == .group {
                values.append(.object(members(planned.children, frame: frame)))
            } else {
                values.append(value(id, frame: frame))
            }
        }
        return ObjectValue(keys: keys, values: values)
    }

    /// The value of a field that is not a section or group, as ``QuestionnaireWriter/writeValue(_:frame:into:)`` writes it.
    private func value(_ id: FieldID, frame: FilledFrame) -> Value {
        let planned = plan.fields[id]
        let slot = planned.slot.index
        switch planned.field.type {
        case .list:
            return .array(frame.items[slot].map { .object(members(planned.children, frame: $0)) })
        case .decimal:
            guard !planned.writesOwnScale, case .number(let number) = frame.values[slot] else { return frame.values[slot] }
            return .number(Self.withScale(number, planned.constraints.scale ?? 2))
        default:
            return frame.values[slot]
        }
    }

    /// `number` with exactly `scale` fraction digits, as `Number.write(into:scale:)` writes it:
    /// rounded half away from zero, or padded with zeros. (A padding that would overflow the
    /// mantissa, beyond 18 digits, keeps the number unpadded.)
    static func withScale(_ number: Number, _ scale: Int) -> Number {
        let target = Swift.max(0, scale)
        let rounded = number.rounded(scale: target)
        var mantissa = rounded.mantissa
        var current = Int(rounded.scale)
        while current < target {
            let (product, overflow) = mantissa.multipliedReportingOverflow(by: 10)
            if overflow { return rounded }
            mantissa = product
            current += 1
        }
        return Number(mantissa: mantissa, scale: Int8(clamping: current))
    }
}
