/// The generator kinds of SPEC §4, as a seed file writes them: the registration's seed side.
///
/// Each kind's reading lives in its unit (`Generators/Kinds/`); a kind adds one case here, its
/// keyword below, one line in ``SeedParser/parseKind(_:siblings:field:object:objectPath:depth:)``
/// and its key in ``GeneratorKeys/generators``.
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

extension SeedParser {
    /// The kind a generator key names, read by that kind's unit; `nil` after reporting a mistake.
    mutating func parseKind(
        _ member: JSONMember, siblings: [JSONMember], field: Field?, object: JSONNode, objectPath: JSONPath, depth: Int
    ) -> GeneratorKind? {
        let node = member.value
        let path = objectPath.appending(member.key)
        func sibling(_ key: String) -> JSONMember? { siblings.first { $0.key == key } }
        switch member.key {
        case "const": return .const(node)
        case "oneOf": return parseOneOf(node, path)
        case "someOf": return parseSomeOf(node, min: sibling("min"), max: sibling("max"), objectPath: objectPath)
        case "int": return parseInt(node, path)
        case "decimal": return parseDecimal(node, path)
        case "normal": return parseNormal(node, path)
        case "date", "datetime", "time": return parseDateRange(member.key, node, path)
        case "bool": return parseBool(node, path)
        case "mask": return parseMask(node, letters: sibling("maskLetters"), objectPath: objectPath)
        case "regex": return parseRegex(node, path)
        case "sequence": return parseSequence(node, path)
        case "uuid": return parseUUID(node, path)
        case "fake": return parseFake(node, gender: sibling("gender"), objectPath: objectPath)
        case "template": return parseTemplate(node, path)
        case "expr": return parseExpression(node, path)
        case "table": return parseTable(node, column: sibling("column"), match: sibling("match"), object: object, objectPath: objectPath)
        case "ref": return parseRef(node, path)
        case "when": return parseWhen(node, field: field, path, depth: depth)
        default: return nil
        }
    }
}
