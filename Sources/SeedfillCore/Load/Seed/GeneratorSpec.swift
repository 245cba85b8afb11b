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

/// How a `ref` picks the referenced record.
enum RefPick: String, Sendable, Hashable {
    case random, sequential
}

/// A branch of a `when` generator; `condition` is `nil` for the final `else`.
struct WhenBranch: Sendable, Hashable {
    /// The `if` expression.
    var condition: SourceText?
    /// The generator used when the branch is taken.
    var generator: GeneratorSpec

    /// Creates a branch.
    init(condition: SourceText?, generator: GeneratorSpec) {
        self.condition = condition
        self.generator = generator
    }
}

/// A weighted value of `oneOf`.
struct WeightedValue: Sendable, Hashable {
    /// The value, as written.
    var value: JSONNode
    /// Its relative weight (> 0).
    var weight: Double

    /// Creates a weighted value.
    init(value: JSONNode, weight: Double) {
        self.value = value
        self.weight = weight
    }
}

/// The generator kinds of SPEC §4.
indirect enum GeneratorKind: Sendable, Hashable {
    /// `const`, or a plain JSON value.
    case const(JSONNode)
    /// `oneOf` in any of its three forms, or a plain array (uniform).
    case oneOf([WeightedValue])
    /// `someOf`: a subset of `values` with between `min` and `max` elements.
    case someOf(values: [JSONNode], min: Int?, max: Int?)
    /// `int`: `[min, max]` or `{min, max, step}`.
    case int(min: BoundSource, max: BoundSource, step: BoundSource?)
    /// `decimal`: `{min, max, scale}`.
    case decimal(min: BoundSource, max: BoundSource, scale: Int)
    /// `normal`: `{mean, sd, min?, max?, scale?}`.
    case normal(mean: BoundSource, sd: BoundSource, min: BoundSource?, max: BoundSource?, scale: Int?)
    /// `date`: `{from, to}`; a missing bound falls back to the field's.
    case date(from: BoundSource?, to: BoundSource?)
    /// `datetime`: `{from, to}`.
    case dateTime(from: BoundSource?, to: BoundSource?)
    /// `time`: `{from, to}`.
    case time(from: BoundSource?, to: BoundSource?)
    /// `bool`: probability of `true`.
    case bool(probability: Double)
    /// `mask` (+ `maskLetters`).
    case mask(SourceText, letters: SourceText?)
    /// `regex`.
    case regex(SourceText)
    /// `sequence`: `{start, step, format}`.
    case sequence(start: Int64, step: Int64, format: SourceText?)
    /// `uuid`: RFC 4122 version 4 from the record's stream.
    case uuid
    /// `fake`: a locale provider such as `person.firstName`; `gender` names a field.
    case fake(provider: SourceText, gender: SourceText?)
    /// `template`: text with `{expression}` parts.
    case template(SourceText)
    /// `expr`: an expression's value.
    case expr(SourceText)
    /// `table`: `{table, column, match?}`.
    case table(TableLookup)
    /// `ref`: a record of another seed file.
    case ref(model: String, seed: String?, pick: RefPick, embed: Bool?)
    /// `when`: the first branch whose condition holds.
    case when([WhenBranch])
    /// A list's entry: `{count, item}`; `count` is a range `[a, b]`, a number, or an expression.
    case list(count: ListCount?, item: [SeedEntry])
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

extension GeneratorKind {
    /// The seed-file key that names this kind, for messages.
    var keyword: String {
        switch self {
        case .const: return "const"
        case .oneOf: return "oneOf"
        case .someOf: return "someOf"
        case .int: return "int"
        case .decimal: return "decimal"
        case .normal: return "normal"
        case .date: return "date"
        case .dateTime: return "datetime"
        case .time: return "time"
        case .bool: return "bool"
        case .mask: return "mask"
        case .regex: return "regex"
        case .sequence: return "sequence"
        case .uuid: return "uuid"
        case .fake: return "fake"
        case .template: return "template"
        case .expr: return "expr"
        case .table: return "table"
        case .ref: return "ref"
        case .when: return "when"
        case .list: return "count"
        }
    }
}
