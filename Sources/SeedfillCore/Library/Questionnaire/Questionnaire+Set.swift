/// Setting a value, and clearing every value that depended on the one it replaces.
extension Questionnaire {
    /// Sets the field at `path` to `value` (`nil` or `.null` unsets it), then clears every
    /// field that depends on it, transitively; nothing else changes.
    ///
    /// A field depends on another when any of its expressions reads it (`visibleWhen`,
    /// `enabledWhen`, `requiredWhen`, `validWhen`, `compute`, bounds, rules' `when`, option
    /// conditions, a table's `match`, a list's `count`) or its `parents` name it; the fields
    /// in a cleared section, group or list go with it. A field inside list items changes its
    /// list, so the fields reading the list are cleared too; a field of the same item that
    /// depends on it is cleared in that item only. Setting the value a field already holds
    /// clears nothing.
    ///
    /// The value is converted as the format reads it (a date from `"YYYY-MM-DD"`, a text from
    /// a number); a list takes an array of item objects, each holding the item's fields that
    /// are set (`[:]` for an item to fill). Its rules are not checked here: ``violations``
    /// reports a value that breaks them. Throws a ``SeedfillError`` when `path` names no
    /// field, a section or group, a computed field, an item that does not exist or a field
    /// that is not shown with the values set, or when `value` is not of the field's type.
    public mutating func set(_ path: String, to value: QuestionnaireValue?) throws(SeedfillError) {
        let address: FieldAddress
        switch form.address(of: path) {
        case .success(let found): address = found
        case .failure(let problem): throw SeedfillError(problem)
        }
        let field = form.plan.fields[address.id]
        let name = form.path(of: address.id, indices: address.indices)
        func problem(_ message: String, hint: String) -> SeedfillError {
            SeedfillError(.error(message, at: field.field.location, path: name, hint: hint))
        }
        if field.field.type == .section || field.field.type == .group {
            throw problem(
                "\(Quoted.single(name)) is a \(field.field.type.rawValue), not a field that takes a value",
                hint:
                    "set its fields one at a time, e.g. \(Quoted.single(form.paths(indices: address.indices).first { $0.hasPrefix(name + ".") } ?? name))"
            )
        }
        if let compute = field.field.compute {
            throw problem(
                "\(Quoted.single(name)) is computed (\(Quoted.single(compute.text))), so it cannot be set",
                hint: "set the fields it is computed from")
        }
        let converted = try answerValue(value, of: address.id, path: name)
        try checkItemsExist(address)
        guard located(address, in: record()) != nil else {
            let sources = form.visibilitySources(of: address.id).map { Quoted.single(form.path(of: $0, indices: address.indices)) }
            throw problem(
                "\(Quoted.single(name)) is not shown with the values set, so it cannot be set",
                hint: sources.isEmpty
                    ? "set the fields that decide whether it is shown first"
                    : "set first the fields that decide whether it is shown: \(RecordFiller.list(sources))")
        }
        let segments = form.segments(of: address.id)
        guard answers.value(at: segments, indices: address.indices) != converted else { return }
        answers.update(segments, indices: address.indices) { $0 = converted }
        clearDependants(of: address)
    }

    /// Throws unless every item the address goes through has been set (as part of its list).
    private func checkItemsExist(_ address: FieldAddress) throws(SeedfillError) {
        for (level, list) in form.lists[address.id].enumerated() {
            let items: Int
            if case .array(let elements)? = answers.value(at: form.segments(of: list), indices: Array(address.indices.prefix(level))) {
                items = elements.count
            } else {
                items = 0
            }
            guard address.indices[level] >= items else { continue }
            let name = form.path(of: list, indices: address.indices)
            throw SeedfillError(
                .error(
                    "there is no item \(address.indices[level]) of \(Quoted.single(name)): it has \(items) item\(items == 1 ? "" : "s")",
                    at: form.plan.fields[list].field.location, path: form.path(of: address.id, indices: address.indices),
                    hint: "set \(Quoted.single(name)) to an array of its items first ([:] for an item to fill), or fill it with fillRest"))
        }
    }

    /// Unsets every field that depends on the field at `address`, transitively.
    private mutating func clearDependants(of address: FieldAddress) {
        let chain = form.lists[address.id]
        // For each field reached, how many of the changed field's lists it is cleared in the
        // changed item of only (fewer: in every item of the lists beyond).
        var reached: [FieldID: Int] = [:]
        var queue = form.readers[address.id].map { ($0, chain.count) }
        for (level, list) in chain.enumerated() { queue += form.readers[list].map { ($0, level) } }
        while let (id, fixed) = queue.popLast() {
            let shared = zip(form.lists[id], chain).prefix { $0 == $1 }.count
            let level = min(fixed, shared)
            if let known = reached[id], known <= level { continue }
            reached[id] = level
            queue += (form.readers[id] + form.contents[id]).map { ($0, level) }
        }
        for (id, level) in reached.sorted(by: { $0.key < $1.key }) where id != address.id && !chain.contains(id) {
            let indices = form.lists[id].indices.map { $0 < level ? address.indices[$0] : nil }
            answers.update(form.segments(of: id), indices: indices) { $0 = nil }
        }
    }
}
