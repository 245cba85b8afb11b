/// A bound of a value a cover set shows at its edge (`generate --cover`): `min`, `max`,
/// `minLength` or `maxLength`, valid side only (a value equal to the bound).
enum CoverEdge: String, Hashable, Sendable, CaseIterable {
    case min, max, minLength, maxLength

    /// The edges `constraints` set for a field of `type`: `min` and `max` of a number, date,
    /// date-time or time; `minLength` and `maxLength` of a text.
    static func edges(of constraints: CompiledConstraints, type: FieldType) -> [CoverEdge] {
        switch type {
        case .integer, .decimal, .date, .datetime, .time:
            return [constraints.min != nil ? .min : nil, constraints.max != nil ? .max : nil].compactMap { $0 }
        case .text:
            return [constraints.minLength != nil ? .minLength : nil, constraints.maxLength != nil ? .maxLength : nil].compactMap { $0 }
        default:
            return []
        }
    }

    /// The bound as the model writes it (`18`, `'today - 18y'`), if `constraints` (a field's
    /// or a rule's, as declared) set it.
    func text(in constraints: Constraints) -> String? {
        switch self {
        case .min: constraints.min.map(Self.written)
        case .max: constraints.max.map(Self.written)
        case .minLength: constraints.minLength.map(String.init)
        case .maxLength: constraints.maxLength.map(String.init)
        }
    }

    private static func written(_ bound: BoundSource) -> String {
        bound.node.numberLiteral ?? bound.node.stringValue.map(Quoted.single) ?? "?"
    }

    /// The bound's value in the record of `context`: the number, date or time of `min` and
    /// `max`, the number of characters of a length.
    func value(in constraints: CompiledConstraints, context: inout EvaluationContext) -> Value? {
        switch self {
        case .min: return constraints.min.flatMap { try? $0.evaluate(in: &context) }.flatMap { $0.isNull ? nil : $0 }
        case .max: return constraints.max.flatMap { try? $0.evaluate(in: &context) }.flatMap { $0.isNull ? nil : $0 }
        case .minLength: return constraints.minLength.map { .number(Number(Int64($0))) }
        case .maxLength: return constraints.maxLength.map { .number(Number(Int64($0))) }
        }
    }

    /// Whether `value` sits exactly on the bound whose value is `bound`.
    func holds(_ value: Value, at bound: Value) -> Bool {
        switch self {
        case .min, .max:
            return Value.compareForBounds(value, bound) == 0
        case .minLength, .maxLength:
            guard case .string(let text) = value, case .number(let count) = bound else { return false }
            return count.int64Value == Int64(text.unicodeScalars.count)
        }
    }

    /// Why no value within `constraints` (the bounds in force) sits on the edge, when they say
    /// so: a length the mask or the pattern never has, `min` above `max`.
    func impossibility(in constraints: CompiledConstraints) -> String? {
        switch self {
        case .min, .max:
            guard case .value(let low)? = constraints.min, case .value(let high)? = constraints.max,
                let order = Value.compareForBounds(low, high), order > 0
            else { return nil }
            return "its min \(low.jsonText) is above its max \(high.jsonText)"
        case .minLength, .maxLength:
            guard let length = self == .minLength ? constraints.minLength : constraints.maxLength else { return nil }
            if let low = constraints.minLength, let high = constraints.maxLength, low > high {
                return "its minLength \(low) is above its maxLength \(high)"
            }
            if let mask = constraints.mask, mask.length != length {
                return "every value of the mask \(Quoted.single(constraints.maskText ?? "")) has \(mask.length) characters"
            }
            if let pattern = constraints.pattern, pattern.matchesSomeLength(from: length, through: length) == false {
                return "no text of \(length) characters matches the pattern \(Quoted.single(constraints.patternText ?? ""))"
            }
            return nil
        }
    }
}
