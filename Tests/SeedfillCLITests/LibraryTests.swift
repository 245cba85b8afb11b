import Foundation
import Testing

@testable import SeedfillCore

/// The library against the command line (issue 15, item 6): `CompiledSeed.json(i)` is the file
/// `generate` writes for record i + 1, `SeedfillError` is what `check` prints, and a
/// `Violation` is what `validate` reports. (SeedfillAPITests uses the public API alone.)
@Suite struct LibraryTests {
    /// Every record of every seed of the example project (`ref`s included: policy reads
    /// policyholder and vehicle) as the files of `generate --format files`.
    @Test func jsonIsTheFileGenerateWrites() throws {
        let out = try TemporaryProject()
        let seeds = repositoryRoot.appendingPathComponent("Seeds")
        let result = seedfill(["generate", "--seeds", seeds.path, "--out", out.output, "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        let project = try SeedfillProject(directory: seeds)
        for name in project.seedNames {
            let compiled = try project.compile(seed: name)
            for index in 0..<compiled.count {
                let file = "\(out.output)/\(name)/\(name)-\(String(format: "%04d", index + 1)).json"
                let written = try #require(FileManager.default.contents(atPath: file), "\(file)")
                #expect(try compiled.json(index) == written, "\(name) record \(index)")
            }
        }
    }

    /// A `unique` template whose repeats are drawn again in record order (150 records from
    /// 240 values): record i asked first, out of order, or from 8 tasks at once is still the
    /// record `generate` writes, with the same `--seed`.
    @Test func recordsDrawnAgainForUniqueMatchGenerate() async throws {
        let scratch = try TemporaryProject(files: ["models/m.json": UniqueTests.model, "m.seed.json": UniqueTests.smallTemplate])
        let result = seedfill(["generate", "--seeds", scratch.seeds, "--out", scratch.output, "--quiet", "--seed", "7"])
        #expect(result.status == 0, "\(result.err)")
        let project = try SeedfillProject(directory: URL(fileURLWithPath: scratch.seeds))
        let written = try (1...150).map { number in
            try #require(FileManager.default.contents(atPath: "\(scratch.output)/m/m-\(String(format: "%04d", number)).json"))
        }
        let backwards = try project.compile(seed: "m", runSeed: 7)
        for index in (0..<150).reversed() { #expect(try backwards.json(index) == written[index], "record \(index)") }
        // Redraws really happened: some records are filled with salted streams.
        let history = try #require(backwards.history)
        #expect(try (1...150).contains { try !history.salts(of: $0).isEmpty })

        let shared = try project.compile(seed: "m", runSeed: 7)
        let results = try await withThrowingTaskGroup(of: [(Int, Data)].self) { group in
            for task in 0..<8 {
                group.addTask { try (0..<150).map { ($0 + task * 19) % 150 }.map { ($0, try shared.json($0)) } }
            }
            var all: [(Int, Data)] = []
            for try await part in group { all += part }
            return all
        }
        #expect(results.count == 8 * 150)
        for (index, data) in results { #expect(data == written[index], "record \(index)") }
    }

    @Test func errorsAreWhatCheckPrints() throws {
        let scratch = try TemporaryProject(files: [
            "models/m.json": """
            { "model": "m", "sections": [ { "key": "s", "fields": [
              { "key": "age", "type": "integer", "min": 0, "max": "agee + 1" },
              { "key": "kind", "type": "choice", "options": ["a", "b"] }
            ]}]}
            """,
            "m.seed.json": #"{ "model": "m", "fields": { "kind": { "oneOf": ["a", "c"] } } }"#,
        ])
        let check = seedfill(["check", "--seeds", scratch.seeds])
        #expect(check.status == 1)
        let error = try #require(throws: SeedfillError.self) { try SeedfillProject(directory: URL(fileURLWithPath: scratch.seeds)) }
        #expect(error.diagnostics.count >= 2)
        #expect(error.description == check.err)
    }

    /// Each violation is a problem `validate` reports for the same file, at the same place.
    @Test func violationsAreWhatValidateReports() throws {
        let fixture = repositoryRoot.appendingPathComponent("Tests/SeedfillAPITests/Fixtures/broken-vehicle.json")
        let seeds = repositoryRoot.appendingPathComponent("Seeds")
        let cli = seedfill(["validate", "vehicle", fixture.path, "--seeds", seeds.path])
        #expect(cli.status == 1)
        let violations = try SeedfillProject(directory: seeds).validate(
            model: "vehicle", json: try Data(contentsOf: fixture))
        #expect(violations.count >= 4)
        for violation in violations {
            let head = "\(fixture.path):\(violation.line):\(violation.column): error: \(violation.message)"
            #expect(cli.err.contains(head), "\(head)\n\(cli.err)")
            #expect(cli.err.contains("  at: \(violation.path)\n"), "\(violation.path)")
        }
    }
}
