/// Keywords this importer does not translate yet: each is reported where it is written, and
/// fails the import unless it is lenient.
extension SchemaTranslator {
    /// The keywords not translated, with why.
    static let untranslatedKeywords: [(keyword: String, reason: String)] = [
        ("unevaluatedItems", "'unevaluatedItems' is not translated"),
        ("minContains", "'minContains' is not translated"),
        ("maxContains", "'maxContains' is not translated"),
    ]

    /// Reports each keyword of `schema` (already resolved) that is not translated.
    mutating func reportUntranslatedKeywords(_ schema: SchemaNode) {
        for (keyword, reason) in Self.untranslatedKeywords where schema[keyword] != nil {
            untranslated(schema, reason, keyword: keyword)
        }
    }
}
