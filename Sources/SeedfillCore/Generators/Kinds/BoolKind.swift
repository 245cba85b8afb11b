/// `bool`: `true` with the given probability (`{"bool": 0.9}`), for boolean fields.
///
/// Its parts, in the order a run meets them:
/// - seed: ``SeedParser/parseBool(_:_:)`` reads the probability (`true` or `false` alone are
///   refused: they are fixed values, written without `bool`);
/// - plan: ``PlanBuilder/compileBool(_:spec:)`` checks it lies in 0…1 and makes
///   ``Generator/bool(_:)``; ``PlanBuilder/checkBoolFits(spec:field:)``: boolean fields only;
/// - guarantee: ``DrawGuarantee/boolHolds(_:)``: a boolean without options takes every draw;
/// - unique: ``UniqueSpace/bool``, its two values;
/// - fill: ``RecordFiller/drawBool(_:rng:)``, the one draw, taken inline by the quick draw
///   (``QuickDraw/Kind/bool``), which always gives a `Bool`.
extension SeedParser {
    /// The probability of `true`; `true`/`false` alone are not probabilities.
    mutating func parseBool(_ node: JSONNode, _ path: JSONPath) -> GeneratorKind? {
        if let flag = node.boolValue {
            error(
                "expected a probability for 'bool', found \(flag)", at: node.location, path,
                hint: "write a probability such as 0.5; for a fixed value write \(flag) alone")
            return nil
        }
        return probability(node, for: "'bool'", path).map { .bool(probability: $0) }
    }
}

extension PlanBuilder {
    /// `bool` with `probability`, which must be a probability.
    mutating func compileBool(_ probability: Double, spec: GeneratorSpec) -> Generator? {
        guard (0...1).contains(probability) else {
            diagnostics.error("'bool' is a probability between 0 and 1, found \(probability)", at: spec.location, path: spec.path)
            return nil
        }
        return .bool(probability)
    }

    /// `bool` fills boolean fields only.
    mutating func checkBoolFits(spec: GeneratorSpec, field id: FieldID) {
        if fields[id].field.type != .boolean { rejectUnfit("bool", fits: "boolean", spec: spec, field: id) }
    }
}

extension DrawGuarantee {
    /// Every draw is `true` or `false`, which a boolean field without options accepts.
    static func boolHolds(_ planned: some PlannedFieldParts) -> Bool {
        planned.field.type == .boolean && planned.options == nil
    }
}

extension UniqueSpace {
    /// The two values a `bool` can give.
    static let bool = UniqueSpace.values([.bool(false), .bool(true)])
}

extension RecordFiller {
    /// One `bool` draw: one number from the field's stream.
    @inline(__always)
    static func drawBool(_ probability: Double, rng: inout SplitMix64) -> Value {
        .bool(rng.unit() < probability)
    }
}
