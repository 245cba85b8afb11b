/// An object property that branches give differently (a `location` with a `state` in one
/// branch and a `country` in the other): one group whose fields are the object's own and
/// each branch's, a field a branch declares or narrows shown only while that branch is picked
/// and a property it requires required only then. The branches' parts are handed to the
/// group's own translation (``narrowings``), where they are read as branches whose
/// conditions are already known; so an object inside it that they give differently is one
/// group too.
extension SchemaTranslator {
    /// The object properties of `schema` that its branches give differently: each with what
    /// each branch says of it, under the branch's condition. An object only one branch
    /// declares, and the object does not, is a plain field of that branch.
    mutating func objectNarrowings(_ schema: SchemaNode, plan: BranchPlan) -> [String: [BranchPart]] {
        var found: [String: [BranchPart]] = [:]
        for part in plan.parts {
            for member in part.schema["properties"]?.members ?? []
            where !part.telling.contains(member.key) && !part.written.contains(member.key) {
                let pointer = part.schema.pointer.appending("properties").appending(member.key)
                let given = resolved(member.value, at: pointer)
                let base = schema.child("properties")?.child(member.key).map { resolved($0) }
                guard baseType(of: given) == "object", base.map({ baseType(of: $0) == "object" }) ?? true else { continue }
                found[member.key, default: []].append(
                    BranchPart(schema: given, condition: part.condition, choices: part.choices, names: part.names))
            }
        }
        return found.filter { name, parts in parts.count > 1 || schema["properties"]?[name] != nil }
    }

    /// The group of object property `property` (the object's own schema of it, or `nil` when
    /// only branches declare it) as `parts` give it; `nil` when it cannot be filled.
    mutating func narrowedObjectField(
        _ property: SchemaNode?, parts: [BranchPart], key: String, name: String?, required: Bool
    ) -> ImportedField? {
        let first = parts[0].schema
        let pointer = property?.pointer ?? first.pointer
        let node =
            property.map { resolved($0).node }
            ?? JSONNode(
                .object([
                    JSONMember(key: "type", keyLocation: first.node.location, value: JSONNode(.string("object"), at: first.node.location))
                ]), at: first.node.location)
        narrowings[pointer] = parts
        defer { narrowings[pointer] = nil }
        guard var field = field(SchemaNode(node: node, pointer: pointer), key: key, name: name, required: required) else { return nil }
        if property == nil, !parts.contains(where: { $0.condition == nil }) {
            let conditions = parts.compactMap(\.condition)
            field["visibleWhen"] = .string(conditions.count == 1 ? conditions[0] : conditions.map { "(\($0))" }.joined(separator: " or "))
        }
        return field
    }

    /// The properties some schema of the object describes: its own, its branches' (nested
    /// ones too), those of the parts `external` and of its conditions and dependent schemas.
    mutating func describedProperties(_ schema: SchemaNode, external: [BranchPart]) -> Set<String> {
        var names = Set((schema["properties"]?.members ?? []).map(\.key))
        var pending = [schema] + external.map(\.schema)
        var seen = 0
        while seen < pending.count, seen < 256 {
            let holder = pending[seen]
            seen += 1
            names.formUnion((holder["properties"]?.members ?? []).map(\.key))
            for set in branchSets(of: holder) { pending += set.branches }
        }
        for clause in schema[Self.conditionalsKey]?.elements ?? [] {
            for part in ["then", "else"] { names.formUnion((clause[part]?["properties"]?.members ?? []).map(\.key)) }
        }
        for keyword in ["dependencies", "dependentSchemas"] {
            for member in schema[keyword]?.members ?? [] { names.formUnion((member.value["properties"]?.members ?? []).map(\.key)) }
        }
        return names
    }

    /// Notes each part of `external` whose condition reads a name that a field of this object
    /// has as its key: the condition would read that field instead.
    mutating func checkShadowing(_ external: [BranchPart], fields: [ImportedField]) {
        let keys = Set(fields.map(\.key))
        for part in external {
            for name in part.names.sorted() where keys.contains(name) {
                untranslated(
                    part.schema, "the condition of an enclosing branch reads \(Quoted.single(name)), which a field of this object hides",
                    keyword: nil)
            }
        }
    }
}
