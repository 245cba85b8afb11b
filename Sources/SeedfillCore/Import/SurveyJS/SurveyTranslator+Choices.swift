/// Questions that choose among `choices`: one value (`radiogroup`, `dropdown`) or an array
/// (`checkbox`, `tagbox`), with "other" and "none" items, per-choice `visibleIf`,
/// `choicesVisibleIf` and `choicesFromQuestion`.
extension SurveyTranslator {
    /// A choice's value: the item itself, or its `value`.
    static func choiceValue(_ node: JSONNode) -> ImportedValue? {
        if let members = node.members {
            return members.first { $0.key == "value" }.map { ImportedValue($0.value) }
        }
        return node.isNull ? nil : ImportedValue(node)
    }

    /// A value as text (a row's key).
    static func valueText(_ value: ImportedValue) -> String {
        switch value {
        case .string(let text): text
        case .number(let literal): literal
        default: ImportedModel.json(value)
        }
    }

    /// Fills `field` as a choice or a multichoice of the question's choices.
    mutating func choiceField(_ element: JSONNode, pointer: String, type: String, scope: SurveyScope, into field: inout ImportedField)
        -> Bool
    {
        let multiple = type == "checkbox" || type == "tagbox"
        field["type"] = .string(multiple ? "multichoice" : "choice")
        if let name = element["name"]?.stringValue, let runtime = types.runtimeChoices[name.lowercased()] {
            return runtimeChoiceField(element, pointer: pointer, runtime: runtime, multiple: multiple, into: &field)
        }
        if let source = element["choicesFromQuestion"]?.stringValue {
            return choicesFromQuestion(element, pointer: pointer, source: source, multiple: multiple, into: &field)
        }
        if element["choicesByUrl"] != nil {
            note(
                .untranslated, element, pointer, "choices loaded from a web service ('choicesByUrl') are not translated",
                keyword: "choicesByUrl")
            return false
        }
        let filter = element["choicesVisibleIf"]?.stringValue
        var options: [ImportedValue] = []
        var anyObject = false
        for (index, item) in (element["choices"]?.elements ?? []).enumerated() {
            guard let value = Self.choiceValue(item) else { continue }
            var conditions: [String] = []
            let own = element["valueName"]?.stringValue ?? element["name"]?.stringValue ?? ""
            if let text = item["visibleIf"]?.stringValue, case .success(let tree) = SurveyExpression.parse(text), tree.reads(own) {
                guard
                    ownChoiceCondition(
                        tree, text: text, own: own, value: value, multiple: multiple, item: item,
                        pointer: "\(pointer)/choices/\(index)", scope: scope, into: &conditions)
                else { continue }
            } else if let text = item["visibleIf"]?.stringValue {
                append(text, scope: scope, to: &conditions, node: item, pointer: "\(pointer)/choices/\(index)", keyword: "visibleIf")
            }
            if let filter {
                var itemScope = scope
                itemScope.item = ImportedModel.json(value).replacingOccurrences(of: "\"", with: "'")
                append(filter, scope: itemScope, to: &conditions, node: element, pointer: pointer, keyword: "choicesVisibleIf")
            }
            if let condition = Self.joined(conditions) {
                anyObject = true
                options.append(.object([.init(key: "value", value: value), .init(key: "visibleWhen", value: .string(condition))]))
            } else {
                options.append(value)
            }
        }
        if element["hasNone"]?.boolValue == true || element["showNoneItem"]?.boolValue == true {
            anyObject = anyObject || multiple
            options.append(
                multiple
                    ? .object([.init(key: "value", value: .string("none")), .init(key: "exclusive", value: .bool(true))]) : .string("none"))
        }
        if element["hasOther"]?.boolValue == true || element["showOtherItem"]?.boolValue == true { options.append(.string("other")) }
        if anyObject {
            options = options.map { $0.isScalar ? .object([.init(key: "value", value: $0)]) : $0 }
        }
        guard !options.isEmpty else {
            note(.untranslated, element, pointer, "a choice question without choices is not translated", keyword: "choices")
            return false
        }
        field["options"] = .array(options)
        if multiple {
            let required = element["isRequired"]?.boolValue == true
            field["minItems"] = .number(element["minSelectedChoices"]?.numberLiteral ?? "1")
            if let most = element["maxSelectedChoices"]?.numberLiteral, most != "0" { field["maxItems"] = .number(most) }
            _ = required
        }
        if element["hasSelectAll"]?.boolValue == true || element["showSelectAllItem"]?.boolValue == true {
            note(.remark, element, pointer, "'select all' is a way to tick every choice; fixtures tick choices one by one")
        }
        return true
    }

    /// A choice's `visibleIf` `tree` that reads its own question `own`, worked out for an answer
    /// that holds the choice (``SurveyExpression/assuming(_:holds:multiple:)``): appends what is
    /// left of it to `conditions`, or returns false when the choice can never be kept.
    private mutating func ownChoiceCondition(
        _ tree: SurveyExpression, text: String, own: String, value: ImportedValue, multiple: Bool, item: JSONNode, pointer: String,
        scope: SurveyScope, into conditions: inout [String]
    ) -> Bool {
        let left = tree.assuming(own, holds: Self.valueText(value), multiple: multiple)
        switch left {
        case .bool(false):
            note(
                .remark, item, pointer,
                "the choice '\(Self.valueText(value))' is never kept: its visibleIf '\(text)' is false whenever it is chosen, "
                    + "and SurveyJS unticks a choice that becomes hidden; fixtures never hold it", keyword: "visibleIf")
            return false
        case .bool(true):
            return true
        case _ where left.reads(own):
            note(
                .untranslated, item, pointer,
                "a choice's visibleIf '\(text)' that reads its own question is not translated: whether it holds with the choice ticked "
                    + "depends on the other choices ticked", keyword: "visibleIf")
            return true
        default:
            switch expression(left, scope: scope) {
            case .success(let translated): conditions.append(translated)
            case .failure(let error):
                note(.untranslated, item, pointer, "visibleIf '\(text)' is not translated: \(error.message)", keyword: "visibleIf")
            }
            return true
        }
    }

    /// Appends the translation of `text` to `conditions`, or notes why it is not translated.
    mutating func append(
        _ text: String, scope: SurveyScope, to conditions: inout [String], node: JSONNode, pointer: String, keyword: String
    ) {
        switch expression(text, scope: scope) {
        case .success(let translated): conditions.append(translated)
        case .failure(let error):
            note(.untranslated, node, pointer, "\(keyword) '\(text)' is not translated: \(error.message)", keyword: keyword)
        }
    }

    /// `choicesFromQuestion`: the source's choices (mode `all`), or its answers (`selected`).
    private mutating func choicesFromQuestion(
        _ element: JSONNode, pointer: String, source: String, multiple: Bool, into field: inout ImportedField
    ) -> Bool {
        let mode = element["choicesFromQuestionMode"]?.stringValue ?? "all"
        guard let entry = names[source] else {
            note(.untranslated, element, pointer, "choicesFromQuestion names no question: '\(source)'", keyword: "choicesFromQuestion")
            return false
        }
        switch mode {
        case "selected":
            field["options"] = .object([.init(key: "from", value: .string(entry.key))])
            if multiple { field["minItems"] = .number("1") }
            return true
        default:
            guard let sourceElement = findQuestion(named: source), let choices = sourceElement["choices"]?.elements else {
                note(
                    .untranslated, element, pointer, "choicesFromQuestionMode '\(mode)' is not translated",
                    keyword: "choicesFromQuestionMode")
                return false
            }
            field["options"] = .array(choices.compactMap(Self.choiceValue))
            if multiple { field["minItems"] = .number("1") }
            guard mode == "all" else {
                note(
                    .untranslated, element, pointer, "choicesFromQuestionMode '\(mode)' is not translated",
                    keyword: "choicesFromQuestionMode")
                return false
            }
            return true
        }
    }

    /// The question of the survey named `name` (case-insensitive), wherever it is.
    func findQuestion(named name: String) -> JSONNode? {
        func search(_ node: JSONNode) -> JSONNode? {
            if node["name"]?.stringValue?.lowercased() == name.lowercased(), node["type"] != nil { return node }
            for child in (node.members?.map(\.value) ?? []) + (node.elements ?? []) {
                if let found = search(child) { return found }
            }
            return nil
        }
        return search(root)
    }
}
