@testable import SeedfillCore

/// The field check as it was written before it read compact per-field data: every rule read
/// straight from the plan (``PlannedField``, ``CompiledConstraints``), options as arrays.
///
/// Kept as the oracle the fast ``FieldCheck`` must agree with, value for value and message for
/// message (see ``FieldCheckEquivalenceTests``). Attachments are left out: their check reads the
/// constraints as it always did.
struct FieldCheckOracle {
    let fields: [PlannedField]

    func violation(of value: Value, field id: FieldID, in context: inout EvaluationContext) throws(EvaluationError) -> FieldViolation? {
        let planned = fields[id]
        if planned.kind == .helper { return nil }
        if planned.compute == nil, let enabled = planned.enabledWhen, !(try enabled.evaluate(in: &context).isTruthy) {
            let kept = planned.initialValue ?? .null
            if value == kept { return nil }
            return FieldViolation(
                rule: "enabledWhen '\(planned.field.enabledWhen?.text ?? "")'",
                message: "the field is read-only here and must keep \(kept.jsonText), found \(value.jsonText)")
        }
        if case .null = value {
            let required: Bool
            if let requiredWhen = planned.requiredWhen {
                required = try requiredWhen.evaluate(in: &context).isTruthy
            } else {
                required = !planned.field.optional
            }
            return required ? FieldViolation(rule: "required", message: "the field is required but empty") : nil
        }
        let c = try constraints(id, in: &context)
        if planned.field.type == .ref, let problem = FieldCheck.referenceViolation(value, embeds: planned.field.embed) { return problem }
        if let problem = try typeAndConstraintViolation(value, type: planned.field.type, constraints: c, in: &context) { return problem }
        if let problem = try optionViolation(value, field: id, in: &context) { return problem }
        if let validWhen = planned.validWhen, !(try validWhen.evaluate(in: &context).isTruthy) {
            let rule = "validWhen '\(planned.field.validWhen?.text ?? "")'"
            return FieldViolation(rule: rule, message: planned.field.message ?? "the condition \(rule) does not hold")
        }
        return nil
    }

    /// The base constraints with every active rule's applied in order.
    private func constraints(_ id: FieldID, in context: inout EvaluationContext) throws(EvaluationError) -> CompiledConstraints {
        var constraints = fields[id].constraints
        for rule in fields[id].rules where try rule.when.evaluate(in: &context).isTruthy {
            constraints = constraints.overridden(by: rule.constraints)
        }
        return constraints
    }

    private func typeAndConstraintViolation(
        _ value: Value, type: FieldType, constraints c: CompiledConstraints, in context: inout EvaluationContext
    ) throws(EvaluationError) -> FieldViolation? {
        func wrongType(_ expected: String) -> FieldViolation {
            FieldViolation(rule: "type", message: "expected \(expected), found \(value.jsonText)")
        }
        switch type {
        case .text:
            guard case .string(let text) = value else { return wrongType("text") }
            let length = text.unicodeScalars.count
            if let minLength = c.minLength, length < minLength {
                return FieldViolation(rule: "minLength \(minLength)", message: "\(value.jsonText) is shorter than \(minLength) characters")
            }
            if let maxLength = c.maxLength, length > maxLength {
                return FieldViolation(rule: "maxLength \(maxLength)", message: "\(value.jsonText) is longer than \(maxLength) characters")
            }
            if let mask = c.mask, !mask.matches(text) {
                return FieldViolation(
                    rule: "mask '\(c.maskText ?? "")'", message: "\(value.jsonText) does not match the mask '\(c.maskText ?? "")'")
            }
            if let pattern = c.pattern, !pattern.matches(text) {
                return FieldViolation(
                    rule: "pattern '\(c.patternText ?? "")'",
                    message: "\(value.jsonText) does not match the pattern '\(c.patternText ?? "")'")
            }
        case .integer, .decimal:
            guard case .number(let number) = value else { return wrongType("a number") }
            if type == .integer, number.int64Value == nil { return wrongType("a whole number") }
            if type == .decimal {
                let scale = c.decimalScale ?? 2
                if Int(number.normalized.scale) > scale {
                    return FieldViolation(
                        rule: "scale \(scale)", message: "\(value.jsonText) has more than \(scale) digits after the point")
                }
            }
            return try boundViolation(value, c, in: &context)
        case .date:
            guard case .date = value else { return wrongType("a date") }
            return try boundViolation(value, c, in: &context)
        case .datetime:
            guard case .dateTime = value else { return wrongType("a date-time") }
            return try boundViolation(value, c, in: &context)
        case .time:
            guard case .time = value else { return wrongType("a time") }
            return try boundViolation(value, c, in: &context)
        case .boolean:
            guard case .bool = value else { return wrongType("true or false") }
        case .multichoice:
            guard case .array(let elements) = value else { return wrongType("an array of options") }
            if let minItems = c.minItems, elements.count < minItems {
                return FieldViolation(
                    rule: "minItems \(minItems)", message: "\(elements.count) options chosen, at least \(minItems) required")
            }
            if let maxItems = c.maxItems, elements.count > maxItems {
                return FieldViolation(
                    rule: "maxItems \(maxItems)", message: "\(elements.count) options chosen, at most \(maxItems) allowed")
            }
            if Set(elements).count != elements.count {
                return FieldViolation(rule: "options", message: "an option is chosen twice in \(value.jsonText)")
            }
        // Geopoints (issue 17, item 11) came after this oracle; like attachments, they are left out.
        case .attachment, .geopoint, .choice, .group, .list, .section, .ref:
            break
        }
        return nil
    }

    private func boundViolation(_ value: Value, _ c: CompiledConstraints, in context: inout EvaluationContext) throws(EvaluationError)
        -> FieldViolation?
    {
        if let min = c.min {
            let bound = try min.evaluate(in: &context)
            if let order = Value.compareForBounds(value, bound), order < 0 {
                return FieldViolation(rule: "min '\(min.text)'", message: "\(value.jsonText) is less than the minimum \(bound.jsonText)")
            }
        }
        if let max = c.max {
            let bound = try max.evaluate(in: &context)
            if let order = Value.compareForBounds(value, bound), order > 0 {
                return FieldViolation(rule: "max '\(max.text)'", message: "\(value.jsonText) is greater than the maximum \(bound.jsonText)")
            }
        }
        return nil
    }

    private func optionViolation(_ value: Value, field id: FieldID, in context: inout EvaluationContext) throws(EvaluationError)
        -> FieldViolation?
    {
        let planned = fields[id]
        guard planned.options != nil else { return nil }
        let allowed = try offeredOptions(id, in: &context)
        func notOffered(_ element: Value) -> FieldViolation {
            let listed = allowed.values.prefix(8).map(\.jsonText).joined(separator: ", ")
            return FieldViolation(
                rule: "options",
                message: "\(element.jsonText) is not one of the options offered (\(listed)\(allowed.values.count > 8 ? ", …" : ""))")
        }
        guard planned.field.type == .multichoice, case .array(let chosen) = value else {
            return allowed.values.contains(value) ? nil : notOffered(value)
        }
        for element in chosen where !allowed.values.contains(element) {
            return notOffered(element)
        }
        if chosen.count > 1, let exclusive = chosen.first(where: { allowed.exclusive.contains($0) }) {
            return FieldViolation(rule: "exclusive", message: "the option \(exclusive.jsonText) cannot be combined with others")
        }
        return nil
    }

    /// The options on offer: visible fixed options, or the distinct values of the table rows
    /// whose `match` columns hold the fields' values (a number cell matching its text).
    private func offeredOptions(_ id: FieldID, in context: inout EvaluationContext) throws(EvaluationError) -> (
        values: [Value], exclusive: [Value]
    ) {
        switch fields[id].options {
        case .list(let options)?:
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
                rest: match.dropFirst().map { context.frames[$0.slot.depth][$0.slot.index] })
            return (index.options(matching: key), [])
        case .from(let answers, _)?:
            // Another field's answers: every non-null value it holds, each once, in order.
            func flattened(_ value: Value) -> [Value] {
                if case .array(let elements) = value { return elements.flatMap(flattened) }
                return value == .null ? [] : [value]
            }
            var values: [Value] = []
            for answer in flattened(try answers.evaluate(in: &context)) where !values.contains(answer) { values.append(answer) }
            return (values, [])
        case nil:
            return ([], [])
        }
    }
}
