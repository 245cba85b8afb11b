import Foundation

/// Reading tags: names, attributes, and the check that end tags match.
extension XMLScanner {
    /// Whether the bytes at `position` start with `prefix`.
    func starts(with prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        return prefix.withUTF8Buffer { prefix in (0..<count).allSatisfy { bytes[position + $0] == prefix[$0] } }
    }

    /// Moves past the next `terminator`; throws if there is none.
    mutating func skip(past terminator: StaticString, what: String) throws(XMLError) {
        let start = position
        while position < bytes.count {
            if starts(with: terminator) {
                position += terminator.utf8CodeUnitCount
                return
            }
            position += 1
        }
        throw XMLError(message: "the \(what) is never closed", offset: start)
    }

    /// Reads `<name attr="value" …>` or `<name …/>` at `position`.
    mutating func startTag() throws(XMLError) -> Element {
        let tagStart = position
        self.tagStart = tagStart
        position += 1
        let qualified = try name()
        var attributes: [(name: String, value: String)] = []
        while true {
            skipSpace()
            guard position < bytes.count else { throw XMLError(message: "the tag <\(qualified)> is never closed", offset: tagStart) }
            if starts(with: "/>") {
                position += 2
                pendingEnd = Self.localName(qualified)
                return Element(name: Self.localName(qualified), attributes: attributes)
            }
            if bytes[position] == UInt8(ascii: ">") {
                position += 1
                guard open.count < 256 else { throw XMLError(message: "elements nest more than 256 deep", offset: tagStart) }
                open.append(qualified)
                return Element(name: Self.localName(qualified), attributes: attributes)
            }
            let attributeStart = position
            let attribute = try name()
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                throw XMLError(message: "the attribute '\(attribute)' has no value", offset: attributeStart)
            }
            position += 1
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
                throw XMLError(message: "the value of attribute '\(attribute)' is not quoted", offset: position)
            }
            let quote = bytes[position]
            let valueStart = position + 1
            position = valueStart
            while position < bytes.count, bytes[position] != quote, bytes[position] != UInt8(ascii: "<") { position += 1 }
            guard position < bytes.count, bytes[position] == quote else {
                throw XMLError(message: "the value of attribute '\(attribute)' is never closed", offset: valueStart - 1)
            }
            let value = try Self.decode(bytes[valueStart..<position], at: valueStart, attribute: true)
            position += 1
            attributes.append((attribute, value))
        }
    }

    /// Reads `</name>` at `position` and closes the element it names.
    mutating func endTag() throws(XMLError) -> String {
        let tagStart = position
        position += 2
        let qualified = try name()
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else {
            throw XMLError(message: "the end tag </\(qualified)> is never closed", offset: tagStart)
        }
        position += 1
        guard let expected = open.last else {
            throw XMLError(message: "the end tag </\(qualified)> closes no element", offset: tagStart)
        }
        guard expected == qualified else {
            throw XMLError(message: "the end tag </\(qualified)> does not match <\(expected)>", offset: tagStart)
        }
        open.removeLast()
        return Self.localName(qualified)
    }

    /// Reads a name at `position`: everything up to space, `=`, `/`, `>` or `<`.
    mutating func name() throws(XMLError) -> String {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isSpace(byte) || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">")
                || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
            {
                break
            }
            position += 1
        }
        guard position > start, let name = String(bytes: bytes[start..<position], encoding: .utf8) else {
            throw XMLError(message: "a name is missing or not valid UTF-8", offset: start)
        }
        return name
    }

    /// Moves past spaces, tabs and line breaks.
    mutating func skipSpace() {
        while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
    }

    /// Whether `byte` is XML white space.
    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    /// `name` without its namespace prefix.
    static func localName(_ name: String) -> String {
        guard let colon = name.lastIndex(of: ":") else { return name }
        return String(name[name.index(after: colon)...])
    }
}
