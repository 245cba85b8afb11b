/// Reads `let`: helper values drawn once per record, named like fields but never written.
extension SeedParser {
    /// Reads each helper in file order. A name must be identifier-like, not a word expressions
    /// already use, and not a field key anywhere in the model (an expression could not tell
    /// which one it means).
    mutating func parseLets(_ member: JSONMember, model: Model?) -> [(name: String, spec: GeneratorSpec)] {
        let path = JSONPath.root.appending("let")
        guard let members = member.value.members else {
            expected("an object", for: "'let'", found: member.value, path, hint: "write \"let\": {\"suffix\": {\"int\": [10, 99]}}")
            return []
        }
        let fieldKeys = model.map(SeedParser.allFieldPaths) ?? [:]
        var lets: [(name: String, spec: GeneratorSpec)] = []
        for helper in members {
            let helperPath = path.appending(helper.key)
            var valid = true
            if !helper.key.isIdentifierLike {
                error(
                    "the helper name \(Quoted.single(helper.key)) is not a valid name", at: helper.keyLocation, helperPath,
                    hint: "names match [A-Za-z_][A-Za-z0-9_]*, e.g. 'mailSuffix'")
                valid = false
            } else if SeedLoader.reservedNames.contains(helper.key) {
                error(
                    "the helper name \(Quoted.single(helper.key)) is reserved in expressions", at: helper.keyLocation, helperPath,
                    hint: "choose another name")
                valid = false
            } else if let field = fieldKeys[helper.key] {
                error(
                    "the helper \(Quoted.single(helper.key)) has the same name as the field \(Quoted.single(field))",
                    at: helper.keyLocation, helperPath,
                    hint: "rename the helper; an expression could not tell which one \(Quoted.single(helper.key)) means")
                valid = false
            }
            // The value is read even under a bad name, so its own problems are reported too.
            let spec = parseEntryValue(helper.value, field: nil, helperPath, depth: 0)
            if valid, let spec { lets.append((helper.key, spec)) }
        }
        return lets
    }

    /// Every key in the model, at any depth (lists included), → the dotted path of its first field.
    static func allFieldPaths(_ model: Model) -> [String: String] {
        var out: [String: String] = [:]
        func walk(_ fields: [Field], _ prefix: [String], depth: Int) {
            guard depth < 64 else { return }
            for field in fields {
                let path = prefix + [field.key]
                if out[field.key] == nil { out[field.key] = path.joined(separator: ".") }
                walk(field.fields, path, depth: depth + 1)
            }
        }
        walk(model.items, [], depth: 0)
        return out
    }
}
