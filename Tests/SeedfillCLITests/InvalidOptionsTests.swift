import Foundation
import Testing

/// `generate --invalid` on a small model: bounds broken exactly one unit past their edge (a
/// date one day past `today - 18y`), the summary printed, labels in the fixtures with
/// `--label-field` (which `validate --label-field` skips), `--count`, the same fixtures for any
/// `--jobs`, rules that cannot be broken alone listed with why, and the usage errors.
// Issue 20, item 2 and the invalid side of item 3.
@Suite struct InvalidOptionsTests {
    static let model = """
        { "model": "person", "sections": [ { "key": "person", "fields": [
          { "key": "name", "type": "text", "minLength": 2, "maxLength": 12 },
          { "key": "birthDate", "type": "date", "min": "today - 80y", "max": "today - 18y" },
          { "key": "height", "type": "integer", "min": 50, "max": 250 },
          { "key": "weight", "type": "decimal", "scale": 1, "min": 2.5, "max": 300 },
          { "key": "kind", "type": "choice", "options": ["staff", "guest"] },
          { "key": "badge", "type": "text", "mask": "##-??", "visibleWhen": "kind == 'staff'" },
          { "key": "pets", "type": "multichoice", "options": ["cat", "dog", "fish"], "minItems": 1, "maxItems": 2 }
        ] } ] }
        """
    static let seed = """
        { "model": "person", "today": "2026-01-01" }
        """

    func project() throws -> TemporaryProject {
        try TemporaryProject(files: ["models/person.json": Self.model, "person.seed.json": Self.seed])
    }

    @Test func boundsAreBrokenOneUnitPastTheirEdge() throws {
        let project = try project()
        let run = seedfill(["generate", "--seeds", project.seeds, "--out", project.output, "--invalid", "--format", "jsonl"])
        #expect(run.status == 0, "\(run.err)")
        let labels = try InvalidCommandTests.checkFixtures(
            project: project.seeds, output: project.output, seed: "person", model: "person", modelText: Self.model)
        let fixtures = try String(contentsOfFile: project.output + "/person.jsonl", encoding: .utf8).split(separator: "\n")
        func value(_ rule: String) throws -> Any? {
            let label = try #require(labels.first { $0.rule == rule }, "no fixture breaks \(rule)")
            return (jsonObject(Data(fixtures[label.fixture - 1].utf8))?["person"] as? [String: Any])?[
                label.path.split(separator: ".")[1].description]
        }
        #expect(try value("max 'today - 18y'") as? String == "2008-01-02")
        #expect(try value("min 'today - 80y'") as? String == "1945-12-31")
        #expect(try value("min '50'") as? Int == 49)
        #expect(try value("max '250'") as? Int == 251)
        #expect((try value("min '2.5'") as? NSNumber)?.stringValue == "2.4")
        #expect((try value("max '300'") as? NSNumber)?.stringValue == "300.1")
        #expect((try value("minLength 2") as? String)?.count == 1)
        #expect((try value("maxLength 12") as? String)?.count == 13)
        #expect((try value("minItems 1") as? [Any])?.count == 0)
        #expect((try value("maxItems 2") as? [Any])?.count == 3)
        // Every rule of the model is broken once: 7 required, 6 type (not the choice's, whose
        // wrong type is a value not offered), 8 bounds and lengths, the scale, the mask, the
        // options of 2 choices, the hidden badge, 2 item counts.
        #expect(labels.count == 28, "\(labels.map(\.rule))")
        #expect(run.out.contains("  invalid: rules: 28, broken: 28, unbreakable: 0; 28 fixtures\n"), "\(run.out)")
    }

    @Test func labelsGoInTheFixturesAndValidateSkipsThem() throws {
        let project = try project()
        let run = seedfill([
            "generate", "--seeds", project.seeds, "--out", project.output, "--invalid", "--label-field", "_label", "--quiet",
        ])
        #expect(run.status == 0 && run.out.isEmpty, "\(run.out) \(run.err)")
        let (labels, _) = try InvalidCommandTests.labels(project.output, seed: "person")
        for label in labels {
            let file = project.output + "/person/" + String(format: "person-%04d.json", label.fixture)
            let fixture = try #require(jsonObject(Data(contentsOf: URL(fileURLWithPath: file))), "\(file)")
            let inside = try #require(fixture["_label"] as? [String: Any])
            #expect(inside["path"] as? String == label.path && inside["rule"] as? String == label.rule)
            #expect(inside["message"] as? String == label.message)
            let validated = seedfill(["validate", "--seeds", project.seeds, "--label-field", "_label", "person", file])
            #expect(validated.status == 1)
            #expect(validated.err.components(separatedBy: ": error: ").count == 2, "\(validated.err)")
            #expect(validated.err.contains(": error: \(label.message)\n  at: \(label.path)\n"), "\(validated.err)")
        }
        // Without --label-field, validate calls the label an unknown key.
        let file = project.output + "/person/person-0001.json"
        let unknown = seedfill(["validate", "--seeds", project.seeds, "person", file])
        #expect(unknown.err.contains("unknown key '_label'"), "\(unknown.err)")
    }

    @Test func countSpreadsOverTheRulesTheSameForAnyJobs() throws {
        let project = try project()
        var outputs: [Data] = []
        for jobs in ["1", "2"] {
            let out = project.root.appendingPathComponent("out-\(jobs)").path
            let run = seedfill([
                "generate", "--seeds", project.seeds, "--out", out, "--invalid", "--count", "40", "--format", "jsonl", "--jobs", jobs,
            ])
            #expect(run.status == 0, "\(run.err)")
            #expect(run.out.contains("person: 40 questionnaires → "), "\(run.out)")
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: out + "/person.jsonl")))
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: out + "/manifest.json")))
            try InvalidCommandTests.checkFixtures(
                project: project.seeds, output: out, seed: "person", model: "person", modelText: Self.model)
        }
        #expect(outputs[0] == outputs[2] && outputs[1] == outputs[3])
        // Fewer fixtures than rules: spread over them, each rule at most once.
        let few = project.root.appendingPathComponent("few").path
        #expect(
            seedfill(["generate", "--seeds", project.seeds, "--out", few, "--invalid", "--count", "5", "--format", "jsonl"]).status == 0)
        let labels = try InvalidCommandTests.checkFixtures(
            project: project.seeds, output: few, seed: "person", model: "person", modelText: Self.model)
        #expect(labels.count == 5 && Set(labels.map { "\($0.path) \($0.rule)" }).count == 5)
    }

    @Test func aRuleThatCannotBeBrokenAloneIsListedWithWhy() throws {
        // Every record's "total" is computed from "price": a price left empty empties the total,
        // one below its minimum makes a total that its validWhen refuses.
        let model = """
            { "model": "order", "sections": [ { "key": "order", "fields": [
              { "key": "price", "type": "integer", "min": 1, "max": 100 },
              { "key": "total", "type": "integer", "compute": "price * 2", "validWhen": "total > 0" }
            ] } ] }
            """
        let project = try TemporaryProject(files: [
            "models/order.json": model, "order.seed.json": "{ \"model\": \"order\", \"today\": \"2026-01-01\" }",
        ])
        let run = seedfill(["generate", "--seeds", project.seeds, "--out", project.output, "--invalid", "--format", "jsonl"])
        #expect(run.status == 0, "\(run.err)")
        #expect(
            run.out.hasSuffix(
                """
                  invalid: rules: 5, broken: 2, unbreakable: 3; 2 fixtures
                  unbreakable: order.price: required: breaking it breaks another rule too (order.total: required)
                  unbreakable: order.price: type: breaking it breaks another rule too (order.total: expression)
                  unbreakable: order.price: min '1': breaking it breaks another rule too (order.total: validWhen 'total > 0')

                """), "\(run.out)")
        let (_, invalid) = try InvalidCommandTests.labels(project.output, seed: "order")
        #expect((invalid["unbreakable"] as? [String])?.count == 3)
        try InvalidCommandTests.checkFixtures(
            project: project.seeds, output: project.output, seed: "order", model: "order", modelText: model)
    }

    @Test func invalidRefusesWhatDoesNotFit() throws {
        let project = try project()
        func err(_ arguments: [String]) -> String {
            let run = seedfill(["generate", "--seeds", project.seeds] + arguments)
            #expect(run.status == 2, "\(arguments)")
            return run.err
        }
        #expect(
            err(["--invalid", "--cover"]) == """
                seedfill: error: '--invalid' writes fixtures that break a rule, '--cover' valid ones; they cannot go together
                  hint: run them one after the other, into different --out directories

                """)
        #expect(
            err(["--invalid", "--shard", "1/2"]) == """
                seedfill: error: '--invalid' writes one fixture per rule (or --count); '--shard' cannot go with it
                  hint: leave out --shard, or run without --invalid for slices of random records

                """)
        #expect(
            err(["--invalid", "--stdout"]) == """
                seedfill: error: '--invalid' writes files; '--stdout' cannot go with it
                  hint: use --format jsonl for one file

                """)
        #expect(
            err(["--invalid", "--format", "csv"]) == """
                seedfill: error: '--invalid' writes JSON: a missing member or a wrong type is not a CSV cell; '--format csv' cannot go with it
                  hint: use --format files, json or jsonl

                """)
        #expect(
            err(["--label-field", "_label"]) == """
                seedfill: error: '--label-field' names where a negative fixture's label goes; it needs '--invalid'
                  hint: add --invalid

                """)
        #expect(
            err(["--invalid", "--label-field", ""]) == """
                seedfill: error: '--label-field' needs a member name, got ''
                  hint: e.g. --label-field _label

                """)
        #expect(!FileManager.default.fileExists(atPath: project.output))
        // A label field the model writes itself: an input error at the field.
        let taken = seedfill(["generate", "--seeds", project.seeds, "--out", project.output, "--invalid", "--label-field", "person"])
        #expect(taken.status == 1)
        #expect(taken.err.contains("error: '--label-field person': the model 'person' writes its field 'person' there"), "\(taken.err)")
        #expect(taken.err.contains("hint: choose a name the model does not use, e.g. --label-field _label"), "\(taken.err)")
    }
}
