/// The names visible at one level of a model: the record root (sections share its namespace),
/// a group, or a list item. Lookups go innermost scope first.
struct NameScope: Sendable {
    /// The enclosing scope (`nil` for the root).
    var parent: Int?
    /// The frame whose slots this scope's fields use.
    var frame: Int
    /// Field keys declared directly in this scope (sections flattened into the root).
    var names: [String: FieldID] = [:]
    /// Keys in declaration order, for suggestions.
    var orderedNames: [String] = []
}

/// Resolves names in expressions against a model plan: fields innermost scope first, then the
/// seed file's `let` helpers, then its `context`.
struct PlanResolver: NameResolver {
    let fields: [any PlannedFieldParts]
    let scopes: [NameScope]
    let frames: [FramePlan]
    /// `let` helpers by name.
    let helpers: [String: FieldID]
    /// The seed file's context object.
    let context: ObjectValue?

    func resolve(_ components: [String], from scope: ScopeID) -> (binding: NameBinding, consumed: Int)? {
        guard let first = components.first else { return nil }
        var current: Int? = scope.id
        while let scopeIndex = current {
            let nameScope = scopes[scopeIndex]
            if let id = nameScope.names[first] {
                return descend(from: id, components: components)
            }
            current = nameScope.parent
        }
        if let id = helpers[first] {
            return (binding(for: id), 1)
        }
        if let context, let value = context[first] {
            var consumed = 1
            var value = value
            while consumed < components.count, case .object(let object) = value, let inner = object[components[consumed]] {
                value = inner
                consumed += 1
            }
            return (.constant(value), consumed)
        }
        return nil
    }

    func visibleNames(from scope: ScopeID) -> [String] {
        var names: [String] = []
        var current: Int? = scope.id
        while let scopeIndex = current {
            names += scopes[scopeIndex].orderedNames
            current = scopes[scopeIndex].parent
        }
        names += helpers.keys.sorted()
        if let context { names += context.keys }
        return names
    }

    /// Follows `section.field` and `group.field` steps as far as the components go.
    private func descend(from start: FieldID, components: [String]) -> (binding: NameBinding, consumed: Int) {
        var id = start
        var consumed = 1
        while consumed < components.count {
            let planned = fields[id]
            guard planned.field.type == .section || planned.field.type == .group,
                let child = planned.children.first(where: { fields[$0].field.key == components[consumed] })
            else { break }
            id = child
            consumed += 1
        }
        return (binding(for: id), consumed)
    }

    private func binding(for id: FieldID) -> NameBinding {
        let planned = fields[id]
        if planned.field.type == .list, let itemFrame = planned.itemFrame {
            return .list(planned.slot, itemScope: frames[itemFrame].scope)
        }
        return .value(planned.slot, planned.valueType)
    }
}
