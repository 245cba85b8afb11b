/// Writes a filled record as a questionnaire: an object of sections (objects of their visible
/// fields) and top-level fields, in model order; hidden fields left out, and empty ones marked
/// `"optional": "omit"`; internal fields and `let` helpers never.
struct QuestionnaireWriter: Sendable {
    let plan: ModelPlan
    /// The plan's written fields as flat tables with pre-encoded keys, built once here so
    /// that writing a record does not walk the plan.
    private let layout: QuestionnaireLayout
    /// The layout as one run of steps, for compact output (`nil` for a layout too large for
    /// it, written by the general path).
    private let program: CompactProgram?

    init(plan: ModelPlan) {
        self.plan = plan
        layout = QuestionnaireLayout(plan: plan)
        program = CompactProgram(layout: layout)
    }

    /// Appends the questionnaire to `writer`.
    func write(_ record: FilledFrame, into writer: inout JSONWriter) {
        if !writer.pretty, let program {
            // JSON Lines, the bulk of every large run: formatted in place.
            program.steps.withUnsafeBufferPointer { steps in
                program.keys.withUnsafeBufferPointer { keys in
                    guard let steps = steps.baseAddress, let keys = keys.baseAddress else {
                        // Nothing to write but the braces (the keys always hold their slack).
                        writer.value(.object(ObjectValue(keys: [], values: [])))
                        return
                    }
                    withUnsafePointer(to: record) { frame in
                        CompactQuestionnaire(keys: keys)
                            .writeObject(from: steps, room: program.rootRoom, comma: false, frame: frame, into: &writer)
                    }
                }
            }
            return
        }
        layout.members.withUnsafeBufferPointer { members in
            layout.keyBytes.withUnsafeBufferPointer { keys in
                Tables(members: members, keys: keys).writeObject(layout.root, frame: record, into: &writer)
            }
        }
    }

    /// Writes the value of a field that is not a section or group: a list as an array of item
    /// objects, a decimal with its scale, anything else as it is; an internal field's too.
    func writeValue(_ id: FieldID, frame: FilledFrame, into writer: inout JSONWriter) {
        guard let member = layout.memberOfField[id] else {
            // An internal field is in no object written, but the library reads its value
            // (`Questionnaire.value(at:)`): written as it would be. (It holds one value.)
            let planned = plan.fields[id]
            guard planned.kind == .field, planned.field.isInternal else { return }
            let value = frame.values[planned.slot.index]
            if planned.field.type == .decimal, !planned.writesOwnScale {
                writer.value(value, scale: planned.constraints.scale ?? 2)
            } else {
                writer.value(value)
            }
            return
        }
        layout.members.withUnsafeBufferPointer { members in
            layout.keyBytes.withUnsafeBufferPointer { keys in
                Tables(members: members, keys: keys).writeValue(of: members[member], frame: frame, into: &writer)
            }
        }
    }

    /// The layout's tables, borrowed for the length of one write, written through the
    /// writer's structural calls (which indent when it is pretty).
    private struct Tables {
        let members: UnsafeBufferPointer<QuestionnaireLayout.Member>
        let keys: UnsafeBufferPointer<UInt8>

        /// Writes the visible members in `range` as an object.
        func writeObject(_ range: Range<Int>, frame: FilledFrame, into writer: inout JSONWriter) {
            writer.beginObject()
            var first = true
            for index in range {
                let member = members[index]
                guard frame.visible[member.slot], !member.omitsEmpty || !frame.values[member.slot].isNull else { continue }
                // The layout's key starts with its comma; the writer adds its own.
                let key = (member.key.lowerBound + 1)..<member.key.upperBound
                writer.key(encoded: UnsafeBufferPointer(rebasing: keys[key]), first: first)
                first = false
                writeValue(of: member, frame: frame, into: &writer)
            }
            writer.endObject(empty: first)
        }

        /// Writes the value of `member`.
        func writeValue(of member: QuestionnaireLayout.Member, frame: FilledFrame, into writer: inout JSONWriter) {
            switch member.shape {
            case .object:
                writeObject(member.children, frame: frame, into: &writer)
            case .list:
                let items = frame.items[member.slot]
                writer.beginArray()
                for (i, item) in items.enumerated() {
                    writer.element(first: i == 0)
                    writeObject(member.children, frame: item, into: &writer)
                }
                writer.endArray(empty: items.isEmpty)
            case .decimal(let scale):
                writer.value(frame.values[member.slot], scale: scale)
            case .plain:
                writer.value(frame.values[member.slot])
            }
        }
    }
}
