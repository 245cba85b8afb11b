/// Arguments of the generators that choose: `oneOf` (three forms) and `someOf` (two forms).
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
