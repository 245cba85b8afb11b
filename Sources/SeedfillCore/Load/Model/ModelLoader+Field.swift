extension ModelReader {
    /// Reads a section: `key`, `title`, `visibleWhen` and `fields` (which join the model's namespace).
    mutating func readSection(_ node: JSONNode, path: JSONPath, scope modelScope: inout KeyScope) -> Field? {
        guard let members = node.members else { return nil }
        let key = readKey(node, path: path, place: "a section")
        if let key { modelScope.declare(key.text, isSection: true, at: key.location, path: path.appending("key"), into: &bag) }
        var section = Field(key: key?.text ?? "", type: .section, location: node.location, path: path.description)
        for member in members {
            let memberPath = path.appending(member.key)
            switch member.key {
            case "key", "type":
                continue
            case "name":
                readName(member, path: memberPath, into: &section)
            case "title":
                section.title = member.value.expectString("'title'", path: memberPath, into: &bag)
            case "visibleWhen":
                section.visibleWhen = member.value.expectSourceText("'visibleWhen'", path: memberPath, into: &bag)
            case "flatten":
                section.flattens = member.value.expectBool("'flatten'", path: memberPath, into: &bag) ?? false
            case "fields":
                section.fields = readFields(member.value, path: memberPath, owner: "a section", scope: &modelScope, depth: 0)
            case "internal":
                bag.error(
                    "a section cannot be internal", at: member.keyLocation, path: memberPath.description,
                    hint: "a section is always written; mark its fields \"internal\": true instead")
            default:
                let hint =
                    Suggestions.hint(for: member.key, in: FieldKeys.section)
                    ?? (FieldKeys.allField.contains(member.key)
                        ? "a section takes only key, name, title, visibleWhen, flatten and fields; give this entry a \"type\" to make it a field (a list, say)"
                        : nil)
                bag.error(
                    "unknown key \(Quoted.single(member.key)) in a section", at: member.keyLocation,
                    path: memberPath.description, hint: hint)
            }
        }
        checkFlattenedName(section)
        if node["fields"] == nil {
            bag.reportMissingKey(
                "fields", in: "a section", node: node, path: path,
                hint:
                    "an entry of 'sections' without a \"type\" is a section; give it \"fields\", or give it a \"type\" to make it a field",
                validKeys: FieldKeys.section)
        }
        return key == nil ? nil : section
    }

    /// Reads the `fields` of a section, group or list, declaring their keys in `scope`.
    mutating func readFields(_ node: JSONNode, path: JSONPath, owner: String, scope: inout KeyScope, depth: Int) -> [Field] {
        guard let entries = node.expectArray("'fields'", path: path, into: &bag) else { return [] }
        guard depth < ModelReader.maxNesting else {
            bag.error(
                "fields are nested more than \(ModelReader.maxNesting) levels deep", at: node.location, path: path.description,
                hint: "a form never needs this depth; flatten the groups")
            return []
        }
        if entries.isEmpty {
            bag.error("'fields' is empty", at: node.location, path: path.description, hint: "\(owner) needs at least one field")
        }
        var fields: [Field] = []
        for (index, entry) in entries.enumerated() {
            let entryPath = path.appending(index)
            guard entry.expectObject("each entry of 'fields'", path: entryPath, into: &bag) != nil else { continue }
            if let field = readField(entry, path: entryPath, scope: &scope, depth: depth) { fields.append(field) }
        }
        return fields
    }

    /// Reads a field's `key`: required, an identifier.
    mutating func readKey(_ node: JSONNode, path: JSONPath, place: String) -> (text: String, location: SourceLocation)? {
        guard let keyNode = node["key"] else {
            bag.reportMissingKey(
                "key", in: place, node: node, path: path, hint: "name it, e.g. \"key\": \"firstName\"",
                validKeys: place == "a section" ? FieldKeys.section : FieldKeys.allField)
            return nil
        }
        let keyPath = path.appending("key")
        guard let text = keyNode.expectString("'key'", path: keyPath, into: &bag) else { return nil }
        guard text.isIdentifierLike else {
            let example = FieldKeys.keySuggestion(for: text).map { "; try \(Quoted.single($0))" } ?? ""
            bag.error(
                "\(Quoted.single(text)) is not a valid key", at: keyNode.location, path: keyPath.description,
                hint: "use letters, digits and '_', not starting with a digit\(example)")
            return nil
        }
        return (text, keyNode.location)
    }

    /// Reads a field's `type`: required, one of the declarable types.
    mutating func readType(_ node: JSONNode, path: JSONPath, key: String?) -> FieldType? {
        let place = key.map { "field \(Quoted.single($0))" } ?? "a field"
        guard let typeNode = node["type"] else {
            bag.reportMissingKey(
                "type", in: place, node: node, path: path, hint: "field types are \(FieldKeys.typeNames)", validKeys: FieldKeys.allField)
            return nil
        }
        let typePath = path.appending("type")
        guard let name = typeNode.expectString("'type'", path: typePath, into: &bag) else { return nil }
        if name == FieldType.section.rawValue {
            bag.error(
                "a section cannot be nested in another", at: typeNode.location, path: typePath.description,
                hint: "sections are entries of 'sections'; use \"type\": \"group\" for a block of fields inside one")
            return nil
        }
        if let type = FieldType(rawValue: name) { return type }
        bag.error(
            "unknown field type \(Quoted.single(name))", at: typeNode.location, path: typePath.description,
            hint: FieldKeys.unknownTypeHint(name))
        return nil
    }

    /// Reads one field (of any type), declaring its key in `scope`; `nil` when its key or type is unusable.
    mutating func readField(_ node: JSONNode, path: JSONPath, scope: inout KeyScope, depth: Int) -> Field? {
        guard let members = node.members else { return nil }
        if node["use"] != nil { return readUse(node, path: path, scope: &scope, depth: depth) }
        let key = readKey(node, path: path, place: "a field")
        if let key { scope.declare(key.text, isSection: false, at: key.location, path: path.appending("key"), into: &bag) }
        let type = readType(node, path: path, key: key?.text)
        var field = Field(key: key?.text ?? "", type: type ?? .text, location: node.location, path: path.description)
        for member in members where member.key != "key" && member.key != "type" {
            let memberPath = path.appending(member.key)
            guard FieldKeys.allField.contains(member.key) else {
                let place = type.map { "a field of type \($0.rawValue)" } ?? "a field"
                let validKeys = type.map(FieldKeys.valid) ?? FieldKeys.allField
                bag.error(
                    "unknown key \(Quoted.single(member.key)) in \(place)", at: member.keyLocation, path: memberPath.description,
                    hint: FieldKeys.unknownKeyHint(member.key, validKeys: validKeys))
                continue
            }
            if let type, !FieldKeys.valid(for: type).contains(member.key) {
                bag.error(
                    "\(Quoted.single(member.key)) does not apply to a field of type \(type.rawValue)", at: member.keyLocation,
                    path: memberPath.description, hint: notApplicableHint(member.key, type: type))
                continue
            }
            readFieldMember(member, path: memberPath, type: type, into: &field, depth: depth)
        }
        if let type { checkRequirements(of: field, type: type, node: node, path: path) }
        if !field.messages.isEmpty { checkMessages(of: field) }
        guard key != nil, type != nil else { return nil }
        return field
    }

    /// Why a known key cannot be on a field of `type`.
    func notApplicableHint(_ key: String, type: FieldType) -> String? {
        if key == "rules" {
            return "a rule sets constraints, and a field of type \(type.rawValue) has none; use 'validWhen' for a cross-field check"
        }
        if key == "open", type == .multichoice {
            return "'open' applies to choice fields; for a multichoice's \"other\" answer, add a text field shown when it is ticked"
        }
        return FieldKeys.appliesHint(for: key)
    }

    /// Stores one member already known to apply to the field's type.
    mutating func readFieldMember(_ member: JSONMember, path: JSONPath, type: FieldType?, into field: inout Field, depth: Int) {
        let value = member.value
        let what = "\(Quoted.single(member.key))"
        switch member.key {
        case "use": break  // expanded before the members are read (see `readUse`)
        case "name": readName(member, path: path, into: &field)
        case "title": field.title = value.expectString(what, path: path, into: &bag)
        case "message": field.message = value.expectString(what, path: path, into: &bag)
        case "messages": field.messages = readMessages(value, path: path, type: type)
        case "initialValue": field.initialValue = value
        case "optional": readOptional(value, path: path, into: &field)
        case "internal": field.isInternal = value.expectBool(what, path: path, into: &bag) ?? false
        case "flatten": field.flattens = value.expectBool(what, path: path, into: &bag) ?? false
        case "embed": field.embed = value.expectBool(what, path: path, into: &bag) ?? true
        case "open": field.isOpen = value.expectBool(what, path: path, into: &bag) ?? false
        case "visibleWhen": field.visibleWhen = value.expectSourceText(what, path: path, into: &bag)
        case "requiredWhen": field.requiredWhen = value.expectSourceText(what, path: path, into: &bag)
        case "validWhen": field.validWhen = value.expectSourceText(what, path: path, into: &bag)
        case "compute": field.compute = value.expectSourceText(what, path: path, into: &bag)
        case "defaultExpr": field.defaultExpr = value.expectSourceText(what, path: path, into: &bag)
        case "enabledWhen": field.enabledWhen = value.expectSourceText(what, path: path, into: &bag)
        case "parents", "uniqueBy":
            let names = readNameList(value, key: member.key, path: path)
            if member.key == "parents" { field.parents = names } else { field.uniqueBy = names }
        case "count": field.count = readCountExpression(value, path: path)
        case "model": field.refModel = readModelName(value, path: path)
        case "rules": field.rules = readRules(value, path: path, type: type)
        case "format": field.constraints.format = readFormat(value, path: path)
        case "bounds": field.constraints.geoBounds = readGeoBounds(value, path: path)
        case "as": field.constraints.asFileName = readAttachmentShape(value, path: path)
        case "options": field.options = readOptions(value, path: path, type: type)
        case "fields":
            var nested = KeyScope()
            let owner = type.map { "a \($0.rawValue)" } ?? "a field"
            field.fields = readFields(value, path: path, owner: owner, scope: &nested, depth: depth + 1)
        default: readConstraint(member, path: path, into: &field.constraints)
        }
    }
}
