import Foundation
import Testing

/// `seedfill validate` on a model whose conditions read host values (names that are not
/// fields, given by a seed file's `context`, as an imported SurveyJS survey's `{user_role}`):
/// the values are read from the model's seed files, as `generate` read them.
// Issue 19: fixtures of imported forms that read host variables validate.
@Suite struct ValidateContextTests {
    static let model = """
        {
          "model": "m", "sections": [
            { "key": "s", "fields": [
              { "key": "name", "type": "text", "maxLength": 10 },
              { "key": "discount", "type": "integer", "min": 0, "max": 50, "visibleWhen": "role == 'manager'" }
            ] }
          ]
        }
        """

    /// A project with model `m` and seed `m` whose context gives `role`.
    static func project(role: String) throws -> TemporaryProject {
        let project = try TemporaryProject()
        try project.write("models/m.json", model)
        try project.write("m.seed.json", #"{ "model": "m", "count": 20, "today": "2026-01-01", "context": { "role": "\#(role)" } }"#)
        return project
    }

    /// Writes `text` as `name` in the project's root (beside `Seeds/`) and returns its path.
    static func file(_ project: TemporaryProject, _ name: String, _ text: String) throws -> String {
        let path = project.root.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func generatedFixturesValidateWithTheSeedsContext() throws {
        for role in ["manager", "clerk"] {
            let project = try Self.project(role: role)
            let generated = seedfill(["generate", "m", "--seeds", project.seeds, "--out", project.output, "--format", "jsonl"])
            #expect(generated.status == 0, "\(generated.err)")
            let result = seedfill(["validate", "m", project.output + "/m.jsonl", "--seeds", project.seeds])
            #expect(result.status == 0, "\(result.err)")
            #expect(result.out == "1 file, 20 questionnaires: all valid against 'm'\n")
        }
    }

    @Test func aValueTheContextHidesIsReported() throws {
        let project = try Self.project(role: "clerk")
        let file = try Self.file(project, "one.json", #"{ "s": { "name": "Ann", "discount": 5 } }"#)
        let result = seedfill(["validate", "m", file, "--seeds", project.seeds])
        #expect(result.status == 1)
        #expect(
            result.err == """
                \(file):1:37: error: the field should be hidden but has a value (rule: visibleWhen 'role == 'manager''), value 5
                  at: s.discount
                1 error

                """, "\(result.err)")
    }

    @Test func seedsThatDifferNeedSeedFile() throws {
        let project = try Self.project(role: "clerk")
        try project.write("m-manager.seed.json", #"{ "model": "m", "today": "2026-01-01", "context": { "role": "manager" } }"#)
        let file = try Self.file(project, "one.json", #"{ "s": { "name": "Ann", "discount": 5 } }"#)
        let ambiguous = seedfill(["validate", "m", file, "--seeds", project.seeds])
        #expect(ambiguous.status == 1)
        #expect(ambiguous.err.contains("error: unknown name 'role'"), "\(ambiguous.err)")
        #expect(
            ambiguous.err.contains(
                """
                error: the seed files of 'm' give different 'context' values: 'm', 'm-manager'
                  hint: pass --seed-file NAME to read the model's host values from one of them
                """), "\(ambiguous.err)")
        let manager = seedfill(["validate", "m", file, "--seeds", project.seeds, "--seed-file", "m-manager"])
        #expect(manager.status == 0, "\(manager.err)")
        let clerk = seedfill(["validate", "m", file, "--seeds", project.seeds, "--seed-file", "m"])
        #expect(clerk.status == 1)
        #expect(clerk.err.contains("should be hidden but has a value"), "\(clerk.err)")
    }

    @Test func seedFileMustBeASeedOfTheModel() throws {
        let project = try Self.project(role: "clerk")
        try project.write(
            "models/other.json", #"{ "model": "other", "sections": [ { "key": "o", "fields": [ { "key": "x", "type": "integer" } ] } ] }"#)
        try project.write("other.seed.json", #"{ "model": "other" }"#)
        let file = try Self.file(project, "one.json", #"{ "s": { "name": "Ann" } }"#)
        let unknown = seedfill(["validate", "m", file, "--seeds", project.seeds, "--seed-file", "mm"])
        #expect(unknown.status == 2)
        #expect(unknown.err == "seedfill: error: unknown seed file 'mm'\n  hint: did you mean 'm'?\n", "\(unknown.err)")
        let foreign = seedfill(["validate", "m", file, "--seeds", project.seeds, "--seed-file", "other"])
        #expect(foreign.status == 2)
        #expect(
            foreign.err == "seedfill: error: seed file 'other' fills 'other', not 'm'\n  hint: seed files of 'm': m\n", "\(foreign.err)")
    }

    /// The seed's `today` comes with its context: a bound relative to `today` is read against it.
    @Test func seedFileGivesItsToday() throws {
        let project = try TemporaryProject()
        try project.write(
            "models/d.json",
            #"{ "model": "d", "sections": [ { "key": "s", "fields": [ { "key": "at", "type": "date", "max": "today", "visibleWhen": "shown" } ] } ] }"#
        )
        try project.write("d.seed.json", #"{ "model": "d", "today": "2026-01-01", "context": { "shown": true } }"#)
        try project.write("d-later.seed.json", #"{ "model": "d", "today": "2027-01-01", "context": { "shown": true } }"#)
        let file = try Self.file(project, "one.json", #"{ "s": { "at": "2026-06-01" } }"#)
        #expect(seedfill(["validate", "m", file, "--seeds", project.seeds, "--seed-file", "d"]).status == 2)
        let early = seedfill(["validate", "d", file, "--seeds", project.seeds, "--seed-file", "d"])
        #expect(early.status == 1)
        #expect(early.err.contains("is greater than the maximum"), "\(early.err)")
        let later = seedfill(["validate", "d", file, "--seeds", project.seeds, "--seed-file", "d-later"])
        #expect(later.status == 0, "\(later.err)")
    }
}
