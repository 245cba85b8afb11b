/// A model an importer has translated from another form format, before it is written as a
/// seedfill model file: fields in the order the form asks them, each key in a fixed order.
struct ImportedModel: Sendable {
    /// The model's name (`"model"`) and title.
    var name: String
    var title: String?
    /// Reusable definitions (`"definitions"`), in the order first used.
    var definitions: [(name: String, field: ImportedField)] = []
    /// The model's top-level fields (entries of `"sections"` with a type).
    var fields: [ImportedField] = []
}

/// One field of an imported model: its key, its members in the order they are written, and
/// its own fields (a group's or a list item's).
struct ImportedField: Sendable {
    /// The key; empty for a definition, which has none.
    var key: String
    /// Every member but `key` and `fields`, in the order written (`name`, `type`, `use`, …).
    var members: [(String, ImportedValue)] = []
    /// The fields of a group or list item; `nil` for any other field.
    var fields: [ImportedField]?

    /// The value of member `name`, if set.
    subscript(name: String) -> ImportedValue? {
        get { members.first { $0.0 == name }?.1 }
        set {
            if let index = members.firstIndex(where: { $0.0 == name }) {
                if let newValue { members[index].1 = newValue } else { members.remove(at: index) }
            } else if let newValue {
                members.append((name, newValue))
            }
        }
    }
}

/// A JSON value written into an imported model; numbers keep their literal text.
indirect enum ImportedValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([ImportedValue])
    case object([Member])

    /// A member of an object value.
    struct Member: Sendable, Hashable {
        var key: String
        var value: ImportedValue
    }

    /// The value of a JSON node as read.
    init(_ node: JSONNode) {
        switch node.kind {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let literal): self = .number(literal)
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map(ImportedValue.init))
        case .object(let members): self = .object(members.map { Member(key: $0.key, value: ImportedValue($0.value)) })
        }
    }

    /// Whether the value is a string, number, boolean or null.
    var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }
}
