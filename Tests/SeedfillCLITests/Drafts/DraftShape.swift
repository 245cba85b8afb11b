import Foundation

/// Reading drafts as plain JSON, for the draft tests' own checks (independent of seedfill's
/// code): whether one questionnaire is part of another, the value at a dotted path, a model's
/// top-level keys.
enum DraftShape {
    /// Whether every member of `part` is in `whole` with an equal value (objects part by part,
    /// anything else equal as JSON).
    static func isPart(_ part: [String: Any], of whole: [String: Any]) -> Bool {
        part.allSatisfy { key, value in
            guard let other = whole[key] else { return false }
            if let object = value as? [String: Any] {
                guard let otherObject = other as? [String: Any] else { return false }
                return isPart(object, of: otherObject)
            }
            return same(value, other)
        }
    }

    /// Whether two JSON values are equal.
    static func same(_ a: Any, _ b: Any) -> Bool {
        guard let x = try? JSONSerialization.data(withJSONObject: [a], options: .sortedKeys),
            let y = try? JSONSerialization.data(withJSONObject: [b], options: .sortedKeys)
        else { return false }
        return x == y
    }

    /// The value at a dotted path of objects (`car.vin`), if any.
    static func value(at path: String, in object: [String: Any]) -> Any? {
        var current: Any = object
        for key in path.split(separator: ".") {
            guard let next = (current as? [String: Any])?[String(key)] else { return nil }
            current = next
        }
        return current
    }

    /// The keys of the top-level items (sections and fields) of the example model `name`.
    static func topLevelKeys(model name: String) throws -> [String] {
        let url = repositoryRoot.appendingPathComponent("Seeds/models/\(name).json")
        let text = try String(contentsOf: url, encoding: .utf8)
        let model = try JSONSerialization.jsonObject(with: Data(plainJSON(text).utf8)) as? [String: Any]
        return (model?["sections"] as? [[String: Any]] ?? []).compactMap { $0["key"] as? String }
    }

    /// `text` (JSON with comments and trailing commas, as model files are) as plain JSON.
    static func plainJSON(_ text: String) -> String {
        let characters = Array(text)
        var out: [Character] = []
        var index = 0
        var inString = false
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            if inString {
                out.append(character)
                if character == "\\" {
                    out.append(next)
                    index += 1
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "/", next == "/" {
                while index < characters.count, characters[index] != "\n" { index += 1 }
                continue
            } else if character == "/", next == "*" {
                index += 2
                while index + 1 < characters.count, !(characters[index] == "*" && characters[index + 1] == "/") { index += 1 }
                index += 2
                continue
            } else if character == "}" || character == "]" {
                // A trailing comma before the close goes.
                while let last = out.last, last == "," || last.isWhitespace {
                    let removed = out.removeLast()
                    if removed == "," { break }
                }
                out.append(character)
            } else {
                if character == "\"" { inString = true }
                out.append(character)
            }
            index += 1
        }
        return String(out)
    }
}
