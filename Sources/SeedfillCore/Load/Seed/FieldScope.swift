/// The fields a seed object can name: those of the model root, a section or group, or a list
/// item, and the rules for finding one by key alone or by a dotted path (SPEC §4).
struct FieldScope {
    /// The fields directly inside the container the seed object maps.
    let children: [Field]
    /// Keys from the scope root (the model root, or the list item) to the container.
    let prefix: [String]
    /// How messages name the container: `model 'policy'`, `'insurant.document'`, `the item of 'drivers'`.
    let name: String

    /// What a key of a seed object names.
    enum Lookup {
        /// The field, with its keys from the container.
        case found(Field, [String])
        /// Several fields share the key; their dotted paths from the scope root.
        case ambiguous([String])
        /// The key (or a step of the dotted path) lies inside a list, which is mapped through its `item`.
        case insideList(list: String, field: String)
        /// A step of a dotted path goes through a field that has no fields.
        case notContainer(String)
        /// Nothing has the key; the nearest spelling, if any is close.
        case unknown(suggestion: String?)
    }

    /// Finds the field `key` names: a direct child first (explicit nesting wins), then a key that
    /// names exactly one field at any depth outside lists; a dotted path walks from its first
    /// step (found the same way) through direct children.
    func lookup(_ key: String) -> Lookup {
        let steps = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard steps.count > 1 else { return lookupSingle(key) }
        guard !steps.contains(where: \.isEmpty) else { return .unknown(suggestion: suggestion(for: key)) }
        var field: Field
        var path: [String]
        switch lookupSingle(steps[0]) {
        case .found(let first, let firstPath):
            field = first
            path = firstPath
        case .unknown:
            return .unknown(suggestion: suggestion(for: key))
        case let other:
            return other
        }
        for step in steps.dropFirst() {
            if field.type == .list {
                return .insideList(list: dotted(prefix + path), field: step)
            }
            guard field.type.isContainer else { return .notContainer(dotted(prefix + path)) }
            guard let child = field.fields.first(where: { $0.key == step }) else {
                return .unknown(suggestion: suggestion(for: key))
            }
            field = child
            path.append(step)
        }
        return .found(field, path)
    }

    private func lookupSingle(_ key: String) -> Lookup {
        if let child = children.first(where: { $0.key == key }) {
            return .found(child, [key])
        }
        let matches = descendants.filter { $0.field.key == key }
        if matches.count == 1 {
            return .found(matches[0].field, matches[0].path)
        }
        if matches.count > 1 {
            return .ambiguous(matches.map { dotted(prefix + $0.path) })
        }
        for (field, path) in descendants where field.type == .list {
            if field.fields.contains(where: { $0.key == key }) {
                return .insideList(list: dotted(prefix + path), field: key)
            }
        }
        return .unknown(suggestion: suggestion(for: key))
    }

    /// Every field reachable without entering a list, with its keys from the container, in
    /// declaration order (depth first).
    var descendants: [(field: Field, path: [String])] {
        var out: [(field: Field, path: [String])] = []
        func walk(_ fields: [Field], _ path: [String], depth: Int) {
            // Models are depth-limited by their reader; the guard only protects against a
            // hand-built model that nests absurdly.
            guard depth < 64 else { return }
            for field in fields {
                let fieldPath = path + [field.key]
                out.append((field, fieldPath))
                if field.type == .section || field.type == .group {
                    walk(field.fields, fieldPath, depth: depth + 1)
                }
            }
        }
        walk(children, [], depth: 0)
        return out
    }

    /// Every key that could be meant: keys and dotted paths in scope.
    private func suggestion(for key: String) -> String? {
        var candidates: [String] = []
        for (field, path) in descendants {
            candidates.append(key.contains(".") ? dotted(path) : field.key)
        }
        return Suggestions.nearest(to: key, in: candidates)
    }

    private func dotted(_ keys: [String]) -> String { keys.joined(separator: ".") }
}
