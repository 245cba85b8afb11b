/// XPath cells translated into seedfill expressions.
extension XLSFormTranslator {
    /// Where an expression is read: the question its cell belongs to, and for a `choice_filter`
    /// the choice row's columns (a bare name is that column's value).
    struct ExpressionScope {
        var question: XLSQuestionInfo
        var choiceColumns: [String: String]? = nil
    }

    /// The seedfill expression of the XPath in `cell` (column `column`), or `nil` after noting
    /// why it cannot be translated.
    mutating func expression(_ cell: XLSWorkbook.Cell, column: String, scope: ExpressionScope) -> String? {
        do {
            let node = try XPathParser.parse(cell.text)
            return strip(try render(node, scope))
        } catch {
            untranslated(cell.location, column, "\(Quoted.single(cell.text.trimmingSpaces)): \(error.message)")
            return nil
        }
    }

    /// The expression without the parentheses around the whole of it.
    func strip(_ text: String) -> String {
        guard text.hasPrefix("("), text.hasSuffix(")") else { return text }
        var depth = 0
        var quote: Character?
        for (offset, character) in text.enumerated() {
            if let open = quote {
                if character == open { quote = nil }
                continue
            }
            if character == "'" || character == "\"" { quote = character }
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0, offset < text.count - 1 { return text }
        }
        return String(text.dropFirst().dropLast())
    }

    /// A number literal in seedfill's syntax (`.5` → `0.5`, `2.0` kept).
    static func number(_ text: String) -> String {
        text.hasPrefix(".") ? "0" + text : text.hasSuffix(".") ? text + "0" : text
    }

    /// The question a reference or `.` names, seen from `scope`.
    func target(_ node: XPathNode, _ scope: ExpressionScope) -> XLSQuestionInfo? {
        switch node {
        case .current: return scope.question
        case .reference(let name): return questions[name]
        default: return nil
        }
    }

    func render(_ node: XPathNode, _ scope: ExpressionScope) throws(XPathError) -> String {
        switch node {
        case .number(let text): return Self.number(text)
        case .string(let text): return text.expressionLiteral
        case .current: return scope.question.key
        case .reference(let name):
            guard let info = questions[name] else { throw XPathError(message: "no question is named \(Quoted.single(name))") }
            guard info.kind == .value else { throw XPathError(message: "${\(name)} is a group or repeat, not a value") }
            let own = scope.question.repeats + (scope.question.kind == .repeat ? [scope.question.key] : [])
            guard info.repeats.count <= own.count, Array(own.prefix(info.repeats.count)) == info.repeats else {
                throw XPathError(message: "${\(name)} is inside a repeat the question is not in: its values are not translated")
            }
            return info.pathFromItem.joined(separator: ".")
        case .name(let name):
            guard let value = scope.choiceColumns?[name] else {
                throw XPathError(message: "\(Quoted.single(name)) is neither a function call nor a ${reference}")
            }
            return value.expressionLiteral
        case .negate(let operand): return "(-" + (try render(operand, scope)) + ")"
        case .binary(let op, let left, let right): return try binary(op, left, right, scope)
        case .call(let name, let arguments): return try call(name, arguments, scope)
        }
    }

    private func binary(_ op: String, _ left: XPathNode, _ right: XPathNode, _ scope: ExpressionScope) throws(XPathError) -> String {
        if op == "=" || op == "!=" {
            let equal: String
            if right == .string("") {
                equal = "isEmpty(\(try render(left, scope)))"
            } else if left == .string("") {
                equal = "isEmpty(\(try render(right, scope)))"
            } else {
                equal = "(\(try operand(left, beside: right, scope)) == \(try operand(right, beside: left, scope)))"
            }
            return op == "=" ? equal : "(not \(equal))"
        }
        let symbols = [
            "or": "or", "and": "and", "<": "<", "<=": "<=", ">": ">", ">=": ">=", "+": "+", "-": "-", "*": "*", "div": "/", "mod": "%",
        ]
        guard let symbol = symbols[op] else { throw XPathError(message: "the operator \(Quoted.single(op)) is not translated") }
        guard ["<", "<=", ">", ">="].contains(op) else {
            return "(\(try render(left, scope)) \(symbol) \(try render(right, scope)))"
        }
        return "(\(try numeric(left, scope)) \(symbol) \(try numeric(right, scope)))"
    }

    /// A side of `<`, `<=`, `>`, `>=`, which XPath compares as numbers: a text (or a choice
    /// row's cell) that spells a number is that number.
    private func numeric(_ node: XPathNode, _ scope: ExpressionScope) throws(XPathError) -> String {
        var text: String?
        if case .string(let value) = node { text = value }
        if case .name(let name) = node { text = scope.choiceColumns?[name] }
        if let text, let number = Double(text.trimmingSpaces), number.isFinite, !text.contains("e"), !text.contains("E") {
            return Self.number(text.trimmingSpaces)
        }
        return try render(node, scope)
    }

    /// A side of `=`: a text that spells a whole number, compared with a choice whose values are
    /// written as numbers, is that number.
    private func operand(_ node: XPathNode, beside other: XPathNode, _ scope: ExpressionScope) throws(XPathError) -> String {
        var text: String?
        if case .string(let value) = node { text = value }
        if case .name(let name) = node { text = scope.choiceColumns?[name] }
        if let text, TableCell.integer(text) != nil, target(other, scope)?.numericOptions == true || isTableChoice(other, scope) {
            return text
        }
        return try render(node, scope)
    }

    /// Whether `node` names a choice from a file (whose whole-number values are numbers).
    private func isTableChoice(_ node: XPathNode, _ scope: ExpressionScope) -> Bool {
        target(node, scope)?.type == "select_one_from_file"
    }
}
