/// A question's proposed answer: `defaultValue` as the field's `initialValue` (spread over the
/// members of an object's value), `defaultValueExpression` as its `defaultExpr`. A field that
/// no seed entry maps then holds what the respondent is proposed and keeps; one that is mapped
/// holds the answer the seed draws, as a respondent who edits the proposal would give.
extension SurveyTranslator {
    /// Sets the field's default from the question's `defaultValueExpression` or `defaultValue`,
    /// or notes why it is not translated; remarks on the value-setting keywords it leaves out.
    mutating func defaults(_ element: JSONNode, pointer: String, scope: SurveyScope, into field: inout ImportedField) {
        guard field["compute"] == nil else { return }
        let why = "fixtures hold answers a respondent typed in"
        if let text = element["defaultValueExpression"]?.stringValue, !text.trimmingSpaces.isEmpty {
            defaultExpression(text, element, pointer: pointer, scope: scope, into: &field)
            if element["defaultValue"] != nil {
                note(
                    .remark, element, pointer, "'defaultValue' is not used: 'defaultValueExpression' gives the default",
                    keyword: "defaultValue")
            }
        } else if let node = element["defaultValue"], !node.isNull {
            var proposed = field
            if let problem = Self.propose(ImportedValue(node), to: &proposed) {
                note(
                    .remark, element, pointer,
                    "'defaultValue' \(ImportedModel.json(ImportedValue(node))) is not translated: \(problem); \(why)",
                    keyword: "defaultValue")
            } else {
                field = proposed
            }
        }
        for keyword in ["setValueExpression", "setValueIf", "resetValueIf"] where element[keyword] != nil {
            note(.remark, element, pointer, "'\(keyword)' is not translated: \(why)", keyword: keyword)
        }
    }

    /// `defaultValueExpression` as the field's `defaultExpr`, translated as `visibleIf` is.
    private mutating func defaultExpression(
        _ text: String, _ element: JSONNode, pointer: String, scope: SurveyScope, into field: inout ImportedField
    ) {
        let own = element["valueName"]?.stringValue ?? element["name"]?.stringValue ?? ""
        let problem: String?
        if field.fields != nil || field["type"] == nil {
            problem = "the model proposes single answers only, not a \(field["type"]?.stringValue ?? "custom type")'s value"
        } else if field["validWhen"] != nil {
            problem = "the field's rule '\(field["validWhen"]?.stringValue ?? "")' could reject the proposal in some records"
        } else if case .success(let tree) = SurveyExpression.parse(text), tree.reads(own) {
            problem = "it reads the question's own answer"
        } else {
            switch expression(text, scope: scope) {
            case .success(let translated):
                field["defaultExpr"] = .string(translated)
                let location = element.members?.first { $0.key == "defaultValueExpression" }?.keyLocation ?? element.location
                let note = ImportNote(kind: .remark, location: location, pointer: pointer + "/defaultValueExpression", message: "")
                defaultSources[field.key] = (note, text)
                problem = nil
            case .failure(let error): problem = error.message
            }
        }
        if let problem {
            note(
                .remark, element, pointer,
                "'defaultValueExpression' '\(text)' is not translated: \(problem); fixtures hold answers a respondent typed in",
                keyword: "defaultValueExpression")
        }
    }

    /// Gives `field` the initial value `value` (a group each of its members' by name); returns
    /// why it cannot, leaving `field` half changed (the caller works on a copy).
    static func propose(_ value: ImportedValue, to field: inout ImportedField) -> String? {
        if field["type"] == .string("list") {
            return "the model proposes no items for a list (a dynamic panel's or matrix's rows)"
        }
        guard var members = field.fields else {
            if field["type"] == nil { return "the model proposes no value for a custom type" }
            if let problem = field.constantProblem(value) { return problem }
            field["initialValue"] = value
            return nil
        }
        guard case .object(let given) = value else { return "the question's answer is an object" }
        if given.isEmpty { return "an empty object proposes nothing" }
        for member in given {
            guard let index = members.firstIndex(where: { ($0["name"]?.stringValue ?? $0.key) == member.key }) else {
                return "'\(member.key)' is no part of the question's answer"
            }
            if let problem = propose(member.value, to: &members[index]) { return "'\(member.key)': \(problem)" }
        }
        field.fields = members
        return nil
    }
}
