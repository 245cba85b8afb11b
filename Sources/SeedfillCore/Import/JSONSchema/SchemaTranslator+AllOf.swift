/// `allOf`, and a `$ref` with keywords beside it (2019-09 on), merged into one schema: an
/// instance valid against the merge is valid against every part.
extension SchemaTranslator {
    /// `schema` with every `$ref` at its top expanded and every `allOf` merged in.
    mutating func resolved(_ schema: SchemaNode) -> SchemaNode {
        resolved(schema.node, at: schema.pointer)
    }

    /// ``resolved(_:)`` of `node` at `pointer`.
    mutating func resolved(_ node: JSONNode, at pointer: SchemaPointer, depth: Int = 0) -> SchemaNode {
        let node = Self.liftingBranchSets(Self.liftingConditional(node, at: pointer), at: pointer)
        let schema = SchemaNode(node: node, pointer: pointer)
        guard depth < 32, var members = node.members else { return schema }
        var parts: [SchemaNode] = []
        if let reference = node["$ref"]?.stringValue {
            if let target = SchemaPointer(reference: reference), let found = root.node(at: target) {
                parts.append(resolved(found, at: rootPointer.appending(pointer: target), depth: depth + 1))
            } else {
                untranslated(
                    schema, "the reference \(Quoted.single(reference)) leads nowhere in this file (only references within it are read)",
                    keyword: "$ref")
            }
            if draft.ignoresSiblingsOfRef { return parts.first ?? schema }
            members.removeAll { $0.key == "$ref" }
        }
        if let branches = node["allOf"]?.elements {
            members.removeAll { $0.key == "allOf" }
            for (index, branch) in branches.enumerated() {
                parts.append(mergeablePart(branch, at: pointer.appending("allOf").appending(index), depth: depth + 1))
            }
        }
        // A dependent schema on a property the object requires always applies: it is merged
        // like a part of allOf (so its oneOf, say, is translated as the object's own).
        let requiredNames = Set((node["required"]?.elements ?? []).compactMap(\.stringValue))
        for keyword in ["dependencies", "dependentSchemas"] {
            guard let dependencies = node[keyword]?.members,
                dependencies.contains(where: { requiredNames.contains($0.key) && $0.value.members != nil })
            else { continue }
            var kept: [JSONMember] = []
            for member in dependencies {
                if requiredNames.contains(member.key), member.value.members != nil {
                    parts.append(mergeablePart(member.value, at: pointer.appending(keyword).appending(member.key), depth: depth + 1))
                } else {
                    kept.append(member)
                }
            }
            let index = members.firstIndex { $0.key == keyword }!
            if kept.isEmpty {
                members.remove(at: index)
            } else {
                members[index].value = JSONNode(.object(kept), at: members[index].value.location)
            }
        }
        guard !parts.isEmpty else { return schema }
        var merged = SchemaNode(node: JSONNode(.object(members), at: node.location), pointer: pointer)
        for part in parts { merged = merge(merged, part) }
        return merged
    }

    /// `node` at `pointer` resolved to be merged into the schema it is a part of; its keywords
    /// that are not translated are reported where it writes them, and left out.
    private mutating func mergeablePart(_ node: JSONNode, at pointer: SchemaPointer, depth: Int) -> SchemaNode {
        var part = resolved(node, at: pointer, depth: depth)
        reportUntranslatedKeywords(part)
        let untranslated = Set(Self.untranslatedKeywords.map(\.keyword))
        part.node = JSONNode(.object((part.node.members ?? []).filter { !untranslated.contains($0.key) }), at: part.node.location)
        return part
    }

    /// One schema whose instances are those of both `a` and `b`.
    private mutating func merge(_ a: SchemaNode, _ b: SchemaNode) -> SchemaNode {
        guard let bMembers = b.node.members else {
            if b.node.boolValue == false { untranslated(b, "'false' in allOf: no instance is valid", keyword: nil) }
            return a
        }
        var members = a.node.members ?? []
        for member in bMembers {
            guard let index = members.firstIndex(where: { $0.key == member.key }) else {
                members.append(member)
                continue
            }
            let existing = members[index].value
            if let combined = combine(member.key, existing, member.value, in: b) { members[index].value = combined }
        }
        return SchemaNode(node: JSONNode(.object(members), at: a.node.location), pointer: a.pointer)
    }

    /// The value of keyword `key` that holds both `x` and `y` (from `source`); `nil` keeps `x`.
    private mutating func combine(_ key: String, _ x: JSONNode, _ y: JSONNode, in source: SchemaNode) -> JSONNode? {
        switch key {
        case "properties":
            var members = x.members ?? []
            for member in y.members ?? [] {
                if let index = members.firstIndex(where: { $0.key == member.key }) {
                    let both = JSONNode(
                        .object([
                            JSONMember(
                                key: "allOf", keyLocation: member.keyLocation,
                                value: JSONNode(.array([members[index].value, member.value]), at: member.value.location))
                        ]), at: members[index].value.location)
                    members[index].value = both
                } else {
                    members.append(member)
                }
            }
            return JSONNode(.object(members), at: x.location)
        case Self.conditionalsKey, Self.branchSetsKey:
            return JSONNode(.array((x.elements ?? []) + (y.elements ?? [])), at: x.location)
        case "required":
            var names = x.elements ?? []
            for name in y.elements ?? [] where !names.contains(where: { $0.stringValue == name.stringValue }) { names.append(name) }
            return JSONNode(.array(names), at: x.location)
        case "type":
            let xs = Set((x.elements ?? [x]).compactMap(\.stringValue))
            let ys = Set((y.elements ?? [y]).compactMap(\.stringValue))
            var both = xs.intersection(ys)
            if xs.contains("number"), ys.contains("integer") || (ys.contains("number") && xs.contains("integer")) { both.insert("integer") }
            guard !both.isEmpty else {
                untranslated(source, "allOf asks for types that no value has at once", keyword: "type")
                return nil
            }
            return JSONNode(.array(both.sorted().map { JSONNode(.string($0), at: x.location) }), at: x.location)
        case "enum":
            let kept = (x.elements ?? []).filter { value in (y.elements ?? []).contains { ImportedValue($0) == ImportedValue(value) } }
            return JSONNode(.array(kept), at: x.location)
        case "minimum", "minLength", "minItems", "exclusiveMinimum":
            return Self.number(y) > Self.number(x) ? y : x
        case "maximum", "maxLength", "maxItems", "exclusiveMaximum":
            return Self.number(y) < Self.number(x) ? y : x
        case "items":
            return JSONNode(
                .object([JSONMember(key: "allOf", keyLocation: x.location, value: JSONNode(.array([x, y]), at: x.location))]),
                at: x.location)
        case "additionalProperties", "uniqueItems":
            return x.boolValue == false || y.boolValue == true ? x : y
        default:
            if Self.annotations.contains(key) || ImportedValue(x) == ImportedValue(y) { return nil }
            untranslated(source, "allOf gives '\(key)' twice, differently: seedfill cannot hold both", keyword: key)
            return nil
        }
    }

    /// A schema whose instances are those of `base` narrowed by `narrowing` (an `allOf` of the
    /// two, placed where `narrowing` is written): a property a branch or condition narrows.
    static func both(_ base: JSONNode, _ narrowing: JSONNode) -> JSONNode {
        let location = narrowing.location
        return JSONNode(
            .object([JSONMember(key: "allOf", keyLocation: location, value: JSONNode(.array([base, narrowing]), at: location))]),
            at: location)
    }

    /// The number a keyword holds (booleans and non-numbers as 0), for comparing bounds.
    static func number(_ node: JSONNode) -> Double {
        node.numberLiteral.flatMap(Double.init) ?? 0
    }
}
