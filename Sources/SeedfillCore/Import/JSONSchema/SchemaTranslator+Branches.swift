/// `oneOf` and `anyOf` on an object whose branches are told apart by one property's values
/// (`"country": {"enum": ["CAN"]}` in one branch, `["USA"]` in another): the property becomes
/// a choice among the branches' values, always written, and each branch's own properties are
/// fields shown only while it holds one of that branch's values. A property a branch narrows
/// (its own `state` list) is a field of its own for that branch, written under the same name.
/// So every fixture matches exactly one branch. Branches that no value picks out (one that
/// only excludes values with `not`) are never written, with a remark.
extension SchemaTranslator {
    /// One branch: its schema, resolved, and the values of the telling property that pick it.
    private struct Branch {
        var schema: SchemaNode
        var values: [JSONNode]
    }

    /// Adds to `fields` (the fields of `schema`'s own properties, by name in `keys`) the
    /// branches of its `oneOf` or `anyOf`; notes them untranslated when no property tells
    /// them apart.
    mutating func applyBranches(_ schema: SchemaNode, fields: inout [ImportedField], keys: inout [String: String], required: Set<String>) {
        for keyword in ["oneOf", "anyOf"] {
            guard let branchNodes = schema[keyword]?.elements else { continue }
            let branches = branchNodes.enumerated().map { index, node in
                resolved(node, at: schema.pointer.appending(keyword).appending(index))
            }
            if keyword == "anyOf", requiredSets(branches, fields: fields, keys: keys, required: required) { continue }
            guard let (name, picked, dropped) = tellingProperty(of: branches) else {
                untranslated(
                    schema, "'\(keyword)' whose branches no property's values tell apart is not translated yet", keyword: keyword)
                continue
            }
            for index in dropped {
                remark(branches[index], "no value picks this branch out: it is never written", keyword: nil)
            }
            translate(picked, telling: name, in: schema, fields: &fields, keys: &keys, required: required)
        }
    }

    /// An `anyOf` of branches that only require properties ("a policy number or a group
    /// code"): the first branch's properties are required while no other branch is met, so
    /// every fixture meets one. True when `branches` are such and were translated.
    private mutating func requiredSets(_ branches: [SchemaNode], fields: [ImportedField], keys: [String: String], required: Set<String>)
        -> Bool
    {
        var sets: [[String]] = []
        for branch in branches {
            guard let members = branch.node.members, members.allSatisfy({ $0.key == "required" || Self.annotations.contains($0.key) }),
                let names = branch["required"]?.elements?.compactMap(\.stringValue), !names.isEmpty,
                names.allSatisfy({ keys[$0] != nil })
            else { return false }
            sets.append(names)
        }
        // A branch the object's own `required` already meets: nothing to add.
        if sets.contains(where: { $0.allSatisfy(required.contains) }) { return true }
        let others = sets.dropFirst().map { set in "(" + set.map { "\(keys[$0]!) != null" }.joined(separator: " and ") + ")" }
        let condition = others.isEmpty ? "true" : "not (" + others.joined(separator: " or ") + ")"
        pendingRequired.append((sets[0].map { keys[$0]! }, condition))
        return true
    }

    /// The property whose `enum`/`const` values (or, for a boolean, the values `not` leaves)
    /// are given in every branch and never in two; the branches with their values, and the
    /// indices of branches that only exclude values.
    private func tellingProperty(of branches: [SchemaNode]) -> (String, [Branch], [Int])? {
        guard let first = branches.first else { return nil }
        let names = (first["properties"]?.members ?? []).map(\.key)
        for name in names {
            var picked: [Branch] = []
            var dropped: [Int] = []
            var seen: [ImportedValue] = []
            var fits = true
            for (index, branch) in branches.enumerated() {
                guard let property = branch["properties"]?[name], let values = Self.pickingValues(property) else {
                    if branch["properties"]?[name]?["not"] != nil {
                        dropped.append(index)
                        continue
                    }
                    fits = false
                    break
                }
                let imported = values.map(ImportedValue.init)
                if imported.contains(where: seen.contains) || values.contains(where: { !$0.isScalarForCondition }) {
                    fits = false
                    break
                }
                seen += imported
                picked.append(Branch(schema: branch, values: values))
            }
            if fits, !picked.isEmpty { return (name, picked, dropped) }
        }
        return nil
    }

    /// The values that pick a branch out: its `enum` or `const`, or for a boolean, those its
    /// `not` leaves.
    private static func pickingValues(_ property: JSONNode) -> [JSONNode]? {
        if let constant = property["const"] { return [constant] }
        if let values = property["enum"]?.elements { return values }
        if let excluded = property["not"], excluded["type"]?.stringValue == "boolean" || property["type"]?.stringValue == "boolean",
            let out = excluded["enum"]?.elements ?? excluded["const"].map({ [$0] })
        {
            let location = property.location
            return [true, false].filter { flag in !out.contains { $0.boolValue == flag } }.map { JSONNode(.bool($0), at: location) }
        }
        return nil
    }

    /// Writes the branches into `fields`: the telling property a choice of their values, and
    /// each branch's properties shown while it is picked.
    private mutating func translate(
        _ branches: [Branch], telling name: String, in schema: SchemaNode, fields: inout [ImportedField], keys: inout [String: String],
        required: Set<String>
    ) {
        let tellingKey = keys[name] ?? Self.identifier(name)
        var telling = ImportedField(key: tellingKey)
        if tellingKey != name { telling["name"] = .string(name) }
        telling["type"] = .string(branches.first!.values.first.map(Self.typeName) == "boolean" ? "choice" : "choice")
        telling["options"] = .array(branches.flatMap { $0.values.map(ImportedValue.init) })
        if let index = fields.firstIndex(where: { $0.key == tellingKey }) {
            if let title = fields[index]["title"] { telling.members.insert(("title", title), at: telling.members.count - 1) }
            fields[index] = telling
        } else {
            fields.insert(telling, at: 0)
            keys[name] = tellingKey
        }
        let conditions = branches.map { branch in
            branch.values.map { "\(tellingKey) == \(Self.literal($0))" }.joined(separator: " or ")
        }
        var narrowed: [String: [Int]] = [:]  // property -> branches that narrow it
        for (b, branch) in branches.enumerated() {
            let branchRequired = Set((branch.schema["required"]?.elements ?? []).compactMap(\.stringValue))
            for member in branch.schema["properties"]?.members ?? [] where member.key != name {
                let pointer = branch.schema.pointer.appending("properties").appending(member.key)
                let base = schema["properties"]?[member.key]
                let node = base.map { Self.both($0, member.value) } ?? member.value
                let taken = fields.map(\.key)
                let key = Self.unique(
                    Self.identifier(member.key) + (base != nil || branches.count > 1 ? String(b + 1) : ""), taken: taken.contains)
                let isRequired = required.contains(member.key) || branchRequired.contains(member.key)
                guard
                    var field = field(
                        SchemaNode(node: node, pointer: pointer), key: key, name: key == member.key ? nil : member.key, required: isRequired
                    )
                else { continue }
                let shared = base != nil || branches.indices.contains { $0 != b && branches[$0].schema["properties"]?[member.key] != nil }
                if shared, field["type"] == .string("group") || field["type"] == .string("list") || field["use"] != nil {
                    untranslated(
                        SchemaNode(node: member.value, pointer: pointer),
                        "an object or array that branches give differently is not translated yet", keyword: nil)
                    continue
                }
                field["visibleWhen"] = .string(Self.and(field["visibleWhen"], conditions[b]))
                fields.append(field)
                if base != nil { narrowed[member.key, default: []].append(b) }
            }
            // Properties of the object that the branch requires, without narrowing them.
            for requiredName in branchRequired.sorted() where requiredName != name && branch.schema["properties"]?[requiredName] == nil {
                guard let key = keys[requiredName], let index = fields.firstIndex(where: { $0.key == key }) else { continue }
                if fields[index]["optional"] == .string("omit") {
                    fields[index]["requiredWhen"] = .string(Self.or(fields[index]["requiredWhen"], conditions[b]))
                }
            }
            for member in branch.schema.node.members ?? []
            where !["properties", "required", "type"].contains(member.key) && !Self.annotations.contains(member.key) {
                untranslated(branch.schema, "'\(Self.shown(member.key))' in a branch is not translated yet", keyword: member.key)
            }
        }
        // The object's own field of a narrowed property is written only in the other branches.
        for (property, narrowing) in narrowed {
            guard let key = keys[property], let index = fields.firstIndex(where: { $0.key == key }) else { continue }
            let others = branches.indices.filter { !narrowing.contains($0) }
            if others.isEmpty {
                fields.remove(at: index)
            } else {
                fields[index]["visibleWhen"] = .string(
                    Self.and(fields[index]["visibleWhen"], others.map { "(\(conditions[$0]))" }.joined(separator: " or ")))
            }
        }
    }

    /// A value as an expression literal: `'CAN'`, `12`, `true`.
    static func literal(_ node: JSONNode) -> String {
        switch node.kind {
        case .string(let text):
            return "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
        case .number(let literal): return literal
        case .bool(let flag): return flag ? "true" : "false"
        default: return "null"
        }
    }
}

extension JSONNode {
    /// Whether the value can be compared in a condition (a string, number or boolean).
    fileprivate var isScalarForCondition: Bool {
        switch kind {
        case .string, .number, .bool: true
        default: false
        }
    }
}
