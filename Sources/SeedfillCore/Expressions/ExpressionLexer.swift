/// One token of an expression.
struct Token: Sendable {
    enum Kind: Sendable, Equatable {
        case number(Number)
        case duration(Duration)
        case string(String)
        /// An identifier or a keyword (`and`, `or`, `not`, `in`, `contains`, `matches`, `true`, …).
        case word(String)
        /// Punctuation and operators: `( ) [ ] , . + - * / % == != < <= > >=`.
        case symbol(String)
        case end
    }

    var kind: Kind
    var range: SourceRange

    /// How the token is named in messages.
    var display: String {
        switch kind {
        case .end: return "the end of the expression"
        case .string: return "text"
        case .number(let n): return "\(Quoted.single(n))"
        case .duration(let d): return "\(Quoted.single(d))"
        case .word(let w): return "\(Quoted.single(w))"
        case .symbol(let s): return "\(Quoted.single(s))"
        }
    }
}

/// Splits expression text into tokens; positions are Unicode scalar offsets into `scalars`, so a
/// template's expressions report offsets into the whole template.
struct ExpressionLexer {
    private let scalars: [Unicode.Scalar]
    private let limit: Int
    private var i: Int

    init(scalars: [Unicode.Scalar], from start: Int, to end: Int) {
        self.scalars = scalars
        self.i = start
        self.limit = end
    }

    /// All tokens, ending with `.end`, or the first lexical error.
    static func tokenize(_ scalars: [Unicode.Scalar], from start: Int, to end: Int) throws(ExpressionError) -> [Token] {
        var lexer = ExpressionLexer(scalars: scalars, from: start, to: end)
        var tokens: [Token] = []
        while true {
            let token = try lexer.next()
            tokens.append(token)
            if token.kind == .end { return tokens }
        }
    }

    private func range(_ start: Int, _ end: Int) -> SourceRange {
        SourceRange(start: start, length: end - start)
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        i + offset < limit ? scalars[i + offset] : nil
    }

    static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
        (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_"
    }

    static func isIdentifierPart(_ c: Unicode.Scalar) -> Bool {
        isIdentifierStart(c) || isDigit(c)
    }

    static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }

    mutating func next() throws(ExpressionError) -> Token {
        while let c = peek(), c == " " || c == "\t" || c == "\n" || c == "\r" { i += 1 }
        guard let c = peek() else { return Token(kind: .end, range: range(i, i)) }
        let start = i
        if ExpressionLexer.isDigit(c) { return try number() }
        if ExpressionLexer.isIdentifierStart(c) {
            while let d = peek(), ExpressionLexer.isIdentifierPart(d) { i += 1 }
            return Token(kind: .word(String(String.UnicodeScalarView(scalars[start..<i]))), range: range(start, i))
        }
        if c == "'" || c == "\"" { return try string(quote: c) }
        i += 1
        let two = peek().map { String(Character(c)) + String(Character($0)) } ?? ""
        switch two {
        case "==", "!=", "<=", ">=":
            i += 1
            return Token(kind: .symbol(two), range: range(start, i))
        case "&&":
            throw ExpressionError("'&&' is not an operator", at: range(start, start + 2), hint: "use 'and'")
        case "||":
            throw ExpressionError("'||' is not an operator", at: range(start, start + 2), hint: "use 'or'")
        default:
            break
        }
        switch c {
        case "(", ")", "[", "]", ",", ".", "+", "-", "*", "/", "%", "<", ">":
            return Token(kind: .symbol(String(Character(c))), range: range(start, i))
        case "=":
            throw ExpressionError("'=' is not an operator", at: range(start, i), hint: "use '==' to compare")
        case "!":
            throw ExpressionError("'!' is not an operator", at: range(start, i), hint: "use 'not'")
        case "&", "|":
            throw ExpressionError("\(Quoted.single(c)) is not an operator", at: range(start, i), hint: c == "&" ? "use 'and'" : "use 'or'")
        default:
            let hint = c.properties.isAlphabetic ? "text must be in quotes, e.g. 'text'" : nil
            throw ExpressionError("unexpected character '\(Character(c))'", at: range(start, i), hint: hint)
        }
    }

    /// A number (`12`, `0.5`, `1e3`) or a duration token (`18y`, `15min`).
    private mutating func number() throws(ExpressionError) -> Token {
        let start = i
        var bytes: [UInt8] = []
        var whole = true
        while let d = peek(), ExpressionLexer.isDigit(d) {
            bytes.append(UInt8(d.value))
            i += 1
        }
        if peek() == ".", let d = peek(1), ExpressionLexer.isDigit(d) {
            whole = false
            bytes.append(UInt8(ascii: "."))
            i += 1
            while let d = peek(), ExpressionLexer.isDigit(d) {
                bytes.append(UInt8(d.value))
                i += 1
            }
        }
        if let e = peek(), e == "e" || e == "E" {
            let signed = peek(1) == "+" || peek(1) == "-"
            if let d = peek(signed ? 2 : 1), ExpressionLexer.isDigit(d) {
                whole = false
                bytes.append(UInt8(ascii: "e"))
                if signed, let sign = peek(1) { bytes.append(UInt8(sign.value)) }
                i += signed ? 2 : 1
                while let d = peek(), ExpressionLexer.isDigit(d) {
                    bytes.append(UInt8(d.value))
                    i += 1
                }
            }
        }
        let numberEnd = i
        if let c = peek(), ExpressionLexer.isIdentifierStart(c) {
            while let d = peek(), ExpressionLexer.isIdentifierPart(d) { i += 1 }
            let unitText = String(String.UnicodeScalarView(scalars[numberEnd..<i]))
            guard let unit = Duration.Unit(rawValue: unitText) else {
                throw ExpressionError(
                    "unknown duration unit \(Quoted.single(unitText))", at: range(numberEnd, i),
                    hint: "units are y, m (months), w, d, h and min")
            }
            guard whole else {
                throw ExpressionError("a duration needs a whole number", at: range(start, i), hint: "write 1y 6m, not 1.5y")
            }
            guard bytes.count <= 9, let count = Int64(String(decoding: bytes, as: UTF8.self)),
                count <= Duration.maxCount, let duration = unit.duration(count)
            else { throw ExpressionError("duration too large", at: range(start, i)) }
            return Token(kind: .duration(duration), range: range(start, i))
        }
        guard let number = Number(literalBytes: bytes[...]) else {
            throw ExpressionError(
                "number too large", at: range(start, i),
                hint: "numbers have at most 18 digits and 18 decimal places")
        }
        return Token(kind: .number(number), range: range(start, i))
    }

    /// A quoted text literal with backslash escapes (`\n \t \r \\ \' \" \uXXXX`).
    private mutating func string(quote: Unicode.Scalar) throws(ExpressionError) -> Token {
        let start = i
        i += 1
        var text = String.UnicodeScalarView()
        while true {
            guard let c = peek() else {
                throw ExpressionError("unclosed text", at: range(start, start + 1), hint: "add the closing \(Character(quote))")
            }
            i += 1
            if c == quote { break }
            guard c == "\\" else {
                text.append(c)
                continue
            }
            guard let e = peek() else {
                throw ExpressionError("unclosed text", at: range(start, start + 1), hint: "add the closing \(Character(quote))")
            }
            i += 1
            switch e {
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "r": text.append("\r")
            case "\\", "'", "\"": text.append(e)
            case "u":
                var value: UInt32 = 0
                var digits = 0
                while digits < 4, let h = peek(), h.isASCII, let v = UInt32(String(Character(h)), radix: 16) {
                    value = value * 16 + v
                    digits += 1
                    i += 1
                }
                guard digits == 4, let scalar = Unicode.Scalar(value) else {
                    throw ExpressionError("invalid \\u escape", at: range(i - digits - 2, i), hint: "write four hex digits, e.g. \\u00e9")
                }
                text.append(scalar)
            default:
                throw ExpressionError(
                    "unknown escape '\\\(Character(e))'", at: range(i - 2, i),
                    hint: "escapes are \\n \\t \\r \\\\ \\' \\\" and \\uXXXX")
            }
        }
        return Token(kind: .string(String(text)), range: range(start, i))
    }
}
