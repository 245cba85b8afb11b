import Foundation
import Testing

@testable import SeedfillCore

/// Issue 17, item 8: lookahead patterns fill and validate end to end. The model is
/// `Examples/Forms`' `pin`, copied into a scratch project so that other examples do not run too.
@Suite struct LookaheadExampleTests {
    static let forms = repositoryRoot.appendingPathComponent("Examples/Forms")
    static let files = ["models/pin.json", "pin.seed.json"]

    /// A scratch project holding the example.
    private func project() throws -> TemporaryProject {
        let project = try TemporaryProject()
        for file in Self.files {
            try project.write(file, try String(contentsOf: Self.forms.appendingPathComponent(file), encoding: .utf8))
        }
        return project
    }

    @Test func thousandFixturesPassValidateAndNoneHoldsTheExcludedPIN() throws {
        let project = try project()
        let generated = seedfill(["generate", "--seeds", project.seeds, "--out", project.output, "--count", "1000", "--format", "jsonl"])
        #expect(generated.status == 0, "\(generated.err)")
        let file = project.output + "/pin.jsonl"
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 1000)
        let pin = try NSRegularExpression(pattern: "\"pin\":\"(?!0000)[0-9]{4}\"")
        let password = try NSRegularExpression(pattern: "\"password\":\"(?=[^\"]*[A-Z])(?=[^\"]*[0-9])[A-Za-z0-9]{10,20}\"")
        for line in lines.map(String.init) {
            let range = NSRange(line.startIndex..., in: line)
            #expect(pin.firstMatch(in: line, range: range) != nil, "\(line)")
            #expect(password.firstMatch(in: line, range: range) != nil, "\(line)")
        }
        let validated = seedfill(["validate", "pin", file, "--seeds", project.seeds])
        #expect(validated.status == 0, "\(validated.err)")
        #expect(validated.out == "1 file, 1000 questionnaires: all valid against 'pin'\n", "\(validated.out)\(validated.err)")
    }

    @Test func theExampleProjectChecksClean() {
        let result = seedfill(["check", "--seeds", Self.forms.path])
        #expect(result.status == 0, "\(result.err)")
    }

    @Test func valuesTheLookaheadsExcludeAreRejected() throws {
        let project = try project()
        let fixture = project.root.appendingPathComponent("bad.json").path
        let text = """
            {"account": {"pin": "0000", "name": " Ann", "password": "abcdefghij1"}}
            """
        try Data(text.utf8).write(to: URL(fileURLWithPath: fixture))
        let result = seedfill(["validate", "pin", fixture, "--seeds", project.seeds])
        #expect(result.status == 1)
        #expect(
            result.err.replacingOccurrences(of: project.root.path + "/", with: "") == #"""
                bad.json:1:21: error: Four digits, not 0000 (rule: pattern '^(?!0000)[0-9]{4}$'), value "0000"
                  at: account.pin
                bad.json:1:37: error: " Ann" does not match the pattern '^(?!\s)(?!.*\s{2,})[^<>%$#@!^&*0-9]+$' (rule: pattern '^(?!\s)(?!.*\s{2,})[^<>%$#@!^&*0-9]+$')
                  at: account.name
                bad.json:1:57: error: "abcdefghij1" does not match the pattern '^(?=.*[A-Z])(?=.*[0-9])[A-Za-z0-9]{8,20}$' (rule: pattern '^(?=.*[A-Z])(?=.*[0-9])[A-Za-z0-9]{8,20}$')
                  at: account.password
                3 errors

                """#)
    }
}
