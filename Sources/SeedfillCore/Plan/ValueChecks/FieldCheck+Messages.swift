/// A field's own wording of the constraints it breaks (its `messages`), with `{name}` filled in
/// from the constraints in force in the record. The rule name stays as the model states it.
///
/// Only a broken constraint is worded, so a valid value never comes here; a field without
/// `messages` costs one test of an empty dictionary.
extension FieldCheck {
    /// `problem` in the field's own words, if its `messages` has some for the rule broken.
    func worded(_ problem: FieldViolation, _ field: PlannedField, limits: CompiledConstraints, in context: inout EvaluationContext)
        throws(EvaluationError) -> FieldViolation
    {
        guard !field.field.messages.isEmpty, let message = field.field.messages[Self.ruleKey(problem.rule)] else { return problem }
        var text = ""
        for part in message.parts {
            switch part {
            case .text(let literal): text += literal
            case .placeholder("min"): text += limits.min == nil ? "" : try limits.minValue(in: &context).text
            case .placeholder("max"): text += limits.max == nil ? "" : try limits.maxValue(in: &context).text
            case .placeholder(let name): text += Self.constantText(name, limits)
            }
        }
        return FieldViolation(rule: problem.rule, message: text)
    }

    /// `problem` of a list in the field's own words (a list's constraints are all constants).
    func worded(_ problem: FieldViolation, list field: PlannedField) -> FieldViolation {
        guard !field.field.messages.isEmpty, let message = field.field.messages[Self.ruleKey(problem.rule)] else { return problem }
        let text = message.parts.map { part in
            switch part {
            case .text(let literal): return literal
            case .placeholder(let name): return Self.constantText(name, field.constraints)
            }
        }
        return FieldViolation(rule: problem.rule, message: text.joined())
    }

    /// The constraint key a rule name starts with: `max` of `max 'today'`.
    static func ruleKey(_ rule: String) -> String {
        String(rule.prefix { $0 != " " })
    }

    /// A constant constraint as a placeholder shows it (empty when it is not in force).
    static func constantText(_ name: String, _ limits: CompiledConstraints) -> String {
        switch name {
        case "minLength": return limits.minLength.map(String.init) ?? ""
        case "maxLength": return limits.maxLength.map(String.init) ?? ""
        case "pattern": return limits.patternText ?? ""
        case "mask": return limits.maskText ?? ""
        case "scale": return String(limits.decimalScale)
        case "minItems": return limits.minItems.map(String.init) ?? ""
        case "maxItems": return limits.maxItems.map(String.init) ?? ""
        case "accept": return limits.accept?.joined(separator: ", ") ?? ""
        case "maxSize": return limits.maxSize.map(String.init) ?? ""
        default: return ""
        }
    }
}
