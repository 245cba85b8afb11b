/// A questionnaire model (`Seeds/models/NAME.json`): sections and top-level fields.
public struct Model: Sendable, Hashable {
    /// The model's name (`"model"`), which seed files refer to.
    public var name: String
    /// Display title.
    public var title: String?
    /// The file it was read from, as displayed in diagnostics.
    public var file: String
    /// Sections (fields of type `.section`) and top-level fields, in declaration order.
    public var items: [Field]
    /// The SHA-256 of the file's bytes, for the manifest (set by the project loader).
    public var sourceDigest: String = ""

    /// Creates a model.
    public init(name: String, title: String? = nil, file: String, items: [Field]) {
        self.name = name
        self.title = title
        self.file = file
        self.items = items
    }
}
