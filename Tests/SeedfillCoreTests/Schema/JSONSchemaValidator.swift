import Foundation

@testable import SeedfillCore

/// A small JSON Schema (draft 2020-12) validator for the tests: just the keywords the
/// repository's schemas use — `type`, `properties`, `required`, `additionalProperties`,
/// `propertyNames`, `enum`, `const`, `items`, `minItems`, `maxItems`, `oneOf`, `anyOf`, `allOf`,
/// `not`, `$ref` to `#/$defs/…`, `pattern`, `minLength`, `minimum`, `maximum`. Any other keyword
/// is reported, so a schema cannot silently rely on one this validator ignores.
///
/// Instances are read with seedfill's own JSON reader (comments and trailing commas allowed, as
/// in the files editors check), and each error names the JSON path it was found at.
struct JSONSchemaValidator {
    let root: [String: Any]

    static let annotations: Set<String> = ["$schema", "$id", "title", "description", "$defs", "default", "examples"]
    static let known: Set<String> = annotations.union([
        "type", "properties", "required", "additionalProperties", "propertyNames", "enum", "const", "items",
        "minItems", "maxItems", "oneOf", "anyOf", "allOf", "not", "$ref", "pattern", "minLength", "minimum", "maximum",
    ])

    init(schemaAt url: URL) throws {
        let data = try Data(contentsOf: url)
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw CocoaError(.fileReadCorruptFile)
        }
        root = object
    }

    /// Every way `node` breaks the schema, as "path: why" (empty when it is valid).
    func errors(in node: JSONNode) -> [String] {
        var errors: [String] = []
        check(node, against: root, path: "$", errors: &errors)
        return errors
    }

    /// Keywords the schema uses that this validator does not implement.
    func unsupportedKeywords() -> [String] {
        var found: Set<String> = []
        func walk(_ value: Any, parentIsSchemaMap: Bool) {
            if let object = value as? [String: Any] {
                for (key, child) in object {
                    if !parentIsSchemaMap && !Self.known.contains(key) { found.insert(key) }
                    let isMap = key == "properties" || key == "$defs"
                    if key == "enum" || key == "const" { continue }
                    walk(child, parentIsSchemaMap: isMap)
                }
            } else if let array = value as? [Any] {
                for child in array { walk(child, parentIsSchemaMap: false) }
            }
        }
        walk(root, parentIsSchemaMap: false)
        return found.sorted()
    }

    private func resolve(_ reference: String) -> [String: Any]? {
        guard reference.hasPrefix("#/$defs/") else { return nil }
        return (root["$defs"] as? [String: Any])?[String(reference.dropFirst(8))] as? [String: Any]
    }

    private func check(_ node: JSONNode, against schema: [String: Any], path: String, errors: inout [String], depth: Int = 0) {
        guard depth < 200 else { errors.append("\(path): schema nesting too deep"); return }
        if let reference = schema["$ref"] as? String {
            guard let target = resolve(reference) else { errors.append("\(path): unresolvable \(reference)"); return }
            check(node, against: target, path: path, errors: &errors, depth: depth + 1)
        }
        if let types = schema["type"] {
            let names = (types as? [String]) ?? [(types as? String) ?? ""]
            if !names.contains(where: { Self.node(node, hasType: $0) }) {
                errors.append("\(path): expected \(names.joined(separator: " or "))")
                return
            }
        }
        if let values = schema["enum"] as? [Any], !values.contains(where: { Self.node(node, equals: $0) }) {
            errors.append("\(path): not one of the allowed values")
        }
        if let value = schema["const"], !Self.node(node, equals: value) {
            errors.append("\(path): not the required value")
        }
        checkCombinators(node, schema, path: path, errors: &errors, depth: depth)
        switch node.kind {
        case .object(let members): checkObject(members, schema, path: path, errors: &errors, depth: depth)
        case .array(let elements):
            if let minimum = schema["minItems"] as? Int, elements.count < minimum { errors.append("\(path): fewer than \(minimum) items") }
            if let maximum = schema["maxItems"] as? Int, elements.count > maximum { errors.append("\(path): more than \(maximum) items") }
            if let items = schema["items"] as? [String: Any] {
                for (index, element) in elements.enumerated() {
                    check(element, against: items, path: "\(path)[\(index)]", errors: &errors, depth: depth + 1)
                }
            }
        case .string(let text):
            if let minimum = schema["minLength"] as? Int, text.unicodeScalars.count < minimum {
                errors.append("\(path): shorter than \(minimum)")
            }
            if let pattern = schema["pattern"] as? String, !Self.matches(text, pattern) {
                errors.append("\(path): does not match \(pattern)")
            }
        case .number(let literal):
            let value = Double(literal) ?? .nan
            if let minimum = (schema["minimum"] as? NSNumber)?.doubleValue, !(value >= minimum) {
                errors.append("\(path): below \(minimum)")
            }
            if let maximum = (schema["maximum"] as? NSNumber)?.doubleValue, !(value <= maximum) {
                errors.append("\(path): above \(maximum)")
            }
        default:
            break
        }
    }

    private func checkCombinators(_ node: JSONNode, _ schema: [String: Any], path: String, errors: inout [String], depth: Int) {
        func passes(_ sub: [String: Any]) -> Bool {
            var local: [String] = []
            check(node, against: sub, path: path, errors: &local, depth: depth + 1)
            return local.isEmpty
        }
        if let all = schema["allOf"] as? [[String: Any]] {
            for sub in all { check(node, against: sub, path: path, errors: &errors, depth: depth + 1) }
        }
        if let any = schema["anyOf"] as? [[String: Any]], !any.contains(where: passes) {
            errors.append("\(path): matches none of anyOf")
        }
        if let one = schema["oneOf"] as? [[String: Any]] {
            let count = one.filter(passes).count
            if count != 1 { errors.append("\(path): matches \(count) of oneOf, not exactly one") }
        }
        if let not = schema["not"] as? [String: Any], passes(not) {
            errors.append("\(path): matches a schema it must not")
        }
    }

    private func checkObject(_ members: [JSONMember], _ schema: [String: Any], path: String, errors: inout [String], depth: Int) {
        let properties = schema["properties"] as? [String: Any] ?? [:]
        for key in schema["required"] as? [String] ?? [] where !members.contains(where: { $0.key == key }) {
            errors.append("\(path): missing '\(key)'")
        }
        for member in members {
            let memberPath = "\(path).\(member.key)"
            if let names = schema["propertyNames"] as? [String: Any] {
                var local: [String] = []
                check(
                    JSONNode(.string(member.key), at: member.keyLocation), against: names, path: memberPath, errors: &local,
                    depth: depth + 1)
                if !local.isEmpty { errors.append("\(memberPath): the key is not allowed here") }
            }
            if let sub = properties[member.key] as? [String: Any] {
                check(member.value, against: sub, path: memberPath, errors: &errors, depth: depth + 1)
            } else if let additional = schema["additionalProperties"] {
                if let sub = additional as? [String: Any] {
                    check(member.value, against: sub, path: memberPath, errors: &errors, depth: depth + 1)
                } else if (additional as? Bool) == false {
                    errors.append("\(memberPath): unknown key")
                }
            }
        }
    }

    static func node(_ node: JSONNode, hasType type: String) -> Bool {
        switch (type, node.kind) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null), ("number", .number):
            return true
        case ("integer", .number(let literal)): return !literal.contains(where: { ".eE".contains($0) })
        default: return false
        }
    }

    static func node(_ node: JSONNode, equals value: Any) -> Bool {
        switch node.kind {
        case .string(let text): return (value as? String) == text
        case .bool(let flag): return (value as? Bool) == flag
        case .number(let literal): return (value as? NSNumber).map { $0.doubleValue == Double(literal) } ?? false
        case .null: return value is NSNull
        default: return false
        }
    }

    static func matches(_ text: String, _ pattern: String) -> Bool {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return false }
        return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}
