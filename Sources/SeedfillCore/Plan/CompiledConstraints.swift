/// A field's constraints with masks and patterns compiled and bounds bound.
///
/// A class so that checking a value shares the field's constraints instead of copying them;
/// immutable: an active rule, or a run's constant bounds, make a new instance.
final class CompiledConstraints: Sendable {
    let minLength: Int?
    let maxLength: Int?
    let pattern: RegexPattern?
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

    /// No constraint at all.
    static let none = CompiledConstraints()

    init(
        minLength: Int? = nil, maxLength: Int? = nil, pattern: RegexPattern? = nil, patternText: String? = nil, mask: Mask? = nil,
        maskText: String? = nil, min: CompiledBound? = nil, max: CompiledBound? = nil, scale: Int? = nil, minItems: Int? = nil,
        maxItems: Int? = nil, accept: [String]? = nil, maxSize: Int? = nil
    ) {
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
    }

    /// These constraints with every key `other` sets taking precedence (an active rule).
    func overridden(by other: CompiledConstraints) -> CompiledConstraints {
        let pattern = other.pattern != nil ? (other.pattern, other.patternText) : (self.pattern, patternText)
        let mask = other.mask != nil ? (other.mask, other.maskText) : (self.mask, maskText)
        return CompiledConstraints(
            minLength: other.minLength ?? minLength, maxLength: other.maxLength ?? maxLength, pattern: pattern.0,
            patternText: pattern.1, mask: mask.0, maskText: mask.1, min: other.min ?? min, max: other.max ?? max,
            scale: other.scale ?? scale, minItems: other.minItems ?? minItems, maxItems: other.maxItems ?? maxItems,
            accept: other.accept ?? accept, maxSize: other.maxSize ?? maxSize)
    }

    /// These constraints with other bounds (the same bounds folded for a run).
    func withBounds(min: CompiledBound?, max: CompiledBound?) -> CompiledConstraints {
        CompiledConstraints(
            minLength: minLength, maxLength: maxLength, pattern: pattern, patternText: patternText, mask: mask, maskText: maskText,
            min: min, max: max, scale: scale, minItems: minItems, maxItems: maxItems, accept: accept, maxSize: maxSize)
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
