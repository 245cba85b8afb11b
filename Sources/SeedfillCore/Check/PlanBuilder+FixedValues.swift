/// Seed values fixed before generating (a `const`, the values of a `oneOf`) checked against the
/// field they fill: a value that breaks the field's options, lengths, mask, pattern, scale,
/// bounds or item counts could never be written, so it is reported at `check`.
extension PlanBuilder {
    /// Reports every value of `values` (a seed entry's `const` or `oneOf`, `spec`) that field
    /// `id` rejects whatever the record holds. Only the constraints no rule can replace are
    /// judged, and a bound only when it is a constant.
    mutating func checkFixedValues(_ values: [Value], spec: GeneratorSpec, field id: FieldID) {
        let planned = fields[id]
        let field = planned.field
        let c = planned.constraints
        func report(_ message: String, hint: String? = nil) {
            diagnostics.error(message, at: spec.location, path: spec.path, hint: hint)
        }
        for value in values where value != .null {
            if case .list(let options)? = planned.options, field.type == .choice || field.type == .multichoice {
                let allowed = options.map(\.value)
                let chosen: [Value]
                if field.type == .multichoice, case .array(let elements) = value { chosen = elements } else { chosen = [value] }
                for element in chosen where !allowed.contains(element) {
                    // An open choice takes other text, checked by its text constraints.
                    if field.isOpen, case .string(let text) = element {
                        for (message, hint) in Self.fixedTextProblems(element, text, planned) { report(message, hint: hint) }
                        continue
                    }
                    report(
                        "\(element.quoted) is not one of the options of \(Quoted.single(field.key))",
                        hint: "the options are: \(Quoted.list(allowed.map(\.quoted)))")
                }
            }
            switch value {
            case .string(let text) where field.type == .text:
                for (message, hint) in Self.fixedTextProblems(value, text, planned) { report(message, hint: hint) }
            case .string(let text) where field.type == .geopoint:
                if let problem = GeoPoint.violation(text, bounds: c.geoBounds) {
                    report(
                        "\(problem.message), as \(Quoted.single(field.key)) needs",
                        hint: "write \"lat lon alt accuracy\" within the field's bounds")
                }
            case .number(let number) where field.type == .decimal:
                let scale = planned.rules.compactMap(\.constraints.scale).reduce(c.scale ?? 2, Swift.max)
                if Int(number.normalized.scale) > scale {
                    report(
                        "\(value.quoted) has more than the \(scale) digits after the point that \(Quoted.single(field.key)) keeps",
                        hint: "round the value to \(scale) digits")
                }
                fallthrough
            case .number, .date, .dateTime, .time:
                guard !planned.isRuled({ $0.min != nil || $0.max != nil }) else { break }
                if let low = knownBound(c.min), let order = Value.compareForBounds(value, low.value), order < 0 {
                    report(
                        "\(value.quoted) is less than the minimum \(low.value.quoted) of \(Quoted.single(field.key))",
                        hint: Self.boundHint(low.today, "minimum", c.min))
                }
                if let high = knownBound(c.max), let order = Value.compareForBounds(value, high.value), order > 0 {
                    report(
                        "\(value.quoted) is greater than the maximum \(high.value.quoted) of \(Quoted.single(field.key))",
                        hint: Self.boundHint(high.today, "maximum", c.max))
                }
            case .array(let elements) where field.type == .multichoice:
                if !planned.isRuled({ $0.minItems != nil }), let minItems = c.minItems, elements.count < minItems {
                    report("\(value.quoted) chooses \(elements.count) options, but \(Quoted.single(field.key)) needs at least \(minItems)")
                }
                if !planned.isRuled({ $0.maxItems != nil }), let maxItems = c.maxItems, elements.count > maxItems {
                    report("\(value.quoted) chooses \(elements.count) options, but \(Quoted.single(field.key)) allows at most \(maxItems)")
                }
            default:
                break
            }
        }
    }

    /// What one fixed text breaks of a text field's lengths, mask and pattern (those no rule
    /// replaces): each message with its hint.
    private static func fixedTextProblems(_ value: Value, _ text: String, _ planned: some PlannedFieldParts) -> [(String, String?)] {
        var problems: [(String, String?)] = []
        func report(_ message: String, _ hint: String?) { problems.append((message, hint)) }
        let c = planned.constraints
        let key = planned.field.key
        let length = text.unicodeScalars.count
        if !planned.isRuled({ $0.maxLength != nil }), let maxLength = c.maxLength, length > maxLength {
            report(
                "\(value.quoted) is \(length) characters long, more than the maxLength \(maxLength) of \(Quoted.single(key))",
                "shorten the value or raise 'maxLength'")
        }
        if !planned.isRuled({ $0.minLength != nil }), let minLength = c.minLength, length < minLength {
            report(
                "\(value.quoted) is \(length) characters long, fewer than the minLength \(minLength) of \(Quoted.single(key))",
                "lengthen the value or lower 'minLength'")
        }
        if !planned.isRuled({ $0.mask != nil }), let mask = c.mask, !mask.matches(text) {
            report("\(value.quoted) does not match the mask \(Quoted.single(c.maskText ?? "")) of \(Quoted.single(key))", nil)
        }
        if !planned.isRuled({ $0.pattern != nil }), let pattern = c.pattern, !pattern.matches(text) {
            report("\(value.quoted) does not match the pattern \(Quoted.single(c.patternText ?? "")) of \(Quoted.single(key))", nil)
        }
        if let format = c.format, !format.accepts(text) {
            report(
                "\(value.quoted) is not \(format.noun), as the format \(Quoted.single(format.rawValue)) of \(Quoted.single(key)) asks",
                "the README's \"Text formats\" says what each format accepts")
        }
        return problems
    }

    /// A bound's value when it is known before generating: a constant (``constant(_:)``), or,
    /// when the seed file fixes `today`, an expression that reads only `today`, `now` and
    /// constants, folded for that day as a run folds it; `today` is the seed's date then.
    private func knownBound(_ bound: CompiledBound?) -> (value: Value, today: String?)? {
        if let value = Self.constant(bound) { return (value, nil) }
        // Without a seed `today`, the day of the run is not known before it starts.
        guard case .expression(let expression, _)? = bound, let text = seed?.today?.text, let today = LocalDate(iso: text) else {
            return nil
        }
        let folder = RunConstantFolder(today: today, now: RunConstantFolder.now(on: today))
        return folder.fold(expression).constantValue.map { ($0, text) }
    }

    /// The hint for a fixed value outside a bound, naming the seed's `today` when the bound was
    /// read on it.
    private static func boundHint(_ today: String?, _ which: String, _ bound: CompiledBound?) -> String {
        guard let today, case .expression(_, let text)? = bound else { return "use a value within the field's bounds" }
        return "the \(which) is \(Quoted.single(text)) on the seed file's \"today\", \(today); use a value within the field's bounds"
    }

    /// A bound's value when it is known before generating: a literal, or an expression that
    /// reads nothing (`2 * 5`).
    static func constant(_ bound: CompiledBound?) -> Value? {
        switch bound {
        case .value(let value)?: return value
        case .expression(let expression, _)?: return expression.constantValue
        case nil: return nil
        }
    }
}
