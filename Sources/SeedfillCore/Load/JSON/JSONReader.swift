import Foundation

/// Reads JSON with positions, in the relaxed dialect of editor settings files: `//` and `/* */`
/// comments and trailing commas are accepted.
///
/// The reader never traps: malformed input, invalid UTF-8, duplicate keys and nesting deeper than
/// ``maxDepth`` become diagnostics. A syntax error stops the read (what follows cannot be trusted);
/// duplicate keys are collected and reading goes on.
struct JSONReader {
    /// Deepest nesting of arrays and objects accepted.
    static let maxDepth = 256

    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    private var column = 1
    private var depth = 0
    private var diagnostics = DiagnosticBag()

    private struct Stop: Error {}

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// Parses `bytes` (the contents of `file`); returns the root node, or `nil` with the reasons.
    static func parse(_ bytes: [UInt8], file: String) -> (node: JSONNode?, diagnostics: [Diagnostic]) {
        var reader = JSONReader(bytes: bytes, file: file)
        let node = reader.parseDocument()
        return (node, reader.diagnostics.diagnostics)
    }

    /// Parses `bytes`, a part of `file` starting at `line` and `column` (a JSON Lines line, an
    /// element of a streamed array): every position reported is the file's.
    static func parse(_ bytes: [UInt8], file: String, line: Int, column: Int) -> (node: JSONNode?, diagnostics: [Diagnostic]) {
        var reader = JSONReader(bytes: bytes, file: file)
        reader.line = line
        reader.column = column
        let node = reader.parseDocument()
        return (node, reader.diagnostics.diagnostics)
    }

    /// Parses a string; convenient for tests and inline JSON.
    static func parse(_ text: String, file: String = "<input>") -> (node: JSONNode?, diagnostics: [Diagnostic]) {
        parse(Array(text.utf8), file: file)
    }

    /// Reads and parses a file; a file that cannot be read is a diagnostic too.
    static func parseFile(at url: URL, displayName: String) -> (node: JSONNode?, diagnostics: [Diagnostic]) {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return (
                nil,
                [
                    .error(
                        "cannot read the file", at: nil, path: nil, hint: "check that \(Quoted.single(displayName)) exists and is readable")
                ]
            )
        }
        return parse([UInt8](data), file: displayName)
    }

    // MARK: - Document

    private mutating func parseDocument() -> JSONNode? {
        do {
            if let bad = firstInvalidUTF8() {
                moveTo(bad)
                fail(
                    "the file is not valid UTF-8 (byte 0x\(String(bytes[bad], radix: 16, uppercase: true)))",
                    hint: "save the file as UTF-8")
                throw Stop()
            }
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
            try skipTrivia()
            guard index < bytes.count else {
                fail("the file is empty", hint: "a model or seed file is a JSON object: { ... }")
                throw Stop()
            }
            let node = try parseValue()
            try skipTrivia()
            if index < bytes.count {
                fail(
                    "unexpected \(describeCurrent()) after the end of the JSON value",
                    hint: "a file holds exactly one JSON value; is a comma or bracket misplaced?")
                throw Stop()
            }
            return diagnostics.hasErrors ? nil : node
        } catch {
            return nil
        }
    }

    // MARK: - Values

    private mutating func parseValue() throws -> JSONNode {
        guard index < bytes.count else {
            fail("unexpected end of file, expected a value")
            throw Stop()
        }
        let start = here
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return JSONNode(.string(try parseString()), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(.number(try parseNumber()), at: start)
        case UInt8(ascii: "t"): try expectWord("true"); return JSONNode(.bool(true), at: start)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONNode(.bool(false), at: start)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONNode(.null, at: start)
        case UInt8(ascii: "'"):
            fail("strings must use double quotes", hint: "write \"text\" instead of 'text'")
            throw Stop()
        default:
            fail("unexpected \(describeCurrent()), expected a value")
            throw Stop()
        }
    }

    private mutating func enter() throws {
        depth += 1
        if depth > JSONReader.maxDepth {
            fail(
                "nesting is deeper than \(JSONReader.maxDepth) levels",
                hint: "models and seed files never need this depth; is the file generated by mistake?")
            throw Stop()
        }
    }

    private mutating func parseObject() throws -> JSONNode {
        let start = here
        try enter()
        advance()  // {
        var members: [JSONMember] = []
        var seen: [String: SourceLocation] = [:]
        try skipTrivia()
        while true {
            guard index < bytes.count else {
                fail(
                    "unexpected end of file inside an object",
                    hint: "an object opened at \(start.line):\(start.column) is not closed with '}'")
                throw Stop()
            }
            if bytes[index] == UInt8(ascii: "}") { advance(); break }
            guard bytes[index] == UInt8(ascii: "\"") else {
                if bytes[index] == UInt8(ascii: "'") {
                    fail("keys must use double quotes", hint: "write \"key\" instead of 'key'")
                } else if bytes[index].isASCIILetter || bytes[index] == UInt8(ascii: "_") {
                    fail("keys must be quoted", hint: "write \"\(peekWord())\"")
                } else {
                    fail("unexpected \(describeCurrent()), expected a quoted key or '}'")
                }
                throw Stop()
            }
            let keyLocation = here
            let key = try parseString()
            try skipTrivia()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                fail(
                    index < bytes.count
                        ? "unexpected \(describeCurrent()), expected ':' after the key \"\(key)\"" : "unexpected end of file, expected ':'")
                throw Stop()
            }
            advance()
            try skipTrivia()
            let value = try parseValue()
            if let first = seen[key] {
                diagnostics.error(
                    "duplicate key \"\(key)\"", at: keyLocation,
                    hint: "the key was first given at line \(first.line), column \(first.column); keep one")
            } else {
                seen[key] = keyLocation
                members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
            }
            try skipTrivia()
            guard index < bytes.count else { continue }
            if bytes[index] == UInt8(ascii: ",") {
                advance()
                try skipTrivia()
            } else if bytes[index] != UInt8(ascii: "}") {
                fail("unexpected \(describeCurrent()), expected ',' or '}'", hint: "is a comma missing after the previous member?")
                throw Stop()
            }
        }
        depth -= 1
        return JSONNode(.object(members), at: start)
    }

    private mutating func parseArray() throws -> JSONNode {
        let start = here
        try enter()
        advance()  // [
        var elements: [JSONNode] = []
        try skipTrivia()
        while true {
            guard index < bytes.count else {
                fail(
                    "unexpected end of file inside an array",
                    hint: "an array opened at \(start.line):\(start.column) is not closed with ']'")
                throw Stop()
            }
            if bytes[index] == UInt8(ascii: "]") { advance(); break }
            elements.append(try parseValue())
            try skipTrivia()
            guard index < bytes.count else { continue }
            if bytes[index] == UInt8(ascii: ",") {
                advance()
                try skipTrivia()
            } else if bytes[index] != UInt8(ascii: "]") {
                fail("unexpected \(describeCurrent()), expected ',' or ']'", hint: "is a comma missing after the previous element?")
                throw Stop()
            }
        }
        depth -= 1
        return JSONNode(.array(elements), at: start)
    }

    private mutating func parseString() throws -> String {
        let start = here
        advance()  // opening quote
        var out: [UInt8] = []
        while true {
            guard index < bytes.count else {
                moveTo(bytes.count)
                fail(
                    "unexpected end of file inside a string",
                    hint: "the string opened at \(start.line):\(start.column) has no closing quote")
                throw Stop()
            }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                advance()
                guard index < bytes.count else { continue }
                let escape = bytes[index]
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    advance()
                    var scalar = try parseHex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            fail("a \\u escape for a high surrogate must be followed by a low surrogate")
                            throw Stop()
                        }
                        advance(); advance()
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else {
                            fail("invalid low surrogate in a \\u escape")
                            throw Stop()
                        }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(scalar) {
                        fail("a lone low surrogate in a \\u escape")
                        throw Stop()
                    }
                    out.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar)!)).utf8))
                    continue
                default:
                    fail(
                        "invalid escape '\\\(Character(Unicode.Scalar(escape)))' in a string",
                        hint: "valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
                    throw Stop()
                }
                advance()
            case 0x0A, 0x0D:
                fail("a string is not closed before the end of the line", hint: "write a line break inside a string as \\n")
                throw Stop()
            case 0x00..<0x20:
                fail("a control character inside a string", hint: "escape it, e.g. \\t for a tab")
                throw Stop()
            default:
                out.append(byte)
                advance()
            }
        }
    }

    private mutating func parseHex4() throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexValue(bytes[index]) else {
                fail("a \\u escape needs four hexadecimal digits")
                throw Stop()
            }
            value = value << 4 | UInt32(digit)
            advance()
        }
        return value
    }

    private func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    private mutating func parseNumber() throws -> String {
        let startIndex = index
        if bytes[index] == UInt8(ascii: "-") { advance() }
        guard index < bytes.count, bytes[index].isASCIIDigit else {
            fail("a number needs digits after '-'")
            throw Stop()
        }
        if bytes[index] == UInt8(ascii: "0"), index + 1 < bytes.count, bytes[index + 1].isASCIIDigit {
            fail("numbers must not have leading zeros", hint: "write a code such as a postal code as a string: \"0123\"")
            throw Stop()
        }
        while index < bytes.count, bytes[index].isASCIIDigit { advance() }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            advance()
            guard index < bytes.count, bytes[index].isASCIIDigit else {
                fail("a number needs digits after the decimal point")
                throw Stop()
            }
            while index < bytes.count, bytes[index].isASCIIDigit { advance() }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            advance()
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { advance() }
            guard index < bytes.count, bytes[index].isASCIIDigit else {
                fail("a number needs digits in its exponent")
                throw Stop()
            }
            while index < bytes.count, bytes[index].isASCIIDigit { advance() }
        }
        return String(decoding: bytes[startIndex..<index], as: UTF8.self)
    }

    private mutating func expectWord(_ word: String) throws {
        let found = peekWord()
        guard found == word else {
            if ["True", "False", "None", "NULL", "Null", "TRUE", "FALSE"].contains(found) {
                fail("unknown literal \(Quoted.single(found))", hint: "JSON literals are lowercase: true, false, null")
            } else {
                fail("unexpected \(Quoted.single(found)), expected a value", hint: "text values must be quoted: \"\(found)\"")
            }
            throw Stop()
        }
        for _ in 0..<word.utf8.count { advance() }
    }

    private func peekWord() -> String {
        var end = index
        while end < bytes.count, bytes[end].isASCIILetter || bytes[end].isASCIIDigit || bytes[end] == UInt8(ascii: "_") {
            end += 1
        }
        if end == index { end = min(index + 1, bytes.count) }
        return String(decoding: bytes[index..<end], as: UTF8.self)
    }

    // MARK: - Trivia

    private mutating func skipTrivia() throws {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D:
                advance()
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != 0x0A { advance() }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                let start = here
                advance(); advance()
                while true {
                    guard index < bytes.count else {
                        diagnostics.error("a /* comment is not closed", at: start, hint: "end it with */")
                        throw Stop()
                    }
                    if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                        advance(); advance()
                        break
                    }
                    advance()
                }
            default:
                return
            }
        }
    }

    // MARK: - Positions

    private var here: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    private mutating func advance() {
        guard index < bytes.count else { return }
        let byte = bytes[index]
        index += 1
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func moveTo(_ target: Int) {
        while index < target { advance() }
    }

    private mutating func fail(_ message: String, hint: String? = nil) {
        diagnostics.error(message, at: here, hint: hint)
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte < 0x80 { return "character 0x\(String(byte, radix: 16, uppercase: true))" }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "'\(String(decoding: bytes[index..<end], as: UTF8.self))'"
    }

    /// The offset of the first byte that is not part of valid UTF-8, if any.
    private func firstInvalidUTF8() -> Int? {
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b < 0x80 { i += 1; continue }
            let length: Int
            let minimum: UInt32
            var scalar: UInt32
            switch b {
            case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(b & 0x1F)
            case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(b & 0x0F)
            case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(b & 0x07)
            default: return i
            }
            guard i + length <= n else { return i }
            for k in 1..<length {
                let c = bytes[i + k]
                guard c & 0xC0 == 0x80 else { return i }
                scalar = scalar << 6 | UInt32(c & 0x3F)
            }
            if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return i }
            i += length
        }
        return nil
    }
}
