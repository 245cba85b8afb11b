/// XPath function calls translated into seedfill expressions.
extension XLSFormTranslator {
    /// XPath functions with a seedfill function of the same meaning and arguments.
    static let sameFunctions: [String: String] = [
        "coalesce": "coalesce", "concat": "concat", "today": "today", "now": "now", "sqrt": "sqrt", "pow": "pow",
        "exp": "exp", "log": "ln", "log10": "log10", "sin": "sin", "cos": "cos", "tan": "tan", "asin": "asin",
        "acos": "acos", "atan": "atan", "atan2": "atan2", "pi": "pi", "abs": "abs", "floor": "floor", "ceiling": "ceil",
        "if": "if", "min": "min", "max": "max",
    ]

    func call(_ name: String, _ arguments: [XPathNode], _ scope: ExpressionScope) throws(XPathError) -> String {
        func argument(_ index: Int) throws(XPathError) -> String { try render(arguments[index], scope) }
        func expect(_ counts: ClosedRange<Int>) throws(XPathError) {
            guard counts.contains(arguments.count) else {
                throw XPathError(
                    message:
                        "\(name)() takes \(counts.lowerBound == counts.upperBound ? "\(counts.lowerBound)" : "\(counts.lowerBound) to \(counts.upperBound)") arguments, not \(arguments.count)"
                )
            }
        }
        switch name {
        case "true", "false":
            try expect(0...0)
            return name
        case "not":
            try expect(1...1)
            return "(not \(try argument(0)))"
        case "selected":
            try expect(2...2)
            let value = try argument(0)
            let choice = try argument(1)
            guard target(arguments[0], scope)?.type == "select_multiple" else { return "(\(value) == \(choice))" }
            // ODK's select_multiple is one text of names separated by spaces.
            return "(concat(' ', coalesce(\(value), ''), ' ') contains concat(' ', \(choice), ' '))"
        case "count-selected":
            try expect(1...1)
            let value = try argument(0)
            return "if(isEmpty(\(value)), 0, len(\(value)) - len(replace(\(value), ' ', '')) + 1)"
        case "string-length":
            try expect(1...1)
            return "len(coalesce(\(try argument(0)), ''))"
        case "regex":
            try expect(2...2)
            guard case .string(let pattern) = arguments[1] else {
                throw XPathError(message: "regex() with a pattern that is not a text is not translated")
            }
            if case .failure(let problem) = RegexPattern.parse(pattern) {
                throw XPathError(message: "the pattern is outside seedfill's regular expressions: \(problem.message)")
            }
            return "(coalesce(\(try argument(0)), '') matches \(pattern.expressionLiteral))"
        case "int":
            try expect(1...1)
            let value = try argument(0)
            return "if(\(value) < 0, ceil(\(value)), floor(\(value)))"
        case "round":
            try expect(1...2)
            return "round(\(try argument(0)), \(arguments.count == 2 ? try argument(1) : "0"))"
        default:
            guard let same = Self.sameFunctions[name] else {
                throw XPathError(message: "the function \(name)() is not translated")
            }
            var parts: [String] = []
            for index in arguments.indices { parts.append(try argument(index)) }
            return "\(same)(\(parts.joined(separator: ", ")))"
        }
    }
}
