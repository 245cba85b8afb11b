extension RegexParser {
    /// What an escape stands for.
    enum Escape {
        /// One scalar (`\.`, `\n`, `\x41`).
        case scalar(UInt32)
        /// A class escape (`\d`, `\W`): what it matches and what it prefers to generate.
        case set(match: ScalarSet, preferred: ScalarSet)
    }

    /// Parses `[…]` or `[^…]` starting at the current `[`.
    mutating func parseClass() throws(PatternError) -> RegexClass {
        let start = index
        index += 1
        let negated = peek() == "^"
        if negated { index += 1 }
        var match = ScalarSet()
        var preferred = ScalarSet()
        if peek() == "]" {
            throw PatternError(
                "empty character class", start: start, length: index + 1 - start,
                hint: "list at least one character; escape ']' as '\\]' to match a bracket")
        }
        while true {
            guard let scalar = peek() else {
                throw PatternError("unclosed character class '['", start: start, hint: "add ']' to close the class")
            }
            if scalar == "]" {
                index += 1
                break
            }
            if scalar == "[", peek(1) == ":" || peek(1) == "=" || peek(1) == "." {
                throw PatternError(
                    "POSIX classes like '[:alpha:]' are not supported by \(RegexParser.subset)", start: index,
                    length: 2, hint: "list the characters instead, e.g. [A-Za-z]")
            }
            let itemStart = index
            let item = try parseClassItem()
            let isRange = peek() == "-" && peek(1) != nil && peek(1) != "]"
            switch item {
            case .set(let itemMatch, let itemPreferred):
                if isRange {
                    throw PatternError(
                        "a class escape cannot start a range", start: itemStart, length: index + 1 - itemStart,
                        hint: "escape the hyphen as '\\-' to match it literally")
                }
                match = match.union(itemMatch)
                preferred = preferred.union(itemPreferred)
            case .scalar(let low):
                var high = low
                if isRange {
                    index += 1
                    let highStart = index
                    guard case .scalar(let value) = try parseClassItem() else {
                        throw PatternError(
                            "a class escape cannot end a range", start: highStart, length: index - highStart,
                            hint: "escape the hyphen as '\\-' to match it literally")
                    }
                    guard low <= value else {
                        let text = String(scalars[itemStart..<index].map(Character.init))
                        throw PatternError(
                            "range \(Quoted.single(text)) is out of order", start: itemStart, length: index - itemStart,
                            hint: "write the smaller character first")
                    }
                    high = value
                }
                match = match.union(ScalarSet([low...high]))
                preferred = preferred.union(ScalarSet([low...high]))
            }
        }
        let result =
            negated
            ? RegexClass(match: match.inverted, preferred: .printableASCII)
            : RegexClass(match: match, preferred: preferred)
        guard let result else {
            throw PatternError(
                "character class matches no character", start: start, length: index - start,
                hint: "remove the class or list the characters it should allow")
        }
        return result
    }

    /// One member of a class: a scalar or an escape.
    mutating func parseClassItem() throws(PatternError) -> Escape {
        guard let scalar = peek() else { return .scalar(0) }
        if scalar == "\\" { return try parseEscape(inClass: true) }
        index += 1
        return .scalar(scalar.value)
    }

    /// Parses the escape at the current `\`.
    mutating func parseEscape(inClass: Bool) throws(PatternError) -> Escape {
        let start = index
        guard let scalar = peek(1) else {
            throw PatternError(
                "pattern ends with a lone backslash", start: start,
                hint: "write '\\\\' to match a backslash")
        }
        index += 2
        func unsupported(_ what: String, _ hint: String) -> PatternError {
            PatternError("\(what) not supported by \(RegexParser.subset)", start: start, length: 2, hint: hint)
        }
        switch scalar {
        case "d": return .set(match: .digits, preferred: .digits)
        case "D": return .set(match: ScalarSet.digits.inverted, preferred: .printableASCII)
        case "w": return .set(match: .word, preferred: .word)
        case "W": return .set(match: ScalarSet.word.inverted, preferred: .printableASCII)
        case "s": return .set(match: .whitespace, preferred: ScalarSet([0x20...0x20]))
        case "S": return .set(match: ScalarSet.whitespace.inverted, preferred: .printableASCII)
        case "t": return .scalar(0x09)
        case "n": return .scalar(0x0A)
        case "r": return .scalar(0x0D)
        case "f": return .scalar(0x0C)
        case "v": return .scalar(0x0B)
        case "x": return .scalar(try hexEscape(start: start, digits: 2))
        case "u": return .scalar(try hexEscape(start: start, digits: 4))
        case "1"..."9", "k":
            throw unsupported("backreferences are", "repeat the group's pattern instead of referring back to it")
        case "b", "B":
            throw unsupported(
                "word boundaries '\\\(scalar)' are", "describe the characters around the boundary with classes")
        case "p", "P":
            throw unsupported("Unicode property escapes are", "list the characters with a class, e.g. [А-Яа-яЁё]")
        case "A", "Z", "z", "G":
            throw unsupported("'\\\(scalar)' is", "use '^' and '$' to anchor")
        default:
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                throw PatternError(
                    "unknown escape '\\\(scalar)'", start: start, length: 2,
                    hint: "supported escapes are \\d \\w \\s \\D \\W \\S \\t \\n \\r \\f \\v \\xHH \\uHHHH and '\\' before punctuation")
            }
            return .scalar(scalar.value)
        }
    }

    /// The code point of `\xHH` or `\uHHHH`, with the index just past the `x` or `u`.
    mutating func hexEscape(start: Int, digits: Int) throws(PatternError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<digits {
            guard let scalar = peek(), let digit = scalar.properties.isASCIIHexDigit ? hexValue(scalar) : nil else {
                let form = digits == 2 ? "\\xHH" : "\\uHHHH"
                throw PatternError(
                    "'\\\(scalars[start + 1])' must be followed by \(digits) hex digits", start: start,
                    length: index - start, hint: "write it as \(form)")
            }
            value = value * 16 + digit
            index += 1
        }
        guard Unicode.Scalar(value) != nil else {
            throw PatternError(
                "'\\u\(String(value, radix: 16, uppercase: true))' is a surrogate, not a character", start: start,
                length: index - start, hint: "write the character itself")
        }
        return value
    }

    private func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar.value {
        case 0x30...0x39: return scalar.value - 0x30
        case 0x41...0x46: return scalar.value - 0x41 + 10
        case 0x61...0x66: return scalar.value - 0x61 + 10
        default: return nil
        }
    }
}
