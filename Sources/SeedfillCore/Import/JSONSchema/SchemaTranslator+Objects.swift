/// An object schema's properties as fields: each property a field, keyed by an identifier
/// made of its name (the name itself written as the field's `name` when they differ).
extension SchemaTranslator {
    /// The fields of the properties of object schema `schema` (already resolved), in their
    /// order; `nil` when the object cannot be filled.
    mutating func objectFields(_ schema: SchemaNode, required: Bool) -> [ImportedField]? {
        let fields = properties(of: schema)
        guard !fields.isEmpty else {
            if schema[Self.branchSetsKey] != nil { return nil }
            if required || schema["properties"] == nil {
                untranslated(schema, "an object without properties: nothing says what it holds", keyword: nil)
            } else {
                remark(schema, "an object none of whose properties can be filled is left out", keyword: nil)
            }
            return nil
        }
        return fields
    }

    /// The fields of the properties of `schema` (already resolved).
    mutating func properties(of schema: SchemaNode) -> [ImportedField] {
        let required = Set((schema["required"]?.elements ?? []).compactMap(\.stringValue))
        let declared = schema["properties"]?.members ?? []
        let external = narrowings.removeValue(forKey: schema.pointer) ?? []
        // Properties the branches of a oneOf or anyOf, or its conditions, declare are declared too.
        let described = describedProperties(schema, external: external)
        for name in required.sorted() where !described.contains(name) {
            untranslated(
                schema, "required property \(Quoted.single(name)) is not declared in 'properties': nothing says what it holds",
                keyword: "required")
        }
        if let count = schema["minProperties"]?.numberLiteral.flatMap(Int.init), count > required.count {
            untranslated(
                schema, "minProperties \(count) is more than the \(required.count) required properties: a fixture may hold fewer",
                keyword: "minProperties")
        }
        if let count = schema["maxProperties"]?.numberLiteral.flatMap(Int.init), count < declared.count {
            untranslated(
                schema, "maxProperties \(count) is fewer than the \(declared.count) properties: a fixture may hold more",
                keyword: "maxProperties")
        }
        for keyword in ["patternProperties", "propertyNames"] where schema[keyword] != nil {
            untranslated(schema, "'\(keyword)' may constrain the declared properties too, and is not translated", keyword: keyword)
        }
        var keyOfName: [String: String] = [:]
        var keys: Set<String> = []
        for member in declared {
            let key = Self.unique(Self.identifier(member.key), taken: keys.contains)
            keys.insert(key)
            keyOfName[member.key] = key
        }
        let outerPending = (pendingRequired, pendingShown)
        pendingRequired = []
        pendingShown = []
        let plan = branchPlan(schema, external: external, keys: keyOfName, required: required, declared: described)
        let objects = objectNarrowings(schema, plan: plan)
        var fields: [ImportedField] = []
        let propertiesPointer = schema.pointer.appending("properties")
        for member in declared {
            let key = keyOfName[member.key]!
            let property = SchemaNode(node: member.value, pointer: propertiesPointer.appending(member.key))
            let name = key == member.key ? nil : member.key
            let isRequired = required.contains(member.key)
            let made =
                objects[member.key].map { narrowedObjectField(property, parts: $0, key: key, name: name, required: isRequired) }
                ?? field(property, key: key, name: name, required: isRequired)
            guard let field = made else {
                if isRequired {
                    untranslated(property, "the required property \(Quoted.single(member.key)) cannot be filled", keyword: nil)
                }
                keyOfName[member.key] = nil
                continue
            }
            fields.append(field)
        }
        addTellers(plan, fields: &fields, keys: &keyOfName)
        // Objects that only branches declare, each one group.
        for (name, parts) in objects.sorted(by: { $0.key < $1.key }) where keyOfName[name] == nil && schema["properties"]?[name] == nil {
            let key = Self.unique(Self.identifier(name), taken: Set(fields.map(\.key)).union(keyOfName.values).contains)
            guard let field = narrowedObjectField(nil, parts: parts, key: key, name: key == name ? nil : name, required: false) else {
                continue
            }
            if field["visibleWhen"] == nil { keyOfName[name] = key }
            fields.append(field)
        }
        applyBranches(schema, plan: plan, objects: objects, fields: &fields, keys: &keyOfName, required: required)
        for (keys, condition) in pendingRequired {
            for key in keys {
                guard let index = fields.firstIndex(where: { $0.key == key }), fields[index]["optional"] == .string("omit") else {
                    continue
                }
                if condition == "true" {
                    fields[index]["optional"] = nil
                    fields[index]["requiredWhen"] = nil
                } else {
                    fields[index]["requiredWhen"] = .string(Self.or(fields[index]["requiredWhen"], condition))
                }
            }
        }
        for (keys, condition) in pendingShown {
            for key in keys {
                guard let index = fields.firstIndex(where: { $0.key == key }) else { continue }
                fields[index]["visibleWhen"] = .string(Self.and(fields[index]["visibleWhen"], condition))
            }
        }
        (pendingRequired, pendingShown) = outerPending
        // A property the object requires that only branches declare: every branch of one set
        // that always applies must write it.
        for name in required.sorted() where keyOfName[name] == nil {
            let declaring = plan.parts.contains { $0.schema["properties"]?[name] != nil || $0.written.contains(name) }
            guard declaring, !plan.writes(name, whenever: nil) else { continue }
            untranslated(
                schema, "required property \(Quoted.single(name)) is declared only in some branches: the others leave it out",
                keyword: "required")
        }
        applyDependencies(schema, fields: &fields, keys: keyOfName, required: required)
        applyConditionals(schema, fields: &fields, keys: keyOfName, required: required)
        checkShadowing(external, fields: fields)
        return fields
    }

    /// `base`, or `base2`, `base3`… the first that `taken` does not hold: a key or definition
    /// name not used yet.
    static func unique(_ base: String, taken: (String) -> Bool) -> String {
        var name = base
        var suffix = 2
        while taken(name) {
            name = base + String(suffix)
            suffix += 1
        }
        return name
    }

    /// An identifier (`[A-Za-z_][A-Za-z0-9_]*`) made of a property name: words run together
    /// in camel case (`"Do you have pets?"` → `doYouHavePets`), a leading digit prefixed.
    static func identifier(_ name: String) -> String {
        if Self.isIdentifier(name), !Self.reservedWords.contains(name) { return name }
        var words: [String] = []
        var current = ""
        for scalar in name.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        var key = words.enumerated().map { index, word in
            index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        if key.isEmpty { key = "field" }
        if key.first!.isNumber { key = "n" + key }
        if Self.reservedWords.contains(key) { key += "Value" }
        return key
    }

    /// Whether `name` is already an identifier.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic || first == "_" else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0)) }
    }

    /// Words of the expression language that cannot be keys.
    static let reservedWords: Set<String> = ["and", "or", "not", "true", "false", "null", "in", "if", "today", "index", "let"]
}
