/// One question as one field (with its `NAME-Comment` field when it has an "other" answer):
/// its type, then the rules every question shares (`visibleIf`, `isRequired`, `requiredIf`,
/// `enableIf`, validators) and its default.
extension SurveyTranslator {
    /// The fields of question `element`, shown while `conditions` hold.
    mutating func question(_ element: JSONNode, pointer: String, conditions: [String], scope: SurveyScope) -> [ImportedField] {
        guard let key = keys[pointer], let name = element["name"]?.stringValue else {
            note(.untranslated, element, pointer, "a question without a 'name' is not translated")
            return []
        }
        let type = element["type"]?.stringValue?.lowercased() ?? ""
        let dataName = element["valueName"]?.stringValue ?? name
        var conditions = conditions
        var hidden = false
        if let shown = visibility(element, pointer: pointer, scope: scope) {
            if let shown { conditions.append(shown) }
        } else if type == "expression" {
            hidden = true
        } else {
            return []
        }
        if element["readOnly"]?.boolValue == true {
            // No respondent answers it; SurveyJS still puts a default in the data.
            let hasDefault = element["defaultValue"] != nil || element["defaultValueExpression"] != nil
            note(
                .remark, element, pointer,
                "readOnly: no respondent answers the question, so fixtures leave it out"
                    + (hasDefault ? ", where the survey's data would hold its default" : ""),
                keyword: "readOnly")
            return []
        }
        var field = ImportedField(key: key)
        if dataName != key { field["name"] = .string(dataName) }
        let made: Bool
        switch type {
        case "text", "comment": made = textField(element, pointer: pointer, scope: scope, into: &field)
        case "radiogroup", "dropdown", "checkbox", "tagbox", "imagepicker":
            made = choiceField(element, pointer: pointer, type: type, scope: scope, into: &field)
        case "ranking": made = rankingField(element, pointer: pointer, into: &field)
        case "boolean": made = booleanField(element, into: &field)
        case "rating": made = ratingField(element, into: &field)
        case "slider": made = sliderField(element, into: &field)
        case "expression": made = expressionField(element, pointer: pointer, scope: scope, into: &field)
        case "paneldynamic": made = panelDynamic(element, pointer: pointer, into: &field)
        case "matrixdynamic", "matrixdropdown": made = matrixDropdown(element, pointer: pointer, type: type, scope: scope, into: &field)
        case "matrix": made = matrix(element, pointer: pointer, into: &field)
        case "multipletext": made = multipleText(element, pointer: pointer, into: &field)
        case "file", "signaturepad": made = fileField(element, pointer: pointer, type: type, into: &field)
        default:
            guard let custom = types.types[type] else {
                note(
                    .untranslated, element, pointer,
                    "unknown question type '\(type)': a custom type needs its value's shape from a types file (--types FILE)",
                    keyword: "type")
                return []
            }
            made = customField(custom, typeName: type, into: &field)
        }
        guard made else { return [] }
        if hidden {
            // An expression never shown is still worked out, and others read it; SurveyJS clears it from the data.
            field["internal"] = .bool(true)
        }
        if let title = Self.text(element["title"]) {
            field.members.insert(
                ("title", .string(title)), at: field.members.firstIndex { $0.0 == "type" || $0.0 == "use" }.map { $0 + 1 } ?? 0)
        }
        if let condition = Self.joined(conditions) { field["visibleWhen"] = .string(condition) }
        rules(element, pointer: pointer, type: type, scope: scope, into: &field)
        var fields = [field]
        if let comment = commentField(element, pointer: pointer, key: key, dataName: dataName, conditions: conditions) {
            fields.append(comment)
        }
        return fields
    }

    /// Requiredness, `enableIf`, validators and the default.
    private mutating func rules(_ element: JSONNode, pointer: String, type: String, scope: SurveyScope, into field: inout ImportedField) {
        let isList = field["type"] == .string("list")
        let isGroup = (field.fields != nil && !isList) || field["type"] == .string("group")
        let computed = field["compute"] != nil
        let required = element["isRequired"]?.boolValue == true
        if computed {
            // An expression that gives nothing (a sum of no rows) is left out of survey.data.
            field["optional"] = .string("omit")
        }
        if !computed, !isGroup {
            if isList {
                if required, (field["minItems"]?.numberValue ?? 0) < 1 { field["minItems"] = .number("1") }
            } else if !required {
                if let text = element["requiredIf"]?.stringValue {
                    switch expression(text, scope: scope) {
                    case .success(let condition): field["requiredWhen"] = .string(condition)
                    case .failure(let error):
                        note(
                            .untranslated, element, pointer, "requiredIf '\(text)' is not translated: \(error.message)",
                            keyword: "requiredIf")
                    }
                }
                field["optional"] = .string("omit")
            }
        } else if element["requiredIf"] != nil, !computed {
            note(.untranslated, element, pointer, "requiredIf on a \(type) is not translated", keyword: "requiredIf")
        }
        if let text = element["enableIf"]?.stringValue {
            switch expression(text, scope: scope) {
            case .success(let condition):
                // A question that is not enabled cannot be answered: it is shown only while enabled.
                let shown = field["visibleWhen"]?.stringValue
                field["visibleWhen"] = .string(shown.map { "(\($0)) and (\(condition))" } ?? condition)
                note(
                    .remark, element, pointer, "enableIf: the question is answered only while enabled, and left out otherwise",
                    keyword: "enableIf")
            case .failure(let error):
                note(.untranslated, element, pointer, "enableIf '\(text)' is not translated: \(error.message)", keyword: "enableIf")
            }
        }
        validators(element, pointer: pointer, scope: scope, into: &field)
        defaults(element, pointer: pointer, scope: scope, into: &field)
    }

    /// The `NAME-Comment` text of a question with an "other" answer (or a comment box).
    private mutating func commentField(_ element: JSONNode, pointer: String, key: String, dataName: String, conditions: [String])
        -> ImportedField?
    {
        guard let commentKey = keys[pointer + "#comment"] else { return nil }
        var comment = ImportedField(key: commentKey)
        comment["name"] = .string(dataName + "-Comment")
        comment["type"] = .string("text")
        comment["maxLength"] = .number("40")
        let hasOther = element["hasOther"]?.boolValue == true || element["showOtherItem"]?.boolValue == true
        var shown = conditions
        if hasOther {
            let type = element["type"]?.stringValue?.lowercased() ?? ""
            shown.append(type == "checkbox" || type == "tagbox" ? "\(key) contains 'other'" : "\(key) == 'other'")
        } else {
            comment["optional"] = .string("omit")
        }
        if let condition = Self.joined(shown) { comment["visibleWhen"] = .string(condition) }
        return comment
    }
}

extension ImportedValue {
    /// The number a `.number` value holds.
    var numberValue: Double? {
        if case .number(let literal) = self { return Double(literal) }
        return nil
    }

    /// The text a `.string` value holds.
    var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}
