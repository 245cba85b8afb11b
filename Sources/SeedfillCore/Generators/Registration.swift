// The registration of the generator kinds: every kind's place in every stage, in one file.
//
// A kind's work lives in its unit (`Kinds/`, `Wrappers/`); this file only says where each stage
// reaches it. A new kind adds, here: its key (and any sibling keys) to `GeneratorKeys`; its
// seed-side case to `GeneratorKind`, with its `keyword` and its line in `parseKind`; its
// compiled case to `Generator`, with the slots it reads in `dependencies`; and one line in each
// stage's switch that concerns it (the compiler lists every exhaustive switch it misses). A
// kind cheap enough to draw inline may also take a case in `QuickDraw` (`QuickDraw.swift`).

// MARK: - The keys of a generator object

/// The keys a generator object may hold (SPEC §4): exactly one generator key, any modifiers, and
/// the sibling keys that belong to one generator.
enum GeneratorKeys {
    /// The generator keys, in the order SPEC §4 lists them.
    static let generators = [
        "const", "oneOf", "someOf", "int", "decimal", "normal", "date", "datetime", "time", "bool",
        "mask", "regex", "sequence", "uuid", "fake", "template", "expr", "table", "ref", "when",
    ]

    /// Modifiers allowed on any generator.
    static let modifiers = ["null", "unique"]

    /// Sibling keys and the generator each goes with.
    static let siblings: [(key: String, owner: String)] = [
        ("gender", "fake"), ("maskLetters", "mask"), ("min", "someOf"), ("max", "someOf"),
        ("column", "table"), ("match", "table"),
    ]

    /// Every key a generator object may hold, for suggestions.
    static let all: [String] = generators + modifiers + siblings.map(\.key)

    /// The generator a sibling key goes with, if `key` is one.
    static func owner(of key: String) -> String? {
        siblings.first { $0.key == key }?.owner
    }

    /// Generator keys as a short list for hints.
    static var generatorList: String { generators.joined(separator: ", ") }
}

// MARK: - The seed side: a kind as a seed file writes it

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

// MARK: - The compiled side: a kind as the filler draws it

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

// MARK: - Each stage's dispatch to the units

/// The registration's dispatch: where each stage reaches a generator kind's unit
/// (`Generators/Kinds/`, `Generators/Wrappers/`). Every switch here has one line per kind (two
/// where a call does not fit on one), calling the unit; nothing about a kind is decided here.
///
/// A new kind adds its case to ``GeneratorKind`` and ``Generator`` and one line to each switch
/// below that concerns it (the compiler lists the switches it misses).
extension PlanBuilder {
    /// Compiles a spec's kind (without its `null` and `unique` modifiers) for field `id`.
    mutating func compileKind(_ spec: GeneratorSpec, for id: FieldID) -> Generator? {
        let scope = fields[id].scope
        switch spec.kind {
        case .const(let node): return compileConst(node, spec: spec, for: id)
        case .oneOf(let weighted): return compileOneOf(weighted, spec: spec, for: id)
        case .someOf(let nodes, let low, let high): return compileSomeOf(nodes, min: low, max: high, spec: spec, for: id)
        case .int(let low, let high, let step): return compileInt(min: low, max: high, step: step, spec: spec, for: id)
        case .decimal(let low, let high, let scale): return compileDecimal(min: low, max: high, scale: scale, spec: spec, for: id)
        case .normal(let mean, let sd, let low, let high, let scale):
            return compileNormal(mean: mean, sd: sd, min: low, max: high, scale: scale, spec: spec, for: id)
        case .date(let from, let to): return compileTemporal(from, to, spec: spec, for: id).map { .date(from: $0, to: $1) }
        case .dateTime(let from, let to): return compileTemporal(from, to, spec: spec, for: id).map { .dateTime(from: $0, to: $1) }
        case .time(let from, let to): return compileTemporal(from, to, spec: spec, for: id).map { .time(from: $0, to: $1) }
        case .bool(let probability): return compileBool(probability, spec: spec)
        case .mask(let text, let letters): return compileMaskKind(text, letters: letters, spec: spec, for: id)
        case .regex(let text): return compileRegex(text, spec: spec, for: id)
        case .sequence(let start, let step, let format): return compileSequence(start: start, step: step, format: format)
        case .uuid: return .uuid
        case .fake(let provider, let gender): return compileFake(provider, gender: gender, in: scope)
        case .template(let text): return bindTemplate(text, in: scope).map { .template($0) }
        case .expr(let text): return bind(text, in: scope).map { .expression($0) }
        case .table(let lookup): return compileTable(lookup, spec: spec, for: id)
        case .ref(let model, let seedName, let pick, let embed):
            return compileReference(model: model, seed: seedName, pick: pick, embed: embed, spec: spec, for: id)
        case .when(let branches): return compileWhen(branches, for: id)
        case .list:
            diagnostics.error(
                "'count' and 'item' map a list, but \(Quoted.single(fields[id].field.key)) is not a list",
                at: spec.location, path: spec.path)
            return nil
        }
    }

    /// Checks a seed generator against the field it fills: the kind of value it makes, and
    /// fixed values that can never pass (outside the options, failing the mask).
    mutating func checkAgainstField(_ generator: Generator, spec: GeneratorSpec, field id: FieldID) {
        guard fields[id].kind == .field else { return }
        switch generator {
        case .modelDefault, .when: break
        case .constant(let value): checkFixedValues([value], spec: spec, field: id)
        case .oneOf(let values, _): checkFixedValues(values, spec: spec, field: id)
        case .someOf: checkSomeOfFits(spec: spec, field: id)
        case .int: checkNumberFits("int", spec: spec, field: id)
        case .decimal: checkDecimalFits(spec: spec, field: id)
        case .normal: checkNumberFits("normal", spec: spec, field: id)
        case .date: checkTemporalFits("date", type: .date, spec: spec, field: id)
        case .dateTime: checkTemporalFits("datetime", type: .datetime, spec: spec, field: id)
        case .time: checkTemporalFits("time", type: .time, spec: spec, field: id)
        case .bool: checkBoolFits(spec: spec, field: id)
        case .mask: checkMaskFits(spec: spec, field: id)
        case .regex: checkRegexFits(spec: spec, field: id)
        case .sequence: checkSequenceFits(spec: spec, field: id)
        case .uuid: checkUUIDFits(spec: spec, field: id)
        case .template: checkTemplateFits(generator, spec: spec, field: id)
        case .expression: checkGeneratedType(generator, spec: spec, field: id)
        case .table(let table, let column, _, _): checkTableCells(table: table, column: column, spec: spec, field: id)
        case .fake(let provider, _, _): checkFakeFits(provider, spec: spec, field: id)
        case .reference: checkReferenceFits(spec: spec, field: id)
        case .nullable(_, let inner), .unique(_, let inner): checkAgainstField(inner, spec: spec, field: id)
        }
    }

    /// Whether `generator` may give a cell of a CSV table (see ``PlannedField/readsTextCells``).
    func readsTextCells(_ generator: Generator) -> Bool {
        switch generator {
        case .table(let table, _, _, _): return tableReadsTextCells(table)
        case .nullable(_, let inner), .unique(_, let inner): return readsTextCells(inner)
        case .when(let branches): return branches.contains { readsTextCells($0.generator) }
        default: return false
        }
    }

    /// Reports a generator (`what`, as the seed names it) that does not fill field `id`'s type;
    /// `fits` says which types it fills.
    mutating func rejectUnfit(_ what: String, fits: String, spec: GeneratorSpec, field id: FieldID) {
        let field = fields[id].field
        diagnostics.error(
            "\(Quoted.single(what)) does not fit the \(field.type.rawValue) field \(Quoted.single(field.key))", at: spec.location,
            path: spec.path,
            hint: "\(Quoted.single(what)) fills \(fits) fields")
    }
}

extension DrawGuarantee {
    /// Whether every non-null draw of `generator` passes `planned`'s checks: the kind's unit decides.
    static func holds<F: PlannedFieldParts>(_ generator: Generator, _ planned: F, _ fields: [F]) -> Bool {
        switch generator {
        case .nullable(_, let inner): return holds(inner, planned, fields)
        case .bool: return boolHolds(planned)
        case .mask(let mask): return maskHolds(mask, planned)
        case .regex(let pattern): return regexHolds(pattern, planned)
        case .oneOf(let values, _): return oneOfHolds(values, planned)
        case .table(let table, let column, let match, _): return tableHolds(table, column: column, match: match, planned, fields)
        case .int(let min, let max, _): return intHolds(min, max, planned)
        case .decimal(let min, let max, let scale): return decimalHolds(min, max, scale: scale, planned)
        case .date(let from, let to): return dateHolds(from, to, planned)
        default:
            return false
        }
    }
}

extension UniqueSpace {
    /// The countable space of a compiled generator, or `nil` when it has none that can be
    /// numbered (expression bounds, an uncountable regex, templates, providers…).
    static func of(_ generator: Generator) -> UniqueSpace? {
        switch generator {
        case .mask(let mask): return .mask(mask)
        case .regex(let pattern): return regexSpace(pattern)
        case .oneOf(let values, _): return .values(values)
        case .constant(let value): return .values([value])
        case .bool: return .bool
        case .int(let min, let max, let step): return intSpace(min, max, step: step)
        default:
            return nil
        }
    }
}

extension RunConstantFolder {
    /// `generator` with the run constants of its bounds and expressions folded.
    func fold(_ generator: Generator) -> Generator {
        switch generator {
        case .int(let min, let max, let step): return .int(min: fold(min), max: fold(max), step: step)
        case .decimal(let min, let max, let scale): return .decimal(min: fold(min), max: fold(max), scale: scale)
        case .normal(let mean, let sd, let min, let max, let scale):
            return .normal(mean: mean, sd: sd, min: min.map(fold), max: max.map(fold), scale: scale)
        case .date(let from, let to): return .date(from: from.map(fold), to: to.map(fold))
        case .dateTime(let from, let to): return .dateTime(from: from.map(fold), to: to.map(fold))
        case .time(let from, let to): return .time(from: from.map(fold), to: to.map(fold))
        case .template(let template): return .template(fold(template))
        case .expression(let expression): return .expression(fold(expression))
        case .when(let branches): return .when(branches.map { ($0.condition.map(fold), fold($0.generator)) })
        case .nullable(let probability, let inner): return .nullable(probability, fold(inner))
        case .unique(let how, let inner): return .unique(how, fold(inner))
        case .modelDefault, .constant, .oneOf, .someOf, .bool, .mask, .regex, .sequence, .uuid, .table, .fake, .reference: return generator
        }
    }
}

extension RecordFiller {
    /// One draw of `generator` for field `id`.
    func draw(_ generator: Generator, for id: FieldID, rng: inout SplitMix64, itemKey: UInt64, state: inout State) throws(FillError)
        -> Value
    {
        switch generator {
        case .modelDefault: return try modelDefault(id, rng: &rng, itemKey: itemKey, state: &state)
        case .constant(let value): return value
        case .oneOf(let values, let cumulative): return Self.drawOneOf(values, cumulative: cumulative, rng: &rng)
        case .someOf(let values, let low, let high): return Self.drawSomeOf(values, min: low, max: high, rng: &rng)
        case .int(let min, let max, let step): return try drawInt(min, max, step: step, for: id, rng: &rng, state: &state)
        case .decimal(let min, let max, let scale): return try drawDecimal(min, max, scale: scale, for: id, rng: &rng, state: &state)
        case .normal(let mean, let sd, let min, let max, let scale):
            return try drawNormal(mean: mean, sd: sd, min, max, scale: scale, for: id, rng: &rng, state: &state)
        case .date(let from, let to): return try drawDate(from, to, for: id, rng: &rng, state: &state)
        case .dateTime(let from, let to): return try drawDateTime(from, to, for: id, rng: &rng, state: &state)
        case .time(let from, let to): return try drawTime(from, to, for: id, rng: &rng, state: &state)
        case .bool(let probability): return Self.drawBool(probability, rng: &rng)
        case .mask(let mask): return Self.drawMask(mask, rng: &rng)
        case .regex(let pattern): return Self.drawRegex(pattern, rng: &rng)
        case .sequence(let start, let step, let format):
            return drawSequence(start: start, step: step, format: format, record: state.record, for: id)
        case .uuid: return Self.drawUUID(rng: &rng)
        case .template(let template): return try drawTemplate(template, for: id, state: &state)
        case .expression(let expression): return try evaluate(expression, for: id, what: "its expression", state: &state)
        case .table(let table, let column, let match, let index):
            return drawTable(table, column: column, match: match, index: index, rng: &rng, itemKey: itemKey, state: state)
        case .when(let branches):
            // The wrappers' draws stay in this switch: they draw their inner generator through
            // `draw` again, and as functions of their own (even `@inline(__always)`) they changed
            // how the fill loop is inlined, +3.4 % instructions on the reference workload.
            // By index: each branch is read where the array holds it, not copied out as a tuple.
            for i in branches.indices {
                if let condition = branches[i].condition {
                    let holds: Bool
                    do {
                        holds = try condition.isTrue(in: &state.context)
                    } catch {
                        throw evaluationFailure(id, error, what: "a 'when' condition", state: state)
                    }
                    if !holds { continue }
                }
                // A mask, the usual branch (a document number by its type), is drawn here: through
                // `draw` it would cost another call and switch.
                if case .mask(let mask) = branches[i].generator { return Self.drawMask(mask, rng: &rng) }
                return try draw(branches[i].generator, for: id, rng: &rng, itemKey: itemKey, state: &state)
            }
            // No branch holds: what the field gets unmapped, its initialValue or defaultExpr, else
            // the default.
            if let initial = plan.fields[id].initialValue { return initial }
            if let expression = plan.fields[id].defaultExpr {
                return conform(try evaluate(expression, for: id, what: "defaultExpr", state: &state), to: plan.fields[id])
            }
            return try modelDefault(id, rng: &rng, itemKey: itemKey, state: &state)
        case .nullable(let probability, let inner):
            if rng.unit() < probability { return .null }
            return try draw(inner, for: id, rng: &rng, itemKey: itemKey, state: &state)
        case .fake(let provider, let locale, let gender):
            return Self.drawFake(provider, locale: locale, gender: gender, rng: &rng, in: state)
        case .unique(let how, let inner): return try drawUnique(how, inner, for: id, rng: &rng, itemKey: itemKey, state: &state)
        case .reference(let reference): return try referencedValue(reference, for: id, rng: &rng, state: &state)
        }
    }
}

extension RecordFiller {
    /// The error of field `id`, whose draw from `generator` was empty, when its bounds or its
    /// table match leave nothing to draw in this record; `nil` for any other empty draw. The
    /// kind's unit explains; a wrapper is first resolved to the generator that drew.
    func emptyDrawError(_ id: FieldID, _ generator: Generator, state: inout State) throws(FillError) -> FillError? {
        switch resolved(generator, state: &state) {
        case .int(let min, let max, let step)?: return try emptyInt(id, min, max, step: step, state: &state)
        case .decimal(let min, let max, let scale)?: return try emptyDecimal(id, min, max, scale: scale, state: &state)
        case .date(let from, let to)?, .dateTime(let from, let to)?, .time(let from, let to)?:
            return try emptyTemporal(id, from, to, state: &state)
        case .table(let table, let column, let match, let index?)?:
            return emptyTable(id, table, column: column, match: match, index: index, state: state)
        case .modelDefault?: return try emptyDefault(id, state: &state)
        default: return nil
        }
    }
}
