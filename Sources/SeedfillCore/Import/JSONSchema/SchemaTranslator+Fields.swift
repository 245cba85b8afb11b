/// One property's schema as one field: by its type, after references and `allOf`.
extension SchemaTranslator {
    /// The field for a property `key` (written as `name` when that differs) of schema
    /// `schema`, which the enclosing object requires or not; `nil` when the property is left
    /// out of every fixture (noted).
    mutating func field(_ schema: SchemaNode, key: String, name: String?, required: Bool) -> ImportedField? {
        nesting += 1
        defer { nesting -= 1 }
        guard nesting <= Self.maxNesting else {
            untranslated(schema, "nested more than \(Self.maxNesting) levels deep", keyword: nil)
            return nil
        }
        if let flag = schema.node.boolValue {
            // `true` accepts anything (nothing to fill it with); `false` nothing.
            if flag {
                untranslated(schema, "the schema 'true' accepts any value: nothing says what to fill", keyword: nil)
            } else if required {
                untranslated(schema, "a required property whose schema is 'false': no instance is valid", keyword: nil)
            }
            return nil
        }
        if let referenced = referencedField(schema, key: key, name: name, required: required) { return referenced }
        var schema = resolved(schema)
        reportUntranslatedKeywords(schema)
        var field = ImportedField(key: key)
        if let name { field["name"] = .string(name) }
        if baseType(of: schema) != "object", let (keyword, first) = Self.firstBranchNode(of: schema) {
            // Imported leniently, the value follows the first branch.
            for set in schema[Self.branchSetsKey]?.elements ?? [] {
                let pointer = set["$pointer"]?.stringValue.flatMap(SchemaPointer.init(reference:)) ?? schema.pointer
                let written = ["oneOf", "anyOf"].first { set[$0] != nil } ?? keyword
                untranslated(
                    SchemaNode(node: set, pointer: pointer), "'\(written)' on a value that is not an object is not translated yet",
                    keyword: written)
            }
            schema = firstBranch(of: schema, first)
        }
        let type = baseType(of: schema)
        let nullable = isNullable(schema)
        switch type {
        case "object" where schema["not"] != nil:
            untranslated(schema, "'not' on an object is not translated yet: fixtures may hold what it excludes", keyword: "not")
            fallthrough
        case "object":
            guard let fields = objectFields(schema, required: required) else { return nil }
            field["type"] = .string("group")
            field.fields = fields
        case "array":
            guard arrayField(schema, into: &field, required: required) else { return nil }
        case "string", "integer", "number", "boolean":
            guard scalarField(schema, type: type!, into: &field) else { return nil }
            if schema["not"] != nil { exclude(schema, from: &field) }
        case "null":
            if required { untranslated(schema, "a property that is always null: seedfill fills values", keyword: "type") }
            return nil
        default:
            untranslated(schema, "no type: give the property a \"type\", \"enum\" or \"const\"", keyword: nil)
            return nil
        }
        if type != "object" { valueConditionals(schema, into: &field) }
        if let title = schema["title"]?.stringValue {
            field.members.insert(("title", .string(title)), at: field.members.firstIndex { $0.0 == "type" }.map { $0 + 1 } ?? 0)
        }
        let writtenWhenShown = type == "object" || type == "array"
        if !required {
            if writtenWhenShown {
                remark(schema, "an optional object or array is always written (the schema allows that)", keyword: nil)
            } else {
                field["optional"] = .string("omit")
            }
        } else if nullable, !writtenWhenShown {
            field["optional"] = .bool(true)
        }
        return field
    }

    /// `schema` with its `oneOf`s and `anyOf`s replaced by the first branch of the first, merged in.
    private mutating func firstBranch(of schema: SchemaNode, _ first: JSONNode) -> SchemaNode {
        guard let members = schema.node.members else { return schema }
        let rest = JSONNode(.object(members.filter { $0.key != Self.branchSetsKey }), at: schema.node.location)
        let both = JSONNode(
            .object([
                JSONMember(
                    key: "allOf", keyLocation: schema.node.location, value: JSONNode(.array([rest, first]), at: schema.node.location))
            ]),
            at: schema.node.location)
        return resolved(both, at: schema.pointer)
    }

    /// The type the field is made for: the schema's `type` without `null`, or one read off
    /// `enum`, `const`, `properties` or `items`; `"null"` for null only, `nil` for none.
    func baseType(of schema: SchemaNode) -> String? {
        var types: [String] = []
        if let text = schema["type"]?.stringValue {
            types = [text]
        } else if let list = schema["type"]?.elements {
            types = list.compactMap(\.stringValue)
        }
        let values = (schema["enum"]?.elements ?? []) + (schema["const"].map { [$0] } ?? [])
        if types.isEmpty, !values.isEmpty { types = values.map(Self.typeName) }
        if types.isEmpty, schema["properties"] != nil || schema["required"] != nil { types = ["object"] }
        if types.isEmpty, schema["items"] != nil { types = ["array"] }
        let nonNull = Set(types).subtracting(["null"])
        if nonNull.isEmpty { return types.isEmpty ? nil : "null" }
        if nonNull == ["integer", "number"] { return "number" }
        guard nonNull.count == 1 else { return types.first { $0 != "null" } }
        return nonNull.first
    }

    /// Whether the schema allows `null` (in its `type` or `enum`).
    func isNullable(_ schema: SchemaNode) -> Bool {
        if let list = schema["type"]?.elements, list.contains(where: { $0.stringValue == "null" }) { return true }
        if let values = schema["enum"]?.elements, values.contains(where: \.isNull) { return true }
        return false
    }

    /// The JSON Schema type name of a value.
    static func typeName(_ node: JSONNode) -> String {
        switch node.kind {
        case .null: return "null"
        case .bool: return "boolean"
        case .number(let literal): return WholeNumber.read(literal) == .notWhole ? "number" : "integer"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }
}
