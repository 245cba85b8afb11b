/// Defaults that follow a field's constraints: masks and patterns, numeric ranges and date
/// ranges, with one `when` branch per rule that changes them.
extension DefaultGenerator {
    /// The constraints while `rule` holds: the rule's own override the field's (as the filler
    /// applies them); a rule's mask brings its own letters.
    static func merged(_ base: Constraints, _ rule: Constraints) -> Constraints {
        var out = base
        if rule.minLength != nil { out.minLength = rule.minLength }
        if rule.maxLength != nil { out.maxLength = rule.maxLength }
        if rule.pattern != nil { out.pattern = rule.pattern }
        if rule.mask != nil { out.mask = rule.mask; out.maskLetters = rule.maskLetters }
        if rule.min != nil { out.min = rule.min }
        if rule.max != nil { out.max = rule.max }
        if rule.scale != nil { out.scale = rule.scale }
        return out
    }

    /// A `when` over the field's rules that touch the constraints `touches` reads, each branch
    /// built by `make` from the merged constraints, and an `else` from the field's own; `nil`
    /// when no rule touches them (the caller then uses the field's own constraints directly).
    /// A branch `make` cannot express is left out: the record then falls through to the
    /// model's default, which is what the field gets unmapped anyway.
    private static func ruleBranches(_ field: Field, touches: (Constraints) -> Bool, make: (Constraints) -> String?) -> String? {
        let relevant = field.rules.filter { touches($0.constraints) }
        guard !relevant.isEmpty else { return nil }
        var branches: [String] = []
        for rule in relevant {
            guard let generator = make(merged(field.constraints, rule.constraints)) else { continue }
            branches.append("{\"if\": \(quoted(rule.when.text)), " + String(generator.dropFirst()))
        }
        if let base = make(field.constraints) { branches.append("{\"else\": \(base)}") }
        return branches.isEmpty ? "" : "{\"when\": [" + branches.joined(separator: ", ") + "]}"
    }

    // MARK: - Text

    /// A mask or pattern generator, per rule when rules change them; plain text has none.
    static func text(_ field: Field) -> DefaultGenerator {
        func generator(_ c: Constraints) -> String? {
            if let mask = c.mask {
                let letters = c.maskLetters.map { ", \"maskLetters\": \(quoted($0.text))" } ?? ""
                return "{\"mask\": \(quoted(mask.text))\(letters)}"
            }
            if let pattern = c.pattern { return "{\"regex\": \(quoted(pattern.text))}" }
            return nil
        }
        if let format = field.constraints.format {
            return DefaultGenerator(entry: nil, note: "\(format.noun), as the format '\(format.rawValue)' asks")
        }
        let words = "one to three words of \(field.constraints.minLength ?? 1) to \(field.constraints.maxLength ?? 40) characters"
        if let when = ruleBranches(field, touches: { $0.mask != nil || $0.pattern != nil }, make: generator) {
            guard !when.isEmpty else { return DefaultGenerator(entry: nil, note: words) }
            let fallback = generator(field.constraints) == nil ? "; otherwise \(words)" : ""
            return DefaultGenerator(entry: when, note: "a string matching the mask or pattern of the rule in force\(fallback)")
        }
        if let mask = field.constraints.mask {
            return DefaultGenerator(entry: generator(field.constraints), note: "a string matching the mask '\(mask.text)'")
        }
        if let pattern = field.constraints.pattern {
            if field.constraints.minLength == nil, field.constraints.maxLength == nil,
                case .success(let compiled) = RegexPattern.parse(pattern.text), UUIDPattern.describesUUIDs(compiled)
            {
                return DefaultGenerator(entry: "{\"uuid\": true}", note: "a version 4 UUID, which the pattern '\(pattern.text)' describes")
            }
            return DefaultGenerator(entry: generator(field.constraints), note: "a string matching the pattern '\(pattern.text)'")
        }
        return DefaultGenerator(
            entry: nil, note: "\(words); no generator key says that, so it is left to the default (try 'fake', 'template' or 'oneOf')")
    }

    // MARK: - Numbers

    /// An `int` or `decimal` range, per rule when rules move the bounds.
    static func number(_ field: Field) -> DefaultGenerator {
        let isDecimal = field.type == .decimal
        if let step = field.constraints.multipleOf {
            return DefaultGenerator(entry: nil, note: "a multiple of \(step), uniform within the field's bounds (the model's default)")
        }
        func generator(_ c: Constraints) -> String? {
            let (low, high) = range(c.min, c.max)
            if isDecimal { return "{\"decimal\": {\"min\": \(low), \"max\": \(high), \"scale\": \(c.scale ?? 2)}}" }
            return "{\"int\": [\(low), \(high)]}"
        }
        let scale = field.constraints.scale ?? 2
        let kind = isDecimal ? "a decimal with \(scale) digit\(scale == 1 ? "" : "s") after the point" : "a whole number"
        if let when = ruleBranches(field, touches: { $0.min != nil || $0.max != nil || $0.scale != nil }, make: generator) {
            return DefaultGenerator(entry: when, note: "\(kind), uniform within the bounds of the rule in force")
        }
        let missing =
            field.constraints.min == nil || field.constraints.max == nil ? " (a missing bound is 1000 from the other, or 0…1000)" : ""
        return DefaultGenerator(entry: generator(field.constraints), note: "\(kind), uniform within the field's bounds\(missing)")
    }

    /// `min`…`max` as JSON, a missing side 1000 from the other and both missing 0…1000.
    private static func range(_ min: BoundSource?, _ max: BoundSource?) -> (String, String) {
        func text(_ bound: BoundSource) -> String { Value.fromJSON(bound.node)?.jsonText ?? "0" }
        func shifted(_ bound: BoundSource, by delta: Int64) -> String {
            if let literal = bound.node.numberLiteral, let number = Number(literal: literal) {
                let moved = delta > 0 ? try? number.adding(Number(delta)) : try? number.subtracting(Number(-delta))
                return moved.map { Value.number($0).jsonText } ?? text(bound)
            }
            let expression = bound.node.stringValue ?? "0"
            return quoted("(\(expression)) \(delta > 0 ? "+" : "-") \(abs(delta))")
        }
        switch (min, max) {
        case (let low?, let high?): return (text(low), text(high))
        case (let low?, nil): return (text(low), shifted(low, by: 1000))
        case (nil, let high?): return (shifted(high, by: -1000), text(high))
        case (nil, nil): return ("0", "1000")
        }
    }

    // MARK: - Dates and times

    /// A `date`, `datetime` or `time` range; an empty one when rules move the bounds.
    static func temporal(_ field: Field) -> DefaultGenerator {
        let key = field.type == .datetime ? "datetime" : field.type.rawValue
        let c = field.constraints
        if field.rules.contains(where: { $0.constraints.min != nil || $0.constraints.max != nil }) {
            // An empty range takes the bounds in force, rules applied: exactly the default.
            return DefaultGenerator(
                entry: "{\"\(key)\": {}}",
                note: "uniform between the bounds in force (a rule moves them), which an empty {} takes from the model")
        }
        var parts: [String] = []
        if let min = c.min { parts.append("\"from\": \(Value.fromJSON(min.node)?.jsonText ?? "null")") }
        if let max = c.max { parts.append("\"to\": \(Value.fromJSON(max.node)?.jsonText ?? "null")") }
        let span: String
        switch field.type {
        case .date: span = "3653 days (about 10 years)"
        case .datetime: span = "365 days"
        default: span = ""
        }
        switch (c.min, c.max) {
        case (nil, nil):
            switch field.type {
            case .date: parts = ["\"from\": \"today - 3653d\"", "\"to\": \"today\""]
            case .datetime: parts = ["\"from\": \"now() - 365d\"", "\"to\": \"now()\""]
            default: parts = ["\"from\": \"00:00\"", "\"to\": \"23:59\""]
            }
            return DefaultGenerator(
                entry: "{\"\(key)\": {\(parts.joined(separator: ", "))}}", note: "uniform in the default range (the field has no bounds)")
        case (_?, _?):
            return DefaultGenerator(entry: "{\"\(key)\": {\(parts.joined(separator: ", "))}}", note: "uniform between the field's bounds")
        default:
            let other = field.type == .time ? "the end of the day (00:00…23:59)" : "\(span) from the given bound"
            return DefaultGenerator(
                entry: "{\"\(key)\": {\(parts.joined(separator: ", "))}}",
                note: "uniform between the field's bound and \(other); the missing side is left to the model")
        }
    }
}
