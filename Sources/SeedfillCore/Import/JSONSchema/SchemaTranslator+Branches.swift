/// `oneOf` and `anyOf` on an object, planned by ``branchPlan(_:external:keys:required:declared:)``:
/// each telling property becomes a choice among its branches' values, always written while
/// they may apply, and each branch's own properties are fields shown only while it is picked.
/// A property a branch narrows (its own `state` list) is a field of its own for that branch,
/// written under the same name, the object's own field shown only otherwise; a property a
/// branch requires is required while it is picked.
extension SchemaTranslator {
    /// Adds to `fields` (the fields of `schema`'s own properties and of its telling ones, by
    /// name in `keys`) the branches of `plan`; `objects` are the object properties the
    /// branches give differently, already fields.
    mutating func applyBranches(
        _ schema: SchemaNode, plan: BranchPlan, objects: [String: [BranchPart]], fields: inout [ImportedField],
        keys: inout [String: String], required: Set<String>
    ) {
        var narrowed: [String: [Int]] = [:]  // property -> the parts that narrow it
        for (index, part) in plan.parts.enumerated() {
            for member in part.schema.node.members ?? []
            where !["properties", "required", "type", Self.branchSetsKey].contains(member.key) && !Self.annotations.contains(member.key) {
                untranslated(part.schema, "'\(Self.shown(member.key))' in a branch is not translated yet", keyword: member.key)
            }
            let partRequired = Set((part.schema["required"]?.elements ?? []).compactMap(\.stringValue))
            for member in part.schema["properties"]?.members ?? [] where !part.telling.contains(member.key) && objects[member.key] == nil {
                let pointer = part.schema.pointer.appending("properties").appending(member.key)
                let property = SchemaNode(node: member.value, pointer: pointer)
                // A property whose values pick branches (of this set or another that may apply) is their choice.
                let picksOthers = plan.tellers.contains { teller in
                    teller.name == member.key
                        && !part.choices.contains { set, branch in teller.choices[set].map { $0 != branch } ?? false }
                }
                guard !part.written.contains(member.key), !picksOthers else {
                    untranslated(property, "a branch narrows a property whose values pick other branches", keyword: nil)
                    continue
                }
                let others = plan.parts.indices.filter { $0 != index && plan.parts[$0].schema["properties"]?[member.key] != nil }
                guard others.allSatisfy({ plan.parts[$0].isApart(from: part) }) else {
                    untranslated(property, "two branches that may apply together declare \(Quoted.single(member.key))", keyword: nil)
                    continue
                }
                let base = schema["properties"]?[member.key]
                let node = base.map { Self.both($0, member.value) } ?? member.value
                let number = (part.choices.max { $0.key < $1.key }?.value ?? index) + 1
                let taken = Set(fields.map(\.key)).union(part.names)
                let key = Self.unique(
                    Self.identifier(member.key) + (base != nil || !others.isEmpty ? String(number) : ""), taken: taken.contains)
                let isRequired = required.contains(member.key) || partRequired.contains(member.key)
                guard
                    var field = field(
                        SchemaNode(node: node, pointer: pointer), key: key, name: key == member.key ? nil : member.key, required: isRequired
                    )
                else { continue }
                if base != nil || !others.isEmpty,
                    field["type"] == .string("list") || field["type"] == .string("group") || field["use"] != nil
                {
                    // An object all branches give as an object is one group (objectNarrowings); here, an array or other types.
                    untranslated(property, "an object or array that branches give differently is not translated yet", keyword: nil)
                    continue
                }
                if let condition = part.condition { field["visibleWhen"] = .string(Self.and(field["visibleWhen"], condition)) }
                fields.append(field)
                if base != nil { narrowed[member.key, default: []].append(index) }
            }
            // Properties the branch requires without declaring them.
            for name in partRequired.sorted() where part.schema["properties"]?[name] == nil && !part.written.contains(name) {
                guard let key = keys[name] else {
                    if plan.writes(name, whenever: part) { continue }
                    untranslated(
                        part.schema, "requires \(Quoted.single(name)), which is written only in other branches", keyword: "required")
                    continue
                }
                for index in fields.indices
                where fields[index]["name"] == .string(name) || (fields[index].key == key && fields[index]["name"] == nil) {
                    guard fields[index]["optional"] == .string("omit") else { continue }
                    if let condition = part.condition {
                        fields[index]["requiredWhen"] = .string(Self.or(fields[index]["requiredWhen"], condition))
                    } else {
                        fields[index]["optional"] = nil
                        fields[index]["requiredWhen"] = nil
                    }
                }
            }
        }
        // The object's own field of a narrowed property is written only while no narrowing applies.
        for (property, narrowing) in narrowed.sorted(by: { $0.key < $1.key }) {
            guard let key = keys[property], let index = fields.firstIndex(where: { $0.key == key }) else { continue }
            let always =
                narrowing.contains { plan.parts[$0].condition == nil }
                || plan.sets.values.contains { leaves in
                    leaves.allSatisfy(narrowing.contains) && leaves.allSatisfy { plan.parts[$0].choices.count == 1 }
                }
            if always {
                fields.remove(at: index)
            } else {
                let conditions = narrowing.compactMap { plan.parts[$0].condition }.map { "(\($0))" }
                fields[index]["visibleWhen"] = .string(
                    Self.and(fields[index]["visibleWhen"], "not (\(conditions.joined(separator: " or ")))"))
            }
        }
    }

    /// Adds the telling properties of `plan` to `fields` (the fields of the object's own
    /// properties, by name in `keys`).
    func addTellers(_ plan: BranchPlan, fields: inout [ImportedField], keys: inout [String: String]) {
        for teller in plan.tellers { addTeller(teller, fields: &fields, keys: &keys) }
    }

    /// The telling property `teller` as a choice of its values: in place of the object's own
    /// field when it always applies, else a field of its own, the object's shown otherwise.
    private func addTeller(_ teller: Teller, fields: inout [ImportedField], keys: inout [String: String]) {
        var field = ImportedField(key: teller.key)
        if teller.key != teller.name { field["name"] = .string(teller.name) }
        field["type"] = .string("choice")
        field["options"] = .array(teller.options.map(ImportedValue.init))
        let baseIndex = keys[teller.name].flatMap { key in fields.firstIndex { $0.key == key } }
        if let index = baseIndex, let title = fields[index]["title"] { field.members.insert(("title", title), at: field.members.count - 1) }
        guard let condition = teller.condition else {
            if let index = baseIndex, fields[index].key == teller.key {
                fields[index] = field
            } else {
                fields.insert(field, at: 0)
                keys[teller.name] = teller.key
            }
            return
        }
        field["visibleWhen"] = .string(condition)
        if let index = baseIndex {
            fields[index]["visibleWhen"] = .string(Self.and(fields[index]["visibleWhen"], "not (\(condition))"))
        }
        fields.append(field)
    }

    /// An `anyOf` of branches that only require properties ("a policy number or a group
    /// code"): the first branch's properties are required while no other branch is met, so
    /// every fixture meets one. True when `branches` are such and were translated.
    mutating func requiredSets(_ branches: [SchemaNode], keys: [String: String], required: Set<String>) -> Bool {
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

    /// A `oneOf` of branches that only require properties, sets that share no property and
    /// none of which the object requires ("an e-mail or a phone, not both"): exactly one set is
    /// complete in every fixture. Each set is chosen by its first property: a set's properties
    /// are shown only while no earlier set's first property is present; the rest of a set is
    /// required while its first property is present; the last set, shown only when no earlier
    /// one was chosen, is required. True when `branches` are such and were translated.
    mutating func exclusiveRequiredSets(_ branches: [SchemaNode], keys: [String: String], required: Set<String>) -> Bool {
        var sets: [[String]] = []
        for branch in branches {
            guard let members = branch.node.members, members.allSatisfy({ $0.key == "required" || Self.annotations.contains($0.key) }),
                let names = branch["required"]?.elements?.compactMap(\.stringValue), !names.isEmpty,
                names.allSatisfy({ keys[$0] != nil && !required.contains($0) })
            else { return false }
            sets.append(names)
        }
        let all = sets.flatMap { $0 }
        guard sets.count > 1, Set(all).count == all.count else { return false }
        var earlier: [String] = []
        for (index, set) in sets.enumerated() {
            let setKeys = set.map { keys[$0]! }
            if !earlier.isEmpty {
                pendingShown.append((setKeys, earlier.map { "\($0) == null" }.joined(separator: " and ")))
            }
            if index == sets.count - 1 {
                pendingRequired.append((setKeys, "true"))
            } else if setKeys.count > 1 {
                pendingRequired.append((Array(setKeys.dropFirst()), "\(setKeys[0]) != null"))
            }
            earlier.append(setKeys[0])
        }
        return true
    }

    /// A value as an expression literal: `'CAN'`, `12`, `true`.
    static func literal(_ node: JSONNode) -> String {
        switch node.kind {
        case .string(let text): return text.expressionLiteral
        case .number(let literal): return literal
        case .bool(let flag): return flag ? "true" : "false"
        default: return "null"
        }
    }
}
