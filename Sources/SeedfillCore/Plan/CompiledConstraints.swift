/// A field's constraints with masks and patterns compiled and bounds bound.
///
/// A class so that checking a value shares the field's constraints instead of copying them;
/// never changed once planned (an active rule makes a new instance).
final class CompiledConstraints: @unchecked Sendable {
    var minLength: Int?
    var maxLength: Int?
    var pattern: RegexPattern?
    var patternText: String?
    var mask: Mask?
    var maskText: String?
    var min: CompiledBound?
    var max: CompiledBound?
    var scale: Int?
    var minItems: Int?
    var maxItems: Int?
    var accept: [String]?
    var maxSize: Int?

    init() {}

    /// A copy that can be changed without touching this instance.
    func copy() -> CompiledConstraints {
        let out = CompiledConstraints()
        out.minLength = minLength
        out.maxLength = maxLength
        out.pattern = pattern
        out.patternText = patternText
        out.mask = mask
        out.maskText = maskText
        out.min = min
        out.max = max
        out.scale = scale
        out.minItems = minItems
        out.maxItems = maxItems
        out.accept = accept
        out.maxSize = maxSize
        return out
    }

    /// These constraints with every key `other` sets taking precedence (an active rule).
    func overridden(by other: CompiledConstraints) -> CompiledConstraints {
        let out = copy()
        if other.minLength != nil { out.minLength = other.minLength }
        if other.maxLength != nil { out.maxLength = other.maxLength }
        if other.pattern != nil { out.pattern = other.pattern; out.patternText = other.patternText }
        if other.mask != nil { out.mask = other.mask; out.maskText = other.maskText }
        if other.min != nil { out.min = other.min }
        if other.max != nil { out.max = other.max }
        if other.scale != nil { out.scale = other.scale }
        if other.minItems != nil { out.minItems = other.minItems }
        if other.maxItems != nil { out.maxItems = other.maxItems }
        if other.accept != nil { out.accept = other.accept }
        if other.maxSize != nil { out.maxSize = other.maxSize }
        return out
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
