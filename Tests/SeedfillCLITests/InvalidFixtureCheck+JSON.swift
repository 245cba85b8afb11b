import Foundation

/// The JSON side of ``InvalidFixtureCheck``: the model read without comments, a field found by
/// its path, a value found in a fixture, the mask and type tests.
extension InvalidFixtureCheck {
    /// `text` (a model as seedfill reads it: `//` comments, trailing commas) as JSON.
    static func parseModel(_ text: String) -> [String: Any]? {
        var out = ""
        var inString = false
        var escaped = false
        var chars = Array(text)[...]
        while let c = chars.popFirst() {
            if inString {
                out.append(c)
                if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { inString = false }
            } else if c == "/", chars.first == "/" {
                while let next = chars.first, next != "\n" { chars.removeFirst() }
            } else {
                if c == "\"" { inString = true }
                out.append(c)
            }
        }
        let noTrailing = out.replacingOccurrences(of: ",\\s*([}\\]])", with: "$1", options: .regularExpression)
        return (try? JSONSerialization.jsonObject(with: Data(noTrailing.utf8), options: [.fragmentsAllowed])) as? [String: Any]
    }

    /// The definition of the field written at `path` (`drivers[0].birthDate`).
    static func field(at path: String, in model: [String: Any]) -> [String: Any]? {
        let names = path.replacingOccurrences(of: "\\[[0-9]+\\]", with: "", options: .regularExpression).split(separator: ".")
        var level: [[String: Any]] = (model["sections"] as? [[String: Any]]) ?? (model["fields"] as? [[String: Any]]) ?? []
        var found: [String: Any]?
        for name in names {
            guard var next = find(String(name), in: level) else { return nil }
            // A field that uses a definition has the definition's members, its own over them.
            if let use = next["use"] as? String, let definition = (model["definitions"] as? [String: Any])?[use] as? [String: Any] {
                next = definition.merging(next) { _, own in own }
            }
            found = next
            level = next["fields"] as? [[String: Any]] ?? []
        }
        return found
    }

    /// The field written as `name` among `fields`, looking into flattened containers.
    private static func find(_ name: String, in fields: [[String: Any]]) -> [String: Any]? {
        for field in fields {
            if (field["name"] as? String ?? field["key"] as? String) == name { return field }
            if field["flatten"] as? Bool == true, let inner = find(name, in: field["fields"] as? [[String: Any]] ?? []) { return inner }
        }
        return nil
    }

    /// The value at `path` in `fixture`; `nil` when a member on the way is absent.
    static func value(at path: String, in fixture: [String: Any]) -> Any? {
        var current: Any? = fixture
        for part in path.split(separator: ".") {
            var name = Substring(part)
            var index: Int?
            if let open = part.firstIndex(of: "[") {
                name = part[..<open]
                index = Int(part[part.index(after: open)...].dropLast())
            }
            current = (current as? [String: Any])?[String(name)]
            if let index {
                guard let array = current as? [Any], array.indices.contains(index) else { return nil }
                current = array[index]
            }
        }
        return current
    }

    /// The rule's name and what follows it: `max`, `'today - 18y'`.
    static func split(_ rule: String) -> (String, String) {
        guard let space = rule.firstIndex(of: " ") else { return (rule, "") }
        return (String(rule[..<space]), String(rule[rule.index(after: space)...]))
    }

    /// `'text'` without its quotes.
    static func unquoted(_ text: String) -> String {
        text.hasPrefix("'") && text.hasSuffix("'") && text.count >= 2 ? String(text.dropFirst().dropLast()) : text
    }

    /// Whether `value` is of the JSON kind a field of `type` holds.
    static func fits(_ value: Any?, type: String) -> Bool {
        switch type {
        case "text", "choice": return value is String
        case "integer", "decimal": return value is NSNumber && !isBoolean(value)
        case "boolean": return isBoolean(value)
        case "date": return (value as? String).flatMap(parseISO) != nil
        case "datetime", "time": return value is String
        case "geopoint": return (value as? String).map { $0.split(separator: " ").compactMap { Double($0) }.count == 4 } ?? false
        case "multichoice": return value is [Any]
        default: return true
        }
    }

    /// Whether `value` is JSON `true` or `false` (JSONSerialization's boolean class, which a
    /// number 0 or 1 is not, though both bridge to `Bool`).
    static func isBoolean(_ value: Any?) -> Bool {
        value.map { String(describing: type(of: $0)).contains("Boolean") } ?? false
    }

    /// The option values a field offers.
    static func options(of field: [String: Any]) -> [Any] {
        (field["options"] as? [Any] ?? []).map { option in (option as? [String: Any])?["value"] ?? option }
    }

    /// Whether two JSON values are equal.
    static func same(_ a: Any, _ b: Any) -> Bool {
        String(describing: a) == String(describing: b) && (a is String) == (b is String)
    }

    /// Whether `text` fits `mask`: `#` a digit, `?` a letter, anything else itself.
    static func matches(_ text: String, mask: String) -> Bool {
        let t = Array(text)
        let m = Array(mask)
        guard t.count == m.count else { return false }
        return zip(t, m).allSatisfy { c, k in k == "#" ? c.isASCII && c.isNumber : k == "?" ? c.isLetter : c == k }
    }

    static func parseISO(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.calendar = .utc
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd"
        return text.count == 10 ? formatter.date(from: text) : nil
    }

    static func iso(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.calendar = .utc
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: date)
    }
}

extension Calendar {
    /// The Gregorian calendar in UTC.
    static var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }
}
