import Foundation
import Testing

/// The independent validator of the JSON Schema import tests, checked without the importer:
/// hand-written records it must accept or reject (with the draft the schema declares, its
/// formats, an rjsf playground file), and fixtures `generate` writes from hand-made models of
/// two corpus schemas, whose optional properties it counts.
// Issue 18: the test tool of items 1-3.
@Suite struct SchemaValidatorTests {
    /// One record against one schema of the corpus, and the pointer of the value it must reject
    /// (`nil`: valid).
    struct Case: Sendable, CustomStringConvertible {
        var schema: String
        var record: String
        var rejected: String?
        var description: String { "\(schema): \(record)" }
    }

    static let cases: [Case] = [
        Case(schema: "Schemas/required.schema.json", record: #"{"id":1,"title":"a"}"#, rejected: nil),
        Case(schema: "Schemas/required.schema.json", record: #"{"id":1,"note":null,"title":"a"}"#, rejected: "/note"),
        Case(schema: "Schemas/required.schema.json", record: #"{"id":1}"#, rejected: ""),
        Case(
            schema: "Schemas/properties-names.schema.json", record: #"{"first name":"a","x-request-id":"r","agreed?":1,"a/b~c":1}"#,
            rejected: "/agreed?"),
        Case(schema: "Schemas/enum-null.schema.json", record: #"{"answer":null,"mixed":true}"#, rejected: nil),
        Case(schema: "Schemas/enum-null.schema.json", record: #"{"answer":"no","mixed":1}"#, rejected: "/mixed"),
        Case(schema: "Schemas/bounds-draft04.schema.json", record: #"{"count":2,"share":0.5,"plain":2}"#, rejected: nil),
        Case(schema: "Schemas/bounds-draft04.schema.json", record: #"{"count":3,"share":0.5,"plain":2}"#, rejected: "/count"),
        Case(schema: "Schemas/bounds-integer.schema.json", record: #"{"inclusive":0,"exclusive":3,"floor":100}"#, rejected: "/exclusive"),
        Case(schema: "Schemas/pattern-unanchored.schema.json", record: #"{"reference":"ab123cd"}"#, rejected: nil),
        Case(schema: "Schemas/pattern-maxlength.schema.json", record: #"{"code":"x1234","word":"ab","text":"a"}"#, rejected: "/code"),
        Case(schema: "Schemas/additional-properties.schema.json", record: #"{"id":1,"meta":{"extra":1}}"#, rejected: "/meta"),
        Case(
            schema: "Schemas/array-objects.schema.json",
            record: #"{"drivers":[{"name":"a","licensed":true},{"name":"a","licensed":true}]}"#, rejected: "/drivers"),
        Case(
            schema: "Schemas/ref-recursive.schema.json", record: #"{"root":{"name":"a","children":[{"name":"b","children":[{}]}]}}"#,
            rejected: "/root/children/0/children/0"),
        Case(schema: "Schemas/format-email.schema.json", record: #"{"value":"no-at-sign"}"#, rejected: "/value"),
        Case(schema: "Schemas/format-uri.schema.json", record: #"{"value":"www.example.com"}"#, rejected: "/value"),
        Case(schema: "Schemas/format-date.schema.json", record: #"{"value":"2023-02-29"}"#, rejected: "/value"),
        Case(schema: "Schemas/format-date-time.schema.json", record: #"{"value":"2025-12-01 10:00:00Z"}"#, rejected: "/value"),
        Case(schema: "Schemas/format-uuid.schema.json", record: #"{"value":"44b09fec-d160-4f30-bc0c-83f0773cd09"}"#, rejected: "/value"),
        Case(schema: "Schemas/format-ipv4.schema.json", record: #"{"value":"10.0.0.256"}"#, rejected: "/value"),
        Case(schema: "Schemas/format-hostname.schema.json", record: #"{"value":"-bad-.example.com"}"#, rejected: "/value"),
        Case(schema: "RealForms/rjsf-playground-if-then-else.json", record: #"{"animal":"Cat","food":"meat"}"#, rejected: nil),
        Case(
            schema: "RealForms/rjsf-playground-if-then-else.json", record: #"{"animal":"Fish","food":"meat","water":"sea"}"#,
            rejected: "/food"),
        Case(schema: "Schemas/type.schema.json", record: "not JSON", rejected: ""),
    ]

    @Test(arguments: cases)
    func aRecordIsAcceptedOrRejectedAtItsPointer(_ check: Case) throws {
        let project = try TemporaryProject()
        let fixtures = project.root.appendingPathComponent("fixtures.jsonl").path
        try Data("\(check.record)\n\n".utf8).write(to: URL(fileURLWithPath: fixtures))
        let schema = ImportedFixtures.corpus + "/" + check.schema
        guard let summary = try SchemaValidator.validate(schema: schema, fixtures: fixtures) else { return }
        #expect(summary.records == 1)
        SchemaValidator.noteFormats(summary, of: check.schema)
        guard summary.uncheckableFormats.isEmpty else { return }
        #expect(summary.uncheckedFormats.isEmpty, "\(check.schema): format \(summary.uncheckedFormats) not checked")
        if let pointer = check.rejected {
            #expect(summary.invalid.map(\.line) == [1], "accepted")
            #expect(summary.invalid.first?.errors.first?.hasPrefix(pointer + " ") == true, "\(summary.invalidExcerpt())")
        } else {
            #expect(summary.invalid.isEmpty, "\(summary.invalidExcerpt())")
        }
    }

    @Test func optionalPropertiesAndKeywordsAreReadFromTheOriginalSchema() throws {
        let expected: [String: [String]] = [
            "Schemas/nested.schema.json": ["/applicant/address/flat", "/employer"],
            "Schemas/additional-properties.schema.json": ["/label", "/meta", "/meta/source"],
            "Schemas/allof.schema.json": ["/label"],
            "Schemas/ref-definitions.schema.json": ["/billing"],
            "Schemas/ref-defs.schema.json": ["/contacts/*/email", "/owner/email"],
            "Schemas/ref-recursive.schema.json": ["/root/children"],
            "Schemas/type.schema.json": [],
        ]
        for (file, paths) in expected {
            let shape = try SchemaShape(contentsOf: ImportedFixtures.corpus + "/" + file)
            #expect(shape.optionalProperties.map(\.path) == paths, "\(file)")
        }
        let playground = try SchemaShape(contentsOf: ImportedFixtures.corpus + "/RealForms/rjsf-playground-property-dependencies.json")
        #expect(playground.keywords.contains("dependencies") && !playground.keywords.contains("schema"))
        let names = try SchemaShape(contentsOf: ImportedFixtures.corpus + "/Schemas/properties-names.schema.json")
        #expect(!names.keywords.contains("first name") && names.optionalProperties.isEmpty)
    }

    @Test func withoutJSONSchemaTheScriptSaysSoAndExitsTwo() throws {
        guard let python = ShellCommand.which("python3") else { return SchemaValidator.unavailable("python3 is not installed") }
        // -S: no site-packages, so no jsonschema.
        let result = try ShellCommand.run(python, ["-S", SchemaValidator.script, "schema.json", "fixtures.jsonl"])
        #expect(result.status == 2)
        #expect(result.err.contains("the Python package 'jsonschema' is not installed"), "\(result.err)")
    }
}

/// Fixtures `generate` writes from hand-made models of two corpus schemas pass the validator,
/// and their optional properties are counted both written and left out; a model that writes
/// `null` for an optional property is caught on exactly the records that do.
// Issue 18: the test tool of items 1-3.
@Suite struct HandMadeModelValidationTests {
    static let required = """
        { "model": "required", "sections": [
          { "key": "id", "type": "integer", "min": 1, "max": 1000 },
          { "key": "title", "type": "text", "maxLength": 20 },
          { "key": "note", "type": "text", "optional": "PRESENCE", "maxLength": 20 },
          { "key": "score", "type": "decimal", "optional": "omit", "min": 0, "max": 10, "scale": 2 } ] }
        """

    /// `uniqueBy` stands for `uniqueItems`: without it two drivers of one record are sometimes
    /// equal objects (drawn names repeat), which the validator rejects.
    static let drivers = """
        { "model": "drivers", "sections": [
          { "key": "drivers", "type": "list", "minItems": 1, "maxItems": 4, "uniqueBy": ["name"], "fields": [
            { "key": "name", "type": "text", "maxLength": 30 },
            { "key": "licensed", "type": "boolean" },
            { "key": "years", "type": "integer", "optional": "omit", "min": 0, "max": 60 } ] } ] }
        """

    /// Generates 500 fixtures of `model` (seed `name`) and validates them against the corpus's `schema`.
    static func validate(_ name: String, model: String, schema: String) throws -> (SchemaValidator.Summary, [String])? {
        let project = try TemporaryProject(files: [
            "models/\(name).json": model, "\(name).seed.json": #"{ "model": "\#(name)", "empty": 0.4, "fields": {} }"#,
        ])
        let generated = seedfill([
            "generate", name, "--seeds", project.seeds, "--count", "500", "--format", "jsonl", "--out", project.output,
        ])
        #expect(generated.status == 0, "\(generated.err)")
        let fixtures = project.output + "/\(name).jsonl"
        let lines = try String(contentsOfFile: fixtures, encoding: .utf8).split(separator: "\n").map(String.init)
        guard let summary = try SchemaValidator.validate(schema: ImportedFixtures.corpus + "/Schemas/" + schema, fixtures: fixtures) else {
            return nil
        }
        #expect(summary.records == 500 && lines.count == 500)
        return (summary, lines)
    }

    @Test(arguments: [
        ("required", required.replacingOccurrences(of: "PRESENCE", with: "omit"), "required.schema.json"),
        ("drivers", drivers, "array-objects.schema.json"),
    ])
    func validFixturesPassAndOptionalPropertiesAreCountedBothWays(_ name: String, _ model: String, _ schema: String) throws {
        guard let (summary, _) = try Self.validate(name, model: model, schema: schema) else { return }
        #expect(summary.invalid.isEmpty, "\(summary.invalidExcerpt())")
        let optional = try SchemaShape(contentsOf: ImportedFixtures.corpus + "/Schemas/" + schema).optionalProperties
        #expect(optional.map(\.path) == (name == "required" ? ["/note", "/score"] : ["/drivers/*/years"]))
        for property in optional {
            let written = summary.occurrences[property.path] ?? 0
            #expect(written > 0 && written < summary.occurrences[property.parent] ?? 0, "\(property): \(written)")
        }
        if name == "drivers" {
            #expect(summary.present["/drivers"] == 500 && (500...2000).contains(summary.occurrences["/drivers/*"] ?? 0))
        }
    }

    @Test func aNullForAnOptionalPropertyIsReportedOnEachRecordThatWritesIt() throws {
        let model = Self.required.replacingOccurrences(of: #""PRESENCE""#, with: "true")
        guard let (summary, lines) = try Self.validate("required", model: model, schema: "required.schema.json") else { return }
        // Counted here with Foundation: the lines whose note is null.
        let nullLines = lines.enumerated().compactMap { index, line in
            jsonObject(Data(line.utf8)).flatMap { $0["note"] is NSNull ? index + 1 : nil }
        }
        #expect(!nullLines.isEmpty)
        #expect(summary.invalid.map(\.line) == nullLines)
        #expect(summary.invalid.allSatisfy { $0.errors == ["/note None is not of type 'string' (#/properties/note/type)"] })
    }
}
