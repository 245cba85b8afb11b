/// Splits an XPath cell into tokens, reading as people write them: typographic quotes (‘ ’ “ ”)
/// as quotes, `=TRUE()` with its spreadsheet `=`, line breaks as spaces.
struct XPathLexer {
    /// One token: a number, a string, a `${reference}`, a name (`count-selected`, `div`) or a
    /// symbol (`(`, `<=`, `.`).
    enum Token: Sendable, Equatable {
        case number(String)
        case string(String)
        case reference(String)
        case name(String)
        case symbol(String)
    }

    /// The tokens of `text`, or why it cannot be read.
    static func tokens(_ text: String) throws(XPathError) -> [Token] {
        var scalars = Array(text.unicodeScalars)[...]
        // A spreadsheet formula cell (`=TRUE()`): the `=` is the spreadsheet's, not XPath's.
        if scalars.first == "=" { scalars = scalars.dropFirst() }
        var tokens: [Token] = []
        let opening: [Unicode.Scalar: Set<Unicode.Scalar>] = [
            "'": ["'", "\u{2019}"], "\"": ["\"", "\u{201D}"], "\u{2018}": ["\u{2019}", "'"], "\u{201C}": ["\u{201D}", "\""],
            "\u{2019}": ["\u{2019}", "'"],
        ]
        while let scalar = scalars.first {
            if scalar.properties.isWhitespace {
                scalars = scalars.dropFirst()
            } else if let closing = opening[scalar] {
                scalars = scalars.dropFirst()
                guard let end = scalars.firstIndex(where: { closing.contains($0) }) else {
                    throw XPathError(message: "a string is not closed")
                }
                tokens.append(.string(String(String.UnicodeScalarView(scalars[..<end]))))
                scalars = scalars[(end + 1)...]
            } else if scalar == "$", scalars.dropFirst().first == "{" {
                guard let end = scalars.firstIndex(of: "}") else { throw XPathError(message: "a ${…} reference is not closed") }
                let name = String(String.UnicodeScalarView(scalars[(scalars.startIndex + 2)..<end]))
                tokens.append(.reference(name.trimmingSpaces))
                scalars = scalars[(end + 1)...]
            } else if ("0"..."9").contains(scalar) || (scalar == "." && scalars.dropFirst().first.map { ("0"..."9").contains($0) } == true)
            {
                let end = scalars.firstIndex { !(("0"..."9").contains($0) || $0 == ".") } ?? scalars.endIndex
                tokens.append(.number(String(String.UnicodeScalarView(scalars[..<end]))))
                scalars = scalars[end...]
            } else if scalar.properties.isAlphabetic || scalar == "_" {
                let end =
                    scalars.firstIndex {
                        !($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" || $0 == ":")
                    } ?? scalars.endIndex
                tokens.append(.name(String(String.UnicodeScalarView(scalars[..<end]))))
                scalars = scalars[end...]
            } else {
                let two = String(String.UnicodeScalarView(scalars.prefix(2)))
                if ["!=", "<=", ">=", ".."].contains(two) {
                    tokens.append(.symbol(two))
                    scalars = scalars.dropFirst(2)
                } else if "()=<>+-*,./[]|".unicodeScalars.contains(scalar) {
                    tokens.append(.symbol(String(scalar)))
                    scalars = scalars.dropFirst()
                } else {
                    throw XPathError(message: "\(Quoted.single(String(scalar))) is not XPath")
                }
            }
        }
        return tokens
    }
}
