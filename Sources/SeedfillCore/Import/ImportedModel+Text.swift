/// An imported model as the text of a model file: each field on one line, a group's or list's
/// fields indented under it, as the models of `Seeds/` are written.
extension ImportedModel {
    /// The model file's text, with `header` (comment lines, without `//`) above it.
    func text(header: [String]) -> String {
        var out = header.map { "// " + $0 + "\n" }.joined()
        out += "{\n"
        out += "  \"model\": \(Self.json(.string(name))),\n"
        if let title { out += "  \"title\": \(Self.json(.string(title))),\n" }
        if !definitions.isEmpty {
            out += "  \"definitions\": {\n"
            for (index, definition) in definitions.enumerated() {
                out += "    \(Self.json(.string(definition.name))): "
                Self.write(definition.field, indent: 4, into: &out)
                out += index == definitions.count - 1 ? "\n" : ",\n"
            }
            out += "  },\n"
        }
        out += "  \"sections\": [\n"
        Self.write(fields, indent: 4, into: &out)
        out += "  ]\n}\n"
        return out
    }

    /// Writes `fields`, one per line (each but the last followed by a comma), at `indent`.
    private static func write(_ fields: [ImportedField], indent: Int, into out: inout String) {
        for (index, field) in fields.enumerated() {
            out += String(repeating: " ", count: indent)
            write(field, indent: indent, into: &out)
            out += index == fields.count - 1 ? "\n" : ",\n"
        }
    }

    /// Writes one field's object, starting where the line is; its fields go on lines of their own.
    private static func write(_ field: ImportedField, indent: Int, into out: inout String) {
        var parts: [String] = []
        if !field.key.isEmpty { parts.append("\"key\": \(json(.string(field.key)))") }
        parts += field.members.map { "\(json(.string($0.0))): \(json($0.1))" }
        guard let fields = field.fields else {
            out += "{ " + parts.joined(separator: ", ") + " }"
            return
        }
        parts.append("\"fields\": [")
        out += "{ " + parts.joined(separator: ", ") + "\n"
        write(fields, indent: indent + 2, into: &out)
        out += String(repeating: " ", count: indent) + "]}"
    }

    /// `value` as compact JSON.
    static func json(_ value: ImportedValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let literal): return literal
        case .string(let text):
            var writer = JSONWriter(pretty: false, capacity: text.utf8.count + 2)
            writer.value(.string(text))
            return String(decoding: writer.buffer, as: UTF8.self)
        case .array(let elements): return "[" + elements.map(json).joined(separator: ", ") + "]"
        case .object(let members):
            return "{ " + members.map { "\(json(.string($0.key))): \(json($0.value))" }.joined(separator: ", ") + " }"
        }
    }
}
