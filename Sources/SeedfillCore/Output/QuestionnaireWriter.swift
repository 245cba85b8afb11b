/// Writes a filled record as a questionnaire: an object of sections (objects of their visible
/// fields) and top-level fields, in model order; hidden fields left out; `let` helpers never.
struct QuestionnaireWriter {
    let plan: ModelPlan

    /// Appends the questionnaire to `writer`.
    func write(_ record: FilledFrame, into writer: inout JSONWriter) {
        writeMembers(plan.rootItems, frame: record, into: &writer)
    }

    private func writeMembers(_ ids: [FieldID], frame: FilledFrame, into writer: inout JSONWriter) {
        writer.beginObject()
        var first = true
        for id in ids {
            let planned = plan.fields[id]
            let slot = planned.slot.index
            guard planned.kind == .field, frame.visible[slot] else { continue }
            writer.key(planned.field.key, first: first)
            first = false
            if planned.field.type == .section || planned.field.type == .group {
                writeMembers(planned.children, frame: frame, into: &writer)
            } else {
                writeValue(id, frame: frame, into: &writer)
            }
        }
        writer.endObject(empty: first)
    }

    /// Writes the value of a field that is not a section or group: a list as an array of item
    /// objects, a decimal with its scale, anything else as it is.
    func writeValue(_ id: FieldID, frame: FilledFrame, into writer: inout JSONWriter) {
        let planned = plan.fields[id]
        let slot = planned.slot.index
        switch planned.field.type {
        case .list:
            let items = frame.items[slot]
            writer.beginArray()
            for (i, item) in items.enumerated() {
                writer.element(first: i == 0)
                writeMembers(planned.children, frame: item, into: &writer)
            }
            writer.endArray(empty: items.isEmpty)
        case .decimal:
            writer.value(frame.values[slot], scale: planned.writesOwnScale ? nil : planned.constraints.scale ?? 2)
        default:
            writer.value(frame.values[slot])
        }
    }
}
