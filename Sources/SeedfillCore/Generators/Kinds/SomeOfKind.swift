/// `someOf`: a subset of the given values for a multichoice field, in the values' order
/// (`{"someOf": ["a", "b", "c"], "min": 1, "max": 2}` or `{"someOf": {"values": […], "min": 1}}`).
///
/// Its parts, in the order a run meets them:
/// - seed: ``SeedParser/parseSomeOf(_:min:max:objectPath:)``, the two forms and the sibling
///   `min` and `max` (``GeneratorKeys/siblings``);
/// - plan: ``PlanBuilder/compileSomeOf(_:min:max:spec:for:)``: each value an option of the
///   field; ``PlanBuilder/checkSomeOfFits(spec:field:)``: multichoice fields only;
/// - fill: ``RecordFiller/drawSomeOf(_:min:max:rng:)``: a size, then that many values.
extension SeedParser {
    /// `"someOf": [...]` with sibling `min`/`max`, or `"someOf": {"values", "min"?, "max"?}`.
    mutating func parseSomeOf(_ node: JSONNode, min minSibling: JSONMember?, max maxSibling: JSONMember?, objectPath: JSONPath)
        -> GeneratorKind?
    {
        let path = objectPath.appending("someOf")
        var valuesNode = node
        var minNode = minSibling.map { (node: $0.value, path: objectPath.appending("min")) }
        var maxNode = maxSibling.map { (node: $0.value, path: objectPath.appending("max")) }
        if let members = node.members {
            rejectUnknownKeys(members, allowed: ["values", "min", "max"], in: "'someOf'", path)
            for sibling in [minSibling, maxSibling].compactMap({ $0 }) {
                error(
                    "\(Quoted.single(sibling.key)) is given beside an object 'someOf'", at: sibling.keyLocation,
                    objectPath.appending(sibling.key),
                    hint: "put it inside: {\"someOf\": {\"values\": [...], \"\(sibling.key)\": ...}}")
            }
            guard let values = node["values"] else {
                error(
                    "'someOf' needs 'values'", at: node.location, path,
                    hint: "write {\"someOf\": {\"values\": [\"a\", \"b\", \"c\"], \"min\": 1, \"max\": 2}}")
                return nil
            }
            valuesNode = values
            minNode = node["min"].map { ($0, path.appending("min")) }
            maxNode = node["max"].map { ($0, path.appending("max")) }
        }
        let valuesPath = node.members == nil ? path : path.appending("values")
        guard let values = valuesNode.elements else {
            expected(
                "an array", for: "'someOf'", found: valuesNode, valuesPath,
                hint: "write {\"someOf\": [\"a\", \"b\", \"c\"], \"min\": 1, \"max\": 2}")
            return nil
        }
        guard !values.isEmpty else {
            error("'someOf' needs at least one value", at: valuesNode.location, valuesPath)
            return nil
        }
        let limit = Int64(values.count)
        var failed = false
        var low: Int?
        var high: Int?
        if let minNode {
            low = wholeInt(minNode.node, for: "'min' of 'someOf'", minNode.path, in: 0...limit)
            failed = failed || low == nil
        }
        if let maxNode {
            high = wholeInt(maxNode.node, for: "'max' of 'someOf'", maxNode.path, in: 0...limit)
            failed = failed || high == nil
        }
        if let low, let high, low > high, let maxNode {
            error("'max' of 'someOf' (\(high)) is smaller than its 'min' (\(low))", at: maxNode.node.location, maxNode.path)
            failed = true
        }
        return failed ? nil : .someOf(values: values, min: low, max: high)
    }
}

extension PlanBuilder {
    /// The values, each checked against the field's options, and the sizes `min…max`.
    mutating func compileSomeOf(_ nodes: [JSONNode], min low: Int?, max high: Int?, spec: GeneratorSpec, for id: FieldID) -> Generator? {
        // Each element is one option's value, not a multichoice value (an array) of its own.
        var values: [Value] = []
        for node in nodes {
            guard let element = Value.fromJSON(node) else {
                diagnostics.error("the value holds a number that is too large", at: node.location, path: spec.path)
                continue
            }
            if fields[id].kind != .helper, case .list(let options)? = fields[id].options, !options.contains(where: { $0.value == element })
            {
                diagnostics.error(
                    "\(element.quoted) is not one of the options of \(Quoted.single(fields[id].field.key))",
                    at: node.location, path: spec.path,
                    hint: "the options are: \(Quoted.list(options.map(\.value.quoted)))")
            }
            values.append(element)
        }
        let minimum = low ?? 0
        let maximum = high ?? values.count
        guard minimum <= maximum, maximum <= values.count else {
            diagnostics.error(
                "'someOf' cannot pick between \(minimum) and \(maximum) of \(values.count) values",
                at: spec.location, path: spec.path)
            return nil
        }
        return .someOf(values, min: minimum, max: maximum)
    }

    /// `someOf` fills multichoice fields only.
    mutating func checkSomeOfFits(spec: GeneratorSpec, field id: FieldID) {
        if fields[id].field.type != .multichoice { rejectUnfit("someOf", fits: "multichoice", spec: spec, field: id) }
    }
}

extension RecordFiller {
    /// One `someOf` draw: a size in `low…high`, then a sample of that size.
    @inline(__always)
    static func drawSomeOf(_ values: [Value], min low: Int, max high: Int, rng: inout SplitMix64) -> Value {
        let count = low + Int(rng.below(UInt64(high - low + 1)))
        return .array(Sampling.sample(values, size: count, rng: &rng))
    }
}
