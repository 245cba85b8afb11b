/// A compiled generator: how one field's value is drawn in a record.
///
/// Built by the planner from a seed file's ``GeneratorSpec`` (or derived from the model for
/// unmapped fields), run by the filler with the field's own random stream.
indirect enum Generator: Sendable {
    /// Derived from the field at fill time: options, mask, pattern, bounds and active rules.
    case modelDefault
    /// A fixed value.
    case constant(Value)
    /// One of `values`; uniform when `cumulativeWeights` is `nil`.
    case oneOf([Value], cumulativeWeights: [Double]?)
    /// A subset of `values` with `min…max` elements, in the values' order.
    case someOf([Value], min: Int, max: Int)
    /// A whole number, uniform in `min…max` on the grid `min + k·step`.
    case int(min: CompiledBound, max: CompiledBound, step: Int64)
    /// A decimal with `scale` digits, uniform in `min…max`.
    case decimal(min: CompiledBound, max: CompiledBound, scale: Int)
    /// A normally distributed number, clamped to `min…max`, rounded to `scale` digits.
    case normal(mean: Double, sd: Double, min: CompiledBound?, max: CompiledBound?, scale: Int)
    /// A date uniform in `from…to` (a missing bound falls back to the field's).
    case date(from: CompiledBound?, to: CompiledBound?)
    /// A date-time uniform in `from…to`, to the second.
    case dateTime(from: CompiledBound?, to: CompiledBound?)
    /// A time uniform in `from…to`, to the minute.
    case time(from: CompiledBound?, to: CompiledBound?)
    /// `true` with the given probability.
    case bool(Double)
    /// A string matching a mask.
    case mask(Mask)
    /// A string matching a regex.
    case regex(RegexPattern)
    /// `start + (record − 1) · step`, formatted.
    case sequence(start: Int64, step: Int64, format: SequenceFormat?)
    /// An RFC 4122 version 4 UUID from the field's stream.
    case uuid
    /// Text with expression parts.
    case template(BoundTemplate)
    /// An expression's value.
    case expression(BoundExpression)
    /// A value from a table row: the record's shared row, or a row matching the given slots
    /// (found through `rows`, the table's rows by their `match` cells; `nil` without `match`).
    case table(table: Int, column: Int, match: [(column: Int, slot: Slot)], rows: TableRowIndex?)
    /// The first branch whose condition holds (`nil` condition: `else`); no branch → model default.
    case when([(condition: BoundExpression?, generator: Generator)])
    /// Empty (`null`) with the given probability, else the wrapped generator.
    case nullable(Double, Generator)
    /// A locale provider's value; names agree with the gender read from `gender`'s slot.
    case fake(FakeProvider, locale: FakeLocale, gender: Slot?)
    /// `unique`: the wrapped generator's values, kept apart as `how` says (SPEC §5.7).
    case unique(UniqueDraw, Generator)
    /// A record of another seed (or its key): see ``Reference``.
    case reference(Reference)

    /// Slots the generator reads (edges of the dependency graph).
    var dependencies: [Slot] {
        switch self {
        case .modelDefault, .constant, .oneOf, .someOf, .bool, .mask, .regex, .sequence, .uuid, .reference:
            return []
        case .int(let min, let max, _), .decimal(let min, let max, _):
            return min.dependencies + max.dependencies
        case .normal(_, _, let min, let max, _):
            return (min?.dependencies ?? []) + (max?.dependencies ?? [])
        case .date(let from, let to), .dateTime(let from, let to), .time(let from, let to):
            return (from?.dependencies ?? []) + (to?.dependencies ?? [])
        case .template(let template):
            return template.dependencies
        case .expression(let expression):
            return expression.dependencies
        case .table(_, _, let match, _):
            return match.map(\.slot)
        case .when(let branches):
            return branches.flatMap { ($0.condition?.dependencies ?? []) + $0.generator.dependencies }
        case .nullable(_, let inner), .unique(_, let inner):
            return inner.dependencies
        case .fake(_, _, let gender):
            return gender.map { [$0] } ?? []
        }
    }
}
