/// Reads a questionnaire as JSON (a fixture, hand-edited or real data) back into the storage
/// form the validator checks, following the model's layout: a key that is present makes its
/// field visible; a value becomes the field's type (dates, date-times and times from their ISO
/// strings; anything that does not fit is left as it is, for the validator to call a wrong type).
/// Keys the model does not have, and containers of the wrong shape, are problems of their own.
/// Every value's position is kept, so the validator's JSON paths can be shown as file:line:column.
struct QuestionnaireReader {
    let plan: ModelPlan
    /// Problems found while reading (unknown keys, a section that is not an object, …).
    private(set) var problems: [Diagnostic] = []
    /// Where each value starts, by JSON path within the record (`car.make`, `drivers[0].name`).
    private(set) var locations: [String: SourceLocation] = [:]
    /// The JSON text of each scalar value read, by path (to quote it in messages).
    private(set) var valueTexts: [String: String] = [:]
    /// Paths already reported while reading; the validator's findings there would repeat them.
    private(set) var reported: Set<String> = []
    /// Prefix of displayed paths (`[2].` for the third record of an array file).
    private let displayPrefix: String
    /// A member of the questionnaire (at the top) that holds a negative fixture's label
    /// (`generate --invalid --label-field NAME`), not a field: it is not read.
    var labelField: String?

    /// A reader for questionnaires of `plan`'s model; `displayPrefix` goes before shown paths.
    init(plan: ModelPlan, displayPrefix: String = "") {
        self.plan = plan
        self.displayPrefix = displayPrefix
    }

    /// The record held by `node` (which must be an object; otherwise a problem and `nil`).
    mutating func read(_ node: JSONNode) -> FilledFrame? {
        guard node.members != nil else {
            problem("expected a questionnaire (an object), found \(Self.kindName(node))", at: node.location, path: "")
            return nil
        }
        locations[""] = node.location
        var frame = emptyFrame(0)
        readMembers(node, ids: plan.rootItems, into: &frame, prefix: "")
        return frame
    }

    private func emptyFrame(_ index: Int) -> FilledFrame {
        let count = plan.frames[index].slotCount
        return FilledFrame(
            values: [Value](repeating: .null, count: count), visible: [Bool](repeating: false, count: count),
            items: [[FilledFrame]](repeating: [], count: count))
    }

    private mutating func readMembers(_ node: JSONNode, ids: [FieldID], into frame: inout FilledFrame, prefix: String) {
        // A flattened section's or group's fields are members of this object.
        let fields = plan.writtenMembers(ids, includingInternal: true)
        for member in node.members ?? [] {
            if prefix.isEmpty, member.key == labelField { continue }
            let path = prefix + member.key
            let named = fields.filter { plan.fields[$0].field.outputName == member.key }
            guard !named.isEmpty else {
                unknownMember(member, fields: fields, path: path)
                continue
            }
            // Fields that share the name all take the value; the one shown keeps it (see
            // ``RecordValidator/completed(_:record:)``).
            for id in named { read(member, as: id, into: &frame, path: path) }
        }
    }

    /// Reads the value of `member` (at `path`) as field `id`'s.
    private mutating func read(_ member: JSONMember, as id: FieldID, into frame: inout FilledFrame, path: String) {
        let planned = plan.fields[id]
        let slot = planned.slot.index
        let value = member.value
        locations[path] = value.location
        guard !misplaced(planned, value: value, at: member.keyLocation, path: path) else { return }
        frame.visible[slot] = true
        switch planned.field.type {
        case .section, .group:
            guard value.members != nil else {
                problem(
                    "expected an object for the \(planned.field.type.rawValue) \(Quoted.single(member.key)), found \(Self.kindName(value))",
                    at: value.location, path: path)
                return
            }
            readMembers(value, ids: planned.children, into: &frame, prefix: path + ".")
        case .list:
            guard let elements = value.elements, let itemFrame = planned.itemFrame else {
                problem(
                    "expected an array of items for the list \(Quoted.single(member.key)), found \(Self.kindName(value))",
                    at: value.location,
                    path: path)
                return
            }
            var items: [FilledFrame] = []
            for (index, element) in elements.enumerated() {
                let itemPath = "\(path)[\(index)]"
                locations[itemPath] = element.location
                var item = emptyFrame(itemFrame)
                if element.members != nil {
                    readMembers(element, ids: planned.children, into: &item, prefix: itemPath + ".")
                } else {
                    problem(
                        "expected an object for an item of \(Quoted.single(member.key)), found \(Self.kindName(element))",
                        at: element.location,
                        path: itemPath)
                }
                items.append(item)
            }
            frame.items[slot] = items
            let keys = plan.frames[itemFrame].slotKeys
            frame.values[slot] = .array(items.map { .object(ObjectValue(keys: keys, values: $0.values)) })
        default:
            guard let converted = Value.fromJSON(value) else {
                problem("the number is too large to read", at: value.location, path: path)
                return
            }
            frame.values[slot] = Self.conform(converted, to: planned.field.type)
            valueTexts[path] = converted.quoted
        }
    }

    /// Reports a member that names no field of its object: the key of a field written under its
    /// `name` (said so), or a misspelling.
    private mutating func unknownMember(_ member: JSONMember, fields: [FieldID], path: String) {
        if let id = fields.first(where: { plan.fields[$0].field.key == member.key }), let name = plan.fields[id].field.name {
            problem(
                "\(Quoted.single(member.key)) is the key of a field the fixture writes as \(Quoted.single(name))",
                at: member.keyLocation, path: path, hint: "write the member as \(Quoted.single(name)) (the field's 'name')")
            return
        }
        var names: [String] = []
        for id in fields where !names.contains(plan.fields[id].field.outputName) { names.append(plan.fields[id].field.outputName) }
        problem(
            "unknown key \(Quoted.single(member.key)): the model has no such field here", at: member.keyLocation, path: path,
            hint: Suggestions.hint(for: member.key, in: names) ?? "the fields here are: \(Quoted.list(names))")
    }

    /// Reports a member that the writer never writes so: an internal field (never written), or
    /// `null` for a field left out when empty (`"optional": "omit"`: the formats such fields
    /// come from tell an absent property from a `null` one).
    private mutating func misplaced(_ planned: PlannedField, value: JSONNode, at keyLocation: SourceLocation, path: String) -> Bool {
        if planned.field.isInternal {
            problem(
                "the internal field \(Quoted.single(planned.field.key)) is present: internal fields are never written",
                at: keyLocation, path: path, hint: "leave it out; it is computed again from 'compute'")
            return true
        }
        if planned.field.omitsEmpty, value.kind == .null {
            problem(
                "null for \(Quoted.single(planned.field.key)), which is left out when empty (\"optional\": \"omit\")",
                at: value.location, path: path, hint: "leave the key out instead of writing null")
            return true
        }
        return false
    }

    /// Dates, date-times and times are written as ISO strings; read them back as such.
    static func conform(_ value: Value, to type: FieldType) -> Value {
        guard case .string(let text) = value else { return value }
        switch type {
        case .date: return LocalDate(iso: text).map(Value.date) ?? value
        case .datetime: return LocalDateTime(iso: text).map(Value.dateTime) ?? value
        case .time: return TimeOfDay(iso: text).map(Value.time) ?? value
        default: return value
        }
    }

    /// "an object", "a string", … for messages.
    static func kindName(_ node: JSONNode) -> String {
        switch node.kind {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    private mutating func problem(_ message: String, at location: SourceLocation, path: String, hint: String? = nil) {
        reported.insert(path)
        let shown = path.isEmpty && displayPrefix.hasSuffix(".") ? String(displayPrefix.dropLast()) : displayPrefix + path
        problems.append(.error(message, at: location, path: shown, hint: hint))
    }

    /// The position to show for a validator finding at `path`: the value's own, else that of the
    /// nearest enclosing value present (a missing field is reported at its section).
    func location(of path: String) -> SourceLocation? {
        var current = path
        while true {
            if let location = locations[current] { return location }
            guard let cut = current.lastIndex(where: { $0 == "." || $0 == "[" }) else { return locations[""] }
            current = String(current[..<cut])
        }
    }
}
