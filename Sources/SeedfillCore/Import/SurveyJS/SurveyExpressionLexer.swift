/// One token of a SurveyJS expression.
enum SurveyExpressionToken: Sendable, Equatable, CustomStringConvertible {
    /// `{name}`, its name as written between the braces.
    case variable(String)
    case text(String)
    case number(String)
    /// A bare word: a keyword (`and`, `contains`, `notempty`), a function's name, or text.
    case word(String)
    case symbol(String)

    var description: String {
        switch self {
        case .variable(let name): "'{\(name)}'"
        case .text(let text): "the text '\(text)'"
        case .number(let literal): "the number \(literal)"
        case .word(let word): "'\(word)'"
        case .symbol(let symbol): "'\(symbol)'"
        }
    }
}

/// Splits a SurveyJS expression into tokens, reading text as people write it: in `'…'` or
/// `"…"`, or in typographic quotes (`‘…’`, `“…”`) pasted from a word processor.
enum SurveyExpressionLexer {
    private static let openingQuotes: [Character: Set<Character>] = [
        "'": ["'"], "\"": ["\""], "‘": ["’", "‘", "'"], "’": ["’", "'"], "“": ["”", "“", "\""], "”": ["”", "\""],
    ]
    private static let symbols = [
        "<=", ">=", "==", "!=", "<>", "&&", "||", "=", "<", ">", "+", "-", "*", "/", "%", "(", ")", "[", "]", ",", "!", "^",
    ]

    /// The tokens of `text`.
    static func tokens(of text: String) throws(SurveyExpressionError) -> [SurveyExpressionToken] {
        let characters = Array(text)
        var tokens: [SurveyExpressionToken] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace {
                index += 1
            } else if character == "{" {
                guard let end = characters[index...].firstIndex(of: "}") else {
                    throw SurveyExpressionError(message: "a '{' is not closed")
                }
                tokens.append(.variable(String(characters[(index + 1)..<end]).trimmingSpaces))
                index = end + 1
            } else if let closers = openingQuotes[character] {
                var end = index + 1
                while end < characters.count, !closers.contains(characters[end]) { end += 1 }
                guard end < characters.count else { throw SurveyExpressionError(message: "a quote is not closed") }
                tokens.append(.text(String(characters[(index + 1)..<end])))
                index = end + 1
            } else if character.isNumber, character.isASCII {
                var end = index
                while end < characters.count, characters[end].isASCII, characters[end].isNumber || characters[end] == "." { end += 1 }
                tokens.append(.number(String(characters[index..<end])))
                index = end
            } else if character.isLetter || character == "_" || character == "@" {
                var end = index
                while end < characters.count, characters[end].isLetter || characters[end].isNumber || "_.@".contains(characters[end]) {
                    end += 1
                }
                tokens.append(.word(String(characters[index..<end])))
                index = end
            } else if let symbol = symbols.first(where: { matches($0, characters, at: index) }) {
                tokens.append(.symbol(symbol))
                index += symbol.count
            } else {
                throw SurveyExpressionError(message: "unexpected character '\(character)'")
            }
        }
        return tokens
    }

    private static func matches(_ symbol: String, _ characters: [Character], at index: Int) -> Bool {
        let symbolCharacters = Array(symbol)
        guard index + symbolCharacters.count <= characters.count else { return false }
        return Array(characters[index..<(index + symbolCharacters.count)]) == symbolCharacters
    }
}
