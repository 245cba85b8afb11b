/// Arrays: of objects as a list, of enumerated values as a multichoice.
extension SchemaTranslator {
    /// Fills in `field` for array schema `schema` (already resolved); false when it cannot be
    /// filled.
    mutating func arrayField(_ schema: SchemaNode, into field: inout ImportedField, required: Bool) -> Bool {
        var schema = schema
        guard let itemsNode = itemSchema(of: &schema) else { return false }
        // Items that refer back to a schema being translated (a person's children) recurse.
        let minimum = schema["minItems"]?.numberLiteral.flatMap(Int.init) ?? 0
        let current = field
        guard
            let translated = following(
                itemsNode, required: required && minimum > 0,
                { translator in translator.arrayField(schema, items: itemsNode, into: current) })
        else { return false }
        field = translated
        return true
    }

    /// The schema every item of array `schema` follows: its `items`; for a tuple (`items` an
    /// array of schemas before 2020-12, `prefixItems` from then on) whose schemas, and the
    /// schema of the items after them, are one schema (titles and descriptions aside), that
    /// schema, with `maxItems` lowered to the tuple's length when no items may follow. `nil`
    /// (noted) when the items differ or nothing says what they are.
    private mutating func itemSchema(of schema: inout SchemaNode) -> SchemaNode? {
        let tupleKeyword = draft == .draft2020 ? "prefixItems" : "items"
        let restKeyword = draft == .draft2020 ? "items" : "additionalItems"
        guard let tuple = schema[tupleKeyword]?.elements else {
            guard let items = schema.child("items"), items.node.members != nil else {
                untranslated(
                    schema, "an array without 'items': nothing says what it holds", keyword: schema["items"] != nil ? "items" : nil)
                return nil
            }
            return items
        }
        let rest = schema[restKeyword]
        var schemas = tuple.enumerated().map { index, node in
            SchemaNode(node: node, pointer: schema.pointer.appending(tupleKeyword).appending(index))
        }
        if let rest, rest.members != nil { schemas.append(SchemaNode(node: rest, pointer: schema.pointer.appending(restKeyword))) }
        let stripped = schemas.map { item in
            ImportedValue(
                JSONNode(.object((item.node.members ?? []).filter { !Self.annotations.contains($0.key) }), at: item.node.location))
        }
        guard let first = schemas.first, schemas.allSatisfy({ $0.node.members != nil }), Set(stripped).count == 1 else {
            untranslated(
                schema, "a tuple whose items follow different schemas is not translated yet (a seedfill list's items are alike)",
                keyword: tupleKeyword)
            return nil
        }
        if rest?.boolValue == false {
            let most = schema["maxItems"]?.numberLiteral.flatMap(Int.init).map { Swift.min($0, tuple.count) } ?? tuple.count
            var members = (schema.node.members ?? []).filter { $0.key != "maxItems" }
            members.append(
                JSONMember(
                    key: "maxItems", keyLocation: schema.node.location, value: JSONNode(.number(String(most)), at: schema.node.location)))
            schema.node = JSONNode(.object(members), at: schema.node.location)
        }
        return first
    }

    /// ``arrayField(_:into:required:)`` for the items schema `itemsNode`; `nil` when the array
    /// cannot be filled.
    private mutating func arrayField(_ schema: SchemaNode, items itemsNode: SchemaNode, into field: ImportedField) -> ImportedField? {
        var field = field
        let items = resolved(itemsNode)
        let itemType = baseType(of: items)
        if itemType != "object", items["enum"] != nil || items["const"] != nil {
            // An array of enumerated values: a multi-select.
            field["type"] = .string("multichoice")
            let values = items["const"].map { [$0] } ?? items["enum"]?.elements ?? []
            field["options"] = .array(values.filter { !$0.isNull }.map(ImportedValue.init))
            if schema["uniqueItems"]?.boolValue != true {
                remark(schema, "the values are written without repeats (the schema allows repeats)", keyword: nil)
            }
            copyItemCounts(schema, into: &field, most: values.count)
            containing(schema, into: &field)
            return field
        }
        guard itemType == "object" else {
            untranslated(
                itemsNode, "an array of plain values (not objects, not an enumeration): a seedfill list holds objects", keyword: nil)
            return nil
        }
        reportUntranslatedKeywords(items)
        let fields = properties(of: items)
        guard !fields.isEmpty else {
            untranslated(itemsNode, "items without properties: nothing says what they hold", keyword: nil)
            return nil
        }
        if schema["contains"] != nil {
            untranslated(schema, "'contains' on an array of objects is not translated yet", keyword: "contains")
        }
        field["type"] = .string("list")
        copyItemCounts(schema, into: &field, most: nil)
        if schema["uniqueItems"]?.boolValue == true {
            // Items differ when one of their values does: the value fields that can vary.
            let varying = fields.filter { field in
                let type = field["type"]
                guard type != .string("group"), type != .string("list"), field["use"] == nil else { return false }
                if case .array(let options)? = field["options"], options.count < 2 { return false }
                return true
            }
            if varying.isEmpty {
                field["maxItems"] = .number("1")
                remark(schema, "uniqueItems: no value of an item can vary, so the array holds at most one item", keyword: "uniqueItems")
            } else {
                field["uniqueBy"] = .array(varying.map { .string($0.key) })
            }
        }
        field.fields = fields
        return field
    }

    /// `contains` on a multi-select: at least one of the values it names is chosen (a
    /// `validWhen`; the draws without one are drawn again).
    private mutating func containing(_ schema: SchemaNode, into field: inout ImportedField) {
        guard let contains = schema["contains"] else { return }
        guard let members = contains.members,
            members.allSatisfy({ ["const", "enum", "type"].contains($0.key) || Self.annotations.contains($0.key) }),
            let values = contains["enum"]?.elements ?? contains["const"].map({ [$0] }), !values.isEmpty,
            values.allSatisfy({ $0.stringValue != nil || $0.numberLiteral != nil || $0.boolValue != nil }),
            schema["minContains"] == nil, schema["maxContains"] == nil
        else {
            untranslated(schema, "a 'contains' that does more than ask for one of some values is not translated yet", keyword: "contains")
            return
        }
        let condition = values.map { "\(field.key) contains \(Self.literal($0))" }.joined(separator: " or ")
        field["validWhen"] = .string(Self.and(field["validWhen"], condition))
        field["message"] = .string("must include " + values.map { ImportedModel.json(ImportedValue($0)) }.joined(separator: " or "))
        if field["minItems"] == nil { field["minItems"] = .number("1") }
    }

    /// Copies `minItems` and `maxItems`; a multichoice of `most` values holds at most that many.
    private mutating func copyItemCounts(_ schema: SchemaNode, into field: inout ImportedField, most: Int?) {
        if let literal = schema["minItems"]?.numberLiteral { field["minItems"] = .number(literal) }
        if let literal = schema["maxItems"]?.numberLiteral {
            let limit = Int(literal) ?? 0
            field["maxItems"] = .number(most.map { String(Swift.min($0, limit)) } ?? literal)
        }
    }
}
