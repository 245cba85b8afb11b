/// Questions whose choices the app fills in at run time (``RuntimeChoices``, from the types
/// file): each becomes a choice among the answers of an internal text field added to the
/// dynamic panel's items (`"options": {"from": "children.childInfoPanelChoice"}`), computed from
/// each item as the app makes each choice's value.
extension SurveyTranslator {
    /// Fills `field` with the run-time choices `runtime` of question `element`.
    mutating func runtimeChoiceField(
        _ element: JSONNode, pointer: String, runtime: RuntimeChoices, multiple: Bool, into field: inout ImportedField
    ) -> Bool {
        guard let panelPointer = questionPointer(named: runtime.panel, type: "paneldynamic"), let listKey = keys[panelPointer] else {
            note(
                .untranslated, element, pointer,
                "the run-time choices (--types runtimeChoices) come from '\(runtime.panel)', which is no dynamic panel of the survey")
            return false
        }
        let itemScope = SurveyScope(panel: itemNames[panelPointer] ?? SurveyNames())
        var pieces: [String] = []
        for part in runtime.parts {
            switch part {
            case .text(let text): pieces.append(text.expressionLiteral)
            case .placeholder(let name):
                // An answer left empty is empty text, as JavaScript's join and SurveyJS's text processing make it.
                guard let path = try? Self.path(of: name, names: names, scope: itemScope), !path.isContext else {
                    note(
                        .untranslated, element, pointer,
                        "the run-time choice value '\(runtime.template)': '{\(name)}' is no answer of an item of '\(runtime.panel)'")
                    return false
                }
                pieces.append("coalesce(\(path.text), '')")
            }
        }
        let textKey: String
        if let made = runtimeTexts[listKey]?.first(where: { $0.template == runtime.template }) {
            textKey = made.field.key
        } else {
            textKey = uniqueKey(runtime.panel + "Choice")
            var text = ImportedField(key: textKey)
            text["type"] = .string("text")
            text["compute"] = .string(pieces.count == 1 ? pieces[0] : "concat(\(pieces.joined(separator: ", ")))")
            text["internal"] = .bool(true)
            runtimeTexts[listKey, default: []].append((runtime.template, text))
        }
        field["options"] = .object([.init(key: "from", value: .string("\(listKey).\(textKey)"))])
        if multiple { field["minItems"] = .number("1") }
        if element["isRequired"]?.boolValue == true { runtimeRequired.append((listKey, pointer)) }
        note(
            .remark, element, pointer,
            "choices filled in at run time (--types runtimeChoices): one per item of '\(runtime.panel)', valued '\(runtime.template)'")
        return true
    }

    /// The pointer of the question named `name` (case-insensitive) of `type`, wherever it is.
    func questionPointer(named name: String, type: String) -> String? {
        func search(_ container: JSONNode, _ pointer: String) -> String? {
            for (element, at) in Self.elements(of: container, pointer: pointer) {
                if element["name"]?.stringValue?.lowercased() == name.lowercased(), element["type"]?.stringValue?.lowercased() == type {
                    return at
                }
                if let found = search(element, at) { return found }
            }
            return nil
        }
        if let pages = root["pages"]?.elements {
            for (index, page) in pages.enumerated() {
                if let found = search(page, "#/pages/\(index)") { return found }
            }
            return nil
        }
        return search(root, "#")
    }

    /// Adds the run-time choices' text fields to their lists' items. A list that a required
    /// question draws its choices from gets at least one item (a survey whose required question
    /// offers no choice cannot be completed): always, since a list's item count is drawn from its
    /// own `minItems`, not from `rules`, so fixtures never hold it empty.
    mutating func attachRuntimeChoices(to fields: inout [ImportedField]) {
        guard !runtimeTexts.isEmpty else { return }
        var needed: Set<String> = []
        for (list, pointer) in runtimeRequired {
            guard let (question, nested) = enclosingField(of: pointer, in: fields) else { continue }
            // A question in a dynamic panel or matrix asks only while it has an item.
            if nested, question["type"] == .string("list"), (question["minItems"]?.numberValue ?? 0) < 1 { continue }
            needed.insert(list)
        }
        for index in fields.indices {
            attachRuntimeTexts(to: &fields[index], needed: needed)
        }
    }

    private mutating func attachRuntimeTexts(to field: inout ImportedField, needed: Set<String>) {
        if let texts = runtimeTexts[field.key], field["type"] == .string("list") {
            field.fields = (field.fields ?? []) + texts.map(\.field)
            if needed.contains(field.key), (field["minItems"]?.numberValue ?? 0) < 1 {
                field["minItems"] = .number("1")
                if let pointer = keys.first(where: { $0.value == field.key && !$0.key.hasSuffix("#comment") })?.key,
                    let node = node(at: pointer)
                {
                    note(
                        .remark, node, pointer,
                        "at least one item: a required question's choices are filled in from its items at run time (--types runtimeChoices)"
                    )
                }
            }
        }
        guard var children = field.fields else { return }
        for index in children.indices { attachRuntimeTexts(to: &children[index], needed: needed) }
        field.fields = children
    }

    /// The node at JSON pointer `pointer` (`#/pages/0/elements/1`) of the survey.
    func node(at pointer: String) -> JSONNode? {
        var node: JSONNode? = root
        for part in pointer.split(separator: "/").dropFirst() {
            if let index = Int(part), let list = node?.elements, index < list.count {
                node = list[index]
            } else {
                node = node?[String(part)]
            }
        }
        return node
    }

    /// The top-level field of the question at `pointer` (or of the dynamic panel or matrix it
    /// is in, then `nested`).
    private func enclosingField(of pointer: String, in fields: [ImportedField]) -> (ImportedField, nested: Bool)? {
        var at = pointer
        var nested = false
        while !at.isEmpty {
            if let key = keys[at], let field = fields.first(where: { $0.key == key }) { return (field, nested) }
            guard let slash = at.lastIndex(of: "/") else { break }
            at = String(at[..<slash])
            nested = true
        }
        return nil
    }
}
