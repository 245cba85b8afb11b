/// A field's constraints, compiled: masks and patterns compiled, bounds bound, and the forms
/// that checking a value reads worked out once.
///
/// The planner builds them (a field's own, each combination of its rules, a run's constant
/// bounds) and the filler and the validator read the same instance. A final class of `let`s: a
/// check shares the field's constraints instead of copying them and reads them without an
/// exclusivity check; an active rule, or a run's constant bounds, make a new instance.
final class CompiledConstraints: Sendable {
    // What checking a value reads, worked out from the constraints below: first, so that a
    // check reads few cache lines of the object (a class lays its properties out in order).

    /// `minLength`, or 0; `maxLength`, or `Int.max`: what ``admits(utf8:patternByScalars:)`` compares with.
    let lengthFloor: Int
    let lengthCeiling: Int
    /// The mask's tables, read without going through ``Mask``.
    let maskMatcher: MaskMatcher?
    /// The pattern's byte tables, when it has them (see ``RegexByteMatcher/matchesBytes``).
    let patternMatcher: RegexByteMatcher?
    /// The pattern, compiled: matched scalar by scalar when it has no byte tables.
    let pattern: RegexPattern?
    /// Constant bounds as whole numbers (see ``WholeRange``): for a date's day number, and for a
    /// number's mantissa at scale 0 and at ``decimalScale``; `nil` when a bound is evaluated per
    /// record or cannot be written so.
    let dayRange: WholeRange?
    let wholeRange: WholeRange?
    let scaledRange: WholeRange?
    /// The digits a decimal may have after the point (`scale`, 2 unless the model says otherwise).
    let decimalScale: Int
    /// `min` and `max` as a check reads them: constants of a comparable kind held as themselves
    /// (`today - 80y` once a run's `today` is known is a plain date), so that comparing copies
    /// nothing; `.evaluated` for a bound read per record.
    let minLimit: Limit
    let maxLimit: Limit
    /// The bounds that are evaluated in each record (`.evaluated` limits).
    let minExpression: BoundExpression?
    let maxExpression: BoundExpression?
    /// Evaluated bounds that are a date field shifted by a duration (see ``DateShift``).
    let minShift: DateShift?
    let maxShift: DateShift?

    // The constraints as the model states them.

    let minLength: Int?
    let maxLength: Int?
    let patternText: String?
    let mask: Mask?
    let maskText: String?
    let min: CompiledBound?
    let max: CompiledBound?
    let scale: Int?
    let minItems: Int?
    let maxItems: Int?
    let accept: [String]?
    let maxSize: Int?
    /// A text's format (set on the field only: rules keep it).
    let format: TextFormat?
    /// A geopoint's ranges (the defaults when the model sets none).
    let geoBounds: GeoBounds
    /// Whether an attachment is a plain file name.
    let asFileName: Bool
    /// The number every value is a multiple of (see ``FieldCheck/multipleViolation(_:step:)``).
    let multipleOf: Number?

    /// No constraint at all.
    static let none = CompiledConstraints()

    init(
        minLength: Int? = nil, maxLength: Int? = nil, pattern: RegexPattern? = nil, patternText: String? = nil, mask: Mask? = nil,
        maskText: String? = nil, min: CompiledBound? = nil, max: CompiledBound? = nil, scale: Int? = nil, minItems: Int? = nil,
        maxItems: Int? = nil, accept: [String]? = nil, maxSize: Int? = nil, format: TextFormat? = nil,
        geoBounds: GeoBounds = .standard, asFileName: Bool = false, multipleOf: Number? = nil
    ) {
        self.multipleOf = multipleOf
        self.format = format
        self.geoBounds = geoBounds
        self.asFileName = asFileName
        self.minLength = minLength
        self.maxLength = maxLength
        self.pattern = pattern
        self.patternText = patternText
        self.mask = mask
        self.maskText = maskText
        self.min = min
        self.max = max
        self.scale = scale
        self.minItems = minItems
        self.maxItems = maxItems
        self.accept = accept
        self.maxSize = maxSize
        (minLimit, minExpression) = Limit.reading(min)
        (maxLimit, maxExpression) = Limit.reading(max)
        decimalScale = scale ?? 2
        lengthFloor = minLength ?? 0
        lengthCeiling = maxLength ?? Int.max
        maskMatcher = mask?.compiled.matcher
        patternMatcher = pattern?.compiled.matcher.flatMap { $0.matchesBytes ? $0 : nil }
        dayRange = WholeRange(minLimit, maxLimit, .days)
        wholeRange = WholeRange(minLimit, maxLimit, .mantissa(scale: 0))
        scaledRange = WholeRange(minLimit, maxLimit, .mantissa(scale: decimalScale))
        minShift = minExpression.flatMap(DateShift.init)
        maxShift = maxExpression.flatMap(DateShift.init)
    }

    /// These constraints with every key `other` sets taking precedence (an active rule).
    func overridden(by other: CompiledConstraints) -> CompiledConstraints {
        let pattern = other.pattern != nil ? (other.pattern, other.patternText) : (self.pattern, patternText)
        let mask = other.mask != nil ? (other.mask, other.maskText) : (self.mask, maskText)
        return CompiledConstraints(
            minLength: other.minLength ?? minLength, maxLength: other.maxLength ?? maxLength, pattern: pattern.0,
            patternText: pattern.1, mask: mask.0, maskText: mask.1, min: other.min ?? min, max: other.max ?? max,
            scale: other.scale ?? scale, minItems: other.minItems ?? minItems, maxItems: other.maxItems ?? maxItems,
            accept: other.accept ?? accept, maxSize: other.maxSize ?? maxSize, format: format, geoBounds: geoBounds,
            asFileName: asFileName, multipleOf: multipleOf)
    }

    /// These constraints with other bounds (the same bounds folded for a run).
    func withBounds(min: CompiledBound?, max: CompiledBound?) -> CompiledConstraints {
        CompiledConstraints(
            minLength: minLength, maxLength: maxLength, pattern: pattern, patternText: patternText, mask: mask, maskText: maskText,
            min: min, max: max, scale: scale, minItems: minItems, maxItems: maxItems, accept: accept, maxSize: maxSize, format: format,
            geoBounds: geoBounds, asFileName: asFileName, multipleOf: multipleOf)
    }
}

/// A bound that is a fixed value or an expression read per record.
enum CompiledBound: Sendable {
    case value(Value)
    case expression(BoundExpression, text: String)

    /// The bound's value in the current record.
    func evaluate(in context: inout EvaluationContext) throws(EvaluationError) -> Value {
        switch self {
        case .value(let value): return value
        case .expression(let expression, _): return try expression.evaluate(in: &context)
        }
    }

    /// The bound as the user wrote it, for messages.
    var text: String {
        switch self {
        case .value(let value): return value.jsonText
        case .expression(_, let text): return text
        }
    }

    /// Slots the bound reads.
    var dependencies: [Slot] {
        if case .expression(let expression, _) = self { return expression.dependencies }
        return []
    }
}
