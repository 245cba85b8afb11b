/// Parses expression text (SPEC §3) into an ``Expr``.
///
/// Precedence, loosest first: `or`; `and`; prefix `not`; comparisons, `in`, `not in`,
/// `contains`, `matches` (non-associative); `+ -`; `* / %`; prefix `-`; postfix `.` `[]` `()`.
/// Precedence climbing keeps the recursion per parenthesis level small, and both the recursion
/// and the height of the tree are capped so no input can exhaust the stack later on.
enum ExpressionParser {
    /// Deepest recursion of the parser (nested parentheses, lists, calls, prefix operators).
    static let maxDepth = 200
    /// Tallest expression tree accepted (binding and evaluation recurse this deep).
    static let maxHeight = 200

    /// Parses a whole expression.
    static func parse(_ text: String) -> Result<Expr, ExpressionError> {
        let scalars = Array(text.unicodeScalars)
        return parse(scalars, from: 0, to: scalars.count)
    }

    /// Parses `scalars[start..<end]`; ranges in the result and errors are offsets into `scalars`.
    static func parse(_ scalars: [Unicode.Scalar], from start: Int, to end: Int) -> Result<Expr, ExpressionError> {
        do throws(ExpressionError) {
            let tokens = try ExpressionLexer.tokenize(scalars, from: start, to: end)
            var parser = Parser(tokens: tokens)
            let result = try parser.parseExpression()
            try parser.expectEnd()
            return .success(result.expr)
        } catch {
            return .failure(error)
        }
    }
}

/// The recursive-descent state over a token array that always ends with `.end`.
private struct Parser {
    struct Parsed {
        var expr: Expr
        var height: Int
    }

    let tokens: [Token]
    var position = 0
    var depth = 0

    init(tokens: [Token]) { self.tokens = tokens }

    var current: Token { tokens[position] }

    func peek(_ offset: Int) -> Token { tokens[Swift.min(position + offset, tokens.count - 1)] }

    @discardableResult
    mutating func advance() -> Token {
        let token = tokens[position]
        if position < tokens.count - 1 { position += 1 }
        return token
    }

    func isSymbol(_ s: String) -> Bool { current.kind == .symbol(s) }

    mutating func enter() throws(ExpressionError) {
        depth += 1
        if depth > ExpressionParser.maxDepth {
            throw ExpressionError("expression is nested too deeply", at: current.range, hint: "split it into smaller expressions")
        }
    }

    func node(_ expr: Expr, height: Int) throws(ExpressionError) -> Parsed {
        guard height <= ExpressionParser.maxHeight else {
            throw ExpressionError("expression is too long", at: expr.range, hint: "split it into smaller expressions")
        }
        return Parsed(expr: expr, height: height)
    }

    mutating func parseExpression() throws(ExpressionError) -> Parsed {
        try parseBinary(minLevel: 1, after: nil)
    }

    func expectEnd() throws(ExpressionError) {
        switch current.kind {
        case .end: return
        case .symbol(")"): throw ExpressionError("unmatched ')'", at: current.range)
        case .symbol("]"): throw ExpressionError("unmatched ']'", at: current.range)
        default:
            throw ExpressionError("unexpected \(current.display)", at: current.range, hint: "an operator is missing before it")
        }
    }

    /// The infix operator at the current token, with its range and how many tokens it spans.
    func binaryOperator() -> (op: BinaryOperator, range: SourceRange, tokens: Int)? {
        switch current.kind {
        case .symbol(let s):
            guard let op = BinaryOperator(rawValue: s) else { return nil }
            return (op, current.range, 1)
        case .word("or"): return (.or, current.range, 1)
        case .word("and"): return (.and, current.range, 1)
        case .word("in"): return (.in, current.range, 1)
        case .word("contains"): return (.contains, current.range, 1)
        case .word("matches"): return (.matches, current.range, 1)
        case .word("not") where peek(1).kind == .word("in"):
            return (.notIn, current.range.union(peek(1).range), 2)
        default: return nil
        }
    }

    /// Operators with precedence ≥ `minLevel`; `after` names the operator before this operand.
    mutating func parseBinary(minLevel: Int, after: (text: String, range: SourceRange)?) throws(ExpressionError) -> Parsed {
        try enter()
        defer { depth -= 1 }
        var left: Parsed
        if minLevel <= 3, current.kind == .word("not"), peek(1).kind != .word("in") {
            let op = advance()
            let operand = try parseBinary(minLevel: 3, after: ("not", op.range))
            left = try node(
                .unary(.not, operand.expr, operatorRange: op.range, op.range.union(operand.expr.range)),
                height: operand.height + 1)
        } else {
            left = try parseUnary(after: after)
        }
        while let (op, opRange, count) = binaryOperator(), op.precedence >= minLevel {
            for _ in 0..<count { advance() }
            let right = try parseBinary(minLevel: op.precedence + 1, after: (op.rawValue, opRange))
            left = try node(
                .binary(op, left.expr, right.expr, operatorRange: opRange, left.expr.range.union(right.expr.range)),
                height: Swift.max(left.height, right.height) + 1)
            if op.isComparison, let next = binaryOperator(), next.op.isComparison {
                throw ExpressionError(
                    "comparisons cannot be chained", at: next.range, hint: "combine them with 'and': a < b and b < c")
            }
        }
        return left
    }

    mutating func parseUnary(after: (text: String, range: SourceRange)?) throws(ExpressionError) -> Parsed {
        guard isSymbol("-") else { return try parsePostfix(after: after) }
        try enter()
        defer { depth -= 1 }
        let op = advance()
        let operand = try parseUnary(after: ("-", op.range))
        let range = op.range.union(operand.expr.range)
        // Fold the sign into a literal so that `-5` and `-1y` are constants.
        if case .literal(let value, _) = operand.expr {
            if case .number(let n) = value, let negated = try? n.negated() {
                return Parsed(expr: .literal(.number(negated), range), height: 1)
            }
            if case .duration(let d) = value, let negated = d.negated() {
                return Parsed(expr: .literal(.duration(negated), range), height: 1)
            }
        }
        return try node(.unary(.negate, operand.expr, operatorRange: op.range, range), height: operand.height + 1)
    }

    mutating func parsePostfix(after: (text: String, range: SourceRange)?) throws(ExpressionError) -> Parsed {
        // `(f)(x)` is not a call: only a bare name can be called.
        let parenthesized = isSymbol("(")
        var result = try parsePrimary(after: after)
        while true {
            if isSymbol(".") {
                let dot = advance()
                guard case .word(let name) = current.kind else {
                    throw ExpressionError("expected a field name after '.'", at: current.kind == .end ? dot.range : current.range)
                }
                let nameToken = advance()
                result = try node(
                    .member(result.expr, name, nameRange: nameToken.range, result.expr.range.union(nameToken.range)),
                    height: result.height + 1)
            } else if isSymbol("[") {
                let open = advance()
                let index = try parseExpression()
                let close = try expectClosing("]", open: open)
                result = try node(
                    .index(result.expr, index.expr, result.expr.range.union(close.range)),
                    height: Swift.max(result.height, index.height) + 1)
            } else if isSymbol("(") {
                guard !parenthesized, case .name(let name, let nameRange) = result.expr else {
                    throw ExpressionError("only functions can be called", at: current.range)
                }
                let open = advance()
                var arguments: [Expr] = []
                var height = 1
                if isSymbol(")") {
                    let close = advance()
                    return try node(.call(name, [], nameRange: nameRange, nameRange.union(close.range)), height: 1)
                }
                while true {
                    let argument = try parseExpression()
                    arguments.append(argument.expr)
                    height = Swift.max(height, argument.height + 1)
                    if isSymbol(",") {
                        advance()
                        continue
                    }
                    let close = try expectClosing(")", open: open, orComma: true)
                    result = try node(.call(name, arguments, nameRange: nameRange, nameRange.union(close.range)), height: height)
                    break
                }
            } else {
                return result
            }
        }
    }

    mutating func expectClosing(_ closer: String, open: Token, orComma: Bool = false) throws(ExpressionError) -> Token {
        if isSymbol(closer) { return advance() }
        let opener = closer == ")" ? "(" : "["
        if current.kind == .end {
            throw ExpressionError("unclosed \(Quoted.single(opener))", at: open.range, hint: "add \(Quoted.single(closer))")
        }
        let expected = orComma ? "',' or \(Quoted.single(closer))" : "\(Quoted.single(closer))"
        throw ExpressionError("expected \(expected), found \(current.display)", at: current.range)
    }

    mutating func parsePrimary(after: (text: String, range: SourceRange)?) throws(ExpressionError) -> Parsed {
        let token = current
        switch token.kind {
        case .number(let n):
            advance()
            return Parsed(expr: .literal(.number(n), token.range), height: 1)
        case .duration(var total):
            advance()
            var range = token.range
            // `1y 6m` is one literal.
            while case .duration(let more) = current.kind {
                guard let sum = total.adding(more) else { throw ExpressionError("duration too large", at: current.range) }
                total = sum
                range = range.union(advance().range)
            }
            return Parsed(expr: .literal(.duration(total), range), height: 1)
        case .string(let s):
            advance()
            return Parsed(expr: .literal(.string(s), token.range), height: 1)
        case .word("true"), .word("false"):
            advance()
            return Parsed(expr: .literal(.bool(token.kind == .word("true")), token.range), height: 1)
        case .word("null"):
            advance()
            return Parsed(expr: .literal(.null, token.range), height: 1)
        case .word("and"), .word("or"), .word("not"), .word("in"), .word("contains"), .word("matches"):
            throw operandError(after: after, found: token)
        case .word(let name):
            advance()
            return Parsed(expr: .name(name, token.range), height: 1)
        case .symbol("("):
            advance()
            let inner = try parseExpression()
            _ = try expectClosing(")", open: token)
            return inner
        case .symbol("["):
            advance()
            var elements: [Expr] = []
            var height = 1
            if !isSymbol("]") {
                while true {
                    let element = try parseExpression()
                    elements.append(element.expr)
                    height = Swift.max(height, element.height + 1)
                    if isSymbol(",") {
                        advance()
                        continue
                    }
                    break
                }
            }
            let close = try expectClosing("]", open: token, orComma: !elements.isEmpty)
            return try node(.list(elements, token.range.union(close.range)), height: height)
        default:
            throw operandError(after: after, found: token)
        }
    }

    func operandError(after: (text: String, range: SourceRange)?, found: Token) -> ExpressionError {
        if let after {
            return ExpressionError(
                "expected an operand after \(Quoted.single(after.text))", at: found.kind == .end ? after.range : found.range)
        }
        if found.kind == .end {
            return ExpressionError("empty expression", at: found.range, hint: "write a value or a condition, e.g. age(birthDate) >= 18")
        }
        return ExpressionError("unexpected \(found.display)", at: found.range)
    }
}
