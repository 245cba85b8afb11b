/// Translates a SurveyJS survey (its JSON) into a seedfill model whose fixtures are what
/// `survey.data` holds when a respondent completes the survey with default settings.
///
/// Pages and panels are layout only: their questions become top-level fields (or fields of a
/// dynamic panel's items) whose `visibleWhen` joins the page's and panel's `visibleIf` to their
/// own, so the data stays flat and every question's value is under its `valueName` or `name`.
/// Custom question types are read from a types file (``SurveyTypes``). Anything that cannot be
/// translated faithfully is an ``ImportNote`` of kind `untranslated`, located where it is written.
struct SurveyTranslator {
    let root: JSONNode
    let types: SurveyTypes
    var notes: [ImportNote] = []
    /// The survey-level names expressions read.
    var names = SurveyNames()
    /// Keys given so far, model-wide, so that no key shadows another in an item's scope.
    var usedKeys: Set<String> = []
    /// The key of each question, by its JSON pointer, given before any field is made.
    var keys: [String: String] = [:]
    /// The names of a dynamic panel's or matrix's items, by the question's pointer.
    var itemNames: [String: SurveyNames] = [:]
    /// Names expressions read that the survey does not define, in the order found.
    var contextVariables: [String] = []
    /// Integer fields a validator compares with another field (`{row.dia} < {row.sys}`), by key.
    var comparisons: [String: (other: String, op: String)] = [:]
    /// Definitions made of custom types, in the order first used.
    var definitions: [(name: String, field: ImportedField)] = []
    /// Run-time choices: the text field each dynamic panel's items get for them, by list key and
    /// `choiceValue`, and the required questions that need the list to have an item.
    var runtimeTexts: [String: [(template: String, field: ImportedField)]] = [:]
    var runtimeRequired: [(list: String, question: String)] = []
    /// Where each `defaultExpr` comes from, by field key (``FormTranslation/defaults``).
    var defaultSources: [String: (note: ImportNote, text: String)] = [:]

    init(document: JSONNode, types: SurveyTypes) {
        root = document
        self.types = types
    }

    /// The model named `name`, made of the survey's pages.
    mutating func model(named name: String) -> ImportedModel {
        var model = ImportedModel(name: name, title: SurveyTranslator.text(root["title"]))
        let pages: [(JSONNode, String)]
        if let list = root["pages"]?.elements {
            pages = list.enumerated().map { ($1, "#/pages/\($0)") }
        } else if root["elements"] != nil || root["questions"] != nil {
            pages = [(root, "#")]
        } else {
            note(.untranslated, root, "#", "the survey has no 'pages' nor 'elements'")
            return model
        }
        var table = SurveyNames()
        for (page, pointer) in pages { register(page, pointer: pointer, into: &table) }
        let calculated = (root["calculatedValues"]?.elements ?? []).enumerated().compactMap { index, value -> (JSONNode, String, String)? in
            guard let name = value["name"]?.stringValue else { return nil }
            let key = uniqueKey(name)
            table[name] = .init(key: key)
            return (value, "#/calculatedValues/\(index)", key)
        }
        names = table
        for (value, pointer, key) in calculated {
            // A calculated value: worked out from the answers, written only with includeIntoResult.
            var field = ImportedField(key: key)
            if let name = value["name"]?.stringValue, name != key { field["name"] = .string(name) }
            guard expressionField(value, pointer: pointer, scope: SurveyScope(), into: &field) else { continue }
            if value["includeIntoResult"]?.boolValue != true { field["internal"] = .bool(true) }
            field["optional"] = .string("omit")
            model.fields.append(field)
        }
        for (page, pointer) in pages {
            model.fields += container(page, pointer: pointer, conditions: [], scope: SurveyScope())
        }
        reportSurveySettings()
        model.fields = boundedByComparisons(merged(model.fields))
        attachRuntimeChoices(to: &model.fields)
        model.definitions = definitions
        return model
    }

    // MARK: - Keys

    /// A key made of `name`, unused so far in the model.
    mutating func uniqueKey(_ name: String) -> String {
        let base = SchemaTranslator.identifier(name)
        var key = base
        var number = 2
        while usedKeys.contains(key) {
            key = base + String(number)
            number += 1
        }
        usedKeys.insert(key)
        return key
    }

    static func isIdentifier(_ name: String) -> Bool { SchemaTranslator.isIdentifier(name) }

    /// The text of a title or string that may be localized (`{"default": …, "fr": …}`).
    static func text(_ node: JSONNode?) -> String? {
        guard let node else { return nil }
        if let text = node.stringValue { return text }
        if let members = node.members {
            return members.first { $0.key == "default" }?.value.stringValue ?? members.first?.value.stringValue
        }
        return nil
    }

    // MARK: - Notes

    /// Notes something about `node` (at `pointer`), at member `keyword` when given.
    mutating func note(_ kind: ImportNote.Kind, _ node: JSONNode, _ pointer: String, _ message: String, keyword: String? = nil) {
        let location = keyword.flatMap { key in node.members?.first { $0.key == key }?.keyLocation } ?? node.location
        let at = keyword.map { pointer + "/" + $0 } ?? pointer
        guard !notes.contains(where: { $0.pointer == at && $0.message == message }) else { return }
        notes.append(ImportNote(kind: kind, location: location, pointer: at, message: message))
    }

    /// Survey settings that change what `survey.data` holds.
    private mutating func reportSurveySettings() {
        if let mode = root["clearInvisibleValues"]?.stringValue, mode == "none" || mode == "onHidden" {
            note(
                .remark, root, "#",
                "clearInvisibleValues '\(mode)': a question hidden again may keep its answer; fixtures leave out every hidden question",
                keyword: "clearInvisibleValues")
        }
        for (index, trigger) in (root["triggers"]?.elements ?? []).enumerated() {
            let type = trigger["type"]?.stringValue?.lowercased() ?? ""
            if ["setvalue", "runexpression", "copyvalue"].contains(type), let target = trigger["setToName"]?.stringValue,
                names[target] != nil
            {
                // The value set is one the respondent may change afterwards, as with a default value.
                note(
                    .remark, trigger, "#/triggers/\(index)",
                    "a '\(type)' trigger sets '\(target)', which the respondent may change afterwards: fixtures hold answers as typed")
            } else {
                note(
                    .untranslated, trigger, "#/triggers/\(index)",
                    "a '\(type)' trigger is not translated: fixtures may not follow what it does", keyword: "type")
            }
        }
        if root["storeOthersAsComment"]?.boolValue == false {
            note(.untranslated, root, "#", "storeOthersAsComment false is not translated", keyword: "storeOthersAsComment")
        }
    }
}
