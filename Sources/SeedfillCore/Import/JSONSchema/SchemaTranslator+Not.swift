/// `not` on a value, when it excludes values (`"not": {"enum": ["USA", "CAN"]}`, or a `const`):
/// a choice loses those options, a boolean is a choice of the other value, and any other value
/// is checked by a `validWhen` that rejects them (drawn again in the rare record that hits one).
extension SchemaTranslator {
    /// Applies the `not` of scalar schema `schema` to `field`.
    mutating func exclude(_ schema: SchemaNode, from field: inout ImportedField) {
        guard let negated = schema["not"], let members = negated.members,
            members.allSatisfy({ ["enum", "const", "type"].contains($0.key) || Self.annotations.contains($0.key) }),
            let excluded = negated["enum"]?.elements ?? negated["const"].map({ [$0] }),
            excluded.allSatisfy({ $0.stringValue != nil || $0.numberLiteral != nil || $0.boolValue != nil || $0.isNull })
        else {
            untranslated(schema, "a 'not' that does more than exclude values is not translated yet", keyword: "not")
            return
        }
        let values = excluded.map(ImportedValue.init)
        if case .array(let options)? = field["options"] {
            let kept = options.filter { !values.contains($0) }
            guard !kept.isEmpty else {
                untranslated(schema, "'not' excludes every value of the enumeration", keyword: "not")
                return
            }
            field["options"] = .array(kept)
            return
        }
        if field["type"] == .string("boolean") {
            let kept = [true, false].filter { !values.contains(.bool($0)) }
            guard !kept.isEmpty else {
                untranslated(schema, "'not' excludes both booleans", keyword: "not")
                return
            }
            field["type"] = .string("choice")
            field["options"] = .array(kept.map(ImportedValue.bool))
            return
        }
        let literals = excluded.filter { !$0.isNull }.map(Self.literal)
        guard !literals.isEmpty else { return }
        field["validWhen"] = .string(Self.and(field["validWhen"], "not (\(field.key) in [\(literals.joined(separator: ", "))])"))
        field["message"] = .string("not one of " + excluded.map { ImportedModel.json(ImportedValue($0)) }.joined(separator: ", "))
    }
}
