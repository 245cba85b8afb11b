/// The `oneOf`s and `anyOf`s of an object, each a set of branches of its own: an object's own,
/// and those its `allOf` parts (or a `$ref` beside other keywords) bring, are gathered under
/// one member, each with the pointer it was written at, so that two of them are two
/// independent choices rather than one keyword given twice.
extension SchemaTranslator {
    /// The member under which `resolved` gathers an object's `oneOf`s and `anyOf`s.
    static let branchSetsKey = "$seedfill-branches"

    /// One part of an object's schema that applies only while its condition holds: a branch of
    /// a `oneOf` or `anyOf` (picked by the values of telling properties), or the narrowing a
    /// branch of an enclosing object gives an object property.
    struct BranchPart {
        /// The branch's schema (resolved), or what it says of the object property.
        var schema: SchemaNode
        /// When it applies, as an expression; `nil` for always.
        var condition: String?
        /// For each branch set it lies in, which branch: two parts that differ on one set never
        /// apply together.
        var choices: [Int: Int] = [:]
        /// The properties whose values pick this branch: fields of their own, always written
        /// while it applies.
        var telling: Set<String> = []
        /// The properties always written while it applies (its telling ones and those of the
        /// branches it lies in).
        var written: Set<String> = []
        /// The keys of fields the condition reads (of this object or enclosing ones).
        var names: Set<String> = []

        /// Whether the two parts never apply together.
        func isApart(from other: BranchPart) -> Bool {
            choices.contains { set, branch in other.choices[set].map { $0 != branch } ?? false }
        }
    }

    /// One `oneOf` or `anyOf` as written: the keyword, its branches (resolved) and where it is.
    struct BranchSet {
        var keyword: String
        var holder: SchemaNode
        var branches: [SchemaNode]
    }

    /// `node` with its own `oneOf` and `anyOf` moved into ``branchSetsKey``, each as an object
    /// holding the keyword (as written, so notes point at it) and the pointer of `node`.
    static func liftingBranchSets(_ node: JSONNode, at pointer: SchemaPointer) -> JSONNode {
        guard let members = node.members, members.contains(where: { $0.key == "oneOf" || $0.key == "anyOf" }) else { return node }
        var sets = node[branchSetsKey]?.elements ?? []
        for member in members where member.key == "oneOf" || member.key == "anyOf" {
            let location = member.keyLocation
            let holder = JSONMember(key: "$pointer", keyLocation: location, value: JSONNode(.string(pointer.description), at: location))
            sets.append(JSONNode(.object([member, holder]), at: node.location))
        }
        var rest = members.filter { !["oneOf", "anyOf", branchSetsKey].contains($0.key) }
        rest.append(JSONMember(key: branchSetsKey, keyLocation: node.location, value: JSONNode(.array(sets), at: node.location)))
        return JSONNode(.object(rest), at: node.location)
    }

    /// The branch sets of `schema` (already resolved), each branch resolved.
    mutating func branchSets(of schema: SchemaNode) -> [BranchSet] {
        (schema[Self.branchSetsKey]?.elements ?? []).compactMap { entry in
            guard let keyword = ["oneOf", "anyOf"].first(where: { entry[$0] != nil }), let nodes = entry[keyword]?.elements else {
                return nil
            }
            let pointer = entry["$pointer"]?.stringValue.flatMap(SchemaPointer.init(reference:)) ?? schema.pointer
            let holder = SchemaNode(node: entry, pointer: pointer)
            let branches = nodes.enumerated().map { index, node in resolved(node, at: pointer.appending(keyword).appending(index)) }
            return BranchSet(keyword: keyword, holder: holder, branches: branches)
        }
    }

    /// The first branch set's keyword and first branch of `schema`, if it has one.
    static func firstBranchNode(of schema: SchemaNode) -> (keyword: String, node: JSONNode)? {
        guard let entry = schema[branchSetsKey]?.elements?.first,
            let keyword = ["oneOf", "anyOf"].first(where: { entry[$0] != nil }), let first = entry[keyword]?.elements?.first
        else { return nil }
        return (keyword, first)
    }

    /// Whether schema `negated` (a `not`) holds every one of `values`, so that `not` rejects them.
    static func excludes(_ negated: JSONNode, _ values: [JSONNode]) -> Bool {
        guard let members = negated.members,
            members.allSatisfy({ ["enum", "const", "type"].contains($0.key) || annotations.contains($0.key) }),
            let excluded = negated["enum"]?.elements ?? negated["const"].map({ [$0] })
        else { return false }
        // With a `type`, `not` rejects only the values of that type.
        let types = negated["type"].map { node in Set((node.elements ?? [node]).compactMap(\.stringValue)) }
        let set = Set(excluded.map(ImportedValue.init))
        return values.allSatisfy { value in
            let type = typeName(value)
            let typed = types.map { $0.contains(type) || (type == "integer" && $0.contains("number")) } ?? true
            return typed && set.contains(ImportedValue(value))
        }
    }

    /// Whether the object's own schema `base` of a telling property (if any) accepts each of
    /// `values`: they are in its `enum`/`const` and of its `type`. A schema that says more is
    /// read by its branches alone only when it says no more than that.
    static func accepts(_ base: JSONNode?, _ values: [JSONNode]) -> Bool {
        guard let base else { return true }
        guard let members = base.members,
            members.allSatisfy({ ["enum", "const", "type"].contains($0.key) || annotations.contains($0.key) })
        else { return false }
        let types = base["type"].map { node in Set((node.elements ?? [node]).compactMap(\.stringValue)) }
        let allowed = (base["enum"]?.elements ?? base["const"].map { [$0] }).map { Set($0.map(ImportedValue.init)) }
        return values.allSatisfy { value in
            let type = typeName(value)
            let typed = types.map { $0.contains(type) || (type == "integer" && $0.contains("number")) } ?? true
            return typed && (allowed?.contains(ImportedValue(value)) ?? true)
        }
    }

    /// The values that pick a branch out: its `enum` or `const`, or for a boolean, those its
    /// `not` leaves.
    static func pickingValues(_ property: JSONNode) -> [JSONNode]? {
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
}

extension JSONNode {
    /// Whether the value can be compared in a condition (a string, number or boolean).
    var isScalarForCondition: Bool {
        switch kind {
        case .string, .number, .bool: true
        default: false
        }
    }
}
