/// Parses the XPath subset XLSForm cells use into an ``XPathNode``: `or`, `and`, `= !=`,
/// `< <= > >=`, `+ -`, `* div mod`, unary minus, literals, `${name}`, `.`, bare names and calls.
struct XPathParser {
    private var tokens: [XPathLexer.Token]
    private var index = 0
    /// How deeply operands are nested at this point: a cell nested deeper than 64 is refused
    /// rather than read by ever deeper recursion.
    private var depth = 0

    /// The tree of `text`, or why it cannot be read.
    static func parse(_ text: String) throws(XPathError) -> XPathNode {
        var parser = XPathParser(tokens: try XPathLexer.tokens(text))
        guard !parser.tokens.isEmpty else { throw XPathError(message: "the expression is empty") }
        let node = try parser.binary(level: 0)
        guard parser.index == parser.tokens.count else {
            throw XPathError(message: "unexpected \(parser.describe(parser.tokens[parser.index]))")
        }
        return node
    }

    private init(tokens: [XPathLexer.Token]) {
        self.tokens = tokens
    }

    /// The binary operators by precedence, loosest first.
    private static let levels: [[String]] = [["or"], ["and"], ["=", "!="], ["<", "<=", ">", ">="], ["+", "-"], ["*", "div", "mod"]]

    private mutating func binary(level: Int) throws(XPathError) -> XPathNode {
        guard level < Self.levels.count else { return try unary() }
        var left = try binary(level: level + 1)
        while let op = peekOperator(), Self.levels[level].contains(op) {
            index += 1
            let right = try binary(level: level + 1)
            left = .binary(op, left, right)
        }
        return left
    }

    /// The operator at the current token, if it is one (`div`, `and` are names).
    private func peekOperator() -> String? {
        guard index < tokens.count else { return nil }
        switch tokens[index] {
        case .symbol(let symbol): return symbol
        case .name(let name) where ["or", "and", "div", "mod"].contains(name): return name
        default: return nil
        }
    }

    private mutating func unary() throws(XPathError) -> XPathNode {
        depth += 1
        defer { depth -= 1 }
        guard depth <= 64 else { throw XPathError(message: "the expression is nested more than 64 deep") }
        if index < tokens.count, tokens[index] == .symbol("-") {
            index += 1
            return .negate(try unary())
        }
        return try primary()
    }

    private mutating func primary() throws(XPathError) -> XPathNode {
        guard index < tokens.count else { throw XPathError(message: "the expression ends too soon") }
        let token = tokens[index]
        index += 1
        switch token {
        case .number(let literal): return .number(literal)
        case .string(let text): return .string(text)
        case .reference(let name): return .reference(name)
        case .symbol("."): return .current
        case .symbol("("):
            let inner = try binary(level: 0)
            try expect(")")
            return inner
        case .name(let name):
            guard index < tokens.count, tokens[index] == .symbol("(") else { return .name(name) }
            index += 1
            var arguments: [XPathNode] = []
            if index < tokens.count, tokens[index] == .symbol(")") {
                index += 1
                return .call(name, arguments)
            }
            while true {
                arguments.append(try binary(level: 0))
                if index < tokens.count, tokens[index] == .symbol(",") {
                    index += 1
                    continue
                }
                try expect(")")
                return .call(name, arguments)
            }
        default:
            throw XPathError(message: "unexpected \(describe(token))")
        }
    }

    private mutating func expect(_ symbol: String) throws(XPathError) {
        guard index < tokens.count, tokens[index] == .symbol(symbol) else {
            throw XPathError(
                message: index < tokens.count ? "expected '\(symbol)', found \(describe(tokens[index]))" : "a '\(symbol)' is missing")
        }
        index += 1
    }

    private func describe(_ token: XPathLexer.Token) -> String {
        switch token {
        case .number(let text), .name(let text), .symbol(let text): return Quoted.single(text)
        case .string(let text): return "the string \(Quoted.single(text))"
        case .reference(let name): return "${\(name)}"
        }
    }
}
