/// Open choices (`"open": true`) and options taken from another field's answers
/// (`"options": {"from": "hobbies"}`), as the loader reads them; the planner resolves the
/// source field (see ``PlanBuilder/compileOptionSource(_:for:in:)``).
extension ModelReader {
    /// Reads `{"from": "name"}`: the dotted name of a multichoice, or `list.field`.
    mutating func readOptionSource(_ node: JSONNode, path: JSONPath) -> Options? {
        guard let members = node.members else { return nil }
        var source: SourceText?
        for member in members {
            let memberPath = path.appending(member.key)
            guard member.key == "from" else {
                let hint =
                    FieldKeys.tableLookup.contains(member.key)
                    ? "options come from a table look-up or from another field's answers, not both" : nil
                bag.error(
                    "unknown key \(Quoted.single(member.key)) in options taken from another field", at: member.keyLocation,
                    path: memberPath.description, hint: hint ?? FieldKeys.unknownKeyHint(member.key, validKeys: FieldKeys.optionSource))
                continue
            }
            let hint = "name a multichoice field, or a text field of a list's items: \"hobbies\", \"children.name\""
            guard let text = member.value.expectSourceText("'from'", path: memberPath, hint: hint, into: &bag) else { continue }
            let parts = text.text.split(separator: ".", omittingEmptySubsequences: false)
            guard !parts.isEmpty, parts.allSatisfy({ String($0).isIdentifierLike }) else {
                bag.error(
                    "\(Quoted.single(text.text)) is not a field name", at: member.value.location, path: memberPath.description, hint: hint)
                continue
            }
            source = text
        }
        return source.map(Options.from)
    }

    /// Reports text constraints on a closed choice: they check only values outside the options,
    /// which a closed choice never takes.
    mutating func checkOpenChoice(_ field: Field, node: JSONNode, path: JSONPath) {
        guard !field.isOpen, let members = node.members else { return }
        for member in members where FieldKeys.openChoiceText.contains(member.key) {
            bag.error(
                "\(Quoted.single(member.key)) applies to a choice only when it is open", at: member.keyLocation,
                path: path.appending(member.key).description,
                hint: "add \"open\": true to take values outside the options, each checked by \(Quoted.single(member.key))")
        }
    }
}
