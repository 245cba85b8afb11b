/// Checks one value against its field in the current record: requiredness, type, the
/// constraints in force (base ones overridden by active rules), options and `validWhen`.
///
/// The same check serves the filler (to redraw a bad value) and the validator (to certify a
/// finished record), so the two can never disagree.
struct FieldCheck {
    /// The plan's fields (only they are read: holding the arrays, not the whole plan, keeps
    /// creating a check to a few reference counts).
    let fields: [PlannedField]
    /// Each field's constraints when it has no rules, else `nil`, read from the plan once:
    /// every value checked asks for its constraints in force, and each read of a
    /// ``PlannedField`` property is an exclusivity check at run time.
    let fixedConstraints: [CompiledConstraints?]

    init(plan: ModelPlan) {
        fields = plan.fields
        fixedConstraints = plan.fields.map { $0.rules.isEmpty ? $0.constraints : nil }
    }

    /// The constraints in force for field `id` in the current record.
    func effectiveConstraints(_ id: FieldID, in context: inout EvaluationContext) throws(EvaluationError) -> CompiledConstraints {
        if let fixed = fixedConstraints[id] { return fixed }
        let planned = fields[id]
        let rules = planned.rules
        // Which rules hold, as bits; the merged constraints of each combination are planned
        // once (see ``PlannedField/constraintsByActiveRules``), so no check copies them.
        guard !planned.constraintsByActiveRules.isEmpty else {
            // Too many rules to list every combination: merge the active ones here.
            var constraints = planned.constraints
            for rule in rules where try rule.when.evaluate(in: &context).isTruthy {
                constraints = constraints.overridden(by: rule.constraints)
            }
            return constraints
        }
        var active = 0
        for i in rules.indices where try rules[i].when.evaluate(in: &context).isTruthy { active |= 1 << i }
        return planned.constraintsByActiveRules[active]
    }

    /// Whether field `id` must have a value in the current record.
    func isRequired(_ id: FieldID, in context: inout EvaluationContext) throws(EvaluationError) -> Bool {
        let planned = fields[id]
        if let requiredWhen = planned.requiredWhen { return try requiredWhen.evaluate(in: &context).isTruthy }
        return !planned.field.optional
    }

    /// The first rule `value` breaks, or `nil` when it is valid. The value must already be in its
    /// slot of `context` (so that `validWhen` can read it).
    func violation(of value: Value, field id: FieldID, in context: inout EvaluationContext) throws(EvaluationError) -> Violation? {
        let planned = fields[id]
        if planned.kind == .helper { return nil }
        if planned.compute == nil, let enabled = planned.enabledWhen, !(try enabled.evaluate(in: &context).isTruthy) {
            // A read-only field is not the user's to fill: it keeps its initial value (or null),
            // so it is never "required but empty", and any other value means it was changed.
            let kept = planned.initialValue ?? .null
            if value == kept { return nil }
            return Violation(
                rule: "enabledWhen '\(planned.field.enabledWhen?.text ?? "")'",
                message: "the field is read-only here and must keep \(kept.jsonText), found \(value.jsonText)")
        }
        if case .null = value {
            return try isRequired(id, in: &context) ? Violation(rule: "required", message: "the field is required but empty") : nil
        }
        let c = try effectiveConstraints(id, in: &context)
        if planned.field.type == .ref, let problem = Self.referenceViolation(value, embeds: planned.field.embed) { return problem }
        if let problem = try typeAndConstraintViolation(value, type: planned.field.type, constraints: c, in: &context) { return problem }
        if let problem = try optionViolation(value, field: id, in: &context) { return problem }
        if let validWhen = planned.validWhen, !(try validWhen.evaluate(in: &context).isTruthy) {
            let rule = "validWhen '\(planned.field.validWhen?.text ?? "")'"
            return Violation(rule: rule, message: planned.field.message ?? "the condition \(rule) does not hold")
        }
        return nil
    }

    private func typeAndConstraintViolation(
        _ value: Value, type: FieldType, constraints c: CompiledConstraints, in context: inout EvaluationContext
    ) throws(EvaluationError) -> Violation? {
        func wrongType(_ expected: String) -> Violation {
            Violation(rule: "type", message: "expected \(expected), found \(value.jsonText)")
        }
        switch type {
        case .text:
            guard case .string(let text) = value else { return wrongType("text") }
            let length = Self.lengthForLimits(text, minLength: c.minLength, maxLength: c.maxLength)
            if let minLength = c.minLength, length < minLength {
                return Violation(rule: "minLength \(minLength)", message: "\(value.jsonText) is shorter than \(minLength) characters")
            }
            if let maxLength = c.maxLength, length > maxLength {
                return Violation(rule: "maxLength \(maxLength)", message: "\(value.jsonText) is longer than \(maxLength) characters")
            }
            if let mask = c.mask, !mask.matches(text) {
                return Violation(
                    rule: "mask '\(c.maskText ?? "")'", message: "\(value.jsonText) does not match the mask '\(c.maskText ?? "")'")
            }
            if let pattern = c.pattern, !pattern.matches(text) {
                return Violation(
                    rule: "pattern '\(c.patternText ?? "")'",
                    message: "\(value.jsonText) does not match the pattern '\(c.patternText ?? "")'")
            }
        case .integer, .decimal:
            guard case .number(let number) = value else { return wrongType("a number") }
            if type == .integer, number.int64Value == nil { return wrongType("a whole number") }
            if type == .decimal {
                let scale = c.scale ?? 2
                if Int(number.normalized.scale) > scale {
                    return Violation(rule: "scale \(scale)", message: "\(value.jsonText) has more than \(scale) digits after the point")
                }
            }
            if let problem = try boundViolation(value, c, in: &context) { return problem }
        case .date:
            guard case .date = value else { return wrongType("a date") }
            if let problem = try boundViolation(value, c, in: &context) { return problem }
        case .datetime:
            guard case .dateTime = value else { return wrongType("a date-time") }
            if let problem = try boundViolation(value, c, in: &context) { return problem }
        case .time:
            guard case .time = value else { return wrongType("a time") }
            if let problem = try boundViolation(value, c, in: &context) { return problem }
        case .boolean:
            guard case .bool = value else { return wrongType("true or false") }
        case .multichoice:
            guard case .array(let elements) = value else { return wrongType("an array of options") }
            if let minItems = c.minItems, elements.count < minItems {
                return Violation(rule: "minItems \(minItems)", message: "\(elements.count) options chosen, at least \(minItems) required")
            }
            if let maxItems = c.maxItems, elements.count > maxItems {
                return Violation(rule: "maxItems \(maxItems)", message: "\(elements.count) options chosen, at most \(maxItems) allowed")
            }
            if Set(elements).count != elements.count {
                return Violation(rule: "options", message: "an option is chosen twice in \(value.jsonText)")
            }
        case .attachment:
            return attachmentViolation(value, constraints: c)
        case .choice, .group, .list, .section, .ref:
            break
        }
        return nil
    }

    /// The text's length in characters (Unicode scalars) as far as the limits need it.
    ///
    /// Counting scalars walks the text, but a scalar is 1 to 4 UTF-8 bytes and a native string
    /// knows its byte count: at most `maxLength` bytes cannot be too long, and at least
    /// `4 × minLength` bytes cannot be too short. Only when the bytes cannot decide is the text
    /// walked; otherwise the byte count stands in, which passes both limits just the same.
    static func lengthForLimits(_ text: String, minLength: Int?, maxLength: Int?) -> Int {
        guard minLength != nil || maxLength != nil else { return 0 }
        let bytes = text.utf8.count
        let undecided = (maxLength.map { bytes > $0 } ?? false) || (minLength.map { bytes / 4 < $0 } ?? false)
        return undecided ? text.unicodeScalars.count : bytes
    }

    private func boundViolation(_ value: Value, _ c: CompiledConstraints, in context: inout EvaluationContext) throws(EvaluationError)
        -> Violation?
    {
        if let min = c.min {
            let bound = try min.evaluate(in: &context)
            if let order = Value.compareForBounds(value, bound), order < 0 {
                return Violation(rule: "min '\(min.text)'", message: "\(value.jsonText) is less than the minimum \(bound.jsonText)")
            }
        }
        if let max = c.max {
            let bound = try max.evaluate(in: &context)
            if let order = Value.compareForBounds(value, bound), order > 0 {
                return Violation(rule: "max '\(max.text)'", message: "\(value.jsonText) is greater than the maximum \(bound.jsonText)")
            }
        }
        return nil
    }

    private func attachmentViolation(_ value: Value, constraints c: CompiledConstraints) -> Violation? {
        let files: [Value]
        if (c.maxItems ?? 1) > 1 {
            guard case .array(let elements) = value else { return Violation(rule: "type", message: "expected an array of files") }
            files = elements
            if let maxItems = c.maxItems, files.count > maxItems {
                return Violation(rule: "maxItems \(maxItems)", message: "\(files.count) files, at most \(maxItems) allowed")
            }
            if let minItems = c.minItems, files.count < minItems {
                return Violation(rule: "minItems \(minItems)", message: "\(files.count) files, at least \(minItems) required")
            }
        } else {
            files = [value]
        }
        for file in files {
            guard case .object(let object) = file, case .string? = object["fileName"], case .string(let mime)? = object["mimeType"],
                case .number(let size)? = object["size"], let bytes = size.int64Value, bytes >= 0
            else {
                return Violation(rule: "type", message: "expected a file {\"fileName\", \"mimeType\", \"size\"}, found \(file.jsonText)")
            }
            if let accept = c.accept, !accept.contains(mime) {
                return Violation(rule: "accept", message: "the type \(mime) is not accepted (\(accept.joined(separator: ", ")))")
            }
            if let maxSize = c.maxSize, bytes > Int64(maxSize) {
                return Violation(rule: "maxSize \(maxSize)", message: "a file of \(bytes) bytes is larger than \(maxSize)")
            }
        }
        return nil
    }

    private func optionViolation(_ value: Value, field id: FieldID, in context: inout EvaluationContext) throws(EvaluationError)
        -> Violation?
    {
        let planned = fields[id]
        guard planned.options != nil else { return nil }
        let allowed = try offeredOptions(id, in: &context)
        guard planned.field.type == .multichoice, case .array(let chosen) = value else {
            // A single choice: no array to build.
            return Self.offers(allowed.values, value) ? nil : notOffered(value, allowed.values)
        }
        for element in chosen where !Self.offers(allowed.values, element) {
            return notOffered(element, allowed.values)
        }
        if chosen.count > 1, let exclusive = chosen.first(where: { allowed.exclusive.contains($0) }) {
            return Violation(rule: "exclusive", message: "the option \(exclusive.jsonText) cannot be combined with others")
        }
        return nil
    }

    /// Whether `value` is among `options`: by exact bytes first (fast, and what almost every
    /// drawn value is), else by `==`, which also accepts canonically equivalent text.
    static func offers(_ options: [Value], _ value: Value) -> Bool {
        isOffered(value, in: options) || options.contains(value)
    }

    /// Whether `value` is one of `options`, compared exactly (``Value/isExactly(_:)``); a text's
    /// bytes are fetched once, not once for each option it is compared with.
    static func isOffered(_ value: Value, in options: [Value]) -> Bool {
        guard case .string(var text) = value else { return options.contains { $0.isExactly(value) } }
        return text.withUTF8 { bytes in
            for case .string(var option) in options where option.utf8.count == bytes.count {
                if option.withUTF8({ Value.sameBytes($0, bytes) }) { return true }
            }
            return false
        }
    }

    private func notOffered(_ element: Value, _ values: [Value]) -> Violation {
        Violation(
            rule: "options",
            message:
                "\(element.jsonText) is not one of the options offered (\(values.prefix(8).map(\.jsonText).joined(separator: ", "))\(values.count > 8 ? ", …" : ""))"
        )
    }

    /// The options field `id` offers in the current record (visible options, or the matching
    /// table rows' distinct values), and which of them are exclusive.
    func offeredOptions(_ id: FieldID, in context: inout EvaluationContext) throws(EvaluationError) -> (values: [Value], exclusive: [Value])
    {
        switch fields[id].options {
        case .list(let options)?:
            if let fixed = fields[id].fixedOptions { return fixed }
            var values: [Value] = []
            var exclusive: [Value] = []
            for option in options {
                if let condition = option.visibleWhen, !(try condition.evaluate(in: &context).isTruthy) { continue }
                values.append(option.value)
                if option.exclusive { exclusive.append(option.value) }
            }
            return (values, exclusive)
        case .table(_, _, let match, _, _, let index)?:
            guard let (_, slot) = match.first else { return (index.all, []) }
            let key = ExactKey(
                first: context.frames[slot.depth][slot.index],
                rest: match.count == 1 ? [] : match.dropFirst().map { context.frames[$0.slot.depth][$0.slot.index] })
            let values = index.options(matching: key)
            return (values, [])
        case nil:
            return ([], [])
        }
    }

    /// A `ref` field holds a record (an object), or with `"embed": false` its key (text or a
    /// number). The record itself is not checked again: it was valid as its own seed's output.
    static func referenceViolation(_ value: Value, embeds: Bool) -> Violation? {
        switch (embeds, value) {
        case (true, .object), (false, .string), (false, .number): return nil
        case (true, _): return Violation(rule: "type", message: "expected a record (an object), found \(value.jsonText)")
        case (false, _): return Violation(rule: "type", message: "expected a record's key (text or a number), found \(value.jsonText)")
        }
    }

    /// `minItems`, `maxItems` and `uniqueBy` of a filled list.
    func listViolation(_ id: FieldID, items: [FilledFrame]) -> Violation? {
        let planned = fields[id]
        let c = planned.constraints
        if let minItems = c.minItems, items.count < minItems {
            return Violation(rule: "minItems \(minItems)", message: "\(items.count) items, at least \(minItems) required")
        }
        if let maxItems = c.maxItems, items.count > maxItems {
            return Violation(rule: "maxItems \(maxItems)", message: "\(items.count) items, at most \(maxItems) allowed")
        }
        guard !planned.uniqueBy.isEmpty else { return nil }
        var seen = Set<[Value]>()
        for item in items {
            if let key = uniqueKey(id, of: item), !seen.insert(key).inserted {
                let names = planned.field.uniqueBy.map(\.text).joined(separator: ", ")
                return Violation(
                    rule: "uniqueBy \(names)", message: "two items share \(names) = \(key.map(\.jsonText).joined(separator: ", "))")
            }
        }
        return nil
    }

    /// The values of an item's `uniqueBy` fields, or `nil` when the list has none or they are
    /// all empty (empty values are not compared: hidden or optional fields may all be null).
    func uniqueKey(_ id: FieldID, of item: FilledFrame) -> [Value]? {
        let slots = fields[id].uniqueBy
        guard !slots.isEmpty else { return nil }
        let key = slots.map { item.values[$0] }
        return key.allSatisfy({ $0 == .null }) ? nil : key
    }
}
