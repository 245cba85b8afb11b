/// Arguments of the generators that read elsewhere: `table` (a data table) and `ref` (a record
/// of another seed file).
extension SeedParser {
    /// `{"table": NAME, "column": COLUMN, "match"?: {column: field}}`: the generator key names the
    /// table and its siblings say which column to read and which fields the row must match.
    mutating func parseTable(
        _ node: JSONNode, column columnMember: JSONMember?, match matchMember: JSONMember?, object: JSONNode, objectPath: JSONPath
    ) -> TableLookup? {
        let path = objectPath.appending("table")
        let example = "{\"table\": \"cities\", \"column\": \"city\", \"match\": {\"region\": \"region\"}}"
        let table = text(
            node, for: "'table'", path, hint: node.members != nil ? "write the look-up flat: \(example)" : "name a table in data/")
        var failed = table == nil
        var column: SourceText?
        if let columnMember {
            column = text(columnMember.value, for: "'column' of 'table'", objectPath.appending("column"))
            failed = failed || column == nil
        } else if table != nil {
            error("'table' needs 'column'", at: node.location, path, hint: "write \(example)")
            failed = true
        }
        var match: [(column: String, field: SourceText)] = []
        if let matchMember {
            let matchPath = objectPath.appending("match")
            if let members = matchMember.value.members {
                for member in members {
                    if let field = text(
                        member.value, for: "'match' column \(Quoted.single(member.key))", matchPath.appending(member.key),
                        hint: "name the field whose value the column must equal")
                    {
                        match.append((member.key, field))
                    } else {
                        failed = true
                    }
                }
            } else {
                expected(
                    "an object", for: "'match' of 'table'", found: matchMember.value, matchPath,
                    hint: "map each table column to a field: {\"region\": \"region\"}")
                failed = true
            }
        }
        guard !failed, let table, let column else { return nil }
        return TableLookup(table: table.text, column: column.text, match: match, location: object.location, path: objectPath.description)
    }

    /// A model name, or `{model, seed?, pick?, embed?}`.
    mutating func parseRef(_ node: JSONNode, _ path: JSONPath) -> GeneratorKind? {
        if node.stringValue != nil {
            guard let model = knownModel(node, path) else { return nil }
            return .ref(model: model, seed: nil, pick: .random, embed: nil)
        }
        guard
            let args = arguments(
                node, of: "ref", allowed: ["model", "seed", "pick", "embed"], required: ["model"],
                example: "{\"model\": \"person\", \"pick\": \"sequential\"}", path)
        else { return nil }
        var failed = false
        let model = args["model"].flatMap { knownModel($0, path.appending("model")) }
        var seed: String?
        if let node = args["seed"] {
            seed = text(node, for: "'seed' of 'ref'", path.appending("seed"))?.text
            failed = failed || seed == nil
        }
        var pick = RefPick.random
        if let node = args["pick"] {
            if let word = node.stringValue, let parsed = RefPick(rawValue: word) {
                pick = parsed
            } else {
                let found = node.stringValue.map { "\(Quoted.single($0))" } ?? node.typeDescription
                error(
                    "expected \"random\" or \"sequential\" for 'pick' of 'ref', found \(found)", at: node.location,
                    path.appending("pick"), hint: node.stringValue.flatMap { Suggestions.hint(for: $0, in: ["random", "sequential"]) })
                failed = true
            }
        }
        var embed: Bool?
        if let node = args["embed"] {
            embed = node.boolValue
            if embed == nil {
                expected("true or false", for: "'embed' of 'ref'", found: node, path.appending("embed"))
                failed = true
            }
        }
        guard !failed, let model else { return nil }
        return .ref(model: model, seed: seed, pick: pick, embed: embed)
    }

    /// A model name that names a loaded model.
    private mutating func knownModel(_ node: JSONNode, _ path: JSONPath) -> String? {
        guard let name = text(node, for: "'model' of 'ref'", path)?.text else { return nil }
        guard models[name] != nil else {
            // A model whose file did not load has its errors reported there.
            if !unloadedModels.contains(name) {
                error("unknown model \(Quoted.single(name))", at: node.location, path, hint: modelHint(for: name))
            }
            return nil
        }
        return name
    }

    /// "did you mean …?", else the known models.
    func modelHint(for name: String) -> String {
        let names = models.keys.sorted()
        if let hint = Suggestions.hint(for: name, in: names + unloadedModels.sorted()) { return hint }
        if names.isEmpty {
            return unloadedModels.isEmpty ? "no models are loaded" : "no model loaded without errors; fix the model files first"
        }
        return "the models are \(SeedParser.list(names))"
    }
}
