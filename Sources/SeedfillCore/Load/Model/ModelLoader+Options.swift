extension ModelReader {
    /// Reads `options`: an array of values or of option objects, or a table look-up.
    mutating func readOptions(_ node: JSONNode, path: JSONPath, type: FieldType?) -> Options? {
        switch node.kind {
        case .array(let elements):
            if elements.isEmpty {
                bag.error("'options' is empty", at: node.location, path: path.description, hint: "a choice needs at least one option")
                return nil
            }
            var options: [Option] = []
            var seen: [String: SourceLocation] = [:]
            for (index, element) in elements.enumerated() {
                let optionPath = path.appending(index)
                let valueNode = element.members != nil ? element["value"] : element
                guard let option = readOption(element, path: optionPath, type: type) else { continue }
                options.append(option)
                if let valueNode, let identity = optionIdentity(valueNode) {
                    if let first = seen[identity] {
                        bag.error(
                            "duplicate option value \(describe(valueNode))", at: valueNode.location,
                            path: optionPath.description, hint: "first given at \(first.line):\(first.column)")
                    } else {
                        seen[identity] = valueNode.location
                    }
                }
            }
            return .list(options)
        case .object:
            if node["from"] != nil { return readOptionSource(node, path: path) }
            return readTableLookup(node, path: path).map(Options.table)
        default:
            bag.reportMismatch(
                node, expected: "an array or an object", for: "'options'", path: path,
                hint: "write [\"a\", \"b\"], or a look-up such as { \"table\": \"cities\", \"column\": \"city\" }")
            return nil
        }
    }

    /// Reads one option: a scalar, or `{value, title?, visibleWhen?, exclusive?}`.
    mutating func readOption(_ node: JSONNode, path: JSONPath, type: FieldType?) -> Option? {
        guard let members = node.members else {
            return checkOptionValue(node, what: "each option", path: path) ? Option(value: node, path: path.description) : nil
        }
        var option = Option(value: node, path: path.description)
        var valid = true
        for member in members {
            let memberPath = path.appending(member.key)
            switch member.key {
            case "value":
                valid = checkOptionValue(member.value, what: "an option's 'value'", path: memberPath) && valid
                option.value = member.value
            case "title":
                option.title = member.value.expectString("'title'", path: memberPath, into: &bag)
            case "visibleWhen":
                option.visibleWhen = member.value.expectSourceText("'visibleWhen'", path: memberPath, into: &bag)
            case "exclusive":
                option.exclusive = member.value.expectBool("'exclusive'", path: memberPath, into: &bag) ?? false
                if let type, type != .multichoice {
                    bag.error(
                        "'exclusive' does not apply to an option of a field of type \(type.rawValue)", at: member.keyLocation,
                        path: memberPath.description, hint: "'exclusive' marks a \"none of these\" option of a multichoice field")
                }
            default:
                bag.reportUnknownKey(member, in: "an option", path: path, validKeys: FieldKeys.option)
            }
        }
        if node["value"] == nil {
            bag.reportMissingKey(
                "value", in: "an option", node: node, path: path,
                hint: "write the option as { \"value\": \"pts\", \"title\": \"Paper title\" }", validKeys: FieldKeys.option)
            valid = false
        }
        return valid ? option : nil
    }

    /// Whether `node` can be an option's value (a string, number or boolean), reporting it if not.
    mutating func checkOptionValue(_ node: JSONNode, what: String, path: JSONPath) -> Bool {
        switch node.kind {
        case .string, .number, .bool:
            return true
        case .null:
            bag.error(
                "an option's value cannot be null", at: node.location, path: path.description,
                hint: "to allow no answer, make the field \"optional\": true")
        default:
            bag.reportMismatch(node, expected: "a string, a number or a boolean", for: what, path: path)
        }
        return false
    }

    /// A key that is equal for equal option values (numbers by their literal).
    private func optionIdentity(_ node: JSONNode) -> String? {
        switch node.kind {
        case .string(let text): return "s" + text
        case .number(let literal): return "n" + literal
        case .bool(let value): return value ? "true" : "false"
        default: return nil
        }
    }

    /// An option value as it reads in a message: `'pts'`, `3`, `true`.
    private func describe(_ node: JSONNode) -> String {
        switch node.kind {
        case .string(let text): return "\(Quoted.single(text))"
        case .number(let literal): return literal
        case .bool(let value): return String(value)
        default: return node.typeDescription
        }
    }

    /// Reads `{table, column, match?}`; `match` maps a table column to a field name.
    mutating func readTableLookup(_ node: JSONNode, path: JSONPath) -> TableLookup? {
        guard let members = node.members else { return nil }
        var table: String?
        var column: String?
        var match: [(column: String, field: SourceText)] = []
        for member in members {
            let memberPath = path.appending(member.key)
            switch member.key {
            case "table": table = readNonEmptyString(member.value, key: "table", path: memberPath)
            case "column": column = readNonEmptyString(member.value, key: "column", path: memberPath)
            case "match":
                let hint = "map a table column to a field, e.g. { \"region\": \"region\" }"
                guard let entries = member.value.expectObject("'match'", path: memberPath, hint: hint, into: &bag) else { continue }
                for entry in entries {
                    let entryPath = memberPath.appending(entry.key)
                    if let field = entry.value.expectSourceText(
                        "\(Quoted.single(entry.key)) in 'match'", path: entryPath, hint: hint, into: &bag)
                    {
                        match.append((entry.key, field))
                    }
                }
            default:
                bag.reportUnknownKey(member, in: "a table look-up", path: path, validKeys: FieldKeys.tableLookup)
            }
        }
        let example = "a look-up names a table in data/ and one of its columns: { \"table\": \"cities\", \"column\": \"city\" }"
        if node["table"] == nil {
            bag.reportMissingKey("table", in: "a table look-up", node: node, path: path, hint: example, validKeys: FieldKeys.tableLookup)
        }
        if node["column"] == nil {
            bag.reportMissingKey("column", in: "a table look-up", node: node, path: path, hint: example, validKeys: FieldKeys.tableLookup)
        }
        guard let table, let column else { return nil }
        return TableLookup(table: table, column: column, match: match, location: node.location, path: path.description)
    }

    /// A string that must not be empty (a table or column name).
    private mutating func readNonEmptyString(_ node: JSONNode, key: String, path: JSONPath) -> String? {
        guard let text = node.expectString("\(Quoted.single(key))", path: path, into: &bag) else { return nil }
        if text.isEmpty {
            bag.error("\(Quoted.single(key)) is empty", at: node.location, path: path.description)
            return nil
        }
        return text
    }
}
