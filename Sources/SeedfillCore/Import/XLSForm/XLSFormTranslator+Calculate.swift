/// `calculate` questions: a computed field whose type is the type of its expression's value.
extension XLSFormTranslator {
    mutating func calculate(_ field: inout ImportedField, _ question: XLSQuestion, _ info: XLSQuestionInfo) -> Bool {
        guard let cell = survey.cell("calculation", in: question.row) else {
            untranslated(
                survey.location("type", in: question.row), "calculation", "the calculate \(Quoted.single(question.name)) has no calculation"
            )
            return false
        }
        guard let compute = expression(cell, column: "calculation", scope: ExpressionScope(question: info)) else { return false }
        let node = (try? XPathParser.parse(cell.text)) ?? .string("")
        let (type, scale) = valueType(of: node)
        field["type"] = .string(type)
        if let scale, type == "decimal" { field["scale"] = .number(String(scale)) }
        field["compute"] = .string(compute)
        // A calculation that gives nothing (it reads an unanswered question) is left out.
        field["optional"] = .string("omit")
        return true
    }

    /// The model type of what `node` computes, with a decimal's digits after the point;
    /// `depth` bounds how many calculations that read each other are followed (a cycle among
    /// them gives text, and `check` reports the cycle).
    func valueType(of node: XPathNode, depth: Int = 0) -> (type: String, scale: Int?) {
        func valueType(of node: XPathNode) -> (type: String, scale: Int?) { self.valueType(of: node, depth: depth) }
        switch node {
        case .number(let text): return text.contains(".") ? ("decimal", nil) : ("integer", nil)
        case .string, .name: return ("text", nil)
        case .current: return ("text", nil)
        case .reference(let name):
            guard let info = questions[name] else { return ("text", nil) }
            switch info.type {
            case "integer": return ("integer", nil)
            case "decimal", "range": return ("decimal", nil)
            case "date", "today": return ("date", nil)
            case "datetime", "start", "end": return ("datetime", nil)
            case "calculate":
                let row = survey.rows.first { survey.cell("name", in: $0)?.text == name }
                guard depth < 16, let row, let cell = survey.cell("calculation", in: row),
                    let inner = try? XPathParser.parse(cell.text)
                else {
                    return ("text", nil)
                }
                return self.valueType(of: inner, depth: depth + 1)
            default: return info.numericOptions ? ("integer", nil) : ("text", nil)
            }
        case .negate(let operand): return valueType(of: operand)
        case .binary(let op, let left, let right):
            if ["or", "and", "=", "!=", "<", "<=", ">", ">="].contains(op) { return ("boolean", nil) }
            let (a, b) = (valueType(of: left), valueType(of: right))
            if op != "div", a.type == "integer", b.type == "integer" { return ("integer", nil) }
            return ("decimal", max(a.scale ?? 0, b.scale ?? 0, 2))
        case .call(let name, let arguments):
            switch name {
            case "round":
                if arguments.count == 2, case .number(let digits) = arguments[1], let scale = Int(digits) {
                    return scale == 0 ? ("integer", nil) : ("decimal", scale)
                }
                return ("integer", nil)
            case "int", "count-selected", "string-length", "floor", "ceiling": return ("integer", nil)
            case "if": return arguments.count == 3 ? valueType(of: arguments[1]) : ("text", nil)
            case "coalesce": return arguments.first.map(valueType(of:)) ?? ("text", nil)
            case "today": return ("date", nil)
            case "now": return ("datetime", nil)
            case "selected", "regex", "not", "true", "false": return ("boolean", nil)
            case "concat": return ("text", nil)
            default: return ("decimal", nil)
            }
        }
    }
}
