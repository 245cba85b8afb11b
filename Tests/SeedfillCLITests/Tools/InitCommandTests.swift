import Foundation
import Testing

@testable import SeedfillCore

/// `seedfill init`: the starter seed file passes `check`, fills its model validly as written,
/// and is never written over by accident.
@Suite struct InitCommandTests {
    /// A scratch project holding the example models and tables (no seed files) plus the models
    /// written for these tests.
    static func scratchProject() throws -> TemporaryProject {
        let project = try TemporaryProject()
        let fm = FileManager.default
        let seeds = URL(fileURLWithPath: project.seeds)
        try fm.createDirectory(at: seeds, withIntermediateDirectories: true)
        let example = repositoryRoot.appendingPathComponent("Seeds")
        try fm.copyItem(at: example.appendingPathComponent("models"), to: seeds.appendingPathComponent("models"))
        try fm.copyItem(at: example.appendingPathComponent("data"), to: seeds.appendingPathComponent("data"))
        let tools = repositoryRoot.appendingPathComponent("Tests/SeedfillCLITests/Fixtures/tools")
        for folder in ["models", "data"] {
            for file in try fm.contentsOfDirectory(atPath: tools.appendingPathComponent(folder).path) {
                try fm.copyItem(
                    at: tools.appendingPathComponent(folder).appendingPathComponent(file),
                    to: seeds.appendingPathComponent(folder).appendingPathComponent(file))
            }
        }
        return project
    }

    static let models = ["policy", "policyholder", "vehicle", "everything", "tiny"]

    @Test func initThenCheckThenGenerateGivesValidFixturesForEveryModel() throws {
        let project = try Self.scratchProject()
        for model in Self.models {
            let result = seedfill(["init", model, "--seeds", project.seeds])
            #expect(result.status == 0, "\(model): \(result.err)")
            #expect(result.out == "wrote \(project.seeds)/\(model).seed.json\n")
        }
        let check = seedfill(["check", "--seeds", project.seeds])
        #expect(check.status == 0, "\(check.err)")
        #expect(check.err.isEmpty, "check warns about a generated seed file: \(check.err)")
        let generate = seedfill(["generate", "--seeds", project.seeds, "--out", project.output, "--count", "300", "--format", "jsonl"])
        #expect(generate.status == 0, "\(generate.err)")
        // Read back independently of the generator: every questionnaire passes `validate`.
        for model in Self.models {
            let file = project.output + "/\(model).jsonl"
            let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
            #expect(lines.count == 300)
            let validate = seedfill(["validate", model, file, "--seeds", project.seeds])
            #expect(validate.status == 0, "\(model): \(validate.err)")
            #expect(validate.out == "1 file, 300 questionnaires: all valid against '\(model)'\n")
        }
    }

    @Test func everyFieldIsMappedOrExplained() throws {
        let project = try Self.scratchProject()
        #expect(seedfill(["init", "everything", "--seeds", project.seeds]).status == 0)
        let text = try String(contentsOfFile: project.seeds + "/everything.seed.json", encoding: .utf8)
        let (loaded, _) = Project.load(directory: project.seeds)
        let model = try #require(loaded?.models["everything"])
        func keys(_ fields: [Field]) -> [String] { fields.flatMap { [$0.key] + keys($0.fields) } }
        for key in keys(model.items) {
            // Each key appears as an entry, or in a comment saying why it is left to the default.
            #expect(text.contains("\"\(key)\": ") || text.contains("// \"\(key)\": default — "), "\(key) is missing")
        }
        // Representative entries, one per kind of default.
        for entry in [
            #""kind": {"oneOf": ["a", "b", "c"]},"#,
            #""code": {"when": [{"if": "kind == 'a'", "mask": "??-###", "maskLetters": "XYZ"}, {"if": "kind == 'b'", "regex": "^B[0-9]{4}$"}]},"#,
            #""level": {"when": [{"if": "kind == 'c'", "int": [4, 5]}, {"else": {"int": [1, 5]}}]},"#,
            #""big": {"int": [5000, 6000]},"#,
            #""small": {"int": [-1010, -10]},"#,
            #""price": {"decimal": {"min": "level * 10", "max": 1000, "scale": 1}},"#,
            #""anyDay": {"date": {"from": "today - 3653d", "to": "today"}},"#,
            #""at": {"time": {"from": "08:30"}},"#,
            #""flag": {"bool": 0.5},"#,
            #""city": {"table": "cities", "column": "city", "match": {"region": "region"}},"#,
            #""locked": {"const": 7},"#,
            #""count": [2, 4],"#,
            #"// "doubled": default — computed from 'level * 2', never generated, so not mapped"#,
        ] {
            #expect(text.contains(entry), "missing: \(entry)")
        }
    }

    @Test func refusesToOverwriteWithoutForce() throws {
        let project = try Self.scratchProject()
        try project.write("tiny.seed.json", #"{"model": "tiny", "count": 3}"#)
        let refused = seedfill(["init", "tiny", "--seeds", project.seeds])
        #expect(refused.status == 1)
        #expect(refused.err.contains("exists") && refused.err.contains("--force"))
        #expect(try String(contentsOfFile: project.seeds + "/tiny.seed.json", encoding: .utf8) == #"{"model": "tiny", "count": 3}"#)
        let forced = seedfill(["init", "tiny", "--seeds", project.seeds, "--force"])
        #expect(forced.status == 0, "\(forced.err)")
        #expect(try String(contentsOfFile: project.seeds + "/tiny.seed.json", encoding: .utf8).contains("written by `seedfill init`"))
    }

    @Test func unknownModelSuggestsTheNearest() throws {
        let project = try Self.scratchProject()
        let result = seedfill(["init", "vehicel", "--seeds", project.seeds])
        #expect(result.status == 2)
        #expect(result.err.contains("unknown model 'vehicel'") && result.err.contains("did you mean 'vehicle'?"))
    }

    @Test func namesTheSchemaWhenTheProjectHasOne() throws {
        let project = try Self.scratchProject()
        try FileManager.default.createDirectory(atPath: project.root.path + "/Schemas", withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: project.root.appendingPathComponent("Schemas/seed.schema.json"))
        #expect(seedfill(["init", "tiny", "--seeds", project.seeds]).status == 0)
        let text = try String(contentsOfFile: project.seeds + "/tiny.seed.json", encoding: .utf8)
        #expect(text.contains(#""$schema": "../Schemas/seed.schema.json","#))
    }

    // Issue 14, item 25: the seed file written by init holds "today", so its output is the
    // same whatever day it is generated on.
    @Test func theSeedFileHoldsTodaySoItsOutputIsTheSameEveryDay() throws {
        let project = try Self.scratchProject()
        let day = try #require(LocalDate(iso: "2026-03-04"))
        #expect(seedfill(["init", "policyholder", "--seeds", project.seeds], today: day).status == 0)
        let text = try String(contentsOfFile: project.seeds + "/policyholder.seed.json", encoding: .utf8)
        #expect(text.contains("\n  \"today\": \"2026-03-04\",\n"), "\(text)")
        var outputs: [String] = []
        for iso in ["2026-03-04", "2031-12-31"] {
            let out = project.root.appendingPathComponent("out-\(iso)").path
            let run = seedfill(
                ["generate", "--seeds", project.seeds, "--out", out, "--format", "jsonl", "policyholder"], today: LocalDate(iso: iso)!)
            #expect(run.status == 0, "\(run.err)")
            outputs.append(try String(contentsOfFile: out + "/policyholder.jsonl", encoding: .utf8))
        }
        #expect(outputs[0] == outputs[1])
    }
}
