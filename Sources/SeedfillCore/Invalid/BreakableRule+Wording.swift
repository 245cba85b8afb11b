/// The rule a broken ``BreakableRule`` is reported under, as the validator words it, and the
/// constraints it is read from.
extension BreakableRule {
    /// The field's own constraints, or those of its `rules` entry `rule`.
    static func source(_ planned: PlannedField, rule: Int?) -> CompiledConstraints {
        guard let rule, rule < planned.rules.count else { return planned.constraints }
        return planned.rules[rule].constraints
    }

    /// The `rules` entry the kind is about, if any.
    var ruleIndex: Int? {
        switch kind {
        case .min(let rule), .max(let rule), .minLength(let rule), .maxLength(let rule), .pattern(let rule), .mask(let rule),
            .fewerItems(let rule), .moreItems(let rule):
            rule
        default: nil
        }
    }

    /// The rule the validator names when it finds this one broken (see ``FieldCheck``), or,
    /// for a hidden field or `uniqueBy`, how that name starts.
    func reportedRule(in plan: ModelPlan) -> (text: String, isPrefix: Bool) {
        let planned = plan.fields[field]
        let field = planned.field
        let limits = Self.source(planned, rule: ruleIndex)
        switch kind {
        case .required: return ("required", false)
        case .hidden: return ("visibleWhen ", true)
        case .type: return ("type", false)
        case .compute: return ("compute \(Quoted.single(field.compute?.text ?? ""))", false)
        case .min: return ("min \(Quoted.single(limits.min?.text ?? ""))", false)
        case .max: return ("max \(Quoted.single(limits.max?.text ?? ""))", false)
        case .minLength: return ("minLength \(limits.minLength ?? 0)", false)
        case .maxLength: return ("maxLength \(limits.maxLength ?? 0)", false)
        case .pattern: return ("pattern \(Quoted.single(limits.patternText ?? ""))", false)
        case .mask: return ("mask \(Quoted.single(limits.maskText ?? ""))", false)
        case .format: return ("format \(Quoted.single(limits.format?.rawValue ?? ""))", false)
        case .scale: return ("scale \(planned.constraints.decimalScale)", false)
        case .multipleOf: return ("multipleOf \(Value.number(planned.constraints.multipleOf ?? Number(1)).jsonText)", false)
        case .option: return ("options", false)
        case .exclusive: return ("exclusive", false)
        case .fewerItems: return ("minItems \(limits.minItems ?? 0)", false)
        case .moreItems: return ("maxItems \(limits.maxItems ?? 0)", false)
        case .uniqueBy: return ("uniqueBy ", true)
        case .validWhen: return ("validWhen \(Quoted.single(field.validWhen?.text ?? ""))", false)
        case .count: return ("count \(Quoted.single(field.count?.text ?? ""))", false)
        case .readOnly: return ("enabledWhen \(Quoted.single(field.enabledWhen?.text ?? ""))", false)
        case .accept: return ("accept", false)
        case .maxSize: return ("maxSize \(planned.constraints.maxSize ?? 0)", false)
        case .geoBounds: return ("bounds", false)
        }
    }

    /// Whether `rule`, as the validator reported it, is this one.
    func isReported(as rule: String, in plan: ModelPlan) -> Bool {
        let expected = reportedRule(in: plan)
        return expected.isPrefix ? rule.hasPrefix(expected.text) : rule == expected.text
    }

    /// The rule in words, the field named by `path`: `car.year: max '2026'`,
    /// `drivers: uniqueBy` (a `rules` entry's constraint says which entry).
    func described(path: String, in plan: ModelPlan) -> String {
        let planned = plan.fields[field]
        var text: String
        switch kind {
        case .hidden: text = "visibleWhen \(Quoted.single(planned.field.visibleWhen?.text ?? "")) (present while hidden)"
        case .uniqueBy: text = "uniqueBy \(planned.field.uniqueBy.map(\.text).joined(separator: ", "))"
        case .required where planned.field.requiredWhen != nil:
            text = "requiredWhen \(Quoted.single(planned.field.requiredWhen?.text ?? ""))"
        case .option: text = "options (a value not offered)"
        case .readOnly: text = "enabledWhen \(Quoted.single(planned.field.enabledWhen?.text ?? "")) (changed while read-only)"
        case .geoBounds: text = "bounds (a number out of range)"
        default: text = reportedRule(in: plan).text
        }
        if let rule = ruleIndex { text += " (rules[\(rule)])" }
        return "\(path): \(text)"
    }
}
