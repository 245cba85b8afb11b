/// A text field's pattern against its lengths and masks, decided on the pattern's automaton
/// (no sampling): a pattern no value of the allowed lengths matches, or a mask none of whose
/// values the pattern accepts, leaves nothing to generate.
extension PlanBuilder {
    /// Checks the pattern of text field `id` against its `minLength`, `maxLength` and `mask`,
    /// for its own constraints and for each rule's applied over them.
    mutating func checkPatternAgainstLengths(_ id: FieldID) {
        let planned = fields[id]
        guard planned.field.type == .text else { return }
        var combinations = [(planned.constraints, planned.field.path)]
        for rule in planned.rules {
            let c = rule.constraints
            guard c.pattern != nil || c.minLength != nil || c.maxLength != nil || c.mask != nil else { continue }
            combinations.append((planned.constraints.overridden(by: c), rule.path))
        }
        for (c, path) in combinations {
            guard let pattern = c.pattern else { continue }
            let text = c.patternText ?? ""
            let low = c.minLength ?? 0
            // A pattern longer than `maxLength` at its shortest is reported on its own, as is a
            // minimum above the maximum.
            if let high = c.maxLength, pattern.minLength > high || low > high { continue }
            if pattern.matchesSomeLength(from: low, through: c.maxLength) == false {
                diagnostics.error(
                    "no text of \(Self.lengths(low, c.maxLength)) matches the pattern \(Quoted.single(text)) of \(Quoted.single(planned.field.key))",
                    at: planned.field.location, path: path, hint: "change the pattern, or 'minLength' and 'maxLength'")
            }
            if let mask = c.mask, pattern.matchesSomeValue(of: mask) == false {
                diagnostics.error(
                    "no value of the mask \(Quoted.single(c.maskText ?? "")) matches the pattern \(Quoted.single(text)) of \(Quoted.single(planned.field.key))",
                    at: planned.field.location, path: path, hint: "make the mask and the pattern describe the same values")
            }
        }
    }

    /// Checks a seed `mask` generator (`spec`) against the pattern of the text field `id` it
    /// fills, unless a rule may replace that pattern.
    mutating func checkMaskAgainstPattern(_ mask: Mask, text: String, spec: GeneratorSpec, field id: FieldID) {
        let planned = fields[id]
        guard planned.kind == .field, planned.field.type == .text, !planned.isRuled({ $0.pattern != nil }),
            let pattern = planned.constraints.pattern, pattern.matchesSomeValue(of: mask) == false
        else { return }
        diagnostics.error(
            "no value of the mask \(Quoted.single(text)) matches the pattern \(Quoted.single(planned.constraints.patternText ?? "")) of \(Quoted.single(planned.field.key))",
            at: spec.location, path: spec.path, hint: "make the mask describe values the pattern accepts")
    }

    /// Checks a seed `regex` generator (`spec`) against the pattern, `minLength` and `maxLength`
    /// of the text field `id` it fills, those that no rule may replace: no string the regex
    /// generates (whole, unbounded repetitions capped) being accepted leaves nothing to write.
    mutating func checkRegexAgainstField(_ regex: RegexPattern, spec: GeneratorSpec, field id: FieldID) {
        let planned = fields[id]
        guard planned.kind == .field, planned.field.type == .text else { return }
        let c = planned.constraints
        let pattern = planned.isRuled({ $0.pattern != nil }) ? nil : c.pattern
        let lengthsRuled = planned.isRuled { $0.minLength != nil || $0.maxLength != nil }
        let (low, high) = lengthsRuled ? (0, nil) : (c.minLength ?? 0, c.maxLength)
        guard pattern != nil || low > 0 || high != nil else { return }
        // Unbounded repetitions are generated at most `maxRepeat` times: say so when it matters.
        let capped = regex.maxLength == nil ? "; '*', '+' and '{n,}' repeat at most \(regex.maxRepeat) times when generating" : ""
        let key = Quoted.single(planned.field.key)
        let regexText = Quoted.single(regex.text)
        if let pattern, regex.generatesSome(matching: pattern) == false {
            diagnostics.error(
                "no string the regex \(regexText) generates matches the pattern \(Quoted.single(c.patternText ?? "")) of \(key)",
                at: spec.location, path: spec.path, hint: "make the regex describe values the pattern accepts" + capped)
        } else if low > 0 || high != nil, regex.generatesSome(matching: pattern, lengths: low, through: high) == false {
            let what = pattern == nil ? "" : " and matches the pattern \(Quoted.single(c.patternText ?? ""))"
            diagnostics.error(
                "no string the regex \(regexText) generates has \(Self.lengths(low, high))\(what), as \(key) needs",
                at: spec.location, path: spec.path, hint: "make the regex describe values of the lengths the field allows" + capped)
        }
    }

    /// "5 to 8 characters", "at least 5 characters", "at most 8 characters", "3 characters".
    private static func lengths(_ low: Int, _ high: Int?) -> String {
        guard let high else { return "at least \(low) characters" }
        if low == 0, high > 0 { return "at most \(high) characters" }
        return low == high ? "\(low) characters" : "\(low) to \(high) characters"
    }
}
