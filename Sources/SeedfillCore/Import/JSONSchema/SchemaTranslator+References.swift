/// `$ref`: a reference to a definition becomes a field that uses the model's definition of it;
/// any other reference is expanded in place. A definition that refers to itself is expanded
/// inside itself up to ``SchemaTranslator/maxRecursion`` levels, below which the optional
/// properties that recurse are left out.
extension SchemaTranslator {
    /// The field for property `key` whose schema is a `$ref`, or `nil` when the schema is not
    /// a plain reference (keywords beside it that apply) or the property is left out.
    mutating func referencedField(_ schema: SchemaNode, key: String, name: String?, required: Bool) -> ImportedField?? {
        guard let reference = schema["$ref"]?.stringValue else { return .none }
        let siblings = (schema.node.members ?? []).filter { !Self.annotations.contains($0.key) && $0.key != "$ref" }
        guard draft.ignoresSiblingsOfRef || siblings.isEmpty else { return .none }
        guard let target = SchemaPointer(reference: reference), let node = root.node(at: target) else {
            untranslated(
                schema, "the reference \(Quoted.single(reference)) leads nowhere in this file (only references within it are read)",
                keyword: "$ref")
            return .some(nil)
        }
        let targetSchema = SchemaNode(node: node, pointer: rootPointer.appending(pointer: target))
        if inProgress.contains(target) {
            return .some(recursiveField(targetSchema, target: target, key: key, name: name, required: required))
        }
        // A definition of a single value is written out where it is used: its checks may name
        // the field (a format's lengths, values it excludes), and a definition has no key.
        let holdsFields = ["object", "array"].contains(baseType(of: resolved(targetSchema)) ?? "")
        guard Self.isDefinition(target), holdsFields else {
            inProgress.append(target)
            defer { inProgress.removeLast() }
            return .some(field(targetSchema, key: key, name: name, required: required))
        }
        guard let definition = definitionName(for: targetSchema, target: target) else { return .some(nil) }
        var field = ImportedField(key: key)
        if let name { field["name"] = .string(name) }
        field["use"] = .string(definition)
        let type = definitions.first { $0.name == definition }?.field["type"]
        if !required {
            if type == .string("group") || type == .string("list") {
                remark(schema, "an optional object or array is always written (the schema allows that)", keyword: nil)
            } else {
                field["optional"] = .string("omit")
            }
        }
        return .some(field)
    }

    /// Runs `body` on `schema` while the target of its `$ref` (if any) is being translated, so
    /// that a reference back to it is seen as a recursion; `nil` (noted) when that recursion
    /// is already as deep as it may go.
    mutating func following<T>(_ schema: SchemaNode, required: Bool, _ body: (inout SchemaTranslator) -> T?) -> T? {
        guard let reference = schema["$ref"]?.stringValue, let target = SchemaPointer(reference: reference) else {
            return body(&self)
        }
        if inProgress.contains(target) {
            let depth = recursionDepth[target, default: 0]
            guard depth < Self.maxRecursion else {
                if required {
                    untranslated(schema, "a required value recurses without end: no finite instance", keyword: "$ref")
                } else {
                    remark(
                        schema, "the recursion of \(target) is cut after \(Self.maxRecursion) levels: deeper, it is left out",
                        keyword: "$ref")
                }
                return nil
            }
            recursionDepth[target] = depth + 1
            defer { recursionDepth[target] = depth }
            return body(&self)
        }
        inProgress.append(target)
        defer { inProgress.removeLast() }
        return body(&self)
    }

    /// The field of a reference to `target`, a definition being translated: expanded in place
    /// while the recursion is shallow, else left out (when optional).
    private mutating func recursiveField(_ schema: SchemaNode, target: SchemaPointer, key: String, name: String?, required: Bool)
        -> ImportedField?
    {
        let depth = recursionDepth[target, default: 0]
        guard depth < Self.maxRecursion else {
            if required {
                untranslated(schema, "a required property recurses without end: no finite instance", keyword: nil)
            } else {
                remark(
                    schema,
                    "the recursion of \(target) is cut after \(Self.maxRecursion) levels: deeper, \(Quoted.single(key)) is left out",
                    keyword: nil)
            }
            return nil
        }
        recursionDepth[target] = depth + 1
        defer { recursionDepth[target] = depth }
        return field(schema, key: key, name: name, required: required)
    }

    /// The name of the model definition made of the schema at `target`, translated the first
    /// time it is named; `nil` when it cannot be translated.
    private mutating func definitionName(for schema: SchemaNode, target: SchemaPointer) -> String? {
        if let name = definitionNames[target] { return name }
        let name = Self.unique(Self.identifier(target.tokens.last ?? "definition")) { name in
            definitions.contains { $0.name == name } || definitionNames.values.contains(name)
        }
        inProgress.append(target)
        let translated = field(schema, key: "", name: nil, required: true)
        inProgress.removeLast()
        guard var translated else { return nil }
        translated.key = ""
        definitionNames[target] = name
        definitions.append((name, translated))
        return name
    }

    /// Whether `pointer` names a definition (`#/definitions/x`, `#/$defs/x`).
    static func isDefinition(_ pointer: SchemaPointer) -> Bool {
        pointer.tokens.count == 2 && (pointer.tokens[0] == "definitions" || pointer.tokens[0] == "$defs")
    }

    /// Keywords that say nothing about which instances are valid.
    static let annotations: Set<String> = [
        "title", "description", "default", "examples", "$comment", "readOnly", "writeOnly", "deprecated", "$id", "$schema",
        "definitions", "$defs", "$anchor",
    ]
}
