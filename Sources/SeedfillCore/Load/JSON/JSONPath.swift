/// Builds the JSON paths that diagnostics show (`fields.insurant.birthDate`, `sections[0].fields[2]`).
struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    /// The components in order.
    private(set) var components: [Component]

    /// One step of a path.
    enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    /// The root path (rendered as the empty string).
    static let root = JSONPath(components: [])

    /// This path extended by an object key.
    func appending(_ key: String) -> JSONPath {
        JSONPath(components: components + [.key(key)])
    }

    /// This path extended by an array index.
    func appending(_ index: Int) -> JSONPath {
        JSONPath(components: components + [.index(index)])
    }

    /// Dotted form: `a.b[2].c`. Keys that are not identifiers are quoted: `a["x y"]`.
    var description: String {
        var out = ""
        for component in components {
            switch component {
            case .key(let key):
                if key.isIdentifierLike {
                    if !out.isEmpty { out += "." }
                    out += key
                } else {
                    out += "[\"\(key)\"]"
                }
            case .index(let index):
                out += "[\(index)]"
            }
        }
        return out
    }
}

extension String {
    /// Whether the text matches `[A-Za-z_][A-Za-z0-9_]*`.
    var isIdentifierLike: Bool {
        guard let first = utf8.first, first == UInt8(ascii: "_") || first.isASCIILetter else {
            return false
        }
        return utf8.allSatisfy { $0 == UInt8(ascii: "_") || $0.isASCIILetter || $0.isASCIIDigit }
    }
}

extension UInt8 {
    var isASCIILetter: Bool { (self >= 0x41 && self <= 0x5A) || (self >= 0x61 && self <= 0x7A) }
    var isASCIIDigit: Bool { self >= 0x30 && self <= 0x39 }
}
