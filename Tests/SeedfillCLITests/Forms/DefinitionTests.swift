import Foundation
import Testing

@testable import SeedfillCore

/// Reusable definitions (`definitions` + a field's `use`): expanded at load time into plain
/// fields, so a model that uses them fills and validates like the one written out by hand.
// Issue 17, item 2.
@Suite struct DefinitionTests {
    static let forms = repositoryRoot.appendingPathComponent("Examples/Forms").path

    /// A model with definitions that use each other and are overridden, and the same model with
    /// every use written out.
    static let withDefinitions = """
        { "model": "m",
          "definitions": {
            "name": { "type": "text", "title": "Name", "maxLength": 12, "pattern": "^[A-Z][a-z]+$" },
            "fullName": { "type": "group", "fields": [
              { "key": "first", "use": "name", "title": "First" },
              { "key": "last", "use": "name", "maxLength": 20 } ] },
            "person": { "use": "fullName", "title": "Person" }
          },
          "sections": [ { "key": "s", "fields": [
            { "key": "alone", "type": "boolean" },
            { "key": "applicant", "use": "person" },
            { "key": "partner", "use": "fullName", "title": "Partner", "visibleWhen": "not alone" },
            { "key": "nickname", "use": "name", "optional": true }
          ]}]}
        """
    static let writtenOut = """
        { "model": "m",
          "sections": [ { "key": "s", "fields": [
            { "key": "alone", "type": "boolean" },
            { "key": "applicant", "type": "group", "title": "Person", "fields": [
              { "key": "first", "type": "text", "title": "First", "maxLength": 12, "pattern": "^[A-Z][a-z]+$" },
              { "key": "last", "type": "text", "title": "Name", "maxLength": 20, "pattern": "^[A-Z][a-z]+$" } ] },
            { "key": "partner", "type": "group", "title": "Partner", "visibleWhen": "not alone", "fields": [
              { "key": "first", "type": "text", "title": "First", "maxLength": 12, "pattern": "^[A-Z][a-z]+$" },
              { "key": "last", "type": "text", "title": "Name", "maxLength": 20, "pattern": "^[A-Z][a-z]+$" } ] },
            { "key": "nickname", "type": "text", "title": "Name", "maxLength": 12, "pattern": "^[A-Z][a-z]+$", "optional": true }
          ]}]}
        """

    /// The fixtures of a project holding `model` (output folder `m/` only, not the manifest,
    /// which records the model file's digest).
    static func fixtures(of model: String) throws -> [String: Data] {
        let project = try TemporaryProject(files: ["models/m.json": model, "m.seed.json": #"{ "model": "m", "count": 200 }"#])
        let result = seedfill(["generate", "--seeds", project.seeds, "--out", project.output, "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        return TemporaryProject.snapshot(project.output + "/m")
    }

    @Test func expansionGivesTheModelWrittenOut() throws {
        let expanded = try Self.fixtures(of: Self.withDefinitions)
        #expect(expanded.count == 200)
        #expect(expanded == (try Self.fixtures(of: Self.writtenOut)))
        let (model, diagnostics) = ModelLoader.load(bytes: Array(Self.withDefinitions.utf8), file: "m.json")
        #expect(diagnostics.isEmpty)
        let fields = try #require(model).items[0].fields
        #expect(fields.map(\.key) == ["alone", "applicant", "partner", "nickname"])
        #expect(fields[1].fields.map(\.title) == ["First", "Name"])
        #expect(fields[1].fields[1].constraints.maxLength == 20)
        #expect(fields[3].optional && fields[3].type == .text)
    }

    @Test func veteranFillsAThousandValidFixtures() throws {
        let scratch = try TemporaryProject()
        let generated = seedfill(["generate", "--seeds", Self.forms, "veteran", "--count", "1000", "--out", scratch.output, "--quiet"])
        #expect(generated.status == 0, "\(generated.err)")
        let folder = scratch.output + "/veteran"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted().map { folder + "/" + $0 }
        #expect(files.count == 1000)
        let validated = seedfill(["validate", "veteran"] + files + ["--seeds", Self.forms])
        #expect(validated.status == 0, "\(validated.err)")
        #expect(validated.out.contains("1000 questionnaires: all valid against 'veteran'"), "\(validated.out)")
    }

    @Test func brokenFieldsOfUsedDefinitionsAreRejected() throws {
        let scratch = try TemporaryProject()
        let file = scratch.root.appendingPathComponent("bad.json").path
        try Data(
            """
            { "veteran": { "name": { "first": "mary", "last": "Smith", "middle": null }, "ssn": "123-45-6789", "birthDate": "1960-01-01",
                "hadOtherName": false, "home": { "street": "Elm", "city": "Troy", "state": "NY", "zip": "1234" } },
              "family": { "married": false, "children": [ { "name": { "first": "Ann", "middle": "bb", "last": "Lee" },
                "birthDate": "2000-02-02" } ] } }
            """.utf8
        ).write(to: URL(fileURLWithPath: file))
        let result = seedfill(["validate", "veteran", file, "--seeds", Self.forms])
        #expect(result.status == 1)
        #expect(
            result.err == """
                \(file):1:35: error: "mary" does not match the pattern '^[A-Z][a-z]+$' (rule: pattern '^[A-Z][a-z]+$')
                  at: veteran.name.first
                \(file):2:93: error: "1234" does not match the pattern '^[0-9]{5}(-[0-9]{4})?$' (rule: pattern '^[0-9]{5}(-[0-9]{4})?$')
                  at: veteran.home.zip
                \(file):3:85: error: "bb" does not match the pattern '^[A-Z]$' (rule: pattern '^[A-Z]$')
                  at: family.children[0].name.middle
                3 errors

                """)
    }
}
