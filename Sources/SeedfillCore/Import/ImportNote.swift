/// Something an importer says about a construct of the form it translated, located at the
/// construct (file, line and column, and its JSON pointer in the form).
struct ImportNote: Sendable {
    /// How the construct was handled.
    enum Kind: Sendable {
        /// Not translated faithfully: fixtures may break the form's rule. The import fails
        /// unless it is lenient.
        case untranslated
        /// Translated, with a remark worth reading (an optional object always written, a
        /// recursion cut at a depth, an annotation left out).
        case remark
    }

    var kind: Kind
    /// Where the construct is in the form's file.
    var location: SourceLocation
    /// The construct's JSON pointer in the form (`#/properties/age/multipleOf`).
    var pointer: String
    /// What was done, or what the fixtures may break, in one sentence.
    var message: String
}
