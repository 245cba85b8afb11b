/// Writes questionnaires as CSV rows (RFC 4180, UTF-8): one column per field, groups and
/// sections flattened to `section.group.field`, a list as JSON text in one cell, a hidden or
/// empty field as an empty cell.
struct CSVRowWriter {
    let plan: ModelPlan
    /// The columns in model order: each a name and the fields written under it (more than
    /// one only for fields that share an output name, of which a record shows at most one).
    let columns: [(ids: [FieldID], name: String)]
    /// Writes list and multichoice cells as JSON; built once, not for every row.
    private let questionnaire: QuestionnaireWriter

    init(plan: ModelPlan) {
        self.plan = plan
        questionnaire = QuestionnaireWriter(plan: plan)
        var columns: [(ids: [FieldID], name: String)] = []
        var columnOfName: [String: Int] = [:]
        func add(_ ids: [FieldID], prefix: String) {
            // Internal fields are never written: no column; a flattened section or group
            // gives its fields to its enclosing object. (An empty omitted field is an empty
            // cell, as `null` is.)
            for id in plan.writtenMembers(ids) {
                let planned = plan.fields[id]
                let name = prefix + planned.field.outputName
                if planned.field.type == .section || planned.field.type == .group {
                    add(planned.children, prefix: name + ".")
                } else if let column = columnOfName[name] {
                    columns[column].ids.append(id)
                } else {
                    columnOfName[name] = columns.count
                    columns.append(([id], name))
                }
            }
        }
        add(plan.rootItems, prefix: "")
        self.columns = columns
    }

    /// The header row, with its line break.
    var header: [UInt8] {
        var out: [UInt8] = []
        for (i, column) in columns.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            Self.appendCell(Array(column.name.utf8), to: &out)
        }
        out.append(contentsOf: [0x0D, 0x0A])
        return out
    }

    /// One record's row, with its line break.
    func row(_ record: FilledFrame) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(1024)
        for (i, column) in columns.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            // Of fields sharing a name, the one shown.
            let id =
                column.ids.count == 1 ? column.ids[0] : column.ids.first { record.visible[plan.fields[$0].slot.index] } ?? column.ids[0]
            let planned = plan.fields[id]
            let slot = planned.slot.index
            guard record.visible[slot], planned.field.type == .list || record.values[slot] != .null else { continue }
            let value = record.values[slot]
            if case .string(let text) = value, planned.field.type != .list {
                Self.appendCell(Array(text.utf8), to: &out)
                continue
            }
            var cell = JSONWriter(pretty: false, capacity: 64)
            questionnaire.writeValue(id, frame: record, into: &cell)
            switch value {
            case .date, .dateTime, .time:
                // Written bare, without the quotes JSON gives them.
                Self.appendCell(Array(cell.buffer.dropFirst().dropLast()), to: &out)
            default:
                // Numbers and booleans as they are; lists, multichoices and files as JSON text.
                Self.appendCell(cell.buffer, to: &out)
            }
        }
        out.append(contentsOf: [0x0D, 0x0A])
        return out
    }

    /// Appends a cell, quoted (with doubled quotes) when it holds a comma, quote or line break.
    static func appendCell(_ bytes: [UInt8], to out: inout [UInt8]) {
        let needsQuotes = bytes.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }
        guard needsQuotes else {
            out.append(contentsOf: bytes)
            return
        }
        out.append(UInt8(ascii: "\""))
        for byte in bytes {
            if byte == UInt8(ascii: "\"") { out.append(byte) }
            out.append(byte)
        }
        out.append(UInt8(ascii: "\""))
    }
}
