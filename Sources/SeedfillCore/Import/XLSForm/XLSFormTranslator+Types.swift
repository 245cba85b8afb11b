/// XLSForm question types as model field types, each valued as ODK Collect writes it.
extension XLSFormTranslator {
    /// Metadata ODK fills itself: always present, never asked.
    static let metadataTypes: Set<String> = [
        "start", "end", "today", "deviceid", "username", "phonenumber", "email", "simserial", "subscriberid", "uri:deviceid",
    ]

    /// Sets the field's type (and what goes with it) for `question`; `false` when the question
    /// writes no value (a `note`) or its type is not translated (noted).
    mutating func valueType(_ field: inout ImportedField, _ question: XLSQuestion, _ info: XLSQuestionInfo) -> Bool {
        let location = survey.location("type", in: question.row)
        switch question.type {
        case "text", "barcode": field["type"] = .string("text")
        case "integer":
            field["type"] = .string("integer")
            if countSources.contains(question.name) {
                field["min"] = .number("0")
                field["max"] = .number("3")
                remark(location, "type", "\(Quoted.single(question.name)) gives a repeat_count: drawn between 0 and 3")
            }
        case "decimal": field["type"] = .string("decimal")
        case "range": range(&field, question)
        case "date", "today": field["type"] = .string("date")
        case "datetime", "start", "end": field["type"] = .string("datetime")
        case "time":
            field["type"] = .string("text")
            field["format"] = .string("time")
        case "geopoint": field["type"] = .string("geopoint")
        case "image", "audio", "video", "file":
            let accept = ["image": "image/jpeg", "audio": "audio/mpeg", "video": "video/mp4", "file": "application/pdf"][question.type]!
            field["type"] = .string("attachment")
            field["as"] = .string("fileName")
            field["accept"] = .array([.string(accept)])
        case "acknowledge":
            field["type"] = .string("choice")
            field["options"] = .array([.string("OK")])
        case "deviceid", "uri:deviceid", "simserial", "subscriberid":
            field["type"] = .string("text")
            field["pattern"] = .string(
                question.type == "deviceid" || question.type == "uri:deviceid" ? "^collect:[A-Za-z0-9]{16}$" : "^[0-9]{15,19}$")
        case "phonenumber":
            field["type"] = .string("text")
            field["pattern"] = .string("^\\+?[0-9]{7,15}$")
        case "username": field["type"] = .string("text")
        case "email":
            field["type"] = .string("text")
            field["format"] = .string("email")
        case "select_one": return selectOne(&field, question)
        case "select_multiple": return selectMultiple(&field, question)
        case "select_one_from_file": return selectFromFile(&field, question)
        case "calculate": return calculate(&field, question, info)
        case "note": return false
        default:
            untranslated(location, "type", "the question type \(Quoted.single(question.type)) is not translated")
            return false
        }
        return true
    }

    /// A `range` question: `start`, `end` and `step` from its `parameters` (1 to 10 by 1 when unsaid).
    mutating func range(_ field: inout ImportedField, _ question: XLSQuestion) {
        var parameters = ["start": "1", "end": "10", "step": "1"]
        for pair in (survey.cell("parameters", in: question.row)?.text ?? "").split(whereSeparator: { $0 == " " || $0 == ";" || $0 == "," })
        {
            let parts = pair.split(separator: "=", maxSplits: 1).map { String($0).trimmingSpaces }
            if parts.count == 2 { parameters[parts[0].lowercased()] = parts[1] }
        }
        let whole = [parameters["start"]!, parameters["end"]!, parameters["step"]!].allSatisfy { TableCell.integer($0) != nil }
        field["type"] = .string(whole ? "integer" : "decimal")
        let low = min(Double(parameters["start"]!) ?? 1, Double(parameters["end"]!) ?? 10)
        let lowText = Double(parameters["start"]!) == low ? parameters["start"]! : parameters["end"]!
        let highText = lowText == parameters["start"]! ? parameters["end"]! : parameters["start"]!
        field["min"] = .number(Self.number(lowText))
        field["max"] = .number(Self.number(highText))
        if parameters["step"]! != "1" { field["multipleOf"] = .number(Self.number(parameters["step"]!)) }
    }

    /// `constraint`: comparisons of `.` with a number or another question as `min`/`max`, a
    /// text's `regex(., 'pattern')` as its `pattern`, the rest as `validWhen`, worded by
    /// `constraint_message`.
    mutating func constraint(_ field: inout ImportedField, _ question: XLSQuestion, _ scope: ExpressionScope) {
        guard let cell = survey.cell("constraint", in: question.row) else { return }
        guard let node = try? XPathParser.parse(cell.text) else {
            _ = expression(cell, column: "constraint", scope: scope)
            return
        }
        var rest: [XPathNode] = []
        func conjuncts(_ node: XPathNode) -> [XPathNode] {
            if case .binary("and", let left, let right) = node { return conjuncts(left) + conjuncts(right) }
            return [node]
        }
        let type = field["type"]
        let ownPattern = field["pattern"] != nil
        for part in conjuncts(node) {
            if type == .string("text"), field["pattern"] == nil, field["format"] == nil,
                case .call("regex", let arguments) = part, arguments.count == 2, arguments[0] == .current,
                case .string(let pattern) = arguments[1], (try? RegexPattern.parse(pattern).get()) != nil
            {
                field["pattern"] = .string(pattern)
            } else if type == .string("integer") || type == .string("decimal"),
                let bound = bound(part, scope, integer: type == .string("integer")),
                field[bound.key] == nil
            {
                field[bound.key] = bound.value
                // XPath compares with an unanswered question as with NaN: the constraint fails,
                // so the question stays unanswered (left out) until the other one is answered.
                for name in part.references {
                    guard let info = questions[name] else { continue }
                    let answered = "not isEmpty(\(info.pathFromItem.joined(separator: ".")))"
                    if case .string(let shown)? = field["visibleWhen"] {
                        field["visibleWhen"] = .string("(\(shown)) and \(answered)")
                    } else {
                        field["visibleWhen"] = .string(answered)
                    }
                }
            } else {
                rest.append(part)
            }
        }
        let message = survey.cell("constraint_message", in: question.row, language: language)?.text
        if !ownPattern, field["pattern"] != nil, let message {
            // `{` starts a placeholder in `messages`: written `{{`.
            let escaped = message.replacingOccurrences(of: "{", with: "{{").replacingOccurrences(of: "}", with: "}}")
            field["messages"] = .object([.init(key: "pattern", value: .string(escaped))])
        }
        guard let first = rest.first else { return }
        let condition = rest.dropFirst().reduce(first) { .binary("and", $0, $1) }
        do {
            let text = try render(condition, scope)
            // An unanswered question passes its constraint (ODK checks only answers).
            field["validWhen"] = .string("isEmpty(\(question.key)) or \(text)")
            field["message"] = .string(message ?? "constraint: \(cell.text.trimmingSpaces)")
        } catch {
            untranslated(cell.location, "constraint", "\(Quoted.single(cell.text.trimmingSpaces)): \(error.message)")
        }
    }

    /// `. < X` (or `>`, `<=`, `>=`, either way round) as a bound: `max` or `min`, an exclusive
    /// one stepped in by 1 (integers) or 0.01 (decimals, drawn with two digits).
    func bound(_ node: XPathNode, _ scope: ExpressionScope, integer: Bool) -> (key: String, value: ImportedValue)? {
        guard case .binary(var op, var left, var right) = node, ["<", "<=", ">", ">="].contains(op) else { return nil }
        if right == .current {
            swap(&left, &right)
            op = ["<": ">", "<=": ">=", ">": "<", ">=": "<="][op]!
        }
        guard left == .current, !XPathNode.call("", [right]).mentionsCurrent, let limit = try? render(right, scope) else { return nil }
        let step = integer ? "1" : "0.01"
        let value: String
        switch op {
        case "<": value = "\(limit) - \(step)"
        case ">": value = "\(limit) + \(step)"
        default: value = limit
        }
        if case .number = right, op.count == 2 { return (op == "<=" ? "max" : "min", .number(limit)) }
        return (op.hasPrefix("<") ? "max" : "min", .string(value))
    }
}

extension XPathNode {
    /// Whether the expression reads `.`.
    var mentionsCurrent: Bool {
        switch self {
        case .current: return true
        case .call(_, let arguments): return arguments.contains { $0.mentionsCurrent }
        case .binary(_, let left, let right): return left.mentionsCurrent || right.mentionsCurrent
        case .negate(let operand): return operand.mentionsCurrent
        default: return false
        }
    }
}
