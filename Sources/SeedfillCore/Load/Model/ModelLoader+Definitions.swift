/// Reusable definitions: a model's top-level `"definitions": { "fullName": {field without a key} }`
/// and a field `{ "key": "veteranName", "use": "fullName", …overrides }`.
///
/// A use is expanded where it is read: the definition's members, with the use's replacing those
/// of the same key, read as one plain field. Each definition is also checked once on its own, so
/// a problem in its text is reported once (at the definition), not once per use.
extension ModelReader {
    /// Reads `definitions`, resolves the uses between definitions (reporting a cycle with its
    /// path) and checks each definition as a field.
    mutating func readDefinitions(_ node: JSONNode, path: JSONPath) {
        let hint = "e.g. \"definitions\": { \"fullName\": { \"type\": \"group\", \"fields\": [ ... ] } }"
        guard let members = node.expectObject("'definitions'", path: path, hint: hint, into: &bag) else { return }
        for member in members {
            let memberPath = path.appending(member.key)
            guard member.key.isIdentifierLike else {
                let example = FieldKeys.keySuggestion(for: member.key).map { "; try \(Quoted.single($0))" } ?? ""
                bag.error(
                    "definition name \(Quoted.single(member.key)) is not a valid name", at: member.keyLocation,
                    path: memberPath.description, hint: "use letters, digits and '_', not starting with a digit\(example)")
                continue
            }
            let what = "definition \(Quoted.single(member.key))"
            guard let fields = member.value.expectObject(what, path: memberPath, hint: "a definition is a field without a key", into: &bag)
            else { continue }
            if let key = fields.first(where: { $0.key == "key" }) {
                bag.error(
                    "'key' in \(what)", at: key.keyLocation, path: memberPath.appending("key").description,
                    hint:
                        "a definition is a field without a key; the field that uses it names it: { \"key\": \"…\", \"use\": \"\(member.key)\" }"
                )
            }
            definitions.sources[member.key] = member
            definitions.names.append(member.key)
        }
        for name in definitions.names {
            var chain: [String] = []
            _ = resolveDefinition(name, chain: &chain)
        }
        for name in definitions.names {
            guard let resolved = definitions.resolved[name] else { continue }
            checkDefinition(name, resolved, path: path.appending(name))
        }
    }

    /// The definition `name` with its own `use` (and theirs) expanded; `nil` when it is broken.
    mutating func resolveDefinition(_ name: String, chain: inout [String]) -> JSONNode? {
        if let done = definitions.resolved[name] { return done }
        if definitions.broken.contains(name) { return nil }
        guard let source = definitions.sources[name] else { return nil }
        if let start = chain.firstIndex(of: name) {
            reportDefinitionCycle(Array(chain[start...]) + [name])
            return nil
        }
        guard let useNode = source.value["use"] else {
            definitions.resolved[name] = DefinitionTable.stripped(source.value)
            return definitions.resolved[name]
        }
        chain.append(name)
        defer { chain.removeLast() }
        let usePath = JSONPath.root.appending("definitions").appending(name).appending("use")
        guard let target = definitionName(useNode, path: usePath), let base = resolveDefinition(target, chain: &chain) else {
            definitions.broken.insert(name)
            return nil
        }
        // A member of the cycle found deeper down is marked broken there.
        guard !definitions.broken.contains(name) else { return nil }
        let merged = DefinitionTable.stripped(DefinitionTable.merge(base, with: source.value))
        definitions.resolved[name] = merged
        return merged
    }

    /// Reports definitions that use each other in a cycle, at the `use` that closes it.
    mutating func reportDefinitionCycle(_ cycle: [String]) {
        let last = cycle[cycle.count - 2]
        let useNode = definitions.sources[last]?.value["use"]
        bag.error(
            "definitions use each other in a cycle: \(cycle.joined(separator: " → "))", at: useNode?.location,
            path: JSONPath.root.appending("definitions").appending(last).appending("use").description,
            hint: "a definition cannot be built from itself; write the fields of one of them out")
        definitions.broken.formUnion(cycle)
    }

    /// The definition a `use` names, when it is a string naming one; a did-you-mean otherwise.
    mutating func definitionName(_ node: JSONNode, path: JSONPath) -> String? {
        guard let name = node.expectString("'use'", path: path, hint: "name a definition, e.g. \"use\": \"fullName\"", into: &bag)
        else { return nil }
        if definitions.sources[name] != nil { return name }
        let hint: String
        if definitions.names.isEmpty {
            hint = "declare it in the model's top-level \"definitions\": { \"\(name)\": { \"type\": … } }"
        } else {
            hint =
                Suggestions.hint(for: name, in: definitions.names)
                ?? "definitions are \(FieldKeys.listing(definitions.names.map(Quoted.single)))"
        }
        bag.error("unknown definition \(Quoted.single(name))", at: node.location, path: path.description, hint: hint)
        return nil
    }

    /// Checks a resolved definition as the field it describes (a stand-in key is its name).
    mutating func checkDefinition(_ name: String, _ node: JSONNode, path: JSONPath) {
        guard node["type"] != nil else {
            bag.error(
                "missing 'type' in definition \(Quoted.single(name))", at: node.location, path: path.description,
                hint: "a definition is a whole field but its key; field types are \(FieldKeys.typeNames)")
            definitions.broken.insert(name)
            definitions.resolved[name] = nil
            return
        }
        let keyed = JSONMember(key: "key", keyLocation: node.location, value: JSONNode(.string(name), at: node.location))
        var scope = KeyScope()
        let field = readingOnce { reader in
            reader.readField(JSONNode(.object([keyed] + (node.members ?? [])), at: node.location), path: path, scope: &scope, depth: 0)
        }
        if field == nil {
            definitions.broken.insert(name)
            definitions.resolved[name] = nil
        }
    }

    /// Reads a field that `use`s a definition: the merged object, read as a plain field.
    mutating func readUse(_ node: JSONNode, path: JSONPath, scope: inout KeyScope, depth: Int) -> Field? {
        guard let useNode = node["use"], let name = definitionName(useNode, path: path.appending("use")),
            let definition = definitions.resolved[name]
        else {
            // The key stays declared, so a later field of that key is still reported as a duplicate.
            if let key = readKey(node, path: path, place: "a field") {
                scope.declare(key.text, isSection: false, at: key.location, path: path.appending("key"), into: &bag)
            }
            return nil
        }
        let merged = DefinitionTable.merge(definition, with: node)
        return readingOnce { reader in reader.readField(merged, path: path, scope: &scope, depth: depth) }
    }

    /// Runs `read`, keeping only the diagnostics not reported before from the same text, so a
    /// problem in a definition's text is reported once however often it is used.
    mutating func readingOnce(_ read: (inout ModelReader) -> Field?) -> Field? {
        let kept = bag
        bag = DiagnosticBag()
        let field = read(&self)
        let fresh = bag.diagnostics
        bag = kept
        for diagnostic in fresh where definitions.reported.insert(DefinitionTable.reportKey(diagnostic)).inserted {
            bag.append(diagnostic)
        }
        return field
    }
}
