/// A SurveyJS expression (`{age} >= 18 and {pets} notempty`) read into a tree, as SurveyJS's
/// own parser reads it: `{name}` variables, text in single, double or typographic quotes,
/// `=`/`==`/`equal`, `<>`/`!=`/`notequal`, `contains`, `notcontains`, `anyof`, `allof`,
/// `noneof`, postfix `empty`/`notempty`, `and`/`&&`, `or`/`||`, `!`/`not`, arithmetic, lists and
/// function calls. A bare word that is not a keyword is text, as SurveyJS reads it.
indirect enum SurveyExpression: Sendable, Equatable {
    case variable(String)
    case text(String)
    case number(String)
    case bool(Bool)
    case null
    case list([SurveyExpression])
    case call(String, [SurveyExpression])
    /// `not`, `negate` (unary minus), `empty`, `notempty`.
    case unary(String, SurveyExpression)
    /// Operators by their canonical name: `or and = != < <= > >= contains notcontains anyof
    /// allof noneof + - * / %`.
    case binary(String, SurveyExpression, SurveyExpression)

    /// The expression in `text`, or why it cannot be read.
    static func parse(_ text: String) -> Result<SurveyExpression, SurveyExpressionError> {
        var parser = SurveyExpressionParser(tokens: [])
        do throws(SurveyExpressionError) {
            parser.tokens = try SurveyExpressionLexer.tokens(of: text)
            let expression = try parser.orExpression()
            guard parser.position == parser.tokens.count else {
                throw SurveyExpressionError(message: "unexpected \(parser.tokens[parser.position].description)")
            }
            return .success(expression)
        } catch {
            return .failure(error)
        }
    }
}

/// Why a SurveyJS expression cannot be read or translated.
struct SurveyExpressionError: Error, Sendable {
    var message: String
}

/// A recursive-descent parser over the tokens of one expression, with SurveyJS's precedence:
/// `or` < `and` < `not` < comparisons < `+ -` < `* / %` < unary minus < postfix `empty`.
struct SurveyExpressionParser {
    var tokens: [SurveyExpressionToken]
    var position = 0

    private var current: SurveyExpressionToken? { position < tokens.count ? tokens[position] : nil }

    private mutating func take(_ words: Set<String>) -> String? {
        guard let token = current, case .word(let word) = token, words.contains(word.lowercased()) else { return nil }
        position += 1
        return word.lowercased()
    }

    private mutating func take(symbol: String) -> Bool {
        guard let token = current, case .symbol(symbol) = token else { return false }
        position += 1
        return true
    }

    mutating func orExpression() throws(SurveyExpressionError) -> SurveyExpression {
        var left = try andExpression()
        while take(["or"]) != nil || take(symbol: "||") { left = .binary("or", left, try andExpression()) }
        return left
    }

    private mutating func andExpression() throws(SurveyExpressionError) -> SurveyExpression {
        var left = try notExpression()
        while take(["and"]) != nil || take(symbol: "&&") { left = .binary("and", left, try notExpression()) }
        return left
    }

    private mutating func notExpression() throws(SurveyExpressionError) -> SurveyExpression {
        if take(["not"]) != nil || take(symbol: "!") { return .unary("not", try notExpression()) }
        return try comparison()
    }

    private static let comparisons: [String: String] = [
        "=": "=", "==": "=", "equal": "=", "!=": "!=", "<>": "!=", "notequal": "!=", "<": "<", "less": "<",
        ">": ">", "greater": ">", "<=": "<=", "lessorequal": "<=", ">=": ">=", "greaterorequal": ">=",
        "contains": "contains", "contain": "contains", "notcontains": "notcontains", "notcontain": "notcontains",
        "anyof": "anyof", "allof": "allof", "noneof": "noneof",
    ]

    private mutating func comparison() throws(SurveyExpressionError) -> SurveyExpression {
        let left = try additive()
        guard let token = current else { return left }
        let name: String
        switch token {
        case .symbol(let symbol): name = symbol
        case .word(let word): name = word.lowercased()
        default: return left
        }
        guard let op = Self.comparisons[name] else { return left }
        position += 1
        return .binary(op, left, try additive())
    }

    private mutating func additive() throws(SurveyExpressionError) -> SurveyExpression {
        var left = try multiplicative()
        while let token = current, case .symbol(let s) = token, s == "+" || s == "-" {
            position += 1
            left = .binary(s, left, try multiplicative())
        }
        return left
    }

    private mutating func multiplicative() throws(SurveyExpressionError) -> SurveyExpression {
        var left = try unary()
        while let token = current, case .symbol(let s) = token, ["*", "/", "%"].contains(s) {
            position += 1
            left = .binary(s, left, try unary())
        }
        return left
    }

    private mutating func unary() throws(SurveyExpressionError) -> SurveyExpression {
        if take(symbol: "-") { return .unary("negate", try unary()) }
        if take(symbol: "!") { return .unary("not", try unary()) }
        var operand = try atom()
        while let word = take(["empty", "notempty"]) { operand = .unary(word, operand) }
        return operand
    }

    private mutating func atom() throws(SurveyExpressionError) -> SurveyExpression {
        guard let token = current else { throw SurveyExpressionError(message: "the expression ends too early") }
        position += 1
        switch token {
        case .variable(let name): return .variable(name)
        case .text(let text): return .text(text)
        case .number(let literal): return .number(literal)
        case .symbol("("):
            let inner = try orExpression()
            guard take(symbol: ")") else { throw SurveyExpressionError(message: "a '(' is not closed") }
            return inner
        case .symbol("["):
            return .list(try arguments(closing: "]"))
        case .word(let word):
            if take(symbol: "(") { return .call(word, try arguments(closing: ")")) }
            switch word.lowercased() {
            case "true": return .bool(true)
            case "false": return .bool(false)
            case "null", "undefined": return .null
            default: return .text(word)
            }
        case .symbol(let symbol): throw SurveyExpressionError(message: "unexpected '\(symbol)'")
        }
    }

    private mutating func arguments(closing: String) throws(SurveyExpressionError) -> [SurveyExpression] {
        var list: [SurveyExpression] = []
        if take(symbol: closing) { return list }
        repeat { list.append(try orExpression()) } while take(symbol: ",")
        guard take(symbol: closing) else { throw SurveyExpressionError(message: "a list or call is not closed with '\(closing)'") }
        return list
    }
}
