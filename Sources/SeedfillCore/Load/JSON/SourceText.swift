/// A piece of user text that is parsed later (an expression, a mask, a pattern, a template),
/// kept with where it came from so that any later error can point into it.
public struct SourceText: Sendable, Hashable {
    /// The text as written (escapes already decoded).
    public var text: String
    /// The location of the text's first character (one column after the opening quote).
    public var location: SourceLocation
    /// The JSON path of the string, e.g. `sections[0].fields[3].visibleWhen`.
    public var path: String

    /// Creates a source text.
    public init(text: String, location: SourceLocation, path: String) {
        self.text = text
        self.location = location
        self.path = path
    }
}
