import Foundation

/// An independent check of a negative fixture's label (`generate --invalid`), written for the
/// tests from the model's JSON and the fixture's JSON alone: no seedfill code is called. It
/// says whether the value at the label's path really breaks the labelled rule, and breaks a
/// bound or a length exactly one unit past its edge.
// Issue 20, items 2 and 3.
struct InvalidFixtureCheck {
    /// The model, parsed (comments and trailing commas removed first).
    let model: [String: Any]
    /// The date relative bounds are read against.
    let today: Date

    /// What is wrong with the label of `fixture`, or `nil` when the fixture breaks that rule.
    func problem(path: String, rule: String, fixture: [String: Any]) -> String? {
        guard let field = Self.field(at: path, in: model) else { return "no field of the model at \(path)" }
        let value = Self.value(at: path, in: fixture)
        let type = field["type"] as? String ?? "section"
        let (name, argument) = Self.split(rule)
        switch name {
        case "required":
            guard field["optional"] == nil || field["requiredWhen"] != nil else { return "\(path) is optional" }
            return value == nil || value is NSNull ? nil : "\(path) holds \(String(describing: value))"
        case "type":
            return Self.fits(value, type: type) ? "\(String(describing: value)) is a \(type)" : nil
        case "visibleWhen":
            return value == nil ? "\(path) is absent" : nil
        case "min", "max":
            var bound = Self.unquoted(argument)
            if bound.hasPrefix("\""), bound.hasSuffix("\""), bound.count > 2 { bound = String(bound.dropFirst().dropLast()) }
            return boundProblem(value, field: field, type: type, bound: bound, below: name == "min")
        case "minLength", "maxLength":
            guard let text = value as? String, let limit = Int(argument) else { return "\(String(describing: value)) is not text" }
            let wanted = name == "minLength" ? limit - 1 : limit + 1
            return text.unicodeScalars.count == wanted ? nil : "\(text.unicodeScalars.count) characters, not \(wanted)"
        case "pattern":
            guard let text = value as? String else { return "not text" }
            let regex = try? NSRegularExpression(pattern: Self.unquoted(argument))
            let range = NSRange(text.startIndex..., in: text)
            let match = regex?.firstMatch(in: text, range: range)
            return match == nil ? nil : "\(text) matches \(argument)"
        case "mask":
            guard let text = value as? String else { return "not text" }
            return Self.matches(text, mask: Self.unquoted(argument)) ? "\(text) matches the mask \(argument)" : nil
        case "options":
            let offered = Self.options(of: field)
            let chosen = (value as? [Any]) ?? [value as Any]
            return chosen.contains { element in !offered.contains { Self.same($0, element) } } ? nil : "every value is offered"
        case "exclusive":
            let exclusive = (field["options"] as? [Any] ?? []).compactMap {
                ($0 as? [String: Any]).flatMap { $0["exclusive"] as? Bool == true ? $0["value"] : nil }
            }
            guard let chosen = value as? [Any], chosen.count > 1 else { return "not several options" }
            return chosen.contains { element in exclusive.contains { Self.same($0, element) } } ? nil : "no exclusive option chosen"
        case "minItems", "maxItems":
            guard let items = value as? [Any], let limit = Int(argument) else { return "not an array" }
            let wanted = name == "minItems" ? limit - 1 : limit + 1
            return items.count == wanted ? nil : "\(items.count) items, not \(wanted)"
        case "uniqueBy":
            guard let items = value as? [[String: Any]] else { return "not a list" }
            let keys = (field["uniqueBy"] as? [String]) ?? []
            let tuples = items.map { item in keys.map { String(describing: item[$0] ?? NSNull()) } }
            return Set(tuples).count < tuples.count ? nil : "no two items share \(keys)"
        case "scale":
            guard let number = value as? NSNumber, let scale = Int(argument) else { return "not a number" }
            let digits = "\(number)".split(separator: ".").dropFirst().first?.count ?? 0
            return digits > scale ? nil : "\(number) has \(digits) digits after the point"
        case "accept":
            let accepted = field["accept"] as? [String] ?? []
            let files = (value as? [Any]) ?? [value as Any]
            let refused = files.contains { file in
                if let name = file as? String { return !accepted.contains { Self.extensionFits(name, type: $0) } }
                return !accepted.contains((file as? [String: Any])?["mimeType"] as? String ?? "")
            }
            return refused ? nil : "every file is of an accepted type"
        case "maxSize":
            let files = (value as? [Any]) ?? [value as Any]
            let sizes = files.compactMap { ($0 as? [String: Any])?["size"] as? Int }
            return sizes.contains(Int(argument).map { $0 + 1 } ?? -1) ? nil : "no file one byte past \(argument): \(sizes)"
        case "bounds":
            guard let text = value as? String else { return "not a geopoint" }
            let numbers = text.split(separator: " ").compactMap { Decimal(string: String($0)) }
            guard numbers.count == 4 else { return "not four numbers" }
            let names = ["latitude", "longitude", "altitude", "accuracy"]
            let defaults: [(Decimal, Decimal)] = [(-90, 90), (-180, 180), (0, 9000), (0, 100)]
            let declared = field["bounds"] as? [String: [NSNumber]] ?? [:]
            let outside = names.indices.contains { index in
                let range =
                    declared[names[index]].map { (Decimal(string: $0[0].stringValue)!, Decimal(string: $0[1].stringValue)!) }
                    ?? defaults[index]
                let unit: Decimal = index < 2 ? Decimal(string: "0.000001")! : Decimal(string: "0.1")!
                return numbers[index] == range.0 - unit || numbers[index] == range.1 + unit
            }
            return outside ? nil : "\(text) has no number one unit past its range"
        case "validWhen", "compute", "format", "multipleOf", "count", "enabledWhen":
            // Conditions, computations and formats are left to `validate`: present is all
            // this check can say.
            return value == nil ? "\(path) is absent" : nil
        default:
            return "unknown rule \(rule)"
        }
    }

    /// A bound broken one unit past its edge: a number by 1 (an integer) or its last digit
    /// (a decimal of `scale` digits), a date by one day; relative dates read against `today`.
    private func boundProblem(_ value: Any?, field: [String: Any], type: String, bound: String, below: Bool) -> String? {
        let sign = below ? -1 : 1
        switch type {
        case "integer", "decimal":
            guard let number = value as? NSNumber, let edge = Decimal(string: bound), "\(edge)" == bound || bound.hasSuffix(".0")
            else { return nil }
            // A decimal without "scale" has the project's default; only a stated one is checked.
            guard let scale = type == "integer" ? 0 : field["scale"] as? Int else { return nil }
            var unit = Decimal(1)
            for _ in 0..<scale { unit /= 10 }
            // With "multipleOf", the next value the field may hold is a step away.
            if let step = (field["multipleOf"] as? NSNumber).flatMap({ Decimal(string: $0.stringValue) }) { unit = step }
            let wanted = edge + Decimal(sign) * unit
            return Decimal(string: number.stringValue) == wanted ? nil : "\(number) is not \(wanted)"
        case "date":
            guard let text = value as? String else { return "not a date" }
            guard let edge = date(bound) else { return nil }
            let wanted = Calendar.utc.date(byAdding: .day, value: sign, to: edge)!
            return text == Self.iso(wanted) ? nil : "\(text) is not \(Self.iso(wanted))"
        case "time":
            guard let text = value as? String, let edge = Self.minutes(bound) else { return "not a time" }
            let wanted = edge + sign
            return Self.minutes(text) == wanted ? nil : "\(text) is not \(wanted / 60):\(wanted % 60)"
        case "datetime":
            let formatter = ISO8601DateFormatter()
            guard let text = value as? String, let instant = formatter.date(from: text) else { return "not a date-time" }
            guard let edge = formatter.date(from: bound) else { return nil }
            return instant.timeIntervalSince(edge) == Double(sign) ? nil : "\(text) is not one second past \(bound)"
        default:
            return nil
        }
    }

    /// Whether file `name` ends in an extension of MIME type `type` (`image/jpeg`: jpg, jpeg).
    static func extensionFits(_ name: String, type: String) -> Bool {
        let own = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
        let subtype = type.split(separator: "/").last.map(String.init) ?? ""
        return own == subtype || (subtype == "jpeg" && own == "jpg")
    }

    /// Minutes since midnight of `HH:MM`.
    static func minutes(_ text: String) -> Int? {
        let parts = text.split(separator: ":")
        guard parts.count == 2, let hours = Int(parts[0]), let minutes = Int(parts[1]) else { return nil }
        return hours * 60 + minutes
    }

    /// A date bound: `YYYY-MM-DD`, `today`, or `today ± N` days, months or years (`today - 18y`).
    func date(_ text: String) -> Date? {
        // A constant bound is named as JSON text: `"2000-01-01"`.
        let text = text.hasPrefix("\"") && text.hasSuffix("\"") && text.count > 2 ? String(text.dropFirst().dropLast()) : text
        if let fixed = Self.parseISO(text) { return fixed }
        let parts = text.split(separator: " ")
        guard parts.first == "today" else { return nil }
        if parts.count == 1 { return today }
        guard parts.count == 3, let amount = Int(parts[2].dropLast()), let unit = parts[2].last else { return nil }
        let signed = parts[1] == "-" ? -amount : amount
        let component: Calendar.Component = unit == "y" ? .year : unit == "m" ? .month : .day
        return Calendar.utc.date(byAdding: component, value: signed, to: today)
    }
}
