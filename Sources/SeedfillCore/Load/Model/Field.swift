/// One field of a questionnaire model — or a section, which is a field holding fields.
public struct Field: Sendable, Hashable {
    /// The key: `[A-Za-z_][A-Za-z0-9_]*`, unique within its scope.
    public var key: String
    /// What the field holds.
    public var type: FieldType
    /// Display title.
    public var title: String?
    /// Where the field's object starts.
    public var location: SourceLocation
    /// JSON path of the field's object in the model file, e.g. `sections[0].fields[3]`.
    public var path: String

    /// Fields of a section, group or list item, in declaration order.
    public var fields: [Field] = []
    /// Declared parent fields (more are added from expressions, `match` and `rules`).
    public var parents: [SourceText] = []
    /// Hidden (and omitted) while false.
    public var visibleWhen: SourceText?
    /// Whether a visible field may be empty.
    public var optional: Bool = false
    /// Required only while this holds (otherwise optional).
    public var requiredWhen: SourceText?
    /// Read-only while false: keeps its initial value.
    public var enabledWhen: SourceText?
    /// Calculated, never generated.
    public var compute: SourceText?
    /// A cross-field constraint.
    public var validWhen: SourceText?
    /// What to say when `validWhen` fails.
    public var message: String?
    /// The value used when the seed file does not map the field (a JSON constant).
    public var initialValue: JSONNode?
    /// Type-specific constraints that always apply.
    public var constraints = Constraints()
    /// Constraints that apply conditionally.
    public var rules: [Rule] = []
    /// Options of a choice or multichoice.
    public var options: Options?
    /// A list's item count as an expression (`count`).
    public var count: SourceText?
    /// Item fields no two items of a list may share.
    public var uniqueBy: [SourceText] = []
    /// The referenced model (`ref`).
    public var refModel: String?
    /// Whether a `ref` embeds the record (true) or only its key (false).
    public var embed: Bool = true

    /// Creates a field with just a key and type; set the rest as needed.
    public init(key: String, type: FieldType, location: SourceLocation, path: String) {
        self.key = key
        self.type = type
        self.location = location
        self.path = path
    }
}
