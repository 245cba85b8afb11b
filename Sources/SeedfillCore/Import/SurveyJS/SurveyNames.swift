/// The names a SurveyJS expression can read in one scope: the survey's questions (or a dynamic
/// panel's, or a matrix row's), each by its value name lower-cased, since SurveyJS matches
/// names regardless of case.
struct SurveyNames: Sendable {
    /// One question's value as the model holds it.
    struct Entry: Sendable {
        /// The model field's key.
        var key: String
        /// The names of its members (a group's fields, a list item's fields), lower-cased.
        var members: [String: String] = [:]
        /// Whether the value is a list of objects (`paneldynamic`, `matrixdynamic`).
        var isList = false
        /// Whether the question is never shown, so that it never has a value.
        var never = false
        /// A matrix's column totals (`totalType`) by column name, lower-cased, read as `{m-total.col}`.
        var totals: [String: String] = [:]
    }

    var entries: [String: Entry] = [:]

    subscript(name: String) -> Entry? {
        get { entries[name.lowercased()] }
        set { entries[name.lowercased()] = newValue }
    }
}

/// Where an expression is read: the survey's names, and within a dynamic panel or a matrix
/// row its own (`{panel.x}`, `{row.x}`); in a choice's condition, the value `{item}` stands for.
struct SurveyScope: Sendable {
    var panel: SurveyNames?
    var row: SurveyNames?
    var item: String?
}

extension SurveyTranslator {
    /// The seedfill text of SurveyJS expression `text` read in `scope`; a name the survey does not
    /// define becomes a context variable (the seed's `context`).
    mutating func expression(_ text: String, scope: SurveyScope) -> Result<String, SurveyExpressionError> {
        switch SurveyExpression.parse(text) {
        case .success(let tree): return expression(tree, scope: scope)
        case .failure(let error): return .failure(error)
        }
    }

    /// The seedfill text of the SurveyJS expression `tree` read in `scope`.
    mutating func expression(_ tree: SurveyExpression, scope: SurveyScope) -> Result<String, SurveyExpressionError> {
        let parsed = Self.groupsTested(tree, names: names, scope: scope)
        var found: [String] = []
        let names = self.names
        let result = Result { () throws(SurveyExpressionError) -> String in
            try parsed.seedfill(
                { (name: String) throws(SurveyExpressionError) -> String in
                    let path = try Self.path(of: name, names: names, scope: scope)
                    if path.isContext { found.append(path.text) }
                    return path.text
                },
                list: { (name: String) throws(SurveyExpressionError) -> SurveyListAccess in
                    guard let entry = Self.entry(name, names: names, scope: scope), entry.isList else {
                        throw SurveyExpressionError(message: "'{\(name)}' is not a dynamic panel or matrix")
                    }
                    let itemScope = SurveyScope(panel: SurveyNames(entries: entry.members.mapValues { .init(key: $0) }))
                    return SurveyListAccess(
                        path: entry.key, members: entry.members,
                        filter: { filter throws(SurveyExpressionError) in
                            guard case .success(let tree) = SurveyExpression.parse(filter) else {
                                throw SurveyExpressionError(message: "the filter '\(filter)' cannot be read")
                            }
                            return try tree.seedfill(
                                { name throws(SurveyExpressionError) in
                                    guard let key = entry.members[name.lowercased()] else {
                                        return try Self.path(of: name, names: names, scope: itemScope).text
                                    }
                                    return key
                                }, list: { _ throws(SurveyExpressionError) in throw SurveyExpressionError(message: "nested lists") })
                        })
                })
        }
        if case .success = result {
            for name in found where !contextVariables.contains(name) { contextVariables.append(name) }
        }
        return result
    }

    /// `tree` with each `{g} empty` / `{g} notempty` of a group (a custom type's object, a
    /// matrix) asking about its members, since SurveyJS's object is empty when none is filled.
    static func groupsTested(_ tree: SurveyExpression, names: SurveyNames, scope: SurveyScope) -> SurveyExpression {
        switch tree {
        case .unary(let op, .variable(let name)) where op == "empty" || op == "notempty":
            // `{g}`, or `{panel.g}` / `{row.g}` in a dynamic panel's item or a matrix row.
            let parts = name.split(separator: ".").map(String.init)
            let table: SurveyNames?
            switch (parts.count, parts.first?.lowercased()) {
            case (1, _): table = names
            case (2, "panel"): table = scope.panel
            case (2, "row"): table = scope.row
            default: table = nil
            }
            guard let entry = table?[parts[parts.count - 1]], !entry.isList, !entry.members.isEmpty else { return tree }
            let members = entry.members.keys.sorted().map { SurveyExpression.variable(name + "." + $0) }
            return .call(op == "empty" ? "__allempty" : "__anyfilled", members)
        case .unary(let op, let inner): return .unary(op, groupsTested(inner, names: names, scope: scope))
        case .binary(let op, let a, let b):
            return .binary(op, groupsTested(a, names: names, scope: scope), groupsTested(b, names: names, scope: scope))
        case .call(let name, let arguments): return .call(name, arguments.map { groupsTested($0, names: names, scope: scope) })
        default: return tree
        }
    }

    private static func entry(_ name: String, names: SurveyNames, scope: SurveyScope) -> SurveyNames.Entry? {
        names[name]
    }

    /// The model path `{name}` reads, or the context variable it names.
    static func path(of name: String, names: SurveyNames, scope: SurveyScope) throws(SurveyExpressionError) -> (
        text: String, isContext: Bool
    ) {
        let lowered = name.lowercased()
        if lowered == "item", let item = scope.item { return (item, false) }
        var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var table = names
        if parts.count > 1, parts[0].lowercased() == "panel" || parts[0].lowercased() == "row" {
            guard let inner = parts[0].lowercased() == "panel" ? scope.panel : scope.row else {
                throw SurveyExpressionError(message: "'{\(name)}' is read outside a dynamic panel or matrix row")
            }
            table = inner
            parts.removeFirst()
        }
        if let whole = table[parts.joined(separator: ".")] { return (whole.never ? "null" : whole.key, false) }
        if parts.count == 2, parts[0].lowercased().hasSuffix("-total"), let list = table[String(parts[0].dropLast(6))], list.isList {
            return (try total(of: list, column: parts[1], name: name), false)
        }
        var (first, index) = splitIndex(parts[0])
        guard let entry = table[first] else {
            guard parts.count == 1, index == nil, SurveyTranslator.isIdentifier(name), table.entries.isEmpty || table.entries.count > 0
            else {
                throw SurveyExpressionError(message: "'{\(name)}' names no question of the survey")
            }
            return (name, true)
        }
        if entry.never { return ("null", false) }
        first = entry.key + (index.map { "[\($0)]" } ?? "")
        var text = first
        for part in parts.dropFirst() {
            guard let member = entry.members[part.lowercased()] else {
                throw SurveyExpressionError(message: "'{\(name)}': '\(part)' is no part of the question's value")
            }
            text += "." + member
        }
        return (text, false)
    }

    /// The total of a matrix's column (`{m-total.col}`) as its `totalType` works it out.
    private static func total(of list: SurveyNames.Entry, column: String, name: String) throws(SurveyExpressionError) -> String {
        guard let member = list.members[column.lowercased()], let kind = list.totals[column.lowercased()] else {
            throw SurveyExpressionError(message: "'{\(name)}': '\(column)' is no column of the matrix with a 'totalType'")
        }
        switch kind.lowercased() {
        case "sum": return "coalesce(sum(\(list.key).\(member)), 0)"
        case "avg": return "avg(\(list.key).\(member))"
        case "count": return "count(\(list.key), not isEmpty(\(member)))"
        default: throw SurveyExpressionError(message: "'{\(name)}': the totalType '\(kind)' is not translated")
        }
    }

    /// `name[2]` split into `name` and `2`.
    private static func splitIndex(_ part: String) -> (String, Int?) {
        guard part.hasSuffix("]"), let open = part.firstIndex(of: "["),
            let index = Int(part[part.index(after: open)..<part.index(before: part.endIndex)])
        else { return (part, nil) }
        return (String(part[..<open]), index)
    }
}
