/// `oneOf`: one of a few values, uniform or weighted (`{"oneOf": ["a", "b"]}`,
/// `{"oneOf": {"a": 3, "b": 1}}`, `[{"value": "a", "weight": 3}, …]`, or a plain array).
///
/// Its parts, in the order a run meets them:
/// - seed: ``WeightedValue`` and ``SeedParser/parseOneOf(_:_:)``, the three forms;
/// - plan: ``PlanBuilder/compileOneOf(_:spec:for:)`` converts each value to the field's type
///   and the weights to cumulative ones (none when uniform); the values are checked against
///   the field as fixed values (``PlanBuilder/checkFixedValues(_:spec:field:)``);
/// - guarantee: ``DrawGuarantee/oneOfHolds(_:_:)``: every value is an option of a fixed choice;
/// - unique: its values, each once (``UniqueSpace/values(_:)``);
/// - fill: ``RecordFiller/drawOneOf(_:cumulative:rng:)``, one number of the field's stream,
///   taken inline by the quick draw (``QuickDraw/Kind/oneOf``).
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

extension SeedParser {
    /// An array (uniform), an object value → weight, or an array of `{value, weight}`.
    ///
    /// An array counts as the `{value, weight}` form as soon as one element is an object with a
    /// `value` key; then every element must be such an object. A missing `weight` is 1, as in
    /// the uniform form.
    mutating func parseOneOf(_ node: JSONNode, _ path: JSONPath) -> GeneratorKind? {
        let example = "write {\"oneOf\": [\"a\", \"b\"]} or {\"oneOf\": {\"a\": 3, \"b\": 1}}"
        switch node.kind {
        case .array(let elements):
            guard !elements.isEmpty else {
                error("'oneOf' needs at least one value", at: node.location, path, hint: example)
                return nil
            }
            let weighted = elements.contains { $0["value"] != nil && $0.members != nil }
            guard weighted else {
                return .oneOf(elements.map { WeightedValue(value: $0, weight: 1) })
            }
            var values: [WeightedValue] = []
            var failed = false
            for (index, element) in elements.enumerated() {
                let elementPath = path.appending(index)
                guard let members = element.members, let value = element["value"] else {
                    error(
                        "expected {\"value\", \"weight\"} for element \(index) of 'oneOf', found \(element.typeDescription)",
                        at: element.location, elementPath,
                        hint: "once one element is {\"value\", \"weight\"}, every element must be")
                    failed = true
                    continue
                }
                rejectUnknownKeys(members, allowed: ["value", "weight"], in: "a weighted value of 'oneOf'", elementPath)
                var weight = 1.0
                if let node = element["weight"] {
                    if let parsed = self.weight(node, for: "the weight of element \(index)", elementPath.appending("weight")) {
                        weight = parsed
                    } else {
                        failed = true
                    }
                }
                values.append(WeightedValue(value: value, weight: weight))
            }
            return failed ? nil : .oneOf(values)
        case .object(let members):
            guard !members.isEmpty else {
                error("'oneOf' needs at least one value", at: node.location, path, hint: example)
                return nil
            }
            var values: [WeightedValue] = []
            var failed = false
            for member in members {
                guard let weight = weight(member.value, for: "the weight of \(Quoted.single(member.key))", path.appending(member.key))
                else {
                    failed = true
                    continue
                }
                // The object form names values by their text; the planner converts them to the
                // field's type (so {"3": 1} can weigh the number 3 of an integer choice).
                values.append(WeightedValue(value: JSONNode(.string(member.key), at: member.keyLocation), weight: weight))
            }
            return failed ? nil : .oneOf(values)
        default:
            expected("an array or an object", for: "'oneOf'", found: node, path, hint: example)
            return nil
        }
    }

    /// A relative weight: a positive, finite number.
    private mutating func weight(_ node: JSONNode, for subject: String, _ path: JSONPath) -> Double? {
        guard let value = double(node, for: subject, path, hint: "a weight is a positive number such as 1 or 2.5") else {
            return nil
        }
        guard value > 0 else {
            error(
                "\(subject) must be positive, found \(node.numberLiteral ?? "")", at: node.location, path,
                hint: "leave the value out to never choose it")
            return nil
        }
        return value
    }
}

extension PlanBuilder {
    /// The values (converted to the field's type) and their cumulative weights, `nil` when uniform.
    mutating func compileOneOf(_ weighted: [WeightedValue], spec: GeneratorSpec, for id: FieldID) -> Generator? {
        var values: [Value] = []
        var cumulative: [Double] = []
        var total = 0.0
        for entry in weighted {
            guard let v = seedValue(entry.value, for: id, path: spec.path) else { continue }
            guard entry.weight > 0, entry.weight.isFinite else {
                diagnostics.error("a weight must be a positive number", at: entry.value.location, path: spec.path)
                continue
            }
            values.append(v)
            total += entry.weight
            cumulative.append(total)
        }
        guard !values.isEmpty else {
            // Values that were given have each been reported; saying "none" too would mislead.
            if weighted.isEmpty { diagnostics.error("'oneOf' needs at least one value", at: spec.location, path: spec.path) }
            return nil
        }
        let uniform = Set(weighted.map(\.weight)).count <= 1
        return .oneOf(values, cumulativeWeights: uniform ? nil : cumulative.map { $0 / total })
    }
}

extension DrawGuarantee {
    /// Every value is an option of a choice whose options are fixed: the same membership test
    /// the option check makes.
    static func oneOfHolds(_ values: [Value], _ planned: some PlannedFieldParts) -> Bool {
        guard planned.field.type == .choice, let fixed = planned.fixedOptions else { return false }
        return values.allSatisfy { Value.offers(fixed.values, $0) }
    }
}

extension RecordFiller {
    /// One `oneOf` draw: one number of the field's stream.
    @inline(__always)
    static func drawOneOf(_ values: [Value], cumulative: [Double]?, rng: inout SplitMix64) -> Value {
        values[Sampling.pick(count: values.count, cumulative: cumulative, rng: &rng)]
    }
}
