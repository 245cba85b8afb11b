/// Options taken from another field's answers (`"options": {"from": "hobbies"}`): the source is
/// a multichoice, or `list.field` for a text or choice field of a list's items, seen from the
/// choice's scope. The options are the source's distinct answers in the record, so the choice
/// is filled after it (an `options` dependency, see ``FieldDependencies``).
extension PlanBuilder {
    /// The compiled source of field `id`'s options, or `nil` after reporting why it is unusable.
    mutating func compileOptionSource(_ source: SourceText, for id: FieldID, in scope: ScopeID) -> CompiledOptions? {
        let key = fields[id].field.key
        let components = source.text.split(separator: ".").map(String.init)
        let fits = "options can be taken from a multichoice field, or from a text or choice field of a list's items ('children.name')"
        guard let (sourceID, consumed) = fieldNamed(components, from: scope) else {
            diagnostics.error(
                "unknown field \(Quoted.single(source.text)) in 'from'", at: source.location, path: source.path,
                hint: unreachableHint(components, from: scope) ?? Suggestions.hint(for: source.text, in: resolver.visibleNames(from: scope))
                    ?? fits)
            return nil
        }
        let named = fields[sourceID].field
        func reject(_ message: String, hint: String) -> CompiledOptions? {
            diagnostics.error(message, at: source.location, path: source.path, hint: hint)
            return nil
        }
        if sourceID == id {
            return reject("the options of \(Quoted.single(key)) are taken from \(Quoted.single(key)) itself", hint: fits)
        }
        if named.type == .list, consumed == components.count {
            let texts = fields[sourceID].children.filter { [.text, .choice].contains(fields[$0].field.type) }
            let example = texts.first.map { "; e.g. \(Quoted.single(source.text + "." + fields[$0].field.key))" } ?? ""
            return reject(
                "\(Quoted.single(source.text)) is a list: name the field of its items whose answers are the options",
                hint: "write 'list.field' for a text or choice field of the items\(example)")
        }
        if named.type == .list {
            if listEncloses(sourceID, id) {
                return reject(
                    "the options of \(Quoted.single(key)) are taken from \(Quoted.single(source.text)), in the list that holds \(Quoted.single(key))",
                    hint: "the list is still being filled when its item's choice is; take the options from another field")
            }
            let itemScope = frames[fields[sourceID].itemFrame ?? 0].scope
            guard let (itemID, itemConsumed) = fieldNamed(Array(components[consumed...]), within: itemScope),
                consumed + itemConsumed == components.count
            else {
                return reject(
                    "\(Quoted.single(named.key)) has no field \(Quoted.single(components[consumed...].joined(separator: "."))) in its items",
                    hint: Suggestions.hint(for: components[consumed], in: scopes[itemScope.id].orderedNames) ?? fits)
            }
            let item = fields[itemID].field
            guard item.type == .text || item.type == .choice else {
                return reject("\(Quoted.single(source.text)) is \(Self.aField(of: item.type))", hint: fits)
            }
        } else if named.type != .multichoice || consumed != components.count {
            return reject("\(Quoted.single(source.text)) is \(Self.aField(of: named.type))", hint: fits)
        }
        return bind(source, in: scope).map { .from($0, source: source.text) }
    }

    /// The field a dotted name starts with as seen from `scope` (innermost scope first, through
    /// sections and groups), and how many components name it.
    private func fieldNamed(_ components: [String], from scope: ScopeID) -> (FieldID, Int)? {
        var current: Int? = scope.id
        while let index = current {
            if let found = fieldNamed(components, within: ScopeID(depth: scope.depth, id: index)) { return found }
            current = scopes[index].parent
        }
        return nil
    }

    /// ``fieldNamed(_:from:)`` in `scope` alone.
    private func fieldNamed(_ components: [String], within scope: ScopeID) -> (FieldID, Int)? {
        guard let first = components.first, var id = scopes[scope.id].names[first] else { return nil }
        var consumed = 1
        while consumed < components.count, [.section, .group].contains(fields[id].field.type),
            let child = fields[id].children.first(where: { fields[$0].field.key == components[consumed] })
        {
            id = child
            consumed += 1
        }
        return (id, consumed)
    }

    /// Whether list `list` holds field `id` in its items (at any depth).
    private func listEncloses(_ list: FieldID, _ id: FieldID) -> Bool {
        var frame: Int? = fields[id].frame
        while let current = frame, let owner = frames[current].list {
            if owner == list { return true }
            frame = fields[owner].frame
        }
        return false
    }

    /// For a name that is a field of some list's items not seen from `scope`: its path from the
    /// record, to write instead.
    private func unreachableHint(_ components: [String], from scope: ScopeID) -> String? {
        guard components.count == 1,
            let other = fields.first(where: { $0.kind == .field && $0.field.key == components[0] && $0.frame != 0 })
        else { return nil }
        guard let list = frames[other.frame].list else { return nil }
        let path = fields[list].field.key + "." + components[0]
        return
            "\(Quoted.single(components[0])) is a field of a list's items, not seen from here; write its path from the list: \(Quoted.single(path))"
    }

    /// "a text field", "an integer field".
    private static func aField(of type: FieldType) -> String {
        let article = type.rawValue.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        return "\(article) \(type.rawValue) field"
    }
}
