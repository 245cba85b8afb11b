import Foundation
import Testing

@testable import SeedfillCore

/// `messages` on constraints: `validate` and the library's `Violation` word a broken
/// constraint as the model says, with `{name}` filled in from the constraints in force; the
/// rule name stays the model's.
// Issue 17, item 10.
@Suite struct ConstraintMessageTests {
    static let forms = repositoryRoot.appendingPathComponent("Examples/Forms").path

    static let broken = """
        [ { "account": { "username": "ab", "phone": "12345", "age": 17, "startDate": "2025-12-31", "plan": "gold",
            "interests": ["music", "sport", "books"], "devices": [ { "name": "a" }, { "name": "b" }, { "name": "c" }, { "name": "d" } ] } },
          { "account": { "username": "Abcdefghijklmnopqrstuvw", "phone": "1234567890", "age": 100, "startDate": "2026-02-15",
            "plan": "pro", "interests": [], "devices": [ { "name": "a" } ] } },
          { "account": { "username": null, "phone": "1234567890", "age": 30, "startDate": "2026-01-15", "plan": "pro",
            "interests": [], "devices": [ { "name": "a" } ] } } ]
        """

    @Test func signupFillsAThousandValidFixtures() throws {
        let scratch = try TemporaryProject()
        let generated = seedfill(["generate", "signup", "--seeds", Self.forms, "--count", "1000", "--out", scratch.output, "--quiet"])
        #expect(generated.status == 0, "\(generated.err)")
        let folder = scratch.output + "/signup"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted().map { folder + "/" + $0 }
        #expect(files.count == 1000)
        let validated = seedfill(["validate", "signup"] + files + ["--seeds", Self.forms])
        #expect(validated.status == 0, "\(validated.err)")
        #expect(validated.out.contains("1000 questionnaires: all valid against 'signup'"), "\(validated.out)")
    }

    @Test func validateWordsBrokenConstraintsAsTheModelSays() throws {
        let scratch = try TemporaryProject()
        let file = scratch.root.appendingPathComponent("broken.json").path
        try Data(Self.broken.utf8).write(to: URL(fileURLWithPath: file))
        let result = seedfill(["validate", "signup", file, "--seeds", Self.forms])
        #expect(result.status == 1)
        #expect(
            result.err == """
                \(file):1:30: error: At least 3 characters (rule: minLength 3), value "ab"
                  at: [0].account.username
                \(file):1:45: error: 10 digits, please (rule: pattern '^[0-9]{10}$'), value "12345"
                  at: [0].account.phone
                \(file):1:61: error: You must be at least 18 (rule: min '18'), value 17
                  at: [0].account.age
                \(file):1:78: error: No earlier than 2026-01-01 (rule: min 'today'), value "2025-12-31"
                  at: [0].account.startDate
                \(file):1:100: error: Choose one of the plans (rule: options), value "gold"
                  at: [0].account.plan
                \(file):2:18: error: Choose at most 2 (rule: maxItems 2), value ["music","sport","books"]
                  at: [0].account.interests
                \(file):2:58: error: No more than 3 devices (rule: maxItems 3)
                  at: [0].account.devices
                \(file):3:30: error: At most 16 characters (rule: maxLength 16), value "Abcdefghijklmnopqrstuvw"
                  at: [1].account.username
                \(file):3:87: error: At most 99 (rule: max '99'), value 100
                  at: [1].account.age
                \(file):3:105: error: Between 2026-01-01 and 2026-01-31 (rule: max 'today + 30d'), value "2026-02-15"
                  at: [1].account.startDate
                \(file):5:30: error: Pick a user name (rule: required), value null
                  at: [2].account.username
                11 errors

                """)
    }

    @Test func theLibrarysViolationCarriesTheMessage() throws {
        let project = try SeedfillProject(directory: URL(fileURLWithPath: Self.forms))
        let record = """
            { "account": { "username": "ok_name", "phone": "12", "age": 120, "startDate": "2026-01-02", "plan": "pro",
              "interests": [], "devices": [ { "name": "a" } ] } }
            """
        let violations = try project.validate(model: "signup", json: Data(record.utf8), today: "2026-01-01")
        #expect(violations.map(\.path) == ["account.phone", "account.age"])
        #expect(violations.map(\.rule) == ["pattern '^[0-9]{10}$'", "max '99'"])
        #expect(violations.map(\.message) == ["10 digits, please", "At most 99"])
    }

    @Test func bracesArePlaceholdersOrDoubled() {
        let parsed = ConstraintMessage.parts(of: "{{maxLength}} is {maxLength}")
        #expect(parsed.fault == nil)
        #expect(parsed.parts == [.text("{maxLength} is "), .placeholder("maxLength")])
        #expect(ConstraintMessage.parts(of: "at most {max").fault == 8)
        #expect(ConstraintMessage.parts(of: "a } b").fault == 2)
        #expect(ConstraintMessage.parts(of: "{not a name}").fault == 0)
    }
}
