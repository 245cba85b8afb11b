/// Splits CSV bytes into records; the delimiters are ASCII, so splitting bytes is UTF-8 safe.
struct CSVScanner {
    /// One record: its fields and where it and each field start.
    struct Record {
        var fields: [String] = []
        var fieldOffsets: [Int] = []
        /// Byte offset and 1-based line where the record starts.
        var offset: Int
        var line: Int
        /// Whether any field was quoted (so `""` is a value, not a blank line).
        var quoted = false
    }

    let bytes: [UInt8]
    let file: String
    /// The next byte to read.
    var index = 0
    /// The current line (1-based).
    var line = 1
    /// The byte offsets where lines start, grown as the scan goes.
    var lineStarts = [0]
    /// Records read so far (the header is record 0), for messages.
    var records = 0

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    private static let quote: UInt8 = 0x22
    private static let comma: UInt8 = 0x2C
    private static let newline: UInt8 = 0x0A
    private static let carriageReturn: UInt8 = 0x0D

    /// The next record, or `nil` at the end of the input.
    mutating func nextRecord() throws(Diagnostic) -> Record? {
        guard index < bytes.count else { return nil }
        var record = Record(offset: index, line: line)
        defer { records += 1 }
        while true {
            record.fieldOffsets.append(index)
            if index < bytes.count, bytes[index] == CSVScanner.quote {
                record.fields.append(try quotedField(column: record.fields.count + 1))
                record.quoted = true
            } else {
                record.fields.append(try plainField(column: record.fields.count + 1))
            }
            if index < bytes.count, bytes[index] == CSVScanner.comma {
                index += 1
                continue
            }
            endLine()
            return record
        }
    }

    /// Reads field `column` (from 1) up to the next comma or line end.
    private mutating func plainField(column: Int) throws(Diagnostic) -> String {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == CSVScanner.comma || byte == CSVScanner.newline || isCRLF(at: index) { break }
            if byte == CSVScanner.carriageReturn { throw loneCarriageReturn(column: column) }
            if byte == CSVScanner.quote {
                throw .error(
                    "quote inside an unquoted field", at: location(of: index),
                    hint: "quote the whole field and double the quotes inside it: \"5\"\" screen\"")
            }
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Reads quoted field `column` (from 1), unescaping `""`, starting at its opening quote.
    private mutating func quotedField(column: Int) throws(Diagnostic) -> String {
        let opening = index
        let openingLocation = location(of: opening)
        index += 1
        var text: [UInt8] = []
        while true {
            guard index < bytes.count else {
                throw .error(
                    "unclosed quote", at: openingLocation,
                    hint: "end the field with '\"'; write a quote inside a quoted field as '\"\"'")
            }
            let byte = bytes[index]
            if byte == CSVScanner.quote {
                if index + 1 < bytes.count, bytes[index + 1] == CSVScanner.quote {
                    text.append(CSVScanner.quote)
                    index += 2
                    continue
                }
                index += 1
                break
            }
            if byte == CSVScanner.newline { startLine(at: index + 1) }
            text.append(byte)
            index += 1
        }
        if index < bytes.count, bytes[index] == CSVScanner.carriageReturn, !isCRLF(at: index) {
            throw loneCarriageReturn(column: column)
        }
        if index < bytes.count, bytes[index] != CSVScanner.comma, bytes[index] != CSVScanner.newline, !isCRLF(at: index) {
            throw .error(
                "unexpected text after a closing quote", at: location(of: index),
                hint: "a quoted field ends at its closing quote; write a quote inside it as '\"\"'")
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// A carriage return alone outside quotes: old Mac line ends, which would make the whole
    /// file one header row.
    private func loneCarriageReturn(column: Int) -> Diagnostic {
        let row = records == 0 ? "the header" : "row \(records)"
        return .error(
            "a carriage return without a line feed in \(row), column \(column)", at: location(of: index),
            hint: "save the file with LF or CRLF line ends; a carriage return inside a value needs quotes")
    }

    private func isCRLF(at offset: Int) -> Bool {
        bytes[offset] == CSVScanner.carriageReturn && offset + 1 < bytes.count && bytes[offset + 1] == CSVScanner.newline
    }

    /// Consumes the line end after a record (none at the end of the input).
    private mutating func endLine() {
        guard index < bytes.count else { return }
        index += isCRLF(at: index) ? 2 : 1
        startLine(at: index)
    }

    private mutating func startLine(at offset: Int) {
        line += 1
        lineStarts.append(offset)
    }

    /// `file:line:column` of a byte offset (columns count Unicode scalars).
    func location(of offset: Int) -> SourceLocation {
        var lineIndex = lineStarts.count - 1
        while lineIndex > 0, lineStarts[lineIndex] > offset { lineIndex -= 1 }
        var scanned = lineStarts[lineIndex]
        // Lines the scan has not reached yet (an invalid byte found before scanning).
        var lineNumber = lineIndex + 1
        var column = 1
        while scanned < min(offset, bytes.count) {
            if bytes[scanned] == CSVScanner.newline {
                lineNumber += 1
                column = 1
            } else if bytes[scanned] & 0xC0 != 0x80 {
                column += 1
            }
            scanned += 1
        }
        return SourceLocation(file: file, line: lineNumber, column: column)
    }

    /// The offset of the first byte that is not valid UTF-8, if any.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        var i = 0
        while i < bytes.count {
            let lead = bytes[i]
            if lead < 0x80 {
                i += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return i
            }
            guard i + length <= bytes.count, (low...high).contains(bytes[i + 1]) else { return i }
            for k in 2..<length where bytes[i + k] & 0xC0 != 0x80 { return i }
            i += length
        }
        return nil
    }
}
