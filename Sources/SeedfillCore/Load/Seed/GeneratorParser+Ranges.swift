/// Arguments of the generators that draw from a range: `int`, `decimal`, `normal`, `date`,
/// `datetime` and `time`.
extension SeedParser {
    /// Largest `scale` accepted: more digits than an `Int64` holds make no sense for a decimal.
    static let maxScale: Int64 = 18

    /// The members of an argument object, after reporting unknown and missing keys.
    mutating func arguments(
        _ node: JSONNode, of generator: String, allowed: [String], required: [String], example: String, _ path: JSONPath
    ) -> [String: JSONNode]? {
        guard let members = node.members else {
            expected("an object", for: "\(Quoted.single(generator))", found: node, path, hint: "write \"\(generator)\": \(example)")
            return nil
        }
        rejectUnknownKeys(members, allowed: allowed, in: "\(Quoted.single(generator))", path)
        var values: [String: JSONNode] = [:]
        for member in members where allowed.contains(member.key) {
            values[member.key] = member.value
        }
        let missing = required.filter { values[$0] == nil }
        if !missing.isEmpty {
            error(
                "\(Quoted.single(generator)) needs \(SeedParser.list(missing))", at: node.location, path,
                hint: "write \"\(generator)\": \(example)")
            return nil
        }
        return values
    }

    /// `[min, max]` or `{min, max, step?}`.
    mutating func parseInt(_ node: JSONNode, _ path: JSONPath) -> GeneratorKind? {
        if let elements = node.elements {
            guard elements.count == 2 else {
                error(
                    "expected [min, max] for 'int', found an array of \(elements.count) elements", at: node.location, path,
                    hint: "write \"int\": [1, 10] or {\"min\": 1, \"max\": 10, \"step\": 1}")
                return nil
            }
            let low = bound(elements[0], for: "'min' of 'int'", path.appending(0))
            let high = bound(elements[1], for: "'max' of 'int'", path.appending(1))
            guard let low, let high else { return nil }
            return .int(min: low, max: high, step: nil)
        }
        guard
            let args = arguments(
                node, of: "int", allowed: ["min", "max", "step"], required: ["min", "max"],
                example: "[1, 10] or {\"min\": 1, \"max\": 10, \"step\": 1}", path)
        else { return nil }
        let low = args["min"].flatMap { bound($0, for: "'min' of 'int'", path.appending("min")) }
        let high = args["max"].flatMap { bound($0, for: "'max' of 'int'", path.appending("max")) }
        var step: BoundSource?
        if let node = args["step"] {
            step = bound(node, for: "'step' of 'int'", path.appending("step"))
            if step == nil { return nil }
        }
        guard let low, let high else { return nil }
        return .int(min: low, max: high, step: step)
    }

    /// `{min, max, scale}`.
    mutating func parseDecimal(_ node: JSONNode, _ path: JSONPath) -> GeneratorKind? {
        guard
            let args = arguments(
                node, of: "decimal", allowed: ["min", "max", "scale"], required: ["min", "max", "scale"],
                example: "{\"min\": 0, \"max\": 100, \"scale\": 2}", path)
        else { return nil }
        let low = args["min"].flatMap { bound($0, for: "'min' of 'decimal'", path.appending("min")) }
        let high = args["max"].flatMap { bound($0, for: "'max' of 'decimal'", path.appending("max")) }
        let scale = args["scale"].flatMap {
            wholeInt($0, for: "'scale' of 'decimal'", path.appending("scale"), in: 0...SeedParser.maxScale)
        }
        guard let low, let high, let scale else { return nil }
        return .decimal(min: low, max: high, scale: scale)
    }

    /// `{mean, sd, min?, max?, scale?}`.
    mutating func parseNormal(_ node: JSONNode, _ path: JSONPath) -> GeneratorKind? {
        guard
            let args = arguments(
                node, of: "normal", allowed: ["mean", "sd", "min", "max", "scale"], required: ["mean", "sd"],
                example: "{\"mean\": 50, \"sd\": 10, \"min\": 0, \"max\": 100}", path)
        else { return nil }
        var failed = false
        func optionalBound(_ key: String, _ parser: inout SeedParser) -> BoundSource? {
            guard let node = args[key] else { return nil }
            let value = parser.bound(node, for: "\(Quoted.single(key)) of 'normal'", path.appending(key))
            if value == nil { failed = true }
            return value
        }
        let mean = optionalBound("mean", &self)
        let sd = optionalBound("sd", &self)
        let low = optionalBound("min", &self)
        let high = optionalBound("max", &self)
        var scale: Int?
        if let node = args["scale"] {
            scale = wholeInt(node, for: "'scale' of 'normal'", path.appending("scale"), in: 0...SeedParser.maxScale)
            if scale == nil { failed = true }
        }
        guard !failed, let mean, let sd else { return nil }
        return .normal(mean: mean, sd: sd, min: low, max: high, scale: scale)
    }

    /// `{from?, to?}` for `date`, `datetime` and `time`; a missing bound falls back to the field's.
    mutating func parseDateRange(_ generator: String, _ node: JSONNode, _ path: JSONPath) -> GeneratorKind? {
        let example = generator == "time" ? "{\"from\": \"09:00\", \"to\": \"18:00\"}" : "{\"from\": \"today - 80y\", \"to\": \"today\"}"
        guard let args = arguments(node, of: generator, allowed: ["from", "to"], required: [], example: example, path) else {
            return nil
        }
        var failed = false
        var from: BoundSource?
        var to: BoundSource?
        if let node = args["from"] {
            from = bound(node, for: "'from' of \(Quoted.single(generator))", path.appending("from"))
            failed = failed || from == nil
        }
        if let node = args["to"] {
            to = bound(node, for: "'to' of \(Quoted.single(generator))", path.appending("to"))
            failed = failed || to == nil
        }
        guard !failed else { return nil }
        switch generator {
        case "date": return .date(from: from, to: to)
        case "datetime": return .dateTime(from: from, to: to)
        default: return .time(from: from, to: to)
        }
    }
}
