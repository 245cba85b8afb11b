/// `dependencies`, `dependentRequired` and `dependentSchemas`: what a property that is present
/// brings. A property another one needs is required while that one is present
/// (`requiredWhen`); two that need each other are shown together (the second shown only with
/// the first). The properties a dependent schema declares are shown only while the property
/// it depends on is present.
extension SchemaTranslator {
    /// Adds to `fields` (the fields of `schema`'s properties, by property name in `keys`) what
    /// the schema's dependencies ask.
    mutating func applyDependencies(_ schema: SchemaNode, fields: inout [ImportedField], keys: [String: String], required: Set<String>) {
        var needs: [String: [String]] = [:]  // property -> the properties it needs
        for keyword in ["dependencies", "dependentRequired", "dependentSchemas"] {
            guard let members = schema[keyword]?.members else { continue }
            for member in members {
                guard keys[member.key] != nil else {
                    untranslated(schema, "'\(keyword)' names \(Quoted.single(member.key)), which is not a property here", keyword: keyword)
                    continue
                }
                if let names = member.value.elements {
                    needs[member.key, default: []] += names.compactMap(\.stringValue)
                } else if member.value.members != nil {
                    let dependent = SchemaNode(node: member.value, pointer: schema.pointer.appending(keyword).appending(member.key))
                    needs[member.key, default: []] += dependentSchema(dependent, on: member.key, fields: &fields, keys: keys)
                }
            }
        }
        for (source, names) in needs.sorted(by: { $0.key < $1.key }) {
            for name in names where !required.contains(name) && name != source {
                guard let key = keys[name], let index = fields.firstIndex(where: { $0.key == key }) else {
                    untranslated(
                        schema, "a dependency of \(Quoted.single(source)) needs \(Quoted.single(name)), which cannot be filled",
                        keyword: nil)
                    continue
                }
                let sourceKey = keys[source]!
                if needs[name]?.contains(source) == true {
                    // Each needs the other: the later shown only with the earlier, then required.
                    guard let sourceIndex = fields.firstIndex(where: { $0.key == sourceKey }), sourceIndex < index else { continue }
                    fields[index]["visibleWhen"] = .string(Self.and(fields[index]["visibleWhen"], "\(sourceKey) != null"))
                    fields[index]["optional"] = nil
                } else if needs[name] != nil {
                    untranslated(schema, "dependencies that form a chain through \(Quoted.single(name)) are not translated", keyword: nil)
                } else {
                    fields[index]["requiredWhen"] = .string(Self.or(fields[index]["requiredWhen"], "\(sourceKey) != null"))
                }
            }
        }
    }

    /// The fields a dependent schema on property `source` declares, added to `fields` and shown
    /// only while `source` is present; returns the existing properties it requires.
    private mutating func dependentSchema(_ schema: SchemaNode, on source: String, fields: inout [ImportedField], keys: [String: String])
        -> [String]
    {
        let allowed: Set<String> = ["properties", "required", "type"]
        for member in schema.node.members ?? [] where !allowed.contains(member.key) && !Self.annotations.contains(member.key) {
            untranslated(schema, "a dependent schema with '\(Self.shown(member.key))' is not translated yet", keyword: member.key)
        }
        let required = Set((schema["required"]?.elements ?? []).compactMap(\.stringValue))
        let sourceKey = keys[source]!
        for member in schema["properties"]?.members ?? [] {
            guard keys[member.key] == nil else {
                untranslated(
                    schema, "a dependent schema that changes property \(Quoted.single(member.key)) is not translated yet",
                    keyword: "properties")
                continue
            }
            let taken = fields.map(\.key)
            let key = Self.unique(Self.identifier(member.key), taken: taken.contains)
            let property = SchemaNode(node: member.value, pointer: schema.pointer.appending("properties").appending(member.key))
            guard var field = field(property, key: key, name: key == member.key ? nil : member.key, required: required.contains(member.key))
            else { continue }
            field["visibleWhen"] = .string(Self.and(field["visibleWhen"], "\(sourceKey) != null"))
            fields.append(field)
        }
        let declared = Set((schema["properties"]?.members ?? []).map(\.key))
        return required.filter { !declared.contains($0) }.sorted()
    }

    /// `existing and condition`, or `condition` alone.
    static func and(_ existing: ImportedValue?, _ condition: String) -> String {
        guard case .string(let text)? = existing else { return condition }
        return "(\(text)) and \(condition)"
    }

    /// `existing or condition`, or `condition` alone.
    static func or(_ existing: ImportedValue?, _ condition: String) -> String {
        guard case .string(let text)? = existing else { return condition }
        return "(\(text)) or \(condition)"
    }
}
