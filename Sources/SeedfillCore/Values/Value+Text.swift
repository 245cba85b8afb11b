extension Value {
    /// Canonical compact JSON for messages (`{"a":[1,"x"]}`; dates as their ISO strings).
    var jsonText: String {
        var buffer: [UInt8] = []
        writeJSON(into: &buffer)
        return String(decoding: buffer, as: UTF8.self)
    }

    /// Appends compact JSON as UTF-8 bytes (dates, times and durations as strings).
    func writeJSON(into buffer: inout [UInt8]) {
        switch self {
        case .null: buffer.append(contentsOf: "null".utf8)
        case .bool(let b): buffer.append(contentsOf: (b ? "true" : "false").utf8)
        case .number(let n): n.write(into: &buffer)
        case .string(let s): Value.writeJSONString(s, into: &buffer)
        case .date(let d):
            buffer.append(UInt8(ascii: "\""))
            d.write(into: &buffer)
            buffer.append(UInt8(ascii: "\""))
        case .dateTime(let d):
            buffer.append(UInt8(ascii: "\""))
            d.write(into: &buffer)
            buffer.append(UInt8(ascii: "\""))
        case .time(let t):
            buffer.append(UInt8(ascii: "\""))
            t.write(into: &buffer)
            buffer.append(UInt8(ascii: "\""))
        case .duration(let d): Value.writeJSONString(d.description, into: &buffer)
        case .array(let elements):
            buffer.append(UInt8(ascii: "["))
            for (i, element) in elements.enumerated() {
                if i > 0 { buffer.append(UInt8(ascii: ",")) }
                element.writeJSON(into: &buffer)
            }
            buffer.append(UInt8(ascii: "]"))
        case .object(let object):
            buffer.append(UInt8(ascii: "{"))
            for i in object.keys.indices {
                if i > 0 { buffer.append(UInt8(ascii: ",")) }
                Value.writeJSONString(object.keys[i], into: &buffer)
                buffer.append(UInt8(ascii: ":"))
                if i < object.values.count { object.values[i].writeJSON(into: &buffer) } else { buffer.append(contentsOf: "null".utf8) }
            }
            buffer.append(UInt8(ascii: "}"))
        }
    }

    /// Appends the value as text, the way a template shows it: text as is, numbers, dates and
    /// times in their literal form, `null` as nothing, lists and objects as compact JSON.
    func writeText(into buffer: inout [UInt8]) {
        switch self {
        case .null: break
        case .string(let s): buffer.append(contentsOf: s.utf8)
        case .number(let n): n.write(into: &buffer)
        case .bool(let b): buffer.append(contentsOf: (b ? "true" : "false").utf8)
        case .date(let d): d.write(into: &buffer)
        case .dateTime(let d): d.write(into: &buffer)
        case .time(let t): t.write(into: &buffer)
        case .duration(let d): buffer.append(contentsOf: d.description.utf8)
        case .array, .object: writeJSON(into: &buffer)
        }
    }

    /// The value as text (see ``writeText(into:)``).
    var text: String {
        if case .string(let s) = self { return s }
        var buffer: [UInt8] = []
        writeText(into: &buffer)
        return String(decoding: buffer, as: UTF8.self)
    }

    /// Appends a JSON string literal with the escapes JSON requires.
    static func writeJSONString(_ s: String, into buffer: inout [UInt8]) {
        buffer.append(UInt8(ascii: "\""))
        // Most text needs no escape: its bytes go in at once. They are tested in place, in a
        // plain loop (`contains(where:)` on the view called its closure for every byte).
        let clean =
            s.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
                for byte in bytes where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return false }
                return true
            } ?? !s.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") })
        if clean {
            // Copied at once where the text is contiguous, not byte by byte through the view.
            if s.utf8.withContiguousStorageIfAvailable({ buffer.append(contentsOf: $0) }) == nil { buffer.append(contentsOf: s.utf8) }
            buffer.append(UInt8(ascii: "\""))
            return
        }
        for byte in s.utf8 {
            switch byte {
            case UInt8(ascii: "\""): buffer.append(contentsOf: [0x5C, 0x22])
            case UInt8(ascii: "\\"): buffer.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: buffer.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: buffer.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: buffer.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                buffer.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 15)]])
            default: buffer.append(byte)
            }
        }
        buffer.append(UInt8(ascii: "\""))
    }
}
