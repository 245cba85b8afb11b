import Foundation

/// Custom SurveyJS question types, read from a types file (`--types FILE`): each type is a model
/// field without a key (its value's shape and rules), or `{"display": true}` for one that
/// writes nothing.
///
/// ```jsonc
/// { "types": {
///     "yesno": { "type": "choice", "options": ["y", "n"] },
///     "helptext": { "display": true } },
///   "runtimeChoices": {
///     "listOfChildren": { "choicesFromPanel": "childInfoPanel",
///                         "choiceValue": "{panel.childName.first} {panel.childName.last}" } } }
/// ```
///
/// `runtimeChoices` are the choices an app fills in at run time (see ``RuntimeChoices``).
struct SurveyTypes: Sendable {
    /// One custom type.
    struct Custom: Sendable {
        /// The field a question of the type becomes (without its key).
        var field: ImportedField
        /// Its fields' keys by name (lower-cased), for expressions such as `{address.city}`.
        var members: [String: String]
    }

    var types: [String: Custom] = [:]
    var display: Set<String> = []
    /// Questions whose choices the app fills in at run time, by question name (lower-cased).
    var runtimeChoices: [String: RuntimeChoices] = [:]

    /// Whether questions of `type` write nothing.
    func isDisplay(_ type: String) -> Bool { display.contains(type) }

    /// The types in the file at `path`, or the located problems that stop it being read.
    static func read(_ path: String) -> Result<SurveyTypes, FormReadProblems> {
        let (node, problems) = JSONReader.parseFile(at: URL(fileURLWithPath: path), displayName: path)
        guard let node else { return .failure(FormReadProblems(diagnostics: problems)) }
        let runtime = node["runtimeChoices"]
        guard let entries = node["types"]?.members ?? (runtime == nil ? nil : []) else {
            return .failure(
                FormReadProblems(diagnostics: [
                    .error(
                        "a types file must be an object with \"types\" (or \"runtimeChoices\")", at: node.location, path: "#",
                        hint: "e.g. {\"types\": {\"yesno\": {\"type\": \"choice\", \"options\": [\"y\", \"n\"]}}}")
                ]))
        }
        var types = SurveyTypes()
        var errors: [Diagnostic] = []
        for entry in entries {
            let name = entry.key.lowercased()
            guard let members = entry.value.members else {
                errors.append(
                    .error(
                        "the type '\(entry.key)' must be an object", at: entry.keyLocation, path: "#/types/\(entry.key)",
                        hint: "a model field without a key, or {\"display\": true}"))
                continue
            }
            if entry.value["display"]?.boolValue == true {
                types.display.insert(name)
            } else if entry.value["type"]?.stringValue == nil, entry.value["use"] == nil {
                errors.append(
                    .error(
                        "the type '\(entry.key)' has no \"type\"", at: entry.keyLocation, path: "#/types/\(entry.key)",
                        hint: "give the model field type its value has (\"text\", \"choice\", \"group\", …), or {\"display\": true}"))
            } else {
                let field = Self.field(members: members)
                var names: [String: String] = [:]
                for child in field.fields ?? [] { names[(child["name"]?.stringValue ?? child.key).lowercased()] = child.key }
                types.types[name] = Custom(field: field, members: names)
            }
        }
        if let runtime { types.runtimeChoices = RuntimeChoices.read(runtime, errors: &errors) }
        return errors.isEmpty ? .success(types) : .failure(FormReadProblems(diagnostics: errors))
    }

    /// A model field made of a JSON object's members (its `fields` made fields too).
    private static func field(members: [JSONMember]) -> ImportedField {
        var field = ImportedField(key: members.first { $0.key == "key" }?.value.stringValue ?? "")
        for member in members where member.key != "key" && member.key != "fields" && member.key != "$comment" {
            field.members.append((member.key, ImportedValue(member.value)))
        }
        if let children = members.first(where: { $0.key == "fields" })?.value.elements {
            field.fields = children.compactMap { $0.members.map(Self.field(members:)) }
        }
        return field
    }
}

extension SurveyTranslator {
    /// A question of custom type `typeName`: a field that uses the model definition made of it.
    mutating func customField(_ custom: SurveyTypes.Custom, typeName: String, into field: inout ImportedField) -> Bool {
        let definition = SchemaTranslator.identifier(typeName)
        if !definitions.contains(where: { $0.name == definition }) { definitions.append((definition, custom.field)) }
        field["use"] = .string(definition)
        if let type = custom.field["type"] { field["type"] = type }
        if custom.field.fields != nil { field.fields = nil }
        return true
    }
}
