import Foundation

/// A problem in an XML part: what is wrong and the byte offset where it was found.
struct XMLError: Error, Equatable, CustomStringConvertible {
    /// What is wrong.
    let message: String
    /// The byte offset in the document.
    let offset: Int

    /// The message.
    var description: String { message }
}

/// The little XML an `.xlsx` needs: a pull scanner of start tags (with attributes), end tags and
/// text, with entities and character references decoded.
///
/// Comments and processing instructions are skipped; CDATA is text; a DOCTYPE is refused (no
/// part of a workbook has one, and refusing it rules out entity expansion). Tags must nest and
/// close. Names are reported without their namespace prefix (`x:row` is `row`), as workbooks
/// written by different tools choose different prefixes for the same namespace.
struct XMLScanner {
    /// One thing read from the document.
    enum Event: Equatable {
        /// A start tag; a self-closing tag is a start followed by an end.
        case start(Element)
        /// An end tag, by local name.
        case end(String)
        /// Character data between tags, decoded (never empty).
        case text(String)
    }

    /// A start tag: its local name and its attributes in document order.
    struct Element: Equatable {
        /// The name without its prefix.
        let name: String
        /// Attributes by qualified name (`r:id`), values decoded.
        let attributes: [(name: String, value: String)]

        /// The value of the attribute whose local name (after any prefix) is `name`.
        func attribute(_ name: String) -> String? {
            attributes.first { $0.name == name || $0.name.hasSuffix(":" + name) }?.value
        }

        static func == (lhs: Element, rhs: Element) -> Bool {
            lhs.name == rhs.name && lhs.attributes.elementsEqual(rhs.attributes) { $0 == $1 }
        }
    }

    /// The document.
    let bytes: [UInt8]
    /// The next byte to read.
    var position = 0
    /// The names of the elements open at `position`.
    var open: [String] = []
    /// The end event owed by a self-closing tag.
    var pendingEnd: String?
    /// Where the last tag read started, for messages about its attributes.
    var tagStart = 0

    /// A scanner at the start of `bytes` (after a UTF-8 byte order mark, if any).
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    /// The next event, or `nil` at the end of a well-formed document.
    mutating func next() throws(XMLError) -> Event? {
        if let name = pendingEnd {
            pendingEnd = nil
            return .end(name)
        }
        while position < bytes.count {
            if bytes[position] != UInt8(ascii: "<") {
                let start = position
                while position < bytes.count, bytes[position] != UInt8(ascii: "<") { position += 1 }
                return .text(try Self.decode(bytes[start..<position], at: start, attribute: false))
            }
            if starts(with: "<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if starts(with: "<!--") {
                try skip(past: "-->", what: "comment")
            } else if starts(with: "<![CDATA[") {
                let start = position + 9
                try skip(past: "]]>", what: "CDATA section")
                guard let text = String(bytes: bytes[start..<position - 3], encoding: .utf8) else {
                    throw XMLError(message: "the CDATA section is not valid UTF-8", offset: start)
                }
                if !text.isEmpty { return .text(text) }
            } else if starts(with: "<!") {
                throw XMLError(message: "document type declarations are not supported", offset: position)
            } else if starts(with: "</") {
                return .end(try endTag())
            } else {
                return .start(try startTag())
            }
        }
        if let name = open.last {
            throw XMLError(message: "the document ends inside <\(name)>", offset: bytes.count)
        }
        return nil
    }

    /// Skips whatever follows until the next end tag of the element just started, nested elements
    /// included (for parts of a sheet this reader does not need).
    mutating func skipElement() throws(XMLError) {
        // A self-closing element has nothing inside: its end is all there is to skip.
        if pendingEnd != nil {
            pendingEnd = nil
            return
        }
        let depth = open.count
        while open.count >= depth, try next() != nil {}
    }

    /// The 1-based line and column (in Unicode scalars) of byte `offset`, for messages.
    func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes[0..<min(max(offset, 0), bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}
