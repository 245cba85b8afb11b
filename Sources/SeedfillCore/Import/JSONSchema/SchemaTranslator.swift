/// Translates a JSON Schema into a seedfill model whose fixtures are instances of the schema.
///
/// The schema's root object becomes the model's top-level fields; each property a field of the
/// matching type (an object a group, an array of objects a list, an enumeration a choice), its
/// key the property name made an identifier (the property name itself is the field's `name`
/// when they differ). A property the schema does not require may be absent: a value field is
/// `"optional": "omit"`; an object or array is always written, which the schema allows.
/// Definitions that a `$ref` names become the model's `definitions`, used with `use`.
/// Anything that cannot be translated faithfully is an ``ImportNote`` of kind `untranslated`,
/// located at its keyword.
struct SchemaTranslator {
    /// The schema document (for a react-jsonschema-form playground file, its `schema`).
    let root: JSONNode
    /// Where `root` lies in the file (`#/schema` in a playground file).
    let rootPointer: SchemaPointer
    let draft: SchemaDraft
    /// What was noted along the way, in the order found.
    private(set) var notes: [ImportNote] = []
    /// The definitions made so far, by the pointer of the schema each is made from.
    var definitionNames: [SchemaPointer: String] = [:]
    var definitions: [(name: String, field: ImportedField)] = []
    /// The definitions being translated (a `$ref` to one of them is a recursion).
    var inProgress: [SchemaPointer] = []
    /// How many times each definition is expanded inline, within itself, at this point.
    var recursionDepth: [SchemaPointer: Int] = [:]
    /// How deep a recursive definition is expanded inside itself before its optional
    /// properties that recurse are left out.
    static let maxRecursion = 2
    /// How deeply fields are nested at this point of the translation: a schema nested deeper
    /// than ``maxNesting`` (a cycle no `$ref` shows) is not translated rather than followed
    /// without end.
    var nesting = 0
    /// Keys made required while a condition holds, by the `anyOf` of an object being
    /// translated, applied to its fields once they are all made.
    var pendingRequired: [(keys: [String], condition: String)] = []
    /// Keys shown only while a condition holds, by the `oneOf` of required sets of an object
    /// being translated, applied to its fields once they are all made.
    var pendingShown: [(keys: [String], condition: String)] = []
    static let maxNesting = 48
    /// How many branch sets have been planned: each gets the next number, so that parts of
    /// different sets (and objects) are told apart.
    var nextBranchSet = 0
    /// The parts that the branches of an enclosing object give an object property, by the
    /// pointer of the property's schema, until that object's fields are made.
    var narrowings: [SchemaPointer: [BranchPart]] = [:]

    /// A translator of the schema in `document` (the file's root node).
    init(document: JSONNode) {
        if let schema = document["schema"], document["$schema"] == nil, document["type"] == nil,
            document["properties"] == nil, schema.members != nil
        {
            // A react-jsonschema-form playground file: {"schema", "uiSchema", "formData"}.
            root = schema
            rootPointer = SchemaPointer().appending("schema")
        } else {
            root = document
            rootPointer = SchemaPointer()
        }
        draft = root["$schema"]?.stringValue.flatMap(SchemaDraft.init(uri:)) ?? .draft7
    }

    /// The model named `name`, made of the schema's root object.
    mutating func model(named name: String) -> ImportedModel {
        var model = ImportedModel(name: name, title: root["title"]?.stringValue)
        let schema = resolved(root, at: rootPointer)
        if schema.node.members == nil || baseType(of: schema) != "object" {
            untranslated(
                schema, "the root is not an object schema: a model's fixture is an object", keyword: nil)
        } else {
            reportUntranslatedKeywords(schema)
            model.fields = properties(of: schema)
        }
        model.definitions = definitions
        return model
    }

    // MARK: - Notes

    /// Notes that `keyword` of `schema` (or the schema itself) is not translated faithfully.
    mutating func untranslated(_ schema: SchemaNode, _ message: String, keyword: String?) {
        note(.untranslated, schema, message, keyword: keyword)
    }

    /// Notes a remark about `keyword` of `schema`.
    mutating func remark(_ schema: SchemaNode, _ message: String, keyword: String?) {
        note(.remark, schema, message, keyword: keyword)
    }

    private mutating func note(_ kind: ImportNote.Kind, _ schema: SchemaNode, _ message: String, keyword: String?) {
        let location = keyword.flatMap { key in schema.node.members?.first { $0.key == key }?.keyLocation } ?? schema.node.location
        let pointer = keyword.map { schema.pointer.appending($0) } ?? schema.pointer
        // A schema is read again where it is used twice (a reference, a merge): said once.
        guard !notes.contains(where: { $0.pointer == pointer.description && $0.message == message }) else { return }
        notes.append(ImportNote(kind: kind, location: location, pointer: pointer.description, message: message))
    }
}

/// A schema (a JSON object, or `true`/`false`) and where it lies in the document.
struct SchemaNode: Sendable {
    var node: JSONNode
    var pointer: SchemaPointer

    /// The member `keyword`, if the schema has it.
    subscript(keyword: String) -> JSONNode? { node[keyword] }

    /// The schema under `keyword`, where it lies.
    func child(_ keyword: String) -> SchemaNode? {
        node[keyword].map { SchemaNode(node: $0, pointer: pointer.appending(keyword)) }
    }
}
