import Foundation

/// Decoding character data: entities, character references and line ends (XML 1.0, 2.11, 3.3.3, 4.6).
extension XMLScanner {
    /// The text of `slice` with `&lt;`, `&#10;` … replaced, `\r\n` and `\r` read as `\n`, and,
    /// in an attribute value, literal tabs and line breaks read as spaces.
    static func decode(_ slice: ArraySlice<UInt8>, at offset: Int, attribute: Bool) throws(XMLError) -> String {
        let needsWork = slice.contains { $0 == UInt8(ascii: "&") || $0 == 0x0D || (attribute && ($0 == 0x0A || $0 == 0x09)) }
        var out: [UInt8] = []
        if needsWork {
            out.reserveCapacity(slice.count)
            var index = slice.startIndex
            while index < slice.endIndex {
                let byte = slice[index]
                if byte == UInt8(ascii: "&") {
                    guard let semicolon = slice[index..<min(index + 12, slice.endIndex)].firstIndex(of: UInt8(ascii: ";")) else {
                        throw XMLError(message: "a '&' starts no entity (write '&amp;')", offset: index - slice.startIndex + offset)
                    }
                    let entity = String(decoding: slice[index + 1..<semicolon], as: UTF8.self)
                    guard let scalar = Self.scalar(of: entity) else {
                        throw XMLError(
                            message: "the entity '&\(entity);' is unknown or not a character", offset: index - slice.startIndex + offset)
                    }
                    out.append(contentsOf: Array(String(Character(scalar)).utf8))
                    index = semicolon + 1
                    continue
                }
                if byte == 0x0D {
                    // `\r\n` and a lone `\r` are both one line break.
                    if index + 1 < slice.endIndex, slice[index + 1] == 0x0A { index += 1 }
                    out.append(attribute ? 0x20 : 0x0A)
                } else if attribute && (byte == 0x0A || byte == 0x09) {
                    out.append(0x20)
                } else {
                    out.append(byte)
                }
                index += 1
            }
        }
        guard let text = needsWork ? String(bytes: out, encoding: .utf8) : String(bytes: slice, encoding: .utf8) else {
            throw XMLError(message: "the text is not valid UTF-8", offset: offset)
        }
        return text
    }

    /// The character an entity name (between `&` and `;`) stands for: one of the five predefined
    /// entities, or a decimal (`#10`) or hexadecimal (`#x1F600`) reference to a valid character.
    static func scalar(of entity: String) -> Unicode.Scalar? {
        switch entity {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default: break
        }
        guard entity.hasPrefix("#") else { return nil }
        let digits = entity.dropFirst()
        let value: UInt32?
        if digits.hasPrefix("x") {
            let hex = digits.dropFirst()
            value = hex.allSatisfy({ $0.isASCII && $0.isHexDigit }) ? UInt32(hex, radix: 16) : nil
        } else {
            value = digits.allSatisfy({ $0.isASCII && $0.isNumber }) ? UInt32(digits, radix: 10) : nil
        }
        guard let value, value != 0, let scalar = Unicode.Scalar(value) else { return nil }
        return scalar
    }
}
