/// The `"model"` name of a model file whose JSON does not parse, read by a lenient scan: a model
/// file named `policy-v2.json` with a missing comma still says `"model": "policy"` near its top,
/// and the seeds naming `policy` should not each get a second, misleading "unknown model".
///
/// The scan reads the file as the JSON reader would (strings with escapes, `//` and `/* */`
/// comments) until the first member `"model"` of the top-level object that holds a plain
/// string, and gives up at anything it cannot read. It only decides which follow-on errors to
/// leave out; the file's own errors come from the JSON reader.
enum ModelNameScan {
    /// The name in the first top-level `"model": "NAME"` member of `bytes`, if the scan reaches one.
    static func name(in bytes: [UInt8]) -> String? {
        var scanner = Scanner(bytes: bytes)
        guard scanner.nextSignificant() == UInt8(ascii: "{") else { return nil }
        var depth = 1
        // The last two significant tokens at depth 1: `{`/`,` then a key, then `:`.
        var expectingKey = true
        var key: String?
        var afterColon = false
        while let byte = scanner.nextSignificant() {
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                expectingKey = depth == 1 && byte == UInt8(ascii: "{")
                key = nil
                afterColon = false
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth < 1 { return nil }
                expectingKey = false
            case UInt8(ascii: ","):
                expectingKey = depth == 1
                key = nil
                afterColon = false
            case UInt8(ascii: ":"):
                afterColon = depth == 1 && key != nil
            case UInt8(ascii: "\""):
                let (closed, text) = scanner.string()
                guard closed else { return nil }
                if depth == 1, afterColon, key == "model" { return text }
                if depth == 1, expectingKey { key = text }
                expectingKey = false
                afterColon = false
            default:
                // A number, a literal or a stray byte: not a name.
                afterColon = false
            }
        }
        return nil
    }

    /// Bytes read past whitespace and comments, and strings read whole.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        /// The next byte that is not whitespace or inside a comment.
        mutating func nextSignificant() -> UInt8? {
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case 0x20, 0x09, 0x0A, 0x0D:
                    continue
                case UInt8(ascii: "/") where index < bytes.count && bytes[index] == UInt8(ascii: "/"):
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                case UInt8(ascii: "/") where index < bytes.count && bytes[index] == UInt8(ascii: "*"):
                    index += 1
                    while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                        index += 1
                    }
                    index += 2
                default:
                    return byte
                }
            }
            return nil
        }

        /// The string whose opening quote was just read, and whether it is closed on its line; its
        /// text is `nil` when it holds an escape (a model name has none).
        mutating func string() -> (closed: Bool, text: String?) {
            let start = index
            var escaped = false
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    index += 1
                    return (true, escaped ? nil : String(decoding: bytes[start..<index - 1], as: UTF8.self))
                case UInt8(ascii: "\\"):
                    escaped = true
                    index += 2
                case 0x0A:
                    return (false, nil)
                default:
                    index += 1
                }
            }
            return (false, nil)
        }
    }
}
