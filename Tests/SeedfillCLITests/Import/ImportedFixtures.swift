import Foundation
import Testing

/// A JSON Schema imported into a fresh project with `seedfill import jsonschema`, and the
/// fixtures `seedfill generate` then wrote from it as JSON Lines (issue 18).
struct ImportedFixtures {
    let project: TemporaryProject
    /// The model and seed name the import was given (`--model`).
    let name: String
    /// What `import jsonschema` printed and how it ended.
    let imported: RunResult
    /// What `generate` printed, or `nil` when the import failed and nothing was generated.
    let generated: RunResult?

    /// The folder with the corpus of small schemas, in the repository.
    static let corpus = repositoryRoot.appendingPathComponent("Tests/SeedfillCLITests/Import/JSONSchema").path

    /// The model the import wrote.
    var model: String { project.seeds + "/models/\(name).json" }
    /// The starter seed the import wrote.
    var seed: String { project.seeds + "/\(name).seed.json" }
    /// The JSON Lines file `generate` wrote.
    var fixtures: String { project.output + "/\(name).jsonl" }

    /// Imports `schema` as `name` (with `--lenient` when asked) and, when that succeeds,
    /// generates `count` fixtures of it.
    ///
    /// With `cover`, generates the cover set (`generate --cover`) instead of `count` fixtures.
    init(_ schema: String, name: String, count: Int = 500, lenient: Bool = false, cover: Bool = false) throws {
        project = try TemporaryProject()
        self.name = name
        var arguments = ["import", "jsonschema", schema, "--model", name, "--seeds", project.seeds]
        if lenient { arguments.append("--lenient") }
        imported = seedfill(arguments)
        generated =
            imported.status == 0
            ? seedfill(
                ["generate", name, "--seeds", project.seeds, "--format", "jsonl", "--out", project.output]
                    + (cover ? ["--cover"] : ["--count", String(count)]))
            : nil
    }

    /// The JSON files in `folder` of the corpus, sorted.
    static func files(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus + "/" + folder)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }

    /// A model name for `file`: its words without `.schema.json` run together in camel case
    /// (`additional-properties.schema.json` → `additionalProperties`), as model names are
    /// identifiers.
    static func defaultName(_ file: String) -> String {
        var base = file
        for suffix in [".schema.json", ".json"] where base.hasSuffix(suffix) {
            base = String(base.dropLast(suffix.count))
            break
        }
        let words = base.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        return words.enumerated().map { $0 == 0 ? $1 : $1.prefix(1).uppercased() + $1.dropFirst() }.joined()
    }

    /// Checks that the import and the generation succeeded, and validates the fixtures against
    /// the original `schema`; `nil` when either failed or the validator is not installed.
    func validated(against schema: String, count: Int? = 500) throws -> SchemaValidator.Summary? {
        #expect(imported.status == 0, "import failed: \(imported.err)")
        guard imported.status == 0, let generated else { return nil }
        #expect(FileManager.default.fileExists(atPath: model), "no model at \(model)")
        #expect(FileManager.default.fileExists(atPath: seed), "no starter seed at \(seed)")
        #expect(generated.status == 0, "generate failed: \(generated.err)")
        guard generated.status == 0 else { return nil }
        guard let summary = try SchemaValidator.validate(schema: schema, fixtures: fixtures) else { return nil }
        if let count { #expect(summary.records == count, "\(summary.records) fixtures in \(fixtures)") }
        return summary
    }
}
