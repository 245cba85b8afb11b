/// One field of a questionnaire model — or a section, which is a field holding fields.
struct Field: Sendable, Hashable {
    /// The key: `[A-Za-z_][A-Za-z0-9_]*`, unique within its scope.
    var key: String
    /// What the field holds.
    var type: FieldType
    /// The member name written in the fixture and read by `validate` (`"name"`), when it is not
    /// the key: any non-empty text. Expressions, seeds and paths in models keep using the key.
    var name: String?
    /// Where `name` was written, for messages about it.
    var nameLocation: SourceLocation?
    /// Display title.
    var title: String?
    /// Where the field's object starts.
    var location: SourceLocation
    /// JSON path of the field's object in the model file, e.g. `sections[0].fields[3]`.
    var path: String

    /// Fields of a section, group or list item, in declaration order.
    var fields: [Field] = []
    /// Declared parent fields (more are added from expressions, `match` and `rules`).
    var parents: [SourceText] = []
    /// Hidden (and omitted) while false.
    var visibleWhen: SourceText?
    /// Whether a visible field may be empty.
    var optional: Bool = false
    /// Whether an empty value is left out of the fixture rather than written as `null`
    /// (`"optional": "omit"`).
    var omitsEmpty: Bool = false
    /// Filled and readable by expressions, never written (`"internal": true`).
    var isInternal: Bool = false
    /// A section or group that is layout only (`"flatten": true`): its condition applies to
    /// its fields, which are written into the enclosing object instead of an object of its own.
    var flattens: Bool = false
    /// Required only while this holds (otherwise optional).
    var requiredWhen: SourceText?
    /// Read-only while false: keeps its initial value.
    var enabledWhen: SourceText?
    /// Calculated, never generated.
    var compute: SourceText?
    /// The value an unmapped field takes, calculated from earlier fields (a seed may still map it).
    var defaultExpr: SourceText?
    /// A cross-field constraint.
    var validWhen: SourceText?
    /// What to say when `validWhen` fails.
    var message: String?
    /// The field's own wording of a broken constraint, by rule name (`max`, `pattern`, `required`).
    var messages: [String: ConstraintMessage] = [:]
    /// The value used when the seed file does not map the field (a JSON constant).
    var initialValue: JSONNode?
    /// Type-specific constraints that always apply.
    var constraints = Constraints()
    /// Constraints that apply conditionally.
    var rules: [Rule] = []
    /// Options of a choice or multichoice.
    var options: Options?
    /// A choice that also takes a value outside its options, checked by its text constraints
    /// (`"open": true`, SurveyJS's "other" with free text).
    var isOpen: Bool = false
    /// A list's item count as an expression (`count`).
    var count: SourceText?
    /// Item fields no two items of a list may share.
    var uniqueBy: [SourceText] = []
    /// The referenced model (`ref`).
    var refModel: String?
    /// Whether a `ref` embeds the record (true) or only its key (false).
    var embed: Bool = true

    /// Creates a field with just a key and type; set the rest as needed.
    init(key: String, type: FieldType, location: SourceLocation, path: String) {
        self.key = key
        self.type = type
        self.location = location
        self.path = path
    }
}

extension Field {
    /// The member name the fixture holds for this field: its `name`, else its key.
    var outputName: String { name ?? key }
}
