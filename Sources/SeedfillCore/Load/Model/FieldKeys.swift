/// Which keys a model's objects may have (SPEC §2), so the loader can tell an unknown key from
/// a known key in the wrong place and suggest the right one.
enum FieldKeys {
    /// Keys every field may have.
    static let common = [
        "key", "type", "name", "title", "initialValue", "parents", "visibleWhen", "optional", "requiredWhen",
        "rules", "validWhen", "message", "compute", "defaultExpr", "enabledWhen", "internal", "use", "messages",
    ]

    /// Keys of a section.
    static let section = ["key", "type", "name", "title", "visibleWhen", "flatten", "fields"]

    /// Keys of the model's root object.
    static let root = ["$schema", "model", "title", "definitions", "sections"]

    /// Keys of an option written as an object.
    static let option = ["value", "title", "visibleWhen", "exclusive"]

    /// Keys of a table look-up.
    static let tableLookup = ["table", "column", "match"]

    /// Keys that are constraints: what a `rules` entry may set, besides `when`.
    static let constraints = [
        "minLength", "maxLength", "pattern", "mask", "maskLetters", "min", "max", "scale",
        "minItems", "maxItems", "accept", "maxSize",
    ]

    /// The keys only some types take.
    static func specific(to type: FieldType) -> [String] {
        switch type {
        case .text: return ["minLength", "maxLength", "pattern", "mask", "maskLetters", "format"]
        case .integer: return ["min", "max", "multipleOf"]
        case .date, .datetime, .time: return ["min", "max"]
        case .decimal: return ["min", "max", "scale", "multipleOf"]
        case .boolean: return []
        case .choice: return ["options", "open"]
        case .multichoice: return ["options", "minItems", "maxItems"]
        // `minItems` too: "at least two photos" is as natural as "at most four".
        case .attachment: return ["accept", "maxSize", "minItems", "maxItems", "as"]
        case .geopoint: return ["bounds"]
        case .group: return ["fields", "flatten"]
        case .list: return ["fields", "minItems", "maxItems", "count", "uniqueBy"]
        case .ref: return ["model", "embed"]
        case .section: return ["fields"]
        }
    }

    /// The text constraints an open choice (`"open": true`) checks a value outside its options
    /// against; a closed choice is told to open itself when it has one.
    static let openChoiceText = ["minLength", "maxLength", "pattern"]

    /// Keys of an `options` object that takes another field's answers (`{"from": "hobbies"}`).
    static let optionSource = ["from"]

    /// Every key a field of `type` may have. `rules` only where the type has constraints to set.
    static func valid(for type: FieldType) -> [String] {
        if type == .section { return section }
        let commonKeys = hasConstraints(type) ? common : common.filter { $0 != "rules" }
        return commonKeys + specific(to: type) + (type == .choice ? openChoiceText : [])
    }

    /// The constraint keys a field of `type` takes (what its rules may set).
    static func constraints(of type: FieldType) -> [String] {
        specific(to: type).filter { constraints.contains($0) }
    }

    /// The rules a field of `type` may word itself in `messages`: its constraints, `required`,
    /// and `options` for a choice.
    static func messageKeys(_ type: FieldType) -> [String] {
        let options = type == .choice || type == .multichoice ? ["options"] : []
        // `format` and a geopoint's `bounds` are no constraints a rule sets, but can be broken.
        let formats = type == .text ? ["format"] : type == .geopoint ? ["bounds"] : []
        return placeholders(type) + formats + ["required"] + options
    }

    /// The constraints a message of a field of `type` may name as `{placeholder}`.
    static func placeholders(_ type: FieldType) -> [String] {
        constraints(of: type).filter { $0 != "maskLetters" } + (type == .choice ? openChoiceText : [])
    }

    /// Whether a field of `type` has any constraint a rule could set.
    static func hasConstraints(_ type: FieldType) -> Bool {
        !constraints(of: type).isEmpty
    }

    /// Every type-specific key of any type, in a stable order.
    static let allSpecific: [String] = {
        var seen: Set<String> = []
        var keys: [String] = []
        for type in FieldType.declarable {
            for key in specific(to: type) where seen.insert(key).inserted { keys.append(key) }
        }
        return keys
    }()

    /// Every key any field may have.
    static let allField = common + allSpecific

    /// The declarable types that take `key`.
    static func types(taking key: String) -> [FieldType] {
        FieldType.declarable.filter { specific(to: $0).contains(key) }
    }

    /// "'mask' applies to text fields" / "'min' applies to integer, decimal, date, … fields".
    static func appliesHint(for key: String) -> String? {
        let types = types(taking: key).map(\.rawValue)
        guard !types.isEmpty else { return nil }
        return "\(Quoted.single(key)) applies to \(listing(types)) fields"
    }

    /// "a", "a and b", "a, b and c".
    static func listing(_ words: [String], conjunction: String = "and") -> String {
        guard let last = words.last else { return "" }
        if words.count == 1 { return last }
        return words.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }

    /// The declarable type names, for hints.
    static var typeNames: String { listing(FieldType.declarable.map(\.rawValue), conjunction: "or") }
}

extension FieldKeys {
    /// Words users of other form and fake-data tools write for a field key, with what to write here.
    static let keyAliases: [String: String] = [
        "required": "fields are required unless \"optional\": true; use 'requiredWhen' for a condition",
        "hidden": "use 'visibleWhen' with a condition",
        "visible": "use 'visibleWhen' with a condition",
        "default": "did you mean 'initialValue'?",
        "defaultValue": "did you mean 'initialValue'?",
        "label": "did you mean 'title'?",
        "id": "did you mean 'key'?",
        "regex": "did you mean 'pattern'?",
        "values": "did you mean 'options'?",
        "choices": "did you mean 'options'?",
        "enum": "did you mean 'options'?",
        "minimum": "did you mean 'min'?",
        "maximum": "did you mean 'max'?",
        "children": "did you mean 'fields'?",
        "items": "did you mean 'fields'?",
    ]

    /// Type names of other tools (JSON Schema, Faker, Mockaroo), with the seedfill type to use.
    static let typeAliases: [String: FieldType] = [
        "string": .text, "str": .text, "int": .integer, "number": .decimal, "float": .decimal,
        "double": .decimal, "bool": .boolean, "enum": .choice, "select": .choice, "radio": .choice,
        "checkbox": .multichoice, "array": .list, "object": .group, "file": .attachment,
        "image": .attachment, "reference": .ref,
    ]

    /// The hint for an unknown key: the nearest valid key, else what an alias means here.
    static func unknownKeyHint(_ key: String, validKeys: [String]) -> String? {
        if let hint = Suggestions.hint(for: key, in: validKeys) { return hint }
        if let alias = Suggestions.nearest(to: key, in: keyAliases.keys.sorted()) { return keyAliases[alias] }
        return nil
    }

    /// The hint for an unknown type name.
    static func unknownTypeHint(_ name: String) -> String {
        if let type = typeAliases[name.lowercased()] { return "did you mean '\(type.rawValue)'?" }
        return Suggestions.hint(for: name, in: FieldType.declarable.map(\.rawValue)) ?? "field types are \(typeNames)"
    }

    /// A valid key close to an invalid one (`first name` → `firstName`), if there is an obvious one.
    static func keySuggestion(for text: String) -> String? {
        let words = text.split { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) }
        guard let first = words.first else { return nil }
        let camel = String(first) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return camel.isIdentifierLike && camel != text ? camel : nil
    }
}
