/// A field of a questionnaire named by its path: `vehicle.regNumber`, `drivers[0].birthDate`,
/// `drivers` for a whole list. The keys are those of the written questionnaire; a field inside
/// list items names its item after the list's key, counting from 0.
struct FieldAddress: Equatable {
    /// The field, in the model's plan.
    let id: FieldID
    /// The item of each list the field is in, outermost first (empty outside lists).
    let indices: [Int]
}

extension QuestionnaireForm {
    /// The address of `path`, or the error that says why it names no field.
    func address(of path: String) -> Result<FieldAddress, Diagnostic> {
        guard let parts = Self.parse(path) else {
            return .failure(
                .error(
                    "\(Quoted.single(path)) is not a questionnaire path", path: path,
                    hint: "write the keys joined by dots, and an item of a list as its number from 0 in brackets: 'drivers[0].birthDate'"))
        }
        let keys = parts.map(\.key)
        let indices = parts.compactMap(\.index)
        guard let id = plan.fields.indices.first(where: { plan.fields[$0].kind == .field && plan.fields[$0].fullPath == keys }) else {
            return .failure(unknownPath(path, keys: keys, indices: indices))
        }
        // Each list the field is in needs an item number right after its key, and nothing else does.
        let listEnds = Set(lists[id].map { plan.fields[$0].fullPath.count - 1 })
        let wellPlaced = parts.enumerated().allSatisfy { position, part in (part.index != nil) == listEnds.contains(position) }
        guard wellPlaced else {
            let field = plan.fields[id]
            let expected = self.path(of: id, indices: indices)
            let hint =
                field.field.type == .list && parts.last?.index != nil
                ? "an item of a list is not a field: set the whole list \(Quoted.single(field.fullPath.joined(separator: "."))), or one field of the item"
                : "name the item of each list by its number from 0: \(Quoted.single(expected))"
            return .failure(
                .error(
                    "\(Quoted.single(path)) does not name the items of the lists it goes through", at: field.field.location, path: path,
                    hint: hint))
        }
        return .success(FieldAddress(id: id, indices: indices))
    }

    /// The error of a path that names no field: located at the deepest section, group or list
    /// it does name, with the closest path for a hint.
    private func unknownPath(_ path: String, keys: [String], indices: [Int]) -> Diagnostic {
        var known: FieldID?
        for count in stride(from: keys.count - 1, to: 0, by: -1) {
            let prefix = Array(keys.prefix(count))
            if let id = plan.fields.indices.first(where: { plan.fields[$0].kind == .field && plan.fields[$0].fullPath == prefix }) {
                known = id
                break
            }
        }
        let here =
            known.map { id in plan.fields[id].children.filter { plan.fields[$0].kind == .field }.map { plan.fields[$0].field.key } }
            ?? plan.rootItems.filter { plan.fields[$0].kind == .field }.map { plan.fields[$0].field.key }
        let place =
            known.map { "the fields of \(Quoted.single(plan.fields[$0].fullPath.joined(separator: "."))) are" } ?? "the keys at the top are"
        return .error(
            "the model \(Quoted.single(plan.model.name)) has no field \(Quoted.single(path))",
            at: known.map { plan.fields[$0].field.location }, path: path,
            hint: Suggestions.hint(for: path, in: paths(indices: indices)) ?? "\(place): \(Quoted.list(here.map { Quoted.single($0) }))")
    }

    /// The keys of `path`, each with the item number written after it; `nil` when it is not
    /// keys joined by dots with item numbers in brackets.
    static func parse(_ path: String) -> [(key: String, index: Int?)]? {
        var parts: [(key: String, index: Int?)] = []
        var rest = Substring(path)
        while true {
            let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
            let key = String(rest[..<end])
            guard !key.isEmpty else { return nil }
            rest = rest[end...]
            var index: Int?
            if rest.first == "[" {
                guard let close = rest.firstIndex(of: "]") else { return nil }
                let digits = rest[rest.index(after: rest.startIndex)..<close]
                guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(digits), number >= 0 else {
                    return nil
                }
                index = number
                rest = rest[rest.index(after: close)...]
            }
            parts.append((key, index))
            if rest.isEmpty { return parts }
            guard rest.first == "." else { return nil }
            rest = rest.dropFirst()
        }
    }
}
