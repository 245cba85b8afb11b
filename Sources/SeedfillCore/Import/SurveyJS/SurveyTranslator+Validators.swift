/// A question's `validators`: numeric, text, regex, email, expression and answer-count checks,
/// as the field's own constraints or a `validWhen`.
extension SurveyTranslator {
    /// Adds the constraints of `element`'s validators to `field`.
    mutating func validators(_ element: JSONNode, pointer: String, scope: SurveyScope, into field: inout ImportedField) {
        for (index, validator) in (element["validators"]?.elements ?? []).enumerated() {
            let at = "\(pointer)/validators/\(index)"
            let type = validator["type"]?.stringValue?.lowercased() ?? ""
            switch type {
            case "numeric":
                if let low = validator["minValue"]?.numberLiteral { field["min"] = .number(low) }
                if let high = validator["maxValue"]?.numberLiteral { field["max"] = .number(high) }
            case "text":
                if let low = validator["minLength"]?.numberLiteral, low != "0" { field["minLength"] = .number(low) }
                if let high = validator["maxLength"]?.numberLiteral, high != "0" { field["maxLength"] = .number(high) }
                if validator["allowDigits"]?.boolValue == false { field["pattern"] = .string("^[^0-9]*$") }
            case "email":
                field["format"] = .string("email")
                field["maxLength"] = nil
            case "regex":
                guard let regex = validator["regex"]?.stringValue, regex.hasPrefix("^"), regex.hasSuffix("$") else {
                    note(
                        .untranslated, validator, at,
                        "a regex validator not anchored with ^ and $ is not translated (SurveyJS searches the text)")
                    continue
                }
                field["pattern"] = .string(regex)
                field["maxLength"] = nil
            case "answercount":
                if let low = validator["minCount"]?.numberLiteral { field["minItems"] = .number(low) }
                if let high = validator["maxCount"]?.numberLiteral { field["maxItems"] = .number(high) }
            case "expression":
                guard let text = validator["expression"]?.stringValue else { continue }
                switch expression(text, scope: scope) {
                case .success(let condition):
                    // SurveyJS runs a validator only on an answered question.
                    let existing = field["validWhen"]?.stringValue
                    let rule = "isEmpty(\(field.key)) or (\(condition))"
                    field["validWhen"] = .string(existing.map { "(\($0)) and (\(rule))" } ?? rule)
                    field["message"] = .string(Self.text(validator["text"]) ?? "invalid: \(text)")
                case .failure(let error):
                    note(.untranslated, validator, at, "the expression validator '\(text)' is not translated: \(error.message)")
                }
            default:
                note(.untranslated, validator, at, "a '\(type)' validator is not translated")
            }
        }
    }
}
