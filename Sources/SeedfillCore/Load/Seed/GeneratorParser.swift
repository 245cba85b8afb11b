/// Reads one entry for a field that holds a value (not a section, group or list): a plain JSON
/// value, a plain array, or a generator object with exactly one generator key plus modifiers.
extension SeedParser {
    /// Reads a field's (or a `let` helper's) entry. `field` is `nil` for `let` helpers.
    mutating func parseEntryValue(_ node: JSONNode, field: Field?, _ path: JSONPath, depth: Int) -> GeneratorSpec? {
        switch node.kind {
        case .object(let members):
            return parseGenerator(node, members: members, field: field, path, depth: depth)
        case .array(let elements):
            if field?.type == .multichoice {
                error(
                    "a plain array is one value chosen from it, but \(Quoted.single(field?.key ?? "")) is a multichoice",
                    at: node.location, path,
                    hint: "write {\"const\": [...]} for a fixed selection or {\"someOf\": [...]} for a random one")
                return nil
            }
            guard !elements.isEmpty else {
                error(
                    "an empty array offers no value to choose", at: node.location, path,
                    hint: "write {\"const\": []} for an empty array value")
                return nil
            }
            let values = elements.map { WeightedValue(value: $0, weight: 1) }
            return GeneratorSpec(kind: .oneOf(values), location: node.location, path: path.description)
        default:
            return GeneratorSpec(kind: .const(node), location: node.location, path: path.description)
        }
    }

    /// Reads a generator object; `ignoring` holds keys the caller has read (a `when` branch's `if`).
    mutating func parseGenerator(
        _ node: JSONNode, members: [JSONMember], field: Field?, _ path: JSONPath, depth: Int,
        ignoring: String? = nil
    ) -> GeneratorSpec? {
        guard depth <= SeedParser.maxGeneratorDepth else {
            error(
                "generators are nested deeper than \(SeedParser.maxGeneratorDepth) levels", at: node.location, path,
                hint: "flatten the 'when' branches")
            return nil
        }
        var generators: [JSONMember] = []
        var siblings: [JSONMember] = []
        var modifiers: [JSONMember] = []
        var hadUnknown = false
        for member in members where member.key != ignoring {
            if GeneratorKeys.generators.contains(member.key) {
                generators.append(member)
            } else if GeneratorKeys.modifiers.contains(member.key) {
                modifiers.append(member)
            } else if GeneratorKeys.owner(of: member.key) != nil {
                siblings.append(member)
            } else {
                hadUnknown = true
                error(
                    "unknown key \(Quoted.single(member.key)) in a generator object", at: member.keyLocation,
                    path.appending(member.key), hint: unknownKeyHint(member.key, field: field))
            }
        }

        if generators.isEmpty, !hadUnknown {
            error(
                "a generator object needs exactly one generator key, found none", at: node.location, path,
                hint: "use one of \(GeneratorKeys.generatorList); for a fixed object write {\"const\": {...}}")
        }
        if generators.count > 1 {
            error(
                "a generator object needs exactly one generator key, found \(SeedParser.list(generators.map(\.key)))",
                at: generators[1].keyLocation, path.appending(generators[1].key),
                hint: "keep one of them; the other keys of a generator object are modifiers (null, unique)")
        }
        let chosen = generators.count == 1 ? generators[0].key : nil
        for sibling in siblings {
            guard let owner = GeneratorKeys.owner(of: sibling.key), owner != chosen else { continue }
            error(
                "\(Quoted.single(sibling.key)) only goes with \(Quoted.single(owner))", at: sibling.keyLocation,
                path.appending(sibling.key),
                hint: chosen.map { "\(Quoted.single($0)) does not use \(Quoted.single(sibling.key)); remove it" })
        }

        var nullProbability: Double?
        var unique = false
        for modifier in modifiers {
            let modifierPath = path.appending(modifier.key)
            if modifier.key == "null" {
                nullProbability = probability(modifier.value, for: "'null'", modifierPath)
            } else if let flag = modifier.value.boolValue {
                unique = flag
            } else {
                expected("true or false", for: "'unique'", found: modifier.value, modifierPath)
            }
        }

        // Every generator's arguments are read, even when the object has too many, so that their
        // own problems are reported in the same pass.
        var kinds: [GeneratorKind?] = []
        for generator in generators {
            kinds.append(parseKind(generator, siblings: siblings, field: field, object: node, objectPath: path, depth: depth))
        }
        guard kinds.count == 1, let kind = kinds[0] else { return nil }
        var spec = GeneratorSpec(kind: kind, location: node.location, path: path.description)
        spec.nullProbability = nullProbability
        spec.unique = unique
        return spec
    }

    private func unknownKeyHint(_ key: String, field: Field?) -> String {
        // Keys that belong elsewhere get their own explanation before any spelling suggestion.
        switch key {
        case "count", "item":
            let what = field.map { "\(Quoted.single($0.key)) is a field of type \($0.type.rawValue)" } ?? "a helper is a single value"
            return "'count' and 'item' map a list; \(what)"
        case "if", "else":
            return "'if' and 'else' go in the branches of 'when': {\"when\": [{\"if\": ..., ...}, {\"else\": ...}]}"
        default:
            if let suggestion = Suggestions.hint(for: key, in: GeneratorKeys.all) { return suggestion }
            return "a generator object has one generator key (\(GeneratorKeys.generatorList)) and may add "
                + "modifiers (null, unique); for a fixed object write {\"const\": {...}}"
        }
    }
}
