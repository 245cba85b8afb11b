/// A questionnaire model (`Seeds/models/NAME.json`): sections and top-level fields.
package struct Model: Sendable, Hashable {
    /// The model's name (`"model"`), which seed files refer to.
    package var name: String
    /// Display title.
    var title: String?
    /// The file it was read from, as displayed in diagnostics.
    var file: String
    /// Sections (fields of type `.section`) and top-level fields, in declaration order.
    var items: [Field]
    /// Whether some field was built from a `definitions` entry (`use`).
    var usesDefinitions = false
    /// The SHA-256 of the file's bytes, for the manifest (set by the project loader).
    var sourceDigest: String = ""

    /// Creates a model.
    init(name: String, title: String? = nil, file: String, items: [Field]) {
        self.name = name
        self.title = title
        self.file = file
        self.items = items
    }
}
