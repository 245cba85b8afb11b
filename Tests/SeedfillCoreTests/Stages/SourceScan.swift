import Foundation

/// The type names one Swift source file declares and names, read textually.
///
/// Comments and string literals are blanked first, so a type named only in a doc comment or a
/// message is not a use. A word after a `.` is a member or a nested type (`Mask.Token`), not a use
/// of a top-level type of that name.
struct SourceScan {
    /// The types declared at the top level (struct, class, enum, protocol, typealias, actor).
    var topLevel: Set<String> = []
    /// Every type declared in the file, nested ones included.
    var declared: Set<String> = []
    /// Every capitalised word the code names, extension targets included.
    var named: Set<String> = []

    private static let keywords: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "actor"]

    init(source: String) {
        let code = Self.blankCommentsAndStrings(Array(source.utf8))
        var depth = 0
        var previousWord = ""
        var previousByte: UInt8 = 0
        var i = 0
        while i < code.count {
            let byte = code[i]
            if byte == UInt8(ascii: "{") { depth += 1 }
            if byte == UInt8(ascii: "}") { depth -= 1 }
            guard Self.isWordStart(byte) else {
                if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\n") { previousByte = byte }
                i += 1
                continue
            }
            var end = i
            while end < code.count, Self.isWordStart(code[end]) || (code[end] >= 48 && code[end] <= 57) { end += 1 }
            let word = String(decoding: code[i..<end], as: UTF8.self)
            if Self.keywords.contains(previousWord) {
                declared.insert(word)
                if depth == 0 { topLevel.insert(word) }
            } else if let first = word.unicodeScalars.first, first.properties.isUppercase,
                previousByte != UInt8(ascii: ".")
            {
                named.insert(word)
            }
            previousWord = word
            previousByte = 0
            i = end
        }
    }

    private static func isWordStart(_ byte: UInt8) -> Bool {
        (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == UInt8(ascii: "_")
    }

    /// The code with comments and string literals replaced by spaces (line breaks kept).
    static func blankCommentsAndStrings(_ text: [UInt8]) -> [UInt8] {
        var out = text
        var i = 0
        func blank(_ from: Int, _ to: Int) {
            for k in from..<min(to, out.count) where out[k] != UInt8(ascii: "\n") { out[k] = UInt8(ascii: " ") }
        }
        func starts(_ s: String, at k: Int) -> Bool {
            let bytes = Array(s.utf8)
            return k + bytes.count <= text.count && Array(text[k..<k + bytes.count]) == bytes
        }
        while i < text.count {
            if starts("//", at: i) {
                var end = i
                while end < text.count, text[end] != UInt8(ascii: "\n") { end += 1 }
                blank(i, end)
                i = end
            } else if starts("/*", at: i) {
                var end = i + 2
                while end < text.count, !starts("*/", at: end) { end += 1 }
                blank(i, end + 2)
                i = end + 2
            } else if text[i] == UInt8(ascii: "#") || text[i] == UInt8(ascii: "\"") {
                var hashes = 0
                var k = i
                while k < text.count, text[k] == UInt8(ascii: "#") { hashes += 1; k += 1 }
                guard k < text.count, text[k] == UInt8(ascii: "\"") else { i += 1; continue }
                let quote = starts("\"\"\"", at: k) ? "\"\"\"" : "\""
                let closing = Array((quote + String(repeating: "#", count: hashes)).utf8)
                var end = k + quote.utf8.count
                while end < text.count {
                    if hashes == 0, text[end] == UInt8(ascii: "\\") { end += 2; continue }
                    if end + closing.count <= text.count, Array(text[end..<end + closing.count]) == closing { break }
                    end += 1
                }
                blank(i, end + closing.count)
                i = end + closing.count
            } else {
                i += 1
            }
        }
        return out
    }
}
