/// Writes JSON as bytes, straight into a buffer: no `JSONEncoder`, no intermediate strings.
struct JSONWriter {
    /// The bytes written so far.
    var buffer: [UInt8] = []
    /// Two-space indentation and line breaks when true; compact otherwise.
    let pretty: Bool
    private var depth: Int

    /// A writer; `depth` indents the whole value as if nested that deep (for array elements).
    init(pretty: Bool, depth: Int = 0, capacity: Int = 4096) {
        self.pretty = pretty
        self.depth = depth
        buffer.reserveCapacity(capacity)
    }

    // MARK: - Structure

    mutating func beginObject() { buffer.append(UInt8(ascii: "{")); depth += 1 }

    mutating func endObject(empty: Bool) {
        depth -= 1
        if !empty { newline() }
        buffer.append(UInt8(ascii: "}"))
    }

    mutating func beginArray() { buffer.append(UInt8(ascii: "[")); depth += 1 }

    mutating func endArray(empty: Bool) {
        depth -= 1
        if !empty { newline() }
        buffer.append(UInt8(ascii: "]"))
    }

    /// Starts a member: the separating comma (unless first), indentation, the key and colon.
    mutating func key(_ key: String, first: Bool) {
        if !first { buffer.append(UInt8(ascii: ",")) }
        newline()
        string(key)
        buffer.append(UInt8(ascii: ":"))
        if pretty { buffer.append(UInt8(ascii: " ")) }
    }

    /// Starts an array element: the separating comma (unless first) and indentation.
    mutating func element(first: Bool) {
        if !first { buffer.append(UInt8(ascii: ",")) }
        newline()
    }

    private mutating func newline() {
        guard pretty else { return }
        buffer.append(0x0A)
        for _ in 0..<depth { buffer.append(0x20); buffer.append(0x20) }
    }

    // MARK: - Scalars

    /// A JSON string with the escapes JSON requires (and nothing more: UTF-8 is written as is).
    mutating func string(_ text: String) {
        buffer.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            // Most text needs no escape: copy it in one go.
            if !bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
                buffer.append(contentsOf: bytes)
                return
            }
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "\""): buffer.append(UInt8(ascii: "\\")); buffer.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): buffer.append(UInt8(ascii: "\\")); buffer.append(UInt8(ascii: "\\"))
                case 0x0A: buffer.append(UInt8(ascii: "\\")); buffer.append(UInt8(ascii: "n"))
                case 0x0D: buffer.append(UInt8(ascii: "\\")); buffer.append(UInt8(ascii: "r"))
                case 0x09: buffer.append(UInt8(ascii: "\\")); buffer.append(UInt8(ascii: "t"))
                case 0x00..<0x20:
                    let hex = Array("0123456789abcdef".utf8)
                    buffer.append(contentsOf: [
                        UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                        hex[Int(byte >> 4)], hex[Int(byte & 0xF)],
                    ])
                default: buffer.append(byte)
                }
            }
        }
        buffer.append(UInt8(ascii: "\""))
    }

    /// Any value; `scale` fixes the digits after the point of a number (decimal fields).
    mutating func value(_ value: Value, scale: Int? = nil) {
        switch value {
        case .null: buffer.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C])
        case .bool(true): buffer.append(contentsOf: [0x74, 0x72, 0x75, 0x65])
        case .bool(false): buffer.append(contentsOf: [0x66, 0x61, 0x6C, 0x73, 0x65])
        case .number(let number):
            if let scale { number.write(into: &buffer, scale: scale) } else { number.write(into: &buffer) }
        case .string(let text): string(text)
        case .date(let date):
            buffer.append(UInt8(ascii: "\"")); date.write(into: &buffer); buffer.append(UInt8(ascii: "\""))
        case .dateTime(let dateTime):
            buffer.append(UInt8(ascii: "\"")); dateTime.write(into: &buffer); buffer.append(UInt8(ascii: "\""))
        case .time(let time):
            buffer.append(UInt8(ascii: "\"")); time.write(into: &buffer); buffer.append(UInt8(ascii: "\""))
        case .duration:
            string(value.jsonText)
        case .array(let elements):
            beginArray()
            for (i, element) in elements.enumerated() {
                self.element(first: i == 0)
                self.value(element)
            }
            endArray(empty: elements.isEmpty)
        case .object(let object):
            beginObject()
            for (i, key) in object.keys.enumerated() {
                self.key(key, first: i == 0)
                self.value(object.values[i])
            }
            endObject(empty: object.keys.isEmpty)
        }
    }
}
