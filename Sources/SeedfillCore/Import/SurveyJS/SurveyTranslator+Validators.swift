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
                if let ownParts = ownPartsRead(text, element: element) {
                    selfValidator(text, parts: ownParts, element: element, validator: validator, pointer: at)
                    continue
                }
                switch expression(text, scope: scope) {
                case .success(let condition):
                    // SurveyJS runs a validator only on an answered question.
                    let existing = field["validWhen"]?.stringValue
                    let rule = "isEmpty(\(field.key)) or (\(condition))"
                    field["validWhen"] = .string(existing.map { "(\($0)) and (\(rule))" } ?? rule)
                    comparison(condition, into: &field)
                    field["message"] = .string(Self.text(validator["text"]) ?? "invalid: \(text)")
                case .failure(let error):
                    note(.untranslated, validator, at, "the expression validator '\(text)' is not translated: \(error.message)")
                }
            default:
                note(.untranslated, validator, at, "a '\(type)' validator is not translated")
            }
        }
    }

    /// The parts of its own value an expression validator reads (`{address.city}` on question
    /// `address`), or `nil` when it reads none.
    private func ownPartsRead(_ text: String, element: JSONNode) -> [String]? {
        guard case .success(let tree) = SurveyExpression.parse(text),
            let name = (element["valueName"]?.stringValue ?? element["name"]?.stringValue)?.lowercased()
        else { return nil }
        let parts = tree.variables.compactMap { variable -> String? in
            let lowered = variable.lowercased()
            return lowered.hasPrefix(name + ".") ? String(lowered.dropFirst(name.count + 1)) : nil
        }
        return parts.isEmpty ? nil : parts
    }

    /// A validator that reads its own question's parts: a model rule cannot read the fields of
    /// the group it is on. When it only asks that parts the type always fills are filled, every
    /// fixture keeps it (a remark); otherwise it is untranslated.
    private mutating func selfValidator(_ text: String, parts: [String], element: JSONNode, validator: JSONNode, pointer: String) {
        let type = element["type"]?.stringValue?.lowercased() ?? ""
        let always = Set(
            (types.types[type]?.field.fields ?? []).filter { $0["optional"] == nil && $0["visibleWhen"] == nil }
                .map { ($0["name"]?.stringValue ?? $0.key).lowercased() })
        if case .success(let tree) = SurveyExpression.parse(text), tree.onlyAsksFilled(Set(parts)), Set(parts).isSubset(of: always) {
            note(
                .remark, validator, pointer,
                "the expression validator '\(text)' reads the question's own parts, which its type always fills: every fixture keeps it")
        } else {
            note(
                .untranslated, validator, pointer,
                "the expression validator '\(text)' reads the question's own parts, which a model rule on the question cannot read")
        }
    }
}

extension SurveyExpression {
    /// The names of the `{…}` variables the expression reads.
    var variables: [String] {
        switch self {
        case .variable(let name): [name]
        case .list(let items): items.flatMap(\.variables)
        case .call(_, let items): items.flatMap(\.variables)
        case .unary(_, let inner): inner.variables
        case .binary(_, let left, let right): left.variables + right.variables
        default: []
        }
    }

    /// Whether the expression is `{q.a} notempty and {q.b} notempty …`, with each part in `parts`.
    func onlyAsksFilled(_ parts: Set<String>) -> Bool {
        switch self {
        case .unary("notempty", .variable(let name)): parts.contains(String(name.lowercased().split(separator: ".").last ?? ""))
        case .binary("and", let left, let right): left.onlyAsksFilled(parts) && right.onlyAsksFilled(parts)
        default: false
        }
    }
}

extension SurveyTranslator {
    /// A validator `{x} < {y}` on integer field `x`: also a bound `max: y - 1` (`<=`, `>`, `>=`
    /// alike), so that a value is drawn within it rather than tried at random.
    private mutating func comparison(_ condition: String, into field: inout ImportedField) {
        guard field["type"] == .string("integer"),
            let match = condition.wholeMatch(of: /\(([A-Za-z_][A-Za-z0-9_]*) (<|<=|>|>=) ([A-Za-z_][A-Za-z0-9_]*)\)/),
            match.1 == field.key, match.3 != field.key
        else { return }
        let other = String(match.3)
        switch match.2 {
        case "<": field["max"] = .string("\(other) - 1")
        case "<=": field["max"] = .string(other)
        case ">": field["min"] = .string("\(other) + 1")
        default: field["min"] = .string(other)
        }
        comparisons[field.key] = (other, String(match.2))
    }

    /// `fields` with the other side of each comparison kept where the compared field has a
    /// value: `{x} < {y}` with `x` at least 0 needs `y` at least 1.
    func boundedByComparisons(_ fields: [ImportedField]) -> [ImportedField] {
        var out = fields
        for (index, field) in out.enumerated() {
            if let children = field.fields { out[index].fields = boundedByComparisons(children) }
        }
        for (key, comparison) in comparisons {
            guard let mine = out.first(where: { $0.key == key }), let at = out.firstIndex(where: { $0.key == comparison.other }),
                out[at]["type"] == .string("integer")
            else { continue }
            let gap = comparison.op.count == 1 ? 1 : 0
            if comparison.op.hasPrefix("<"), let low = mine["min"]?.numberValue, let otherLow = out[at]["min"]?.numberValue {
                out[at]["min"] = .number(String(Int(max(otherLow, low + Double(gap)))))
            } else if comparison.op.hasPrefix(">"), let high = mine["max"]?.numberValue, let otherHigh = out[at]["max"]?.numberValue {
                out[at]["max"] = .number(String(Int(min(otherHigh, high - Double(gap)))))
            }
        }
        return out
    }
}
