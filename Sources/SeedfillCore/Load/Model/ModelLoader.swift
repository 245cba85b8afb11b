/// Turns a model file (`Seeds/models/NAME.json`) into a ``Model``, checking its structure.
///
/// Only the shape is checked here: expressions, masks and patterns are kept as ``SourceText``,
/// bounds as ``BoundSource`` and constants as ``JSONNode``, for the planner to parse against the
/// whole project. Every problem found is reported, not just the first.
enum ModelLoader {
    /// Loads a parsed model document; the model is `nil` when any error was found.
    static func load(_ node: JSONNode, file: String) -> (model: Model?, diagnostics: [Diagnostic]) {
        var reader = ModelReader(file: file)
        let model = reader.readModel(node)
        let diagnostics = reader.sortedDiagnostics()
        let failed = diagnostics.contains { $0.severity == .error }
        return (failed ? nil : model, diagnostics)
    }

    /// Parses and loads a model file's bytes; JSON syntax errors are passed through as they are.
    static func load(bytes: [UInt8], file: String) -> (model: Model?, diagnostics: [Diagnostic]) {
        let (node, jsonDiagnostics) = JSONReader.parse(bytes, file: file)
        guard let node else { return (nil, jsonDiagnostics) }
        let (model, diagnostics) = load(node, file: file)
        return (model, jsonDiagnostics + diagnostics)
    }
}

/// Field keys declared so far in one scope, to report duplicates where they are declared.
struct KeyScope {
    /// Where each key was first declared and whether it named a section.
    private var declared: [String: (location: SourceLocation, isSection: Bool)] = [:]

    /// Records `key`, or reports it when the scope already has it.
    mutating func declare(_ key: String, isSection: Bool, at location: SourceLocation, path: JSONPath, into bag: inout DiagnosticBag) {
        if let first = declared[key] {
            let at = "\(first.location.line):\(first.location.column)"
            if first.isSection || isSection {
                bag.error(
                    "duplicate key \(Quoted.single(key))", at: location, path: path.description,
                    hint: "first declared at \(at) as a \(first.isSection ? "section" : "field"); sections and fields share one set of keys"
                )
            } else {
                bag.error(
                    "duplicate field key \(Quoted.single(key))", at: location, path: path.description,
                    hint: "first declared at \(at)")
            }
            return
        }
        declared[key] = (location, isSection)
    }
}

/// The loader's state while reading one file.
struct ModelReader {
    /// The file name shown in diagnostics.
    let file: String
    /// Everything reported so far.
    var bag = DiagnosticBag()
    /// The model's `definitions`, read before its sections.
    var definitions = DefinitionTable()

    /// Groups and lists nested deeper than this are reported rather than followed.
    static let maxNesting = 32

    init(file: String) {
        self.file = file
    }

    /// The diagnostics in file order (stable for those at one spot), for a report that reads top-down.
    func sortedDiagnostics() -> [Diagnostic] {
        bag.diagnostics.enumerated().sorted { a, b in
            let la = a.element.location, lb = b.element.location
            let ka = (la?.line ?? 0, la?.column ?? 0), kb = (lb?.line ?? 0, lb?.column ?? 0)
            return ka != kb ? ka < kb : a.offset < b.offset
        }.map(\.element)
    }

    /// Reads the root object.
    mutating func readModel(_ node: JSONNode) -> Model? {
        let path = JSONPath.root
        guard let members = node.members else {
            bag.error(
                "a model file must hold a JSON object, found \(node.typeDescription)", at: node.location,
                hint: "start the file with { \"model\": \"name\", \"sections\": [ ... ] }")
            return nil
        }
        var name: String?
        var title: String?
        var items: [Field] = []
        var sawSections = false
        if let definitions = members.first(where: { $0.key == "definitions" }) {
            readDefinitions(definitions.value, path: path.appending("definitions"))
        }
        for member in members {
            let memberPath = path.appending(member.key)
            switch member.key {
            case "$schema":
                _ = member.value.expectString("'$schema'", path: memberPath, into: &bag)
            case "model":
                guard let text = member.value.expectString("'model'", path: memberPath, into: &bag) else { continue }
                if text.isIdentifierLike {
                    name = text
                } else {
                    bag.error(
                        "model name \(Quoted.single(text)) is not a valid name", at: member.value.location, path: memberPath.description,
                        hint: "use letters, digits and '_', not starting with a digit, e.g. 'carPolicy'")
                }
            case "title":
                title = member.value.expectString("'title'", path: memberPath, into: &bag)
            case "definitions":
                continue
            case "sections":
                sawSections = true
                items = readSections(member.value, path: memberPath)
            default:
                bag.reportUnknownKey(member, in: "a model", path: path, validKeys: FieldKeys.root)
            }
        }
        if node["model"] == nil {
            bag.reportMissingKey(
                "model", in: "the model file", node: node, path: path,
                hint: "name the model, e.g. \"model\": \"policy\"; seed files refer to it by this name",
                validKeys: FieldKeys.root)
        }
        if !sawSections {
            bag.reportMissingKey(
                "sections", in: "the model file", node: node, path: path,
                hint: "list the form's sections and top-level fields: \"sections\": [ ... ]",
                validKeys: FieldKeys.root)
        }
        guard let name else { return nil }
        var model = Model(name: name, title: title, file: file, items: items)
        model.usesDefinitions = !definitions.names.isEmpty
        return model
    }

    /// Reads `sections`: each entry a section or a field written at the top level.
    mutating func readSections(_ node: JSONNode, path: JSONPath) -> [Field] {
        guard let entries = node.expectArray("'sections'", path: path, into: &bag) else { return [] }
        if entries.isEmpty {
            bag.error(
                "'sections' is empty", at: node.location, path: path.description,
                hint: "a model needs at least one section or field")
        }
        var items: [Field] = []
        // The model's namespace: sections, the fields directly in them, and top-level fields.
        var modelScope = KeyScope()
        for (index, entry) in entries.enumerated() {
            let entryPath = path.appending(index)
            guard entry.expectObject("each entry of 'sections'", path: entryPath, into: &bag) != nil else { continue }
            let type = entry["type"]?.stringValue
            let field: Field?
            if entry["use"] == nil, entry["type"] == nil || type == FieldType.section.rawValue {
                field = readSection(entry, path: entryPath, scope: &modelScope)
            } else {
                field = readField(entry, path: entryPath, scope: &modelScope, depth: 0)
            }
            if let field { items.append(field) }
        }
        checkOutputNames(items)
        return items
    }
}
