/// The keys a generator object may hold (SPEC §4): exactly one generator key, any modifiers, and
/// the sibling keys that belong to one generator.
enum GeneratorKeys {
    /// The generator keys, in the order SPEC §4 lists them.
    static let generators = [
        "const", "oneOf", "someOf", "int", "decimal", "normal", "date", "datetime", "time", "bool",
        "mask", "regex", "sequence", "uuid", "fake", "template", "expr", "table", "ref", "when",
    ]

    /// Modifiers allowed on any generator.
    static let modifiers = ["null", "unique"]

    /// Sibling keys and the generator each goes with.
    static let siblings: [(key: String, owner: String)] = [
        ("gender", "fake"), ("maskLetters", "mask"), ("min", "someOf"), ("max", "someOf"),
        ("column", "table"), ("match", "table"),
    ]

    /// Every key a generator object may hold, for suggestions.
    static let all: [String] = generators + modifiers + siblings.map(\.key)

    /// The generator a sibling key goes with, if `key` is one.
    static func owner(of key: String) -> String? {
        siblings.first { $0.key == key }?.owner
    }

    /// Generator keys as a short list for hints.
    static var generatorList: String { generators.joined(separator: ", ") }
}
