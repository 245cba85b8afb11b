/// `if`/`then`/`else` on an object (its own, or in its `allOf`) whose `if` tests properties'
/// values (`"properties": {"animal": {"const": "Cat"}}`): `then` applies while that holds and
/// `else` otherwise. A property `then` or `else` requires is required while its condition
/// holds; a property either declares is a field shown only then (a property the object
/// declares itself, narrowed, is a field of its own under the same name, the object's own field
/// shown only otherwise). Two clauses that declare one property must test one property's
/// values apart, so that no record shows both.
extension SchemaTranslator {
    /// The member under which `resolved` gathers an object's `if`/`then`/`else` clauses (its
    /// own and its `allOf`'s), each with the pointer it was written at.
    static let conditionalsKey = "$seedfill-if"

    /// A keyword as the schema writes it (`if` for the clauses gathered under ``conditionalsKey``).
    static func shown(_ keyword: String) -> String { keyword == conditionalsKey ? "if" : keyword }

    /// `node` with its own `if`, `then` and `else` moved into one clause under
    /// ``conditionalsKey``.
    static func liftingConditional(_ node: JSONNode, at pointer: SchemaPointer) -> JSONNode {
        guard let members = node.members, members.contains(where: { $0.key == "if" }) else { return node }
        var clause = members.filter { ["if", "then", "else"].contains($0.key) }
        clause.append(
            JSONMember(key: "$pointer", keyLocation: node.location, value: JSONNode(.string(pointer.description), at: node.location)))
        var rest = members.filter { !["if", "then", "else"].contains($0.key) }
        let clauses = (node[conditionalsKey]?.elements ?? []) + [JSONNode(.object(clause), at: node.location)]
        rest.removeAll { $0.key == conditionalsKey }
        rest.append(JSONMember(key: conditionalsKey, keyLocation: node.location, value: JSONNode(.array(clauses), at: node.location)))
        return JSONNode(.object(rest), at: node.location)
    }

    /// One clause as read: where it is, its condition as an expression, the properties it tests
    /// (with the values that make it hold), and its `then` and `else`.
    private struct Clause {
        var schema: SchemaNode
        var condition: String
        var tested: [String: Set<ImportedValue>]
        var then: SchemaNode?
        var otherwise: SchemaNode?
    }

    /// Adds to `fields` (the fields of `schema`'s properties, by name in `keys`) what the
    /// object's `if`/`then`/`else` clauses ask.
    mutating func applyConditionals(_ schema: SchemaNode, fields: inout [ImportedField], keys: [String: String], required: Set<String>) {
        var clauses: [Clause] = []
        for node in schema[Self.conditionalsKey]?.elements ?? [] {
            let pointer = node["$pointer"]?.stringValue.flatMap(SchemaPointer.init(reference:)) ?? schema.pointer
            let clause = SchemaNode(node: node, pointer: pointer)
            guard let read = readClause(clause, keys: keys, required: required) else { continue }
            clauses.append(read)
        }
        // A property declared by several clauses is a field per clause: their conditions must
        // keep them apart.
        var declaring: [String: [(Int, String)]] = [:]
        for (index, clause) in clauses.enumerated() {
            for (part, condition) in [(clause.then, clause.condition), (clause.otherwise, "not (\(clause.condition))")] {
                guard let part else { continue }
                for member in part["properties"]?.members ?? [] { declaring[member.key, default: []].append((index, condition)) }
            }
        }
        var narrowedConditions: [String: [String]] = [:]
        // Properties a part requires that nothing describes, by name: the field made for each.
        var undescribed: [String: Int] = [:]
        // For each narrowed property, how many parts (then, else) of each clause narrow it.
        var narrowedBy: [String: [Int: Int]] = [:]
        for (index, clause) in clauses.enumerated() {
            for (part, condition, branch) in [
                (clause.then, clause.condition, "If"), (clause.otherwise, "not (\(clause.condition))", "Else"),
            ] {
                guard let part else { continue }
                let allowed: Set<String> = ["properties", "required", "type"]
                for member in part.node.members ?? [] where !allowed.contains(member.key) && !Self.annotations.contains(member.key) {
                    untranslated(part, "'\(member.key)' in 'then' or 'else' is not translated yet", keyword: member.key)
                }
                let partRequired = Set((part["required"]?.elements ?? []).compactMap(\.stringValue))
                for member in part["properties"]?.members ?? [] {
                    let others = declaring[member.key, default: []].filter { $0.0 != index }
                    if !others.isEmpty, !others.allSatisfy({ Self.apart(clause, clauses[$0.0]) }) {
                        untranslated(
                            part, "two conditions that may hold together declare \(Quoted.single(member.key))", keyword: "properties")
                        continue
                    }
                    let base = schema["properties"]?[member.key]
                    let node = base.map { Self.both($0, member.value) } ?? member.value
                    let taken = fields.map(\.key)
                    let key = Self.unique(
                        Self.identifier(member.key) + (base != nil || !others.isEmpty ? "\(branch)\(index + 1)" : ""), taken: taken.contains
                    )
                    let pointer = part.pointer.appending("properties").appending(member.key)
                    let isRequired = required.contains(member.key) || partRequired.contains(member.key)
                    guard
                        var field = field(
                            SchemaNode(node: node, pointer: pointer), key: key, name: key == member.key ? nil : member.key,
                            required: isRequired)
                    else { continue }
                    if base != nil, field["type"] == .string("group") || field["type"] == .string("list") || field["use"] != nil {
                        untranslated(
                            SchemaNode(node: member.value, pointer: pointer),
                            "an object or array that a condition narrows is not translated yet",
                            keyword: nil)
                        continue
                    }
                    field["visibleWhen"] = .string(Self.and(field["visibleWhen"], condition))
                    fields.append(field)
                    if base != nil {
                        narrowedConditions[member.key, default: []].append(condition)
                        narrowedBy[member.key, default: [:]][index, default: 0] += 1
                    }
                }
                // Properties of the object that the part requires, without declaring them.
                for name in partRequired.sorted() where part["properties"]?[name] == nil {
                    guard let key = keys[name], let index = fields.firstIndex(where: { $0.key == key }) else {
                        // Nothing describes the property, and the object takes properties it
                        // does not declare: any value is valid, so a text is written while the
                        // part applies.
                        if allowsUndeclared(schema) {
                            if let index = undescribed[name] {
                                fields[index]["visibleWhen"] = .string(Self.or(fields[index]["visibleWhen"], condition))
                            } else {
                                let key = Self.unique(Self.identifier(name), taken: fields.map(\.key).contains)
                                var field = ImportedField(key: key)
                                if key != name { field["name"] = .string(name) }
                                field["type"] = .string("text")
                                field["visibleWhen"] = .string(condition)
                                undescribed[name] = fields.count
                                fields.append(field)
                                remark(
                                    part,
                                    "'required' names \(Quoted.single(name)), which no schema here describes: any value is valid, and a text is written",
                                    keyword: "required")
                            }
                            continue
                        }
                        // Else the branch cannot be filled, so it is kept from applying (noted,
                        // and kept when the import is lenient).
                        let avoided = avoid(clause, branch: branch == "If", fields: &fields, keys: keys)
                        untranslated(
                            part,
                            "'required' names \(Quoted.single(name)), which no schema here describes"
                                + (avoided.map { ": imported leniently, \($0)" } ?? ""), keyword: "required")
                        continue
                    }
                    if fields[index]["optional"] == .string("omit") {
                        fields[index]["requiredWhen"] = .string(Self.or(fields[index]["requiredWhen"], condition))
                    }
                }
            }
        }
        // The object's own field of a narrowed property is written only while no narrowing holds.
        for (name, conditions) in narrowedConditions {
            guard let key = keys[name], let index = fields.firstIndex(where: { $0.key == key }) else { continue }
            // Narrowed by both `then` and `else` of one clause: always by one of them.
            if narrowedBy[name, default: [:]].values.contains(2) {
                fields.remove(at: index)
                continue
            }
            let none = "not (" + conditions.map { "(\($0))" }.joined(separator: " or ") + ")"
            fields[index]["visibleWhen"] = .string(Self.and(fields[index]["visibleWhen"], none))
        }
    }

    /// Reads a clause whose `if` tests only properties' values; `nil` (noted) for another.
    private mutating func readClause(_ clause: SchemaNode, keys: [String: String], required: Set<String>) -> Clause? {
        guard let test = clause["if"], let members = test.members else {
            untranslated(clause, "an 'if' that is not an object schema is not translated yet", keyword: "if")
            return nil
        }
        let ifRequired = Set((test["required"]?.elements ?? []).compactMap(\.stringValue))
        var parts: [String] = []
        var tested: [String: Set<ImportedValue>] = [:]
        for member in members {
            switch member.key {
            case "properties":
                for property in member.value.members ?? [] {
                    // An array tested by what it contains (a multi-select holding a value).
                    if let key = keys[property.key], let contained = Self.containedValues(property.value) {
                        var test = contained.map { "\(key) contains \(Self.literal($0))" }.joined(separator: " or ")
                        if !required.contains(property.key), !ifRequired.contains(property.key) { test = "\(key) == null or " + test }
                        parts.append("(\(test))")
                        continue
                    }
                    guard let key = keys[property.key],
                        let values = property.value["const"].map({ [$0] }) ?? property.value["enum"]?.elements,
                        values.allSatisfy({ $0.stringValue != nil || $0.numberLiteral != nil || $0.boolValue != nil }),
                        (property.value.members ?? []).allSatisfy({
                            ["const", "enum", "type"].contains($0.key) || Self.annotations.contains($0.key)
                        })
                    else {
                        untranslated(
                            clause, "an 'if' that tests \(Quoted.single(property.key)) other than by its values is not translated yet",
                            keyword: "if")
                        return nil
                    }
                    let literals = values.map(Self.literal)
                    var test = literals.map { "\(key) == \($0)" }.joined(separator: " or ")
                    // A property the instance may leave out passes `if` when it is absent.
                    if !required.contains(property.key), !ifRequired.contains(property.key) { test = "\(key) == null or " + test }
                    parts.append("(\(test))")
                    tested[property.key] = Set(values.map(ImportedValue.init))
                }
            case "required":
                for name in ifRequired where test["properties"]?[name] == nil {
                    guard let key = keys[name] else { return nil }
                    parts.append("\(key) != null")
                }
            default:
                if !Self.annotations.contains(member.key) {
                    untranslated(clause, "an 'if' with '\(member.key)' is not translated yet", keyword: "if")
                    return nil
                }
            }
        }
        let condition = parts.isEmpty ? "true" : parts.joined(separator: " and ")
        return Clause(
            schema: clause, condition: condition, tested: tested,
            then: clause["then"].map { SchemaNode(node: $0, pointer: clause.pointer.appending("then")) },
            otherwise: clause["else"].map { SchemaNode(node: $0, pointer: clause.pointer.appending("else")) })
    }

    /// Keeps `clause`'s `then` (or, `branch` false, its `else`) from applying by narrowing the
    /// options of a property its condition tests: the values that make the condition hold are
    /// dropped (or kept alone). Returns what was done, for the note; `nil` when no property
    /// tested can be narrowed so.
    private mutating func avoid(_ clause: Clause, branch: Bool, fields: inout [ImportedField], keys: [String: String]) -> String? {
        for (name, values) in clause.tested.sorted(by: { $0.key < $1.key }) {
            guard let key = keys[name], let index = fields.firstIndex(where: { $0.key == key }),
                case .array(let options)? = fields[index]["options"], fields[index]["optional"] == nil
            else { continue }
            let kept = options.filter { values.contains($0) != branch }
            guard !kept.isEmpty, kept.count < options.count else { continue }
            fields[index]["options"] = .array(kept)
            return "\(Quoted.single(name)) is kept to \(kept.map(ImportedModel.json).joined(separator: ", ")), so this branch never applies"
        }
        return nil
    }

    /// `if`/`then`/`else` on a value: on a multi-select, an `if` that asks what it contains and
    /// a `then` and `else` that set `minItems` or `maxItems` become a `validWhen`
    /// (`if(tags contains 'none', count(tags) <= 1, count(tags) <= 2)`). Any other is noted.
    mutating func valueConditionals(_ schema: SchemaNode, into field: inout ImportedField) {
        for clause in schema[Self.conditionalsKey]?.elements ?? [] {
            let pointer = clause["$pointer"]?.stringValue.flatMap(SchemaPointer.init(reference:)) ?? schema.pointer
            let node = SchemaNode(node: clause, pointer: pointer)
            guard field["type"] == .string("multichoice"), let test = clause["if"], let values = Self.containedValues(test),
                let then = Self.countCondition(clause["then"], key: field.key),
                let otherwise = Self.countCondition(clause["else"], key: field.key)
            else {
                // Imported leniently, the value follows neither branch.
                untranslated(
                    node, "this 'if' on a value is not translated yet (only what a multi-select contains, setting its counts)",
                    keyword: "if")
                continue
            }
            let condition = values.map { "\(field.key) contains \(Self.literal($0))" }.joined(separator: " or ")
            let rule = "if(\(condition), \(then), \(otherwise))"
            field["validWhen"] = .string(Self.and(field["validWhen"], rule))
            if field["message"] == nil { field["message"] = .string("the number of choices does not fit what is chosen") }
        }
    }

    /// A `then` or `else` that sets only `minItems`/`maxItems`, as an expression on the count
    /// of `key` (`true` when there is none); `nil` for any other.
    static func countCondition(_ part: JSONNode?, key: String) -> String? {
        guard let part else { return "true" }
        guard let members = part.members, members.allSatisfy({ ["minItems", "maxItems"].contains($0.key) || annotations.contains($0.key) })
        else { return nil }
        var tests: [String] = []
        if let low = part["minItems"]?.numberLiteral { tests.append("count(\(key)) >= \(low)") }
        if let high = part["maxItems"]?.numberLiteral { tests.append("count(\(key)) <= \(high)") }
        return tests.isEmpty ? "true" : tests.joined(separator: " and ")
    }

    /// The values of `{"contains": {"const"|"enum"}}` (and nothing more but `type`), if that is
    /// what `schema` is.
    static func containedValues(_ schema: JSONNode) -> [JSONNode]? {
        guard let members = schema.members, members.allSatisfy({ ["contains", "type"].contains($0.key) || annotations.contains($0.key) }),
            let contains = schema["contains"], let inner = contains.members,
            inner.allSatisfy({ ["const", "enum", "type"].contains($0.key) || annotations.contains($0.key) }),
            let values = contains["enum"]?.elements ?? contains["const"].map({ [$0] }), !values.isEmpty,
            values.allSatisfy({ $0.stringValue != nil || $0.numberLiteral != nil || $0.boolValue != nil })
        else { return nil }
        return values
    }

    /// Whether two clauses' conditions never hold together: both test one required property
    /// (never absent) and no value makes both hold.
    private static func apart(_ a: Clause, _ b: Clause) -> Bool {
        a.tested.contains { name, values in
            guard let others = b.tested[name] else { return false }
            return values.isDisjoint(with: others) && !a.condition.contains("== null") && !b.condition.contains("== null")
        }
    }

    /// Whether object schema `schema` takes properties it does not declare (no
    /// `additionalProperties: false`, no `patternProperties`, `unevaluatedProperties` or
    /// `propertyNames` that could reject them).
    func allowsUndeclared(_ schema: SchemaNode) -> Bool {
        guard schema["additionalProperties"]?.boolValue != false else { return false }
        if let additional = schema["additionalProperties"], additional.members != nil { return false }
        return ["patternProperties", "unevaluatedProperties", "propertyNames"].allSatisfy { schema[$0] == nil }
    }
}
