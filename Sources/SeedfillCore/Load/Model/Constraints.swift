/// The type-specific constraints of a field, also what a `rules` entry may switch on.
struct Constraints: Sendable, Hashable {
    /// Shortest text (`text`).
    var minLength: Int?
    /// Longest text (`text`).
    var maxLength: Int?
    /// A regex of the supported subset (`text`).
    var pattern: SourceText?
    /// A mask (`text`).
    var mask: SourceText?
    /// Letters a mask's `?` stands for.
    var maskLetters: SourceText?
    /// Lower bound (`integer`, `decimal`, `date`, `datetime`, `time`).
    var min: BoundSource?
    /// Upper bound.
    var max: BoundSource?
    /// Digits after the point (`decimal`).
    var scale: Int?
    /// The number every value is a multiple of (`integer`, `decimal`; set on the field, never
    /// by a rule), greater than 0.
    var multipleOf: Number?
    /// Fewest items (`multichoice`, `list`, `attachment`).
    var minItems: Int?
    /// Most items (`multichoice`, `list`, `attachment`).
    var maxItems: Int?
    /// Accepted MIME types (`attachment`).
    var accept: [String]?
    /// Largest file size in bytes (`attachment`).
    var maxSize: Int?
    /// A JSON Schema format the text must have (`text`; set on the field, never by a rule).
    var format: TextFormat?
    /// The ranges of a geopoint's four numbers (`geopoint`; `nil`: the defaults).
    var geoBounds: GeoBounds?
    /// Whether an attachment is written as a plain file name (`"as": "fileName"`).
    var asFileName = false

    /// No constraints.
    init() {}

    /// Whether no constraint is set.
    var isEmpty: Bool { self == Constraints() }
}

/// A `rules` entry: constraints that apply while `when` holds.
struct Rule: Sendable, Hashable {
    /// The condition.
    var when: SourceText
    /// What applies while it holds.
    var constraints: Constraints
    /// Where the rule object starts.
    var location: SourceLocation
    /// JSON path of the rule object.
    var path: String

    /// Creates a rule.
    init(when: SourceText, constraints: Constraints, location: SourceLocation, path: String) {
        self.when = when
        self.constraints = constraints
        self.location = location
        self.path = path
    }
}
