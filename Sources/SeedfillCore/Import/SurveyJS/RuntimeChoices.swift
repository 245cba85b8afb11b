/// The choices an app fills in at run time for one question, read from a types file's
/// `runtimeChoices`: one choice per item of a dynamic panel, its value the `choiceValue` text
/// with each `{panel.x}` placeholder replaced by that item's answer.
///
/// The British Columbia family-law app, for one, sets `listOfChildren.choices` to the children
/// entered in `childInfoPanel`, each as `[first, middle, last].join(" ")` of the child's name:
///
/// ```jsonc
/// "runtimeChoices": {
///   "listOfChildren": { "choicesFromPanel": "childInfoPanel",
///                       "choiceValue": "{panel.childName.first} {panel.childName.middle} {panel.childName.last}" } }
/// ```
struct RuntimeChoices: Sendable {
    /// One piece of `choiceValue`: text as written, or a `{…}` placeholder's name.
    enum Part: Sendable, Equatable {
        case text(String)
        case placeholder(String)
    }

    /// The name of the dynamic panel whose items give the choices.
    var panel: String
    /// `choiceValue` as written.
    var template: String
    /// `choiceValue` in pieces.
    var parts: [Part]

    /// The entries of a types file's `runtimeChoices` object, by question name (lower-cased);
    /// each entry that cannot be read adds a located error to `errors`.
    static func read(_ node: JSONNode, errors: inout [Diagnostic]) -> [String: RuntimeChoices] {
        guard let entries = node.members else {
            errors.append(
                .error(
                    "\"runtimeChoices\" must be an object of question name → choices", at: node.location, path: "#/runtimeChoices",
                    hint: "e.g. {\"listOfChildren\": {\"choicesFromPanel\": \"childInfoPanel\", \"choiceValue\": \"{panel.childName}\"}}"))
            return [:]
        }
        var out: [String: RuntimeChoices] = [:]
        for entry in entries where entry.key != "$comment" {
            let path = "#/runtimeChoices/\(entry.key)"
            guard let panel = entry.value["choicesFromPanel"]?.stringValue, let template = entry.value["choiceValue"]?.stringValue else {
                errors.append(
                    .error(
                        "the run-time choices of '\(entry.key)' need \"choicesFromPanel\" and \"choiceValue\"", at: entry.keyLocation,
                        path: path,
                        hint: "the dynamic panel whose items are the choices, and each choice's value as text with {panel.x} placeholders"))
                continue
            }
            guard let parts = Self.parts(of: template), parts.contains(where: { if case .placeholder = $0 { true } else { false } })
            else {
                errors.append(
                    .error(
                        "the choiceValue '\(template)' of '\(entry.key)' has no {panel.x} placeholder, or one not closed",
                        at: entry.value["choiceValue"]?.location ?? entry.keyLocation, path: path + "/choiceValue",
                        hint: "name the item's answers the value is made of, e.g. \"{panel.childName.first} {panel.childName.last}\""))
                continue
            }
            out[entry.key.lowercased()] = RuntimeChoices(panel: panel, template: template, parts: parts)
        }
        return out
    }

    /// `template` cut into text and `{…}` placeholders, or `nil` when a `{` is not closed.
    static func parts(of template: String) -> [Part]? {
        var parts: [Part] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            if open > rest.startIndex { parts.append(.text(String(rest[..<open]))) }
            guard let close = rest[open...].firstIndex(of: "}") else { return nil }
            let name = rest[rest.index(after: open)..<close].trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else { return nil }
            parts.append(.placeholder(name))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(.text(String(rest))) }
        return parts
    }
}
