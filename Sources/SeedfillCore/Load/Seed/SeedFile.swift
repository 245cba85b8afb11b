/// A seed file (`Seeds/NAME.seed.json`): which model to fill, how many records, and how each field
/// is generated.
package struct SeedFile: Sendable, Hashable {
    /// The seed name: the file name without `.seed.json`; names the output.
    package var name: String
    /// The file, as displayed in diagnostics.
    var file: String
    /// The model's name, and where it is written.
    package var model: String
    /// Where `"model"` is written (for "unknown model" errors).
    var modelLocation: SourceLocation
    /// Records to generate (default 10 when absent; `--count` overrides).
    var count: Int?
    /// Locale of `fake` providers (`en`, `ru`).
    var locale: String?
    /// The anchor for relative dates, as written (`YYYY-MM-DD`).
    var today: SourceText?
    /// Values a host app would supply; names in expressions that are not fields resolve here.
    var context: JSONNode?
    /// Helper values drawn once per record, usable in expressions, never written; in file order.
    var lets: [(name: String, spec: GeneratorSpec)] = []
    /// The probability that each optional field no entry maps is empty (`"empty"`), and where
    /// it is written.
    var empty: (probability: Double, location: SourceLocation)?
    /// The share of records written as drafts (`"drafts"`, see ``DraftMaker``), and where it
    /// is written.
    var drafts: (probability: Double, location: SourceLocation)?
    /// Field mappings, resolved to model paths, in file order.
    var entries: [SeedEntry] = []
    /// SHA-256 of the file's bytes, for the manifest (set by the project loader).
    var sourceDigest: String = ""

    /// A seed file of the same name and model holding only this one's `context`: what a plan
    /// of the model alone needs to read host values, without the seed's generators. `nil`
    /// when this seed gives no context.
    var contextAlone: SeedFile? {
        guard let context else { return nil }
        var alone = SeedFile(name: name, file: file, model: model, modelLocation: modelLocation)
        alone.context = context
        return alone
    }

    /// Creates a seed file.
    init(name: String, file: String, model: String, modelLocation: SourceLocation) {
        self.name = name
        self.file = file
        self.model = model
        self.modelLocation = modelLocation
    }

    package static func == (a: SeedFile, b: SeedFile) -> Bool {
        a.name == b.name && a.file == b.file && a.model == b.model && a.count == b.count
            && a.locale == b.locale && a.today == b.today && a.context == b.context
            && a.lets.map(\.name) == b.lets.map(\.name) && a.lets.map(\.spec) == b.lets.map(\.spec)
            && a.entries == b.entries && a.sourceDigest == b.sourceDigest && a.empty?.probability == b.empty?.probability
            && a.drafts?.probability == b.drafts?.probability
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(file)
    }
}

/// One field mapping: the field it targets (keys from the model's root, or from the list item
/// for entries inside a list's `item`) and its generator.
struct SeedEntry: Sendable, Hashable {
    /// Keys from the enclosing scope's root to the field, sections and groups included,
    /// e.g. `["insurant", "document", "number"]`.
    var target: [String]
    /// The generator.
    var generator: GeneratorSpec

    /// Creates an entry.
    init(target: [String], generator: GeneratorSpec) {
        self.target = target
        self.generator = generator
    }
}
