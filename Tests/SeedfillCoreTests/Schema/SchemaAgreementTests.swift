import Foundation
import Testing

@testable import SeedfillCore

/// The JSON Schemas in `Schemas/` agree with the loaders: every example file is valid, and every
/// golden input the loader rejects for its *structure* is rejected by the schema too.
///
/// Some golden inputs are broken in ways no JSON Schema can see (they need the model, the
/// expression language or a comparison between two values); they are listed below with the
/// reason, and skipped. JSON syntax errors are not the schema's business either: the file is
/// not JSON, so there is nothing to validate.
@Suite struct SchemaAgreementTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let golden = repository.appendingPathComponent("Tests/SeedfillCoreTests/Golden")

    /// Model golden cases whose errors are semantic, by case name.
    static let semanticModelCases: [String: String] = [
        "contradictory-bounds": "min greater than max: a comparison of two values",
        "duplicate-field-key": "keys unique across the model: needs every section at once",
        "duplicate-section-key": "keys unique across the model: needs every section at once",
        "nested-scopes": "keys unique within a group: a uniqueness check across array items",
    ]

    /// Seed golden cases whose errors are semantic, by case name.
    static let semanticSeedCases: [String: String] = [
        "ambiguous-key": "whether a key names one field or several depends on the model",
        "field-of-list-from-outside": "which fields are inside a list depends on the model",
        "list-entry-not-count-item": "whether a field is a list depends on the model",
        "mapped-twice": "a key and a dotted path naming the same field: needs the model",
        "multichoice-plain-array": "whether a field is a multichoice depends on the model",
        "section-entry-not-object": "whether a key names a section depends on the model",
        "unknown-field-suggestion": "which fields exist depends on the model",
        "unknown-model": "which models exist depends on the project",
        "else-not-last": "the position of 'else' among the branches: an order between array items",
    ]

    static func cases(_ kind: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: golden.appendingPathComponent(kind).path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }

    static func node(at url: URL) -> JSONNode? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return JSONReader.parse([UInt8](data), file: url.lastPathComponent).node
    }

    static func validator(_ name: String) throws -> JSONSchemaValidator {
        try JSONSchemaValidator(schemaAt: repository.appendingPathComponent("Schemas/\(name).schema.json"))
    }

    @Test(arguments: ["model", "seed"])
    func schemaUsesOnlyCheckedKeywords(_ name: String) throws {
        #expect(try Self.validator(name).unsupportedKeywords() == [])
    }

    @Test func everyExampleModelIsValid() throws {
        let validator = try Self.validator("model")
        let folders = [
            "Seeds/models", "Tests/SeedfillCLITests/Fixtures/tools/models", "Tests/SeedfillCLITests/Fixtures/workload/models",
            "Examples/Forms/models",
        ]
        var count = 0
        for folder in folders {
            let directory = Self.repository.appendingPathComponent(folder)
            for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) where file.hasSuffix(".json") {
                let node = try #require(Self.node(at: directory.appendingPathComponent(file)))
                #expect(validator.errors(in: node) == [], "\(folder)/\(file)")
                count += 1
            }
        }
        #expect(count >= 5)
    }

    @Test func everyExampleSeedIsValid() throws {
        let validator = try Self.validator("seed")
        var count = 0
        for folder in ["Seeds", "Tests/SeedfillCLITests/Fixtures/workload", "Examples/Forms"] {
            let directory = Self.repository.appendingPathComponent(folder)
            for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) where file.hasSuffix(".seed.json") {
                let node = try #require(Self.node(at: directory.appendingPathComponent(file)))
                #expect(validator.errors(in: node) == [], "\(folder)/\(file)")
                count += 1
            }
        }
        #expect(count >= 5)
    }

    @Test func seedFilesWrittenByInitAreValid() throws {
        let validator = try Self.validator("seed")
        let (project, _) = Project.load(directory: Self.repository.appendingPathComponent("Seeds").path)
        let loaded = try #require(project)
        for model in loaded.models.values {
            let plan = try #require(PlanBuilder.plan(model: model, seed: nil, tables: loaded.tables).plan)
            let text = SeedTemplate(plan: plan, schema: "../Schemas/seed.schema.json").text()
            let node = try #require(JSONReader.parse(text).node)
            #expect(validator.errors(in: node) == [], "init \(model.name)")
        }
    }

    @Test(arguments: cases("model"))
    func modelGoldenCase(_ name: String) throws {
        try Self.agree(kind: "model", file: "model.json", name: name, semantic: Self.semanticModelCases)
    }

    @Test(arguments: cases("seed"))
    func seedGoldenCase(_ name: String) throws {
        try Self.agree(kind: "seed", file: "seed.json", name: name, semantic: Self.semanticSeedCases)
    }

    /// The schema rejects a case the loader rejects, and accepts one it accepts; semantic cases
    /// and JSON syntax errors are skipped (and a listed semantic case must really be an error).
    static func agree(kind: String, file: String, name: String, semantic: [String: String]) throws {
        let folder = golden.appendingPathComponent(kind).appendingPathComponent(name)
        let expected = try String(contentsOf: folder.appendingPathComponent("expected.txt"), encoding: .utf8)
        let loaderRejects = expected.contains(": error: ")
        guard let node = node(at: folder.appendingPathComponent(file)) else {
            #expect(loaderRejects, "\(name): not JSON, yet the loader accepts it")
            return
        }
        if semantic[name] != nil {
            #expect(loaderRejects, "\(name) is listed as semantic but the loader accepts it")
            return
        }
        let errors = try validator(kind).errors(in: node)
        if loaderRejects {
            #expect(!errors.isEmpty, "\(kind) golden case \(name) is rejected by the loader but the schema accepts it")
        } else {
            #expect(errors == [], "\(kind) golden case \(name) is accepted by the loader but not by the schema")
        }
    }
}
