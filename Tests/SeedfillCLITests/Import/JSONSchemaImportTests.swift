import Foundation
import Testing

/// `seedfill import jsonschema` on the corpus of small schemas in `Import/JSONSchema/Schemas`
/// (issue 18, items 1-3): every fixture of a translated schema is an instance of the original
/// schema by Python's `jsonschema`, each optional property is sometimes written and sometimes
/// left out, and a construct the importer does not translate fails the import, naming its JSON
/// pointer, unless `--lenient`.
// Issue 18, items 1, 2 and 3.
@Suite struct JSONSchemaImportTests {
    static let schemas = ImportedFixtures.corpus + "/Schemas"

    /// The schemas the first slice translates: every file directly in `Schemas/`.
    static let translated = ImportedFixtures.files(in: "Schemas")

    /// The schemas it does not translate yet, each with the JSON pointer its error must name.
    static let untranslated: [String: String] = [
        "oneof-overlapping.schema.json": "#/properties/quantity/oneOf",
        "oneof-values-outside-property.schema.json": "#/oneOf",
    ]

    @Test func theCorpusIsListedInItsReadme() throws {
        let readme = try String(contentsOfFile: Self.schemas + "/README.md", encoding: .utf8)
        let unsupported = ImportedFixtures.files(in: "Schemas/Unsupported")
        #expect(Self.translated.count >= 30 && unsupported.count == Self.untranslated.count)
        #expect(Set(unsupported) == Set(Self.untranslated.keys), "each file of Unsupported/ needs its pointer here")
        for file in Self.translated + unsupported {
            #expect(readme.contains("| `\(file)` |"), "README.md does not describe \(file)")
        }
        for (file, pointer) in Self.untranslated {
            #expect(readme.contains("| `\(file)` | `\(pointer)` |"), "README.md gives another pointer for \(file)")
        }
    }

    @Test(arguments: translated)
    func fixturesAreInstancesOfTheSchema(_ file: String) throws {
        let schema = Self.schemas + "/" + file
        let run = try ImportedFixtures(schema, name: ImportedFixtures.defaultName(file))
        #expect(run.imported.status != 0 || !run.imported.out.isEmpty, "import printed no report of what it translated")
        if run.generated?.status == 0 {
            // seedfill's own validator accepts what the imported model wrote: the model is consistent with itself.
            let own = seedfill(["validate", run.name, run.fixtures, "--seeds", run.project.seeds])
            #expect(own.status == 0, "seedfill validate rejects fixtures of \(file): \(own.out)\(own.err)")
        }
        guard let summary = try run.validated(against: schema) else { return }
        #expect(summary.invalid.isEmpty, "\(summary.invalid.count) of \(summary.records) fixtures invalid:\n\(summary.invalidExcerpt())")
        // Absent when not required, not null: each optional value property is both written and
        // left out.
        for property in try SchemaShape(contentsOf: schema).optionalProperties {
            let objects = summary.occurrences[property.parent] ?? 0
            let written = summary.occurrences[property.path] ?? 0
            #expect(objects > 0, "no object at \(property.parent.isEmpty ? "the root" : property.parent) holds the optional \(property)")
            #expect(written > 0, "the optional \(property) is never written (\(objects) objects)")
            // An optional object or array is always written (the import says so), and so may be
            // a property required under a condition (filled even when it does not hold): allowed.
            if !property.isContainer, !property.isNeeded {
                #expect(written < objects, "the optional \(property) is written in all \(objects) objects, never left out")
            }
        }
        SchemaValidator.noteFormats(summary, of: file)
    }

    @Test(arguments: untranslated.keys.sorted())
    func anUntranslatedConstructFailsTheImportUnlessLenient(_ file: String) throws {
        let schema = Self.schemas + "/Unsupported/" + file
        let pointer = try #require(Self.untranslated[file])
        let strict = try ImportedFixtures(schema, name: "strict")
        #expect(strict.imported.status == 1, "\(strict.imported.out)")
        #expect(strict.imported.err.contains(file), "the error does not name the file: \(strict.imported.err)")
        #expect(strict.imported.err.contains(pointer), "the error does not name \(pointer): \(strict.imported.err)")
        #expect(!FileManager.default.fileExists(atPath: strict.model), "a failed import wrote \(strict.model)")
        let lenient = try ImportedFixtures(schema, name: "lenient", lenient: true)
        #expect(lenient.imported.status == 0, "\(lenient.imported.err)")
        #expect(lenient.imported.out.contains(pointer), "the lenient report does not list \(pointer): \(lenient.imported.out)")
        #expect(lenient.generated?.status == 0, "generate failed after a lenient import: \(lenient.generated?.err ?? "")")
    }

    @Test func theNameComesFromTheFileAndAnExistingModelIsKeptWithoutForce() throws {
        let project = try TemporaryProject()
        let plain = project.root.appendingPathComponent("plain.json").path
        try FileManager.default.copyItem(atPath: Self.schemas + "/type.schema.json", toPath: plain)
        let schema = Self.schemas + "/type.schema.json"
        for (file, name) in [(schema, "type"), (plain, "plain")] {
            let result = seedfill(["import", "jsonschema", file, "--seeds", project.seeds])
            #expect(result.status == 0, "\(result.err)")
            #expect(FileManager.default.fileExists(atPath: project.seeds + "/models/\(name).json"), "no model '\(name)'")
            #expect(FileManager.default.fileExists(atPath: project.seeds + "/\(name).seed.json"), "no seed '\(name)'")
        }
        let before = TemporaryProject.snapshot(project.seeds)
        let again = seedfill(["import", "jsonschema", schema, "--seeds", project.seeds])
        #expect(again.status == 1 && !again.err.isEmpty, "\(again.out)")
        #expect(TemporaryProject.snapshot(project.seeds) == before, "an import without --force changed an existing file")
        let forced = seedfill(["import", "jsonschema", schema, "--seeds", project.seeds, "--force"])
        #expect(forced.status == 0, "\(forced.err)")
        let named = seedfill(["import", "jsonschema", schema, "--seeds", project.seeds, "--model", "renamed"])
        #expect(named.status == 0, "\(named.err)")
        #expect(FileManager.default.fileExists(atPath: project.seeds + "/models/renamed.json"))
        #expect(FileManager.default.fileExists(atPath: project.seeds + "/renamed.seed.json"))
    }
}
