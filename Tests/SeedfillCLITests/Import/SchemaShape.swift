import Foundation

/// What a test needs to know about an original JSON Schema, read here with Foundation and
/// independently of seedfill's importer: its optional properties and the keywords it uses.
struct SchemaShape {
    /// A property that `required` does not list: at `path`, a member of the object at `parent`
    /// (JSON pointers as `jsonschema_validate.py` writes them, array items as `/*`).
    struct OptionalProperty: Equatable, CustomStringConvertible {
        var path: String
        var parent: String
        /// Whether the property holds an object or an array (which the importer always writes:
        /// a seedfill group or list is written whenever it is shown).
        var isContainer = false
        /// Whether it is required under a condition (another property needs it through
        /// `dependencies` or `dependentRequired`, or a `oneOf` or `anyOf` branch requires it, or
        /// a branch constrains it, which may make it the property that tells the branches
        /// apart): the importer makes it required while the condition holds, and fills it
        /// otherwise too.
        var isNeeded = false
        var description: String { path }
    }

    /// The schema (an rjsf playground file's `schema`).
    let root: Any

    /// Reads the schema file at `path`.
    init(contentsOf path: String) throws {
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)), options: .fragmentsAllowed)
        if let playground = document as? [String: Any], let schema = playground["schema"] as? [String: Any] {
            root = schema
        } else {
            root = document
        }
    }

    /// Every optional property reachable from the root, through `properties`, `items`, `allOf`
    /// and internal `$ref`s; a `$ref` already being followed (recursion) is not followed again.
    var optionalProperties: [OptionalProperty] {
        var found: [OptionalProperty] = []
        collect(root, at: "", following: [], into: &found)
        return found
    }

    /// `narrowings` are what branches of enclosing objects say of this one (a branch's own
    /// `location`): the names they require are needed too.
    private func collect(
        _ node: Any, at path: String, following: Set<String>, into found: inout [OptionalProperty], narrowings: [Any] = []
    ) {
        var following = following
        let (properties, required) = members(node, following: &following)
        let object = node as? [String: Any] ?? [:]
        // The branches of its oneOfs and anyOfs (and the narrowings): what they require is needed while they apply.
        let branchSchemas = branches(node, depth: 0) + narrowings.flatMap { expanded($0, depth: 0) + branches($0, depth: 0) }
        // A property a branch constrains may be what tells the branches apart: the importer
        // writes it whenever they may apply.
        let branchRequired = branchSchemas.flatMap {
            (($0["required"] as? [String]) ?? []) + Array((($0["properties"] as? [String: Any]) ?? [:]).keys)
        }
        let needed = Set(
            ["dependencies", "dependentRequired"].flatMap {
                ((object[$0] as? [String: Any]) ?? [:]).values.flatMap { ($0 as? [String]) ?? [] }
            } + branchRequired)
        for (name, schema) in properties.sorted(by: { $0.key < $1.key }) {
            let child = path + "/" + Self.escape(name)
            if !required.contains(name) {
                found.append(
                    OptionalProperty(
                        path: child, parent: path, isContainer: schema.contains { holdsContainer($0, depth: 0) },
                        isNeeded: needed.contains(name)))
            }
            let childNarrowings = branchSchemas.compactMap { ($0["properties"] as? [String: Any])?[name] }
            collect(declarations: schema, at: child, following: following, into: &found, narrowings: childNarrowings)
        }
        for items in itemSchemas(node, following: following) {
            collect(items, at: path + "/*", following: following, into: &found)
        }
    }

    /// Every property (or item of an array property, at `path/*`) reachable from the root as
    /// ``optionalProperties`` finds them whose declarations allow only some strings (`enum`,
    /// `const`), with those strings, and the path of the object (or array) that holds it.
    var stringEnumerations: [(path: String, parent: String, values: [String])] {
        var found: [(path: String, parent: String, values: [String])] = []
        enumerations(root, at: "", following: [], depth: 0, into: &found)
        return found
    }

    private func enumerations(
        _ node: Any, at path: String, following: Set<String>, depth: Int,
        into found: inout [(path: String, parent: String, values: [String])]
    ) {
        guard depth < 24 else { return }
        var following = following
        let (properties, _) = members(node, following: &following)
        for (name, schemas) in properties.sorted(by: { $0.key < $1.key }) {
            let child = path + "/" + Self.escape(name)
            if let values = allowedStrings(schemas) { found.append((child, path, values)) }
            let items = schemas.flatMap { itemSchemas($0, following: following) }
            if let values = allowedStrings(items) { found.append((child + "/*", child, values)) }
            enumerations(["allOf": schemas] as [String: Any], at: child, following: following, depth: depth + 1, into: &found)
        }
        for items in itemSchemas(node, following: following) {
            enumerations(items, at: path + "/*", following: following, depth: depth + 1, into: &found)
        }
    }

    /// The strings that all of `schemas` (each with what its `$ref` names) allow, in the order
    /// the first gives them, when one of them lists the values it allows and they are strings.
    private func allowedStrings(_ schemas: [Any]) -> [String]? {
        var allowed: [String]?
        for schema in schemas {
            var object = schema as? [String: Any] ?? [:]
            if let reference = object["$ref"] as? String, let target = resolve(reference) as? [String: Any] {
                object = target.merging(object) { own, _ in own }
            }
            guard let values = (object["enum"] as? [Any]) ?? object["const"].map({ [$0] }) else { continue }
            let strings = values.compactMap { $0 as? String }
            guard !strings.isEmpty else { continue }
            allowed = allowed.map { current in current.filter(strings.contains) } ?? strings
        }
        return allowed
    }

    /// The properties and required names of `node`, its `allOf` members and what its `$ref` names.
    private func members(_ node: Any, following: inout Set<String>) -> (properties: [String: [Any]], required: Set<String>) {
        guard let object = node as? [String: Any] else { return ([:], []) }
        var properties: [String: [Any]] = [:]
        var required = Set(object["required"] as? [String] ?? [])
        for (name, schema) in object["properties"] as? [String: Any] ?? [:] { properties[name, default: []].append(schema) }
        var parts = object["allOf"] as? [Any] ?? []
        if let target = object["$ref"] as? String, !following.contains(target), let resolved = resolve(target) {
            following.insert(target)
            parts.append(resolved)
        }
        for part in parts {
            let more = members(part, following: &following)
            required.formUnion(more.required)
            for (name, schemas) in more.properties { properties[name, default: []].append(contentsOf: schemas) }
        }
        return (properties, required)
    }

    /// The `items` schemas of `node`, through `allOf` and `$ref`.
    private func itemSchemas(_ node: Any, following: Set<String>) -> [Any] {
        guard let object = node as? [String: Any] else { return [] }
        var result: [Any] = object["items"].map { [$0] } ?? []
        for part in object["allOf"] as? [Any] ?? [] { result += itemSchemas(part, following: following) }
        if let target = object["$ref"] as? String, !following.contains(target), let resolved = resolve(target) {
            result += itemSchemas(resolved, following: following.union([target]))
        }
        return result
    }

    /// Collects schemas of one property declared in several places (`allOf`) under one path.
    private func collect(
        declarations schemas: [Any], at path: String, following: Set<String>, into found: inout [OptionalProperty], narrowings: [Any]
    ) {
        collect(["allOf": schemas] as [String: Any], at: path, following: following, into: &found, narrowings: narrowings)
    }

    /// The branches of `node`'s `oneOf`s and `anyOf`s (through `allOf` and `$ref`, nested ones
    /// too), each expanded into its `allOf` parts and what its `$ref` names.
    private func branches(_ node: Any, depth: Int) -> [[String: Any]] {
        guard depth < 8, let object = node as? [String: Any] else { return [] }
        var found: [[String: Any]] = []
        for key in ["oneOf", "anyOf"] {
            for branch in object[key] as? [Any] ?? [] { found += expanded(branch, depth: depth + 1) + branches(branch, depth: depth + 1) }
        }
        for part in object["allOf"] as? [Any] ?? [] { found += branches(part, depth: depth + 1) }
        if let reference = object["$ref"] as? String, let target = resolve(reference) { found += branches(target, depth: depth + 1) }
        return found
    }

    /// `node`, its `allOf` parts and what its `$ref` names, each an object schema.
    private func expanded(_ node: Any, depth: Int) -> [[String: Any]] {
        guard depth < 8, let object = node as? [String: Any] else { return [] }
        var found = [object]
        for part in object["allOf"] as? [Any] ?? [] { found += expanded(part, depth: depth + 1) }
        if let reference = object["$ref"] as? String, let target = resolve(reference) { found += expanded(target, depth: depth + 1) }
        return found
    }

    /// Whether `node` (or what its `$ref` or `allOf` names) is an object or array schema.
    private func holdsContainer(_ node: Any, depth: Int) -> Bool {
        guard depth < 8, let object = node as? [String: Any] else { return false }
        let types = (object["type"] as? [String]) ?? (object["type"] as? String).map { [$0] } ?? []
        if types.contains("object") || types.contains("array") || object["properties"] != nil || object["items"] != nil { return true }
        if let reference = object["$ref"] as? String, let target = resolve(reference), holdsContainer(target, depth: depth + 1) {
            return true
        }
        return (object["allOf"] as? [Any])?.contains { holdsContainer($0, depth: depth + 1) } ?? false
    }

    /// The schema an internal `$ref` (`#/definitions/x`, `#/$defs/x`, `#`) names.
    func resolve(_ reference: String) -> Any? {
        guard reference.hasPrefix("#") else { return nil }
        var node: Any? = root
        for token in reference.dropFirst().split(separator: "/", omittingEmptySubsequences: true) {
            let name =
                String(token).removingPercentEncoding?.replacingOccurrences(of: "~1", with: "/")
                .replacingOccurrences(of: "~0", with: "~") ?? String(token)
            if let object = node as? [String: Any] {
                node = object[name]
            } else if let array = node as? [Any], let index = Int(name), array.indices.contains(index) {
                node = array[index]
            } else {
                return nil
            }
        }
        return node
    }

    /// Every keyword used anywhere in the schema; the names under `properties`, `definitions`,
    /// `$defs`, `patternProperties`, `dependentSchemas` and `dependencies` are names, not keywords.
    var keywords: Set<String> {
        var found: Set<String> = []
        Self.keywords(root, into: &found)
        return found
    }

    private static let nameMaps: Set<String> = [
        "properties", "definitions", "$defs", "patternProperties", "dependentSchemas", "dependencies",
    ]

    private static func keywords(_ node: Any, into found: inout Set<String>) {
        if let array = node as? [Any] { for item in array { keywords(item, into: &found) } }
        guard let object = node as? [String: Any] else { return }
        for (key, value) in object {
            found.insert(key)
            if key == "enum" || key == "const" || key == "default" || key == "examples" { continue }
            if nameMaps.contains(key), let map = value as? [String: Any] {
                for member in map.values { keywords(member, into: &found) }
            } else {
                keywords(value, into: &found)
            }
        }
    }

    /// A property name as one JSON pointer token.
    static func escape(_ name: String) -> String {
        name.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }
}
