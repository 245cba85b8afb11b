import Foundation

/// Strings, numbers and booleans: their bounds, patterns and formats; an `enum` or `const`
/// as a choice of its values.
extension SchemaTranslator {
    /// Fills in `field` for scalar schema `schema` of JSON type `type`; false when it cannot
    /// be filled.
    mutating func scalarField(_ schema: SchemaNode, type: String, into field: inout ImportedField) -> Bool {
        if schema["enum"] != nil || schema["const"] != nil { return choiceField(schema, type: type, into: &field) }
        switch type {
        case "string": return textField(schema, into: &field)
        case "integer", "number": return numberField(schema, integer: type == "integer", into: &field)
        default:
            field["type"] = .string("boolean")
            return true
        }
    }

    /// An `enum` or `const` as a choice among its values of the field's type.
    private mutating func choiceField(_ schema: SchemaNode, type: String, into field: inout ImportedField) -> Bool {
        let values = schema["const"].map { [$0] } ?? schema["enum"]?.elements ?? []
        let kept = values.filter { !$0.isNull && (Self.typeName($0) == type || (type == "number" && Self.typeName($0) == "integer")) }
        guard !kept.isEmpty else {
            untranslated(
                schema, "no value of 'enum' or 'const' is of the property's type", keyword: schema["const"] != nil ? "const" : "enum")
            return false
        }
        for keyword in [
            "pattern", "minLength", "maxLength", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "format",
        ] where schema[keyword] != nil {
            remark(schema, "'\(keyword)' beside an enumeration is not checked against its values", keyword: keyword)
        }
        field["type"] = .string("choice")
        field["options"] = .array(kept.map(ImportedValue.init))
        return true
    }

    /// A string: its lengths, pattern and format.
    private mutating func textField(_ schema: SchemaNode, into field: inout ImportedField) -> Bool {
        field["type"] = .string("text")
        let format = schema["format"]?.stringValue
        let hasLimits = schema["minLength"] != nil || schema["maxLength"] != nil || schema["pattern"] != nil
        if let format {
            if Self.formats.contains(format), !hasLimits {
                field["format"] = .string(format)
            } else if Self.formats.contains(format), schema["pattern"] == nil {
                // A format with lengths: the format draws, and a `validWhen` holds the lengths
                // (a model's format cannot go with minLength or maxLength).
                field["format"] = .string(format)
                let low = schema["minLength"]?.numberLiteral.map { "len(\(field.key)) >= \($0)" }
                let high = schema["maxLength"]?.numberLiteral.map { "len(\(field.key)) <= \($0)" }
                field["validWhen"] = .string([low, high].compactMap { $0 }.joined(separator: " and "))
                field["message"] = .string(
                    [
                        schema["minLength"]?.numberLiteral.map { "at least \($0) characters" },
                        schema["maxLength"]?.numberLiteral.map { "at most \($0) characters" },
                    ]
                    .compactMap { $0 }.joined(separator: " and "))
                return true
            } else if Self.formats.contains(format) {
                // Imported leniently, the lengths and pattern are kept and the format dropped.
                untranslated(
                    schema, "format \(Quoted.single(format)) together with a pattern is not translated", keyword: "format")
            } else {
                remark(
                    schema, "format \(Quoted.single(format)) is not one seedfill generates: the values are plain text", keyword: "format")
            }
        }
        if var pattern = schema["pattern"]?.stringValue {
            let greedy = Self.greedy(pattern)
            if greedy != pattern, case .success = RegexPattern.parse(greedy) {
                remark(schema, "lazy quantifiers are read as greedy ones: whether a value matches is the same", keyword: "pattern")
                pattern = greedy
            }
            if case .failure(let error) = RegexPattern.parse(pattern) {
                // Imported leniently, the text is drawn without the pattern.
                untranslated(
                    schema, "the pattern \(Quoted.single(pattern)) is outside the subset seedfill reads: \(error.message)",
                    keyword: "pattern")
            } else {
                field["pattern"] = .string(pattern)
            }
        }
        for keyword in ["minLength", "maxLength"] {
            if let literal = schema[keyword]?.numberLiteral { field[keyword] = .number(literal) }
        }
        return true
    }

    /// An integer or number: its bounds, exclusive ones moved in by one step.
    private mutating func numberField(_ schema: SchemaNode, integer: Bool, into field: inout ImportedField) -> Bool {
        // A step becomes the field's multipleOf: whole on an integer; on a number, one of at
        // most 12 digits after the point, drawn so that floating-point validators accept it.
        var multiple: Decimal?
        var scale = 2
        if let literal = schema["multipleOf"]?.numberLiteral, let given = Decimal(string: literal), given > 0 {
            let digits = Swift.max(0, -given.exponent)
            if integer ? Self.rounded(given, step: 1, up: true) == given && given < 1_000_000_000_000 : digits <= 12 {
                multiple = given
                scale = Swift.max(2, digits)
            } else {
                // Imported leniently, the number is drawn without its step.
                untranslated(schema, "multipleOf \(literal) is not translated: no such step can be drawn here", keyword: "multipleOf")
            }
        }
        field["type"] = .string(integer ? "integer" : "decimal")
        // Decimals are drawn on the grid of their scale; exclusive bounds step in by one unit of it.
        var step: Decimal = 1
        if !integer {
            field["scale"] = .number(String(scale))
            step = Decimal(sign: .plus, exponent: -scale, significand: 1)
        }
        var low = schema["minimum"]?.numberLiteral.flatMap { Decimal(string: $0) }
        var high = schema["maximum"]?.numberLiteral.flatMap { Decimal(string: $0) }
        if draft.hasBooleanExclusiveBounds {
            if schema["exclusiveMinimum"]?.boolValue == true, let bound = low { low = bound + step }
            if schema["exclusiveMaximum"]?.boolValue == true, let bound = high { high = bound - step }
        } else {
            if let bound = schema["exclusiveMinimum"]?.numberLiteral.flatMap({ Decimal(string: $0) }) {
                low = Swift.max(low ?? bound + step, bound + step)
            }
            if let bound = schema["exclusiveMaximum"]?.numberLiteral.flatMap({ Decimal(string: $0) }) {
                high = Swift.min(high ?? bound - step, bound - step)
            }
        }
        // Round inward to the step, so that every value drawn lies within the schema's bounds.
        let grid = multiple ?? step
        if let value = low { low = Self.rounded(value, step: grid, up: true) }
        if let value = high { high = Self.rounded(value, step: grid, up: false) }
        if let low, let high, low > high {
            untranslated(schema, "no \(integer ? "integer" : "number with two decimals") lies within the bounds", keyword: nil)
            return false
        }
        if let low { field["min"] = .number(Self.literal(low)) }
        if let high { field["max"] = .number(Self.literal(high)) }
        if let multiple, !(integer && multiple == 1) { field["multipleOf"] = .number(Self.literal(multiple)) }
        return true
    }

    /// `pattern` with each lazy quantifier (`*?`, `+?`, `??`, `{n,m}?`) made greedy: which
    /// values match is the same (only where a match ends differs), and seedfill reads only greedy.
    static func greedy(_ pattern: String) -> String {
        var out = ""
        var escaped = false
        var inClass = false
        // Whether the last character written ends a quantifier, so that a `?` after it is lazy.
        var afterQuantifier = false
        for character in pattern {
            if escaped {
                out.append(character)
                escaped = false
                afterQuantifier = false
                continue
            }
            if character == "?", !inClass, afterQuantifier {
                afterQuantifier = false
                continue
            }
            let before = out.last
            out.append(character)
            switch character {
            case "\\":
                escaped = true
                afterQuantifier = false
            case "[" where !inClass:
                inClass = true
                afterQuantifier = false
            case "]" where inClass:
                inClass = false
                afterQuantifier = false
            case "*", "+": afterQuantifier = !inClass
            case "?": afterQuantifier = !inClass && before != "("
            case "}": afterQuantifier = !inClass && out.range(of: #"\{[0-9]+(,[0-9]*)?\}$"#, options: .regularExpression) != nil
            default: afterQuantifier = false
            }
        }
        return out
    }

    /// `value` rounded to a multiple of `step`, up or down.
    static func rounded(_ value: Decimal, step: Decimal, up: Bool) -> Decimal {
        var quotient = value / step
        var whole = Decimal()
        NSDecimalRound(&whole, &quotient, 0, up ? .up : .down)
        return whole * step
    }

    /// A decimal as a JSON number literal.
    static func literal(_ value: Decimal) -> String {
        NSDecimalNumber(decimal: value).stringValue
    }

    /// The formats a text field takes (`"format"` in a model).
    static let formats: Set<String> = ["email", "uri", "uuid", "date", "date-time", "time", "hostname", "ipv4", "ipv6"]
}
