/// A field's own wording for a broken constraint (`"messages": { "max": "At most {max}" }`),
/// split into text and `{name}` placeholders that stand for the constraint values in force.
struct ConstraintMessage: Sendable, Hashable {
    /// One piece of the message.
    enum Part: Sendable, Hashable {
        /// Text written as it is.
        case text(String)
        /// `{name}`: the value of the field's constraint `name` in the record.
        case placeholder(String)
    }

    /// The pieces in order.
    var parts: [Part]
    /// Where the message's string starts.
    var location: SourceLocation
    /// The JSON path of the message.
    var path: String

    /// Creates a message.
    init(parts: [Part], location: SourceLocation, path: String) {
        self.parts = parts
        self.location = location
        self.path = path
    }

    /// The offset (in Unicode scalars, as written) of the first `{name}`, for a location.
    func offset(of name: String) -> Int {
        var offset = 0
        for part in parts {
            switch part {
            case .placeholder(name): return offset
            case .placeholder(let other): offset += other.unicodeScalars.count + 2
            case .text(let text): offset += text.unicodeScalars.count + text.unicodeScalars.filter { $0 == "{" || $0 == "}" }.count
            }
        }
        return 0
    }

    /// The placeholders the message uses, in order.
    var placeholders: [String] {
        parts.compactMap { if case .placeholder(let name) = $0 { return name } else { return nil } }
    }

    /// The pieces of `text`: `{name}` is a placeholder, `{{` and `}}` are a brace; `nil` and the
    /// offset of the fault when a brace opens or closes nothing.
    static func parts(of text: String) -> (parts: [Part], fault: Int?) {
        let scalars = Array(text.unicodeScalars)
        var parts: [Part] = []
        var literal = String.UnicodeScalarView()
        var i = 0
        func flush() {
            if !literal.isEmpty { parts.append(.text(String(literal))) }
            literal = String.UnicodeScalarView()
        }
        while i < scalars.count {
            let scalar = scalars[i]
            if (scalar == "{" || scalar == "}"), i + 1 < scalars.count, scalars[i + 1] == scalar {
                literal.append(scalar)
                i += 2
                continue
            }
            if scalar == "}" { return (parts, i) }
            guard scalar == "{" else {
                literal.append(scalar)
                i += 1
                continue
            }
            guard let close = scalars[(i + 1)...].firstIndex(of: "}") else { return (parts, i) }
            let name = String(String.UnicodeScalarView(scalars[(i + 1)..<close]))
            guard name.isIdentifierLike else { return (parts, i) }
            flush()
            parts.append(.placeholder(name))
            i = close + 1
        }
        flush()
        return (parts, nil)
    }
}
