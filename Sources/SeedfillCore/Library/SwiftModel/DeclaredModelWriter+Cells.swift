/// Writing one declared cell as a model file's field object.
extension DeclaredModelWriter {
    /// The field object of the cell at `index`, members in the order a model file is read.
    mutating func json(ofCell index: Int) -> DeclaredJSON {
        let node = nodes[index]
        guard let cell = node.cell else { return .null }
        let type = cell.cellType
        var members: [(key: String, value: DeclaredJSON)] = [
            ("key", .string(cell.rawValue)), ("type", .string(type.typeName)), ("title", .string(cell.title)),
        ]
        func add(_ key: String, _ value: DeclaredJSON?) {
            if let value { members.append((key, value)) }
        }
        func add(_ key: String, _ text: String?) { add(key, text.map(DeclaredJSON.string)) }
        members += Self.typeMembers(of: type)
        if cell.omitsEmpty {
            add("optional", .string("omit"))
        } else if cell.isOptional {
            add("optional", .bool(true))
        }
        let parents = names(of: cell.parentFields, from: index, property: "parentFields")
        if !parents.isEmpty { add("parents", .array(parents.map(DeclaredJSON.string))) }
        add("visibleWhen", Self.visibleWhen(hidden: cell.hiddenWhen, visible: cell.visibleWhen))
        add("requiredWhen", cell.requiredWhen)
        add("enabledWhen", cell.enabledWhen)
        add("compute", cell.compute)
        if cell.isInternal { add("internal", .bool(true)) }
        add("validWhen", cell.validWhen)
        add("message", cell.message)
        add("initialValue", cell.initialValue.map(DeclaredJSON.init))
        if !cell.rules.isEmpty { add("rules", .array(cell.rules.map(Self.json(of:)))) }
        if case .list(_, _, _, _, let uniqueBy) = type, !uniqueBy.isEmpty {
            add("uniqueBy", .array(itemKeys(of: uniqueBy, in: index).map(DeclaredJSON.string)))
        }
        if !node.children.isEmpty {
            var fields: [DeclaredJSON] = []
            for child in node.children { fields.append(json(ofCell: child)) }
            add("fields", .array(fields))
        }
        return .object(members, origin: node.origin)
    }

    /// The type-specific members of `type` (its constraints, options, model), as a model
    /// file writes them; what is `nil` is left out.
    static func typeMembers(of type: CellType) -> [(key: String, value: DeclaredJSON)] {
        var members: [(key: String, value: DeclaredJSON)] = []
        func count(_ key: String, _ value: Int?) { if let value { members.append((key, .number(String(value)))) } }
        func text(_ key: String, _ value: String?) { if let value { members.append((key, .string(value))) } }
        func bound(_ key: String, _ value: CellBound?) { if let value { members.append((key, DeclaredJSON(value))) } }
        switch type {
        case .text(let minLength, let maxLength, let pattern, let mask, let maskLetters):
            count("minLength", minLength)
            count("maxLength", maxLength)
            text("pattern", pattern)
            text("mask", mask)
            text("maskLetters", maskLetters)
        case .integer(let min, let max), .date(let min, let max), .datetime(let min, let max), .time(let min, let max):
            bound("min", min)
            bound("max", max)
        case .decimal(let min, let max, let scale):
            bound("min", min)
            bound("max", max)
            count("scale", scale)
        case .boolean, .group:
            break
        case .choice(let options, let open, let minLength, let maxLength, let pattern):
            members.append(("options", json(of: options)))
            if open { members.append(("open", .bool(true))) }
            count("minLength", minLength)
            count("maxLength", maxLength)
            text("pattern", pattern)
        case .multichoice(let options, let minItems, let maxItems):
            members.append(("options", json(of: options)))
            count("minItems", minItems)
            count("maxItems", maxItems)
        case .attachment(let accept, let maxSize, let minItems, let maxItems):
            if let accept { members.append(("accept", .array(accept.map(DeclaredJSON.string)))) }
            count("maxSize", maxSize)
            count("minItems", minItems)
            count("maxItems", maxItems)
        case .list(_, let minItems, let maxItems, let listCount, _):
            count("minItems", minItems)
            count("maxItems", maxItems)
            text("count", listCount)
        case .ref(let model, let embed):
            text("model", model)
            if !embed { members.append(("embed", .bool(false))) }
        }
        return members
    }

    /// `options` as a model file writes them: plain values, option objects, a table look-up, or
    /// another field's answers.
    static func json(of options: CellOptions) -> DeclaredJSON {
        switch options {
        case .list(let list):
            return .array(
                list.map { option in
                    guard option.title != nil || option.visibleWhen != nil || option.exclusive else { return DeclaredJSON(option.value) }
                    var members: [(key: String, value: DeclaredJSON)] = [("value", DeclaredJSON(option.value))]
                    if let title = option.title { members.append(("title", .string(title))) }
                    if let visibleWhen = option.visibleWhen { members.append(("visibleWhen", .string(visibleWhen))) }
                    if option.exclusive { members.append(("exclusive", .bool(true))) }
                    return .object(members, origin: nil)
                })
        case .table(let table, let column, let match):
            var members: [(key: String, value: DeclaredJSON)] = [("table", .string(table)), ("column", .string(column))]
            if !match.isEmpty {
                members.append(("match", .object(match.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) }, origin: nil)))
            }
            return .object(members, origin: nil)
        case .from(let field):
            return .object([("from", .string(field))], origin: nil)
        }
    }

    /// A rule as a model file writes it: `when`, then its constraints.
    static func json(of rule: CellRule) -> DeclaredJSON {
        var members: [(key: String, value: DeclaredJSON)] = [("when", .string(rule.when))]
        func count(_ key: String, _ value: Int?) { if let value { members.append((key, .number(String(value)))) } }
        func text(_ key: String, _ value: String?) { if let value { members.append((key, .string(value))) } }
        func bound(_ key: String, _ value: CellBound?) { if let value { members.append((key, DeclaredJSON(value))) } }
        count("minLength", rule.minLength)
        count("maxLength", rule.maxLength)
        text("pattern", rule.pattern)
        text("mask", rule.mask)
        text("maskLetters", rule.maskLetters)
        bound("min", rule.min)
        bound("max", rule.max)
        count("scale", rule.scale)
        count("minItems", rule.minItems)
        count("maxItems", rule.maxItems)
        if let accept = rule.accept { members.append(("accept", .array(accept.map(DeclaredJSON.string)))) }
        count("maxSize", rule.maxSize)
        return .object(members, origin: nil)
    }
}
