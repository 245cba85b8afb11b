/// One generator as written in a seed file, before it is compiled against the model.
///
/// This is the declarative layer: it keeps texts and JSON values with their positions; the
/// planner parses expressions, checks the generator against its field and compiles it.
struct GeneratorSpec: Sendable, Hashable {
    /// What generates the value.
    var kind: GeneratorKind
    /// `null` modifier: probability (0…1) of an empty value.
    var nullProbability: Double?
    /// `unique` modifier: no two records of a run share the value.
    var unique: Bool = false
    /// Where the entry's value starts.
    var location: SourceLocation
    /// JSON path of the entry, e.g. `fields.insurant.birthDate`.
    var path: String

    /// Creates a spec.
    init(kind: GeneratorKind, location: SourceLocation, path: String) {
        self.kind = kind
        self.location = location
        self.path = path
    }
}

/// How many items a list gets.
enum ListCount: Sendable, Hashable {
    /// A fixed number.
    case fixed(Int)
    /// Uniform in a range.
    case range(Int, Int)
    /// An expression's value.
    case expression(SourceText)
}
