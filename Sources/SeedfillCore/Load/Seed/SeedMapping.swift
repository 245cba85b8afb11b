/// Reads `fields` (and a list's `item`): resolves each key to a model field — by nesting, by key
/// alone, or by a dotted path — and reads its entry as the model says the field is: a section or
/// group maps its fields, a list is `{count, item}`, anything else is a value or a generator.
extension SeedParser {
    /// Fields already mapped in one scope (the model root or one list item): dotted target → where.
    typealias MappedFields = [String: (location: SourceLocation, path: String)]

    /// Reads an object that maps the fields of `scope` and appends its entries in file order.
    mutating func parseMapping(
        _ node: JSONNode, scope: FieldScope, _ path: JSONPath, mapped: inout MappedFields,
        into entries: inout [SeedEntry]
    ) {
        guard let members = node.members else { return }
        for member in members {
            let memberPath = path.appending(member.key)
            switch scope.lookup(member.key) {
            case .found(let field, let relative):
                let target = scope.prefix + relative
                parseFieldEntry(member, field: field, target: target, memberPath, mapped: &mapped, into: &entries)
            case .ambiguous(let candidates):
                error(
                    "ambiguous field \(Quoted.single(member.key)): it names \(SeedParser.list(candidates))", at: member.keyLocation,
                    memberPath,
                    hint: "write the dotted path of the one you mean, e.g. \"\(candidates.last ?? "")\"")
            case .insideList(let list, let key):
                error(
                    "\(Quoted.single(key)) is a field of the items of the list \(Quoted.single(list))", at: member.keyLocation, memberPath,
                    hint: "map it inside the list's item: \"\(list)\": {\"count\": [1, 3], \"item\": {\"\(key)\": ...}}")
            case .notContainer(let holder):
                error(
                    "\(Quoted.single(holder)) has no fields, so \(Quoted.single(member.key)) names nothing", at: member.keyLocation,
                    memberPath)
            case .unknown(let suggestion):
                var hint = suggestion.map { "did you mean \(Quoted.single($0))?" }
                if hint == nil, !scope.prefix.isEmpty, GeneratorKeys.all.contains(member.key) {
                    hint = "\(scope.name) is mapped field by field; put the generator on each field"
                } else if hint == nil, scope.children.count <= 12 {
                    hint = "the fields of \(scope.name) are \(SeedParser.list(scope.children.map(\.key)))"
                }
                error("unknown field \(Quoted.single(member.key)) in \(scope.name)", at: member.keyLocation, memberPath, hint: hint)
            }
        }
    }

    private mutating func parseFieldEntry(
        _ member: JSONMember, field: Field, target: [String], _ path: JSONPath, mapped: inout MappedFields,
        into entries: inout [SeedEntry]
    ) {
        let dotted = target.joined(separator: ".")
        switch field.type {
        case .section, .group:
            guard member.value.members != nil else {
                let what = field.type == .section ? "section" : "group"
                error(
                    "expected an object mapping the fields of the \(what) \(Quoted.single(dotted)), found \(member.value.typeDescription)",
                    at: member.value.location, path, hint: "write \"\(member.key)\": {\"\(field.fields.first?.key ?? "field")\": ...}")
                return
            }
            let inner = FieldScope(children: field.fields, prefix: target, name: "\(Quoted.single(dotted))")
            parseMapping(member.value, scope: inner, path, mapped: &mapped, into: &entries)
            return
        case .list:
            let spec = parseListEntry(member.value, list: field, path)
            record(spec, target: target, member: member, path, mapped: &mapped, into: &entries)
        default:
            let spec = parseEntryValue(member.value, field: field, path, depth: 0)
            record(spec, target: target, member: member, path, mapped: &mapped, into: &entries)
        }
    }

    /// Appends the entry unless the field is already mapped, which is an error at the second place.
    private mutating func record(
        _ spec: GeneratorSpec?, target: [String], member: JSONMember, _ path: JSONPath, mapped: inout MappedFields,
        into entries: inout [SeedEntry]
    ) {
        let dotted = target.joined(separator: ".")
        if let first = mapped[dotted] {
            error(
                "the field \(Quoted.single(dotted)) is mapped twice", at: member.keyLocation, path,
                hint: "it is first mapped at line \(first.location.line), column \(first.location.column) (\(first.path)); keep one")
            return
        }
        mapped[dotted] = (member.keyLocation, path.description)
        if let spec { entries.append(SeedEntry(target: target, generator: spec)) }
    }

    /// `{count?, item?, null?}` or `{"const": [...]}` (with modifiers).
    private mutating func parseListEntry(_ node: JSONNode, list: Field, _ path: JSONPath) -> GeneratorSpec? {
        let example = "write \"\(list.key)\": {\"count\": [1, 3], \"item\": {...}}, or {\"const\": [...]} for fixed items"
        guard let members = node.members else {
            expected(
                "{\"count\", \"item\"} or {\"const\": [...]}", for: "the list \(Quoted.single(list.key))", found: node, path, hint: example)
            return nil
        }
        if node["const"] != nil {
            return parseGenerator(node, members: members, field: list, path, depth: 0)
        }
        var failed = false
        var count: ListCount?
        var item: [SeedEntry] = []
        var nullProbability: Double?
        for member in members {
            let memberPath = path.appending(member.key)
            switch member.key {
            case "count":
                count = parseListCount(member.value, memberPath)
                failed = failed || count == nil
            case "item":
                guard member.value.members != nil else {
                    expected("an object mapping the item's fields", for: "'item'", found: member.value, memberPath)
                    failed = true
                    continue
                }
                let scope = FieldScope(children: list.fields, prefix: [], name: "the item of \(Quoted.single(list.key))")
                var itemMapped = MappedFields()
                parseMapping(member.value, scope: scope, memberPath, mapped: &itemMapped, into: &item)
            case "null":
                nullProbability = probability(member.value, for: "'null'", memberPath)
                failed = failed || nullProbability == nil
            default:
                let message =
                    GeneratorKeys.generators.contains(member.key)
                    ? "a list is mapped by {\"count\", \"item\"} or {\"const\": [...]}, not by \(Quoted.single(member.key))"
                    : "unknown key \(Quoted.single(member.key)) in the entry of the list \(Quoted.single(list.key))"
                error(
                    message, at: member.keyLocation, memberPath,
                    hint: Suggestions.hint(for: member.key, in: ["count", "item", "const", "null"]) ?? example)
                failed = true
            }
        }
        guard !failed else { return nil }
        var spec = GeneratorSpec(kind: .list(count: count, item: item), location: node.location, path: path.description)
        spec.nullProbability = nullProbability
        return spec
    }

    /// `[a, b]`, a whole number, or an expression.
    private mutating func parseListCount(_ node: JSONNode, _ path: JSONPath) -> ListCount? {
        let limit: Int64 = 1_000_000
        switch node.kind {
        case .number:
            return wholeInt(node, for: "'count' of a list", path, in: 0...limit).map { .fixed($0) }
        case .string:
            return text(node, for: "'count'", path).map { .expression($0) }
        case .array(let elements) where elements.count == 2:
            let low = wholeInt(elements[0], for: "the smallest 'count'", path.appending(0), in: 0...limit)
            let high = wholeInt(elements[1], for: "the largest 'count'", path.appending(1), in: 0...limit)
            guard let low, let high else { return nil }
            guard low <= high else {
                error("the 'count' range [\(low), \(high)] is empty", at: node.location, path, hint: "write [\(high), \(low)]")
                return nil
            }
            return .range(low, high)
        default:
            let found = node.elements.map { "an array of \($0.count) elements" } ?? node.typeDescription
            error(
                "expected [min, max], a whole number or an expression for 'count', found \(found)", at: node.location, path,
                hint: "write \"count\": [1, 3], \"count\": 2 or \"count\": \"childrenCount\"")
            return nil
        }
    }
}
