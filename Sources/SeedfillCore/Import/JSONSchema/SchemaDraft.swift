import Foundation

/// The JSON Schema draft a schema declares with `$schema`; draft 7 when it declares none.
enum SchemaDraft: String, Sendable, CaseIterable {
    case draft4 = "draft-04"
    case draft6 = "draft-06"
    case draft7 = "draft-07"
    case draft2019 = "2019-09"
    case draft2020 = "2020-12"

    /// The draft named by a `$schema` URI such as `http://json-schema.org/draft-04/schema#` or
    /// `https://json-schema.org/draft/2020-12/schema`; `nil` for one not known.
    init?(uri: String) {
        guard let draft = Self.allCases.first(where: { uri.contains("/\($0.rawValue)/") || uri.contains("draft/\($0.rawValue)") })
        else { return nil }
        self = draft
    }

    /// Whether `exclusiveMinimum`/`exclusiveMaximum` are booleans beside `minimum`/`maximum`
    /// (draft 4) rather than numbers of their own.
    var hasBooleanExclusiveBounds: Bool { self == .draft4 }

    /// Whether the keywords beside a `$ref` are ignored (up to draft 7) rather than applied
    /// with it.
    var ignoresSiblingsOfRef: Bool {
        switch self {
        case .draft4, .draft6, .draft7: true
        case .draft2019, .draft2020: false
        }
    }
}

/// A JSON pointer into the schema (`#/properties/age`), built a token at a time.
struct SchemaPointer: Sendable, Hashable, CustomStringConvertible {
    private(set) var tokens: [String] = []

    /// The pointer of `#/…` written as in a `$ref`; `nil` for another document's.
    init?(reference: String) {
        guard reference == "#" || reference.hasPrefix("#/") else { return nil }
        tokens = reference.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
                .removingPercentEncoding ?? String($0)
        }
        if reference == "#" { tokens = [] }
    }

    /// The root.
    init() {}

    /// This pointer followed by `token`.
    func appending(_ token: String) -> SchemaPointer {
        var copy = self
        copy.tokens.append(token)
        return copy
    }

    /// This pointer followed by the tokens of `other`.
    func appending(pointer other: SchemaPointer) -> SchemaPointer {
        var copy = self
        copy.tokens += other.tokens
        return copy
    }

    /// This pointer followed by an array index.
    func appending(_ index: Int) -> SchemaPointer { appending(String(index)) }

    var description: String {
        "#" + tokens.map { "/" + $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1") }.joined()
    }
}

extension JSONNode {
    /// The node `pointer` leads to from this one, if there is one.
    func node(at pointer: SchemaPointer) -> JSONNode? {
        var current = self
        for token in pointer.tokens {
            if let members = current.members, let member = members.first(where: { $0.key == token }) {
                current = member.value
            } else if let elements = current.elements, let index = Int(token), elements.indices.contains(index) {
                current = elements[index]
            } else {
                return nil
            }
        }
        return current
    }
}
