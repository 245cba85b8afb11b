/// A piece of user text that is parsed later (an expression, a mask, a pattern, a template),
/// kept with where it came from so that any later error can point into it.
struct SourceText: Sendable, Hashable {
    /// The text as written (escapes already decoded).
    var text: String
    /// The location of the text's first character (one column after the opening quote).
    var location: SourceLocation
    /// The JSON path of the string, e.g. `sections[0].fields[3].visibleWhen`.
    var path: String

    /// Creates a source text.
    init(text: String, location: SourceLocation, path: String) {
        self.text = text
        self.location = location
        self.path = path
    }
}
