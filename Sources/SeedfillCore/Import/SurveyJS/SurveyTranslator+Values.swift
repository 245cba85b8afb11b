import Foundation

/// Questions of one value: text by its `inputType`, booleans, ratings, sliders, expressions,
/// files and signatures.
extension SurveyTranslator {
    /// `text` and `comment`: text, or by `inputType` a date, a time, a number, an e-mail or a URL.
    mutating func textField(_ element: JSONNode, pointer: String, scope: SurveyScope, into field: inout ImportedField) -> Bool {
        let inputType = element["inputType"]?.stringValue?.lowercased() ?? "text"
        switch inputType {
        case "date":
            field["type"] = .string("date")
            field["min"] = element["min"].flatMap(\.stringValue).map(ImportedValue.string) ?? .string("1940-01-01")
            field["max"] = element["max"].flatMap(\.stringValue).map(ImportedValue.string) ?? .string("2030-12-31")
        case "time":
            field["type"] = .string("time")
        case "number", "range":
            let step = element["step"]?.numberLiteral
            let scale = step.map { $0.split(separator: ".").dropFirst().first?.count ?? 0 } ?? 0
            field["type"] = .string(scale == 0 ? "integer" : "decimal")
            if scale > 0 { field["scale"] = .number(String(scale)) }
            let low = Self.number(element["min"]) ?? "0"
            // Without a max: 1000 (100 for a range), or 100 above a min beyond that.
            let defaultHigh = (Double(low) ?? 0) >= 1000 ? String(Int(Double(low) ?? 0) + 100) : (inputType == "range" ? "100" : "1000")
            field["min"] = .number(low)
            field["max"] = .number(Self.number(element["max"]) ?? defaultHigh)
            boundExpressions(element, pointer: pointer, scope: scope, into: &field)
        case "email":
            field["type"] = .string("text")
            field["format"] = .string("email")
        case "url":
            field["type"] = .string("text")
            field["format"] = .string("uri")
        case "tel":
            field["type"] = .string("text")
            field["mask"] = .string("(###) ###-####")
        case "text", "password", "search":
            field["type"] = .string("text")
            field["maxLength"] = .number(element["maxLength"]?.numberLiteral ?? "40")
        default:
            note(.untranslated, element, pointer, "inputType '\(inputType)' is not translated", keyword: "inputType")
            return false
        }
        if let pattern = Self.maskPattern(element) {
            field["pattern"] = .string(pattern)
            field["maxLength"] = nil
        } else if element["maskType"] != nil, element["maskType"]?.stringValue != "none" {
            note(.untranslated, element, pointer, "input masks ('maskType') other than 'pattern' are not translated", keyword: "maskType")
        }
        return true
    }

    /// The regular expression of a `pattern` input mask (`9` a digit, `a` a letter, `#` either,
    /// anything else itself), its literals kept only with `saveMaskedValue`, as SurveyJS stores it.
    static func maskPattern(_ element: JSONNode) -> String? {
        guard element["maskType"]?.stringValue == "pattern", let mask = element["maskSettings"]?["pattern"]?.stringValue, !mask.isEmpty
        else { return nil }
        let keepLiterals = element["maskSettings"]?["saveMaskedValue"]?.boolValue == true
        var regex = "^"
        for character in mask {
            switch character {
            case "9": regex += "[0-9]"
            case "a": regex += "[A-Za-z]"
            case "#": regex += "[A-Za-z0-9]"
            default:
                if keepLiterals { regex += NSRegularExpression.escapedPattern(for: String(character)) }
            }
        }
        return regex + "$"
    }

    /// A number written as a number or as text (`"min": "1930"`, as SurveyJS Creator saves it).
    static func number(_ node: JSONNode?) -> String? {
        node?.numberLiteral ?? node?.stringValue.flatMap { Double($0) != nil ? $0 : nil }
    }

    /// `minValueExpression`/`maxValueExpression`: a `validWhen` that holds the answer within them.
    private mutating func boundExpressions(_ element: JSONNode, pointer: String, scope: SurveyScope, into field: inout ImportedField) {
        for (keyword, op) in [("minValueExpression", ">="), ("maxValueExpression", "<=")] {
            guard let text = element[keyword]?.stringValue else { continue }
            switch expression(text, scope: scope) {
            case .success(let bound):
                let rule = "isEmpty(\(field.key)) or isEmpty(\(bound)) or \(field.key) \(op) (\(bound))"
                field["validWhen"] = .string(field["validWhen"]?.stringValue.map { "(\($0)) and (\(rule))" } ?? rule)
            case .failure(let error):
                note(.untranslated, element, pointer, "'\(keyword)' '\(text)' is not translated: \(error.message)", keyword: keyword)
            }
        }
    }

    /// `boolean`: true/false, or its `valueTrue`/`valueFalse`.
    mutating func booleanField(_ element: JSONNode, into field: inout ImportedField) -> Bool {
        if element["valueTrue"] != nil || element["valueFalse"] != nil {
            field["type"] = .string("choice")
            field["options"] = .array([
                element["valueTrue"].map(ImportedValue.init) ?? .bool(true), element["valueFalse"].map(ImportedValue.init) ?? .bool(false),
            ])
        } else {
            field["type"] = .string("boolean")
        }
        return true
    }

    /// `rating`: one of its `rateValues`, or a whole number from `rateMin` to `rateMax` (1 to 5).
    mutating func ratingField(_ element: JSONNode, into field: inout ImportedField) -> Bool {
        if let values = element["rateValues"]?.elements, !values.isEmpty {
            field["type"] = .string("choice")
            field["options"] = .array(values.compactMap(Self.choiceValue))
            return true
        }
        let low = Int(element["rateMin"]?.numberLiteral ?? "1") ?? 1
        let high = Int(element["rateMax"]?.numberLiteral ?? "5") ?? 5
        let step = max(1, Int(element["rateStep"]?.numberLiteral ?? "1") ?? 1)
        field["type"] = .string("choice")
        field["options"] = .array(stride(from: low, through: high, by: step).map { .number(String($0)) })
        return true
    }

    /// `slider`: a number from `min` to `max` (0 to 100) on its `step`.
    mutating func sliderField(_ element: JSONNode, into field: inout ImportedField) -> Bool {
        field["type"] = .string("integer")
        field["min"] = .number(element["min"]?.numberLiteral ?? "0")
        field["max"] = .number(element["max"]?.numberLiteral ?? "100")
        if let step = element["step"]?.numberLiteral, step != "1" { field["multipleOf"] = .number(step) }
        return true
    }

    /// `expression`: computed, and written unless `includeIntoResult` is false.
    mutating func expressionField(_ element: JSONNode, pointer: String, scope: SurveyScope, into field: inout ImportedField) -> Bool {
        guard let text = element["expression"]?.stringValue else {
            note(.remark, element, pointer, "an expression question without 'expression' writes nothing")
            return false
        }
        switch expression(text, scope: scope) {
        case .success(let translated):
            let tree = try? SurveyExpression.parse(text).get()
            if tree?.givesText == true {
                field["type"] = .string("text")
            } else if tree?.givesBool == true {
                field["type"] = .string("boolean")
            } else {
                field["type"] = .string("decimal")
                field["scale"] = .number(element["maximumFractionDigits"]?.numberLiteral ?? "2")
            }
            field["compute"] = .string(translated)
            if element["includeIntoResult"]?.boolValue == false { field["internal"] = .bool(true) }
            return true
        case .failure(let error):
            note(.untranslated, element, pointer, "the expression '\(text)' is not translated: \(error.message)", keyword: "expression")
            return false
        }
    }

    /// `file` and `signaturepad`: what SurveyJS stores for a file is its content as a data URL.
    mutating func fileField(_ element: JSONNode, pointer: String, type: String, into field: inout ImportedField) -> Bool {
        if type == "signaturepad" {
            field["type"] = .string("text")
            field["pattern"] = .string("^data:image/png;base64,[A-Za-z0-9+/]{16,40}$")
            return true
        }
        field["type"] = .string("list")
        field["minItems"] = .number("1")
        field["maxItems"] = .number(element["allowMultiple"]?.boolValue == true ? "3" : "1")
        field.fields = [
            ImportedField(key: "name", members: [("type", .string("text")), ("pattern", .string("^[a-z]{3,10}\\.pdf$"))]),
            ImportedField(key: "type", members: [("type", .string("choice")), ("options", .array([.string("application/pdf")]))]),
            ImportedField(
                key: "content",
                members: [("type", .string("text")), ("pattern", .string("^data:application/pdf;base64,[A-Za-z0-9+/]{16,40}$"))]),
        ]
        note(.remark, element, pointer, "a file is written as SurveyJS stores it: [{name, type, content}], a small PDF data URL")
        return true
    }
}
