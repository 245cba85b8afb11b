/// The type-specific constraints of a field, also what a `rules` entry may switch on.
public struct Constraints: Sendable, Hashable {
    /// Shortest text (`text`).
    public var minLength: Int?
    /// Longest text (`text`).
    public var maxLength: Int?
    /// A regex of the supported subset (`text`).
    public var pattern: SourceText?
    /// A mask (`text`).
    public var mask: SourceText?
    /// Letters a mask's `?` stands for.
    public var maskLetters: SourceText?
    /// Lower bound (`integer`, `decimal`, `date`, `datetime`, `time`).
    public var min: BoundSource?
    /// Upper bound.
    public var max: BoundSource?
    /// Digits after the point (`decimal`).
    public var scale: Int?
    /// Fewest items (`multichoice`, `list`, `attachment`).
    public var minItems: Int?
    /// Most items (`multichoice`, `list`, `attachment`).
    public var maxItems: Int?
    /// Accepted MIME types (`attachment`).
    public var accept: [String]?
    /// Largest file size in bytes (`attachment`).
    public var maxSize: Int?

    /// No constraints.
    public init() {}

    /// Whether no constraint is set.
    public var isEmpty: Bool { self == Constraints() }
}

/// A `rules` entry: constraints that apply while `when` holds.
public struct Rule: Sendable, Hashable {
    /// The condition.
    public var when: SourceText
    /// What applies while it holds.
    public var constraints: Constraints
    /// Where the rule object starts.
    public var location: SourceLocation
    /// JSON path of the rule object.
    public var path: String

    /// Creates a rule.
    public init(when: SourceText, constraints: Constraints, location: SourceLocation, path: String) {
        self.when = when
        self.constraints = constraints
        self.location = location
        self.path = path
    }
}
