/// Converting the values given to ``Questionnaire/set(_:to:)`` to their fields' types.
extension Questionnaire {
    /// `value` as field `id` (at `path`) holds it; `nil` for no value. A list's items are
    /// converted field by field.
    func answerValue(_ value: QuestionnaireValue?, of id: FieldID, path: String) throws(SeedfillError) -> Value? {
        guard let value, value != .null else { return nil }
        let field = form.plan.fields[id]
        guard field.field.type == .list else {
            guard let converted = AnswerValues.value(value, for: field.field.type) else { throw wrongType(value, id, path) }
            return converted
        }
        guard case .array(let elements) = value else { throw wrongType(value, id, path) }
        var items: [Value] = []
        for (index, element) in elements.enumerated() {
            guard case .object(let members) = element else { throw wrongType(value, id, path) }
            items.append(.object(try itemMembers(members, of: field.children, path: "\(path)[\(index)]")))
        }
        return .array(items)
    }

    /// The members of an item (or of a group in one) given as `members`, for the fields `ids`.
    private func itemMembers(_ members: [String: QuestionnaireValue], of ids: [FieldID], path: String) throws(SeedfillError)
        -> ObjectValue
    {
        var object = ObjectValue(keys: [], values: [])
        let fields = ids.filter { form.plan.fields[$0].kind == .field }
        for key in members.keys.sorted() {
            let memberPath = "\(path).\(key)"
            guard let id = fields.first(where: { form.plan.fields[$0].field.key == key }) else {
                let keys = fields.map { form.plan.fields[$0].field.key }
                throw SeedfillError(
                    .error(
                        "the model \(Quoted.single(model)) has no field \(Quoted.single(memberPath))", path: memberPath,
                        hint: Suggestions.hint(for: key, in: keys) ?? "the fields here are: \(Quoted.list(keys.map { Quoted.single($0) }))")
                )
            }
            let field = form.plan.fields[id]
            let converted: Value?
            switch field.field.type {
            case .section, .group:
                guard case .object(let inner)? = members[key] else { throw wrongType(members[key]!, id, memberPath) }
                converted = .object(try itemMembers(inner, of: field.children, path: memberPath))
            default:
                if let compute = field.field.compute {
                    throw SeedfillError(
                        .error(
                            "\(Quoted.single(memberPath)) is computed (\(Quoted.single(compute.text))), so it cannot be set",
                            at: field.field.location, path: memberPath, hint: "leave it out of the item; set the fields it is computed from"
                        ))
                }
                converted = try answerValue(members[key], of: id, path: memberPath)
            }
            if let converted {
                object.keys.append(key)
                object.values.append(converted)
            }
        }
        return object
    }

    /// The error of `value` given to field `id` (at `path`) of another type.
    private func wrongType(_ value: QuestionnaireValue, _ id: FieldID, _ path: String) -> SeedfillError {
        let field = form.plan.fields[id]
        let (what, example) = AnswerValues.expected(field.field.type)
        let shown = AnswerValues.plain(value)?.quoted ?? "a number beyond the format's range"
        return SeedfillError(
            .error(
                "\(Quoted.single(path)) is a field of type \(field.field.type.rawValue), which takes \(what), not \(shown)",
                at: field.field.location, path: path, hint: "give \(example)"))
    }
}
