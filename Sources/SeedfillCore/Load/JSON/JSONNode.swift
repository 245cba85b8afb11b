/// A JSON value as read from a file, with the position of every value and key.
///
/// Numbers keep their literal text so that nothing is lost to binary floating point and huge
/// numbers can be reported rather than rounded.
struct JSONNode: Sendable, Hashable {
    /// The shape of a JSON value.
    enum Kind: Sendable, Hashable {
        case null
        case bool(Bool)
        /// The number exactly as written, e.g. `-12.50` or `1e3`.
        case number(String)
        case string(String)
        case array([JSONNode])
        /// Members in file order. Duplicate keys are reported by the reader and the later one dropped.
        case object([JSONMember])
    }

    /// The value.
    var kind: Kind
    /// Where the value starts (for a string, its opening quote).
    var location: SourceLocation

    /// Creates a node.
    init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }
}

/// One `"key": value` member of a JSON object.
struct JSONMember: Sendable, Hashable {
    /// The key.
    var key: String
    /// Where the key's opening quote is.
    var keyLocation: SourceLocation
    /// The value.
    var value: JSONNode

    /// Creates a member.
    init(key: String, keyLocation: SourceLocation, value: JSONNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}

extension JSONNode {
    /// The members, when the node is an object.
    var members: [JSONMember]? {
        if case .object(let members) = kind { return members }
        return nil
    }

    /// The elements, when the node is an array.
    var elements: [JSONNode]? {
        if case .array(let elements) = kind { return elements }
        return nil
    }

    /// The text, when the node is a string.
    var stringValue: String? {
        if case .string(let text) = kind { return text }
        return nil
    }

    /// The literal, when the node is a number.
    var numberLiteral: String? {
        if case .number(let text) = kind { return text }
        return nil
    }

    /// The value, when the node is a boolean.
    var boolValue: Bool? {
        if case .bool(let value) = kind { return value }
        return nil
    }

    /// Whether the node is `null`.
    var isNull: Bool {
        if case .null = kind { return true }
        return false
    }

    /// The member named `key`, when the node is an object that has it.
    subscript(key: String) -> JSONNode? {
        members?.first { $0.key == key }?.value
    }

    /// A word for the node's type, for messages: "a string", "an object", ….
    var typeDescription: String {
        switch kind {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
