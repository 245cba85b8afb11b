/// A ``RandomForm`` written as a model file and a seed file.
extension RandomForm {
    /// The model `m`: one section `s` holding the fields.
    var modelJSON: String {
        "{ \"model\": \"m\", \"sections\": [ { \"key\": \"s\", \"fields\": [\n" + fields.map(\.json).joined(separator: ",\n") + "\n] } ] }"
    }

    /// The seed of `m`: its `today`, each driver it pins and each seed `when`.
    var seedJSON: String {
        let whens = fields.compactMap { field -> String? in
            if let value = field.seedConst { return "\"s.\(field.key)\": { \"const\": \(value) }" }
            guard let when = field.seedWhen else { return nil }
            var branches = when.branches.map { "{ \"if\": \(quoted($0.condition.text)), \"oneOf\": [\(quoted($0.value))] }" }
            if let otherwise = when.otherwise { branches.append("{ \"else\": { \"oneOf\": [\(quoted(otherwise))] } }") }
            return "\"s.\(field.key)\": { \"when\": [\(branches.joined(separator: ", "))] }"
        }
        return "{ \"model\": \"m\", \"today\": \"\(Self.today)\", \"fields\": { \(whens.joined(separator: ", ")) } }"
    }
}

extension RandomForm.Field {
    /// The field's declaration.
    var json: String {
        var members = ["\"key\": \(quoted(key))"]
        switch kind {
        case .choice(let options):
            members.append("\"type\": \"choice\"")
            let written = options.map { option in
                guard let hidden = hiddenOption, hidden.value == option else { return "{ \"value\": \(quoted(option)) }" }
                return "{ \"value\": \(quoted(option)), \"visibleWhen\": \(quoted(hidden.condition.text)) }"
            }
            members.append("\"options\": [\(written.joined(separator: ", "))]")
        case .boolean:
            members.append("\"type\": \"boolean\"")
        case .integer(let min, let max):
            members += ["\"type\": \"integer\"", "\"min\": \(min)", "\"max\": \(max)"]
        case .text(let minLength, let maxLength, let mask):
            members += ["\"type\": \"text\"", "\"minLength\": \(minLength)", "\"maxLength\": \(maxLength)"]
            if let mask { members.append("\"mask\": \(quoted(mask))") }
        case .date(let back):
            members += ["\"type\": \"date\"", "\"min\": \"today - \(back)d\"", "\"max\": \"today\""]
        case .multichoice(let options, let exclusive, let maxItems):
            members += ["\"type\": \"multichoice\"", "\"maxItems\": \(maxItems)"]
            var written = options.map { "{ \"value\": \(quoted($0)) }" }
            if let exclusive { written.append("{ \"value\": \(quoted(exclusive)), \"exclusive\": true }") }
            members.append("\"options\": [\(written.joined(separator: ", "))]")
        case .from(let source):
            members += ["\"type\": \"choice\"", "\"options\": { \"from\": \(quoted(source)) }"]
        case .list(let minItems, let maxItems, let options):
            members += [
                "\"type\": \"list\"", "\"minItems\": \(minItems)", "\"maxItems\": \(maxItems)",
                "\"fields\": [ { \"key\": \"pick\", \"type\": \"choice\", \"options\": [\(options.map(quoted).joined(separator: ", "))] } ]",
            ]
        }
        if optional { members.append("\"optional\": true") }
        if let visibleWhen { members.append("\"visibleWhen\": \(quoted(visibleWhen.text))") }
        if let rule {
            let names = if case .text = kind { ("minLength", "maxLength") } else { ("min", "max") }
            members.append(
                "\"rules\": [ { \"when\": \(quoted(rule.condition.text)), \"\(names.0)\": \(rule.low), \"\(names.1)\": \(rule.high) } ]")
        }
        return "  { " + members.joined(separator: ", ") + " }"
    }
}

/// `text` as a JSON string (the test's texts need no escapes).
private func quoted(_ text: String) -> String { "\"" + text + "\"" }
