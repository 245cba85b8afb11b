/// Whether a form's constant default is a value its translated field takes, so that it can be
/// the field's `initialValue`: `generate` writes an initial value as it is, and one the field
/// does not take would stop every run.
extension ImportedField {
    /// Why `value` is not a value this field takes (its type, options, bounds, length, pattern
    /// or format), or `nil` when it is. An empty value (`""`, `[]`) is never one: it proposes nothing.
    func constantProblem(_ value: ImportedValue) -> String? {
        if self["compute"] != nil { return "the field is computed" }
        if self["validWhen"] != nil || self["rules"] != nil {
            return "the field's rule '\(self["validWhen"]?.stringValue ?? "rules")' is checked record by record"
        }
        switch self["type"]?.stringValue ?? "" {
        case "choice": return optionProblem(value)
        case "multichoice":
            guard case .array(let values) = value else { return "a multiple choice takes an array of choices" }
            if values.isEmpty { return "an empty selection proposes nothing" }
            if Set(values).count != values.count { return "a choice is repeated" }
            for element in values { if let problem = optionProblem(element) { return problem } }
            if let least = self["minItems"]?.numberValue, Double(values.count) < least { return "fewer than \(Int(least)) choices" }
            if let most = self["maxItems"]?.numberValue, Double(values.count) > most { return "more than \(Int(most)) choices" }
            if values.count > 1, values.contains(where: isExclusive) { return "an exclusive choice goes alone" }
            return nil
        case "boolean":
            guard case .bool = value else { return "a yes/no question takes true or false" }
            return nil
        case "integer", "decimal": return numberProblem(value)
        case "date", "datetime", "time": return temporalProblem(value)
        case "text": return textProblem(value)
        default: return "the model has no initial value for a \(self["type"]?.stringValue ?? "field of this kind")"
        }
    }

    /// Why `value` is not one of a choice's options (every one of them offered in every record).
    private func optionProblem(_ value: ImportedValue) -> String? {
        guard case .array(let options)? = self["options"] else { return "the choices are known only record by record" }
        for option in options {
            if option == value { return nil }
            guard case .object(let members) = option, members.first(where: { $0.key == "value" })?.value == value else { continue }
            if members.contains(where: { $0.key == "visibleWhen" }) {
                return "the choice \(ImportedModel.json(value)) is not always offered"
            }
            return nil
        }
        return "\(ImportedModel.json(value)) is not one of the choices"
    }

    private func isExclusive(_ value: ImportedValue) -> Bool {
        guard case .array(let options)? = self["options"] else { return false }
        return options.contains {
            guard case .object(let members) = $0 else { return false }
            return members.contains { $0.key == "value" && $0.value == value }
                && members.contains { $0.key == "exclusive" && $0.value == .bool(true) }
        }
    }

    private func numberProblem(_ value: ImportedValue) -> String? {
        guard case .number(let literal) = value, let number = Double(literal) else { return "a number question takes a number" }
        if self["type"] == .string("integer"), number != number.rounded() { return "\(literal) is not a whole number" }
        if let scale = self["scale"]?.numberValue, let point = literal.firstIndex(of: "."),
            Double(literal[literal.index(after: point)...].count) > scale
        {
            return "\(literal) has more than \(Int(scale)) digits after the point"
        }
        if case .string? = self["min"] { return "its minimum is worked out record by record" }
        if case .string? = self["max"] { return "its maximum is worked out record by record" }
        if let low = self["min"]?.numberValue, number < low { return "\(literal) is below the minimum \(Self.literal(low))" }
        if let high = self["max"]?.numberValue, number > high { return "\(literal) is above the maximum \(Self.literal(high))" }
        if let step = self["multipleOf"]?.numberValue, step > 0 {
            let ratio = number / step
            if abs(ratio - ratio.rounded()) > 1e-9 { return "\(literal) is not a multiple of \(Self.literal(step))" }
        }
        return nil
    }

    private func temporalProblem(_ value: ImportedValue) -> String? {
        guard case .string(let text) = value else { return "a date or time question takes text" }
        switch self["type"]?.stringValue {
        case "date": if LocalDate(iso: text) == nil { return "'\(text)' is not a date YYYY-MM-DD" }
        case "time":
            let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
            guard (2...3).contains(parts.count), parts.allSatisfy({ $0 != nil }), parts[0]! < 24, parts[1]! < 60,
                parts.count == 2 || parts[2]! < 60
            else { return "'\(text)' is not a time HH:MM" }
        default: if !TextFormat.dateTime.accepts(text) { return "'\(text)' is not a date-time" }
        }
        // ISO texts of one form sort as their moments do; a bound of another form is an expression.
        for bound in [self["min"], self["max"]] {
            if case .string(let text)? = bound, text.count != 10 || LocalDate(iso: text) == nil, self["type"] == .string("date") {
                return "its bounds are worked out record by record"
            }
        }
        if case .string(let low)? = self["min"], text < low { return "'\(text)' is before the earliest '\(low)'" }
        if case .string(let high)? = self["max"], text > high { return "'\(text)' is after the latest '\(high)'" }
        return nil
    }

    private func textProblem(_ value: ImportedValue) -> String? {
        guard case .string(let text) = value else { return "a text question takes text" }
        if text.isEmpty { return "an empty text proposes nothing" }
        let length = text.unicodeScalars.count
        if let most = self["maxLength"]?.numberValue, Double(length) > most { return "it is longer than \(Int(most)) characters" }
        if let least = self["minLength"]?.numberValue, Double(length) < least { return "it is shorter than \(Int(least)) characters" }
        if let pattern = self["pattern"]?.stringValue {
            guard let regex = try? RegexPattern.parse(pattern).get(), regex.matches(text) else {
                return "it does not match the pattern '\(pattern)'"
            }
        }
        if let mask = self["mask"]?.stringValue {
            guard let parsed = try? Mask.parse(mask).get(), parsed.matches(text) else { return "it does not fit the mask '\(mask)'" }
        }
        if let name = self["format"]?.stringValue, let format = TextFormat(rawValue: name), !format.accepts(text) {
            return "it is not \(format.noun)"
        }
        return nil
    }

    /// A bound as it is written: `5`, not `5.0`.
    private static func literal(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
