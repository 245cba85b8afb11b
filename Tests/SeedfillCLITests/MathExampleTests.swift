import Foundation
import Testing

@testable import SeedfillCore

/// Issue 17, item 6: math in expressions, and computed numbers rounded to their field's
/// `scale` by `generate` and by `validate` alike. The models are `Examples/Forms`' `geo` and
/// `loanmath`, copied into a scratch project so that other examples there do not run too.
@Suite struct MathExampleTests {
    static let forms = repositoryRoot.appendingPathComponent("Examples/Forms")
    static let files = ["models/geo.json", "geo.seed.json", "models/loanmath.json", "loanmath.seed.json"]

    /// A scratch project holding the math examples.
    private func project() throws -> TemporaryProject {
        let project = try TemporaryProject()
        for file in Self.files {
            try project.write(file, try String(contentsOf: Self.forms.appendingPathComponent(file), encoding: .utf8))
        }
        return project
    }

    @Test func thousandFixturesOfEachModelPassValidate() throws {
        let project = try project()
        let generated = seedfill(["generate", "--seeds", project.seeds, "--out", project.output, "--count", "1000", "--format", "jsonl"])
        #expect(generated.status == 0, "\(generated.err)")
        for model in ["geo", "loanmath"] {
            let file = project.output + "/\(model).jsonl"
            let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
            #expect(lines.count == 1000)
            let validated = seedfill(["validate", model, file, "--seeds", project.seeds])
            #expect(validated.status == 0, "\(validated.err)")
            #expect(validated.out == "1 file, 1000 questionnaires: all valid against '\(model)'\n", "\(validated.out)\(validated.err)")
        }
    }

    @Test func theExampleProjectChecksClean() {
        let result = seedfill(["check", "--seeds", Self.forms.path])
        #expect(result.status == 0, "\(result.err)")
    }

    @Test func aWrongComputedValueIsRejectedWithTheComputedOne() throws {
        let project = try project()
        let fixture = project.root.appendingPathComponent("bad.json").path
        // A payment one cent off, and a BMI with a digit too many. The total interest agrees
        // with the wrong payment: validate recomputes every field from the values written.
        let text = """
            {"loan": {"principal": 422945, "ratePercent": 9.86, "years": 17, "monthlyPayment": 4281.74,
              "paymentWhole": 4282, "paymentCeiling": 4282, "totalInterest": 450529.96,
              "continuousValue": 2260727.96, "doublingYears": 7.4, "amountDigits": 6},
             "body": {"heightCm": 143, "weightKg": 97.3, "bmi": 47.58, "bodySurfaceM2": 1.97}}
            """
        try Data(text.utf8).write(to: URL(fileURLWithPath: fixture))
        let result = seedfill(["validate", "loanmath", fixture, "--seeds", project.seeds])
        #expect(result.status == 1)
        #expect(
            result.err.replacingOccurrences(of: project.root.path + "/", with: "") == """
                bad.json:1:84: error: 4281.74 differs from the computed 4281.75 (rule: compute 'principal * (ratePercent / 1200) / (1 - pow(1 + ratePercent / 1200, -years * 12))')
                  at: loan.monthlyPayment
                bad.json:4:53: error: 47.58 differs from the computed 47.6 (rule: compute 'weightKg / (heightCm / 100 * heightCm / 100)')
                  at: body.bmi
                bad.json:4:53: error: 47.58 has more than 1 digits after the point (rule: scale 1)
                  at: body.bmi
                3 errors

                """)
    }

    @Test func computedNumbersAreRoundedHalfAwayFromZeroToTheirScale() throws {
        let project = try TemporaryProject(files: [
            "models/m.json": """
            { "model": "m", "sections": [ { "key": "s", "fields": [
              { "key": "x", "type": "integer", "min": -100, "max": 100 },
              { "key": "quarter", "type": "decimal", "scale": 1, "compute": "x / 4" },
              { "key": "third", "type": "integer", "compute": "x / 3" },
              { "key": "root", "type": "decimal", "scale": 3, "compute": "sqrt(abs(x))" }
            ]}]}
            """,
            "m.seed.json": #"{ "model": "m", "count": 4, "fields": { "s": { "x": { "oneOf": [1, -1, 5, -5] } } } }"#,
        ])
        let generated = seedfill(["generate", "--seeds", project.seeds, "--out", project.output, "--format", "jsonl", "--count", "200"])
        #expect(generated.status == 0, "\(generated.err)")
        let file = project.output + "/m.jsonl"
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
        let expected: [String: String] = [
            "1": #""quarter":0.3,"third":0,"root":1.000"#, "-1": #""quarter":-0.3,"third":0,"root":1.000"#,
            "5": #""quarter":1.3,"third":2,"root":2.236"#, "-5": #""quarter":-1.3,"third":-2,"root":2.236"#,
        ]
        var seen = Set<String>()
        for line in lines {
            let x = try #require(line.firstMatch(of: #/"x":(-?\d+)/#)?.output.1)
            seen.insert(String(x))
            #expect(line.contains(try #require(expected[String(x)])), "\(line)")
        }
        #expect(seen == Set(expected.keys))
        let validated = seedfill(["validate", "m", file, "--seeds", project.seeds])
        #expect(validated.status == 0, "\(validated.err)")
    }

    @Test func aDomainErrorNamesTheRecordAndTheField() throws {
        let project = try TemporaryProject(files: [
            "models/m.json": """
            { "model": "m", "sections": [ { "key": "s", "fields": [
              { "key": "x", "type": "integer", "min": -10, "max": 10 },
              { "key": "root", "type": "decimal", "scale": 2, "compute": "sqrt(x)" }
            ]}]}
            """,
            "m.seed.json": #"{ "model": "m", "count": 50, "fields": { "s": { "x": { "int": [-10, 10] } } } }"#,
        ])
        let generated = seedfill(["generate", "--seeds", project.seeds, "--out", project.output])
        #expect(generated.status == 3)
        #expect(
            generated.err.replacingOccurrences(of: project.seeds + "/", with: "") == """
                models/m.json:3:3: error: record 5: evaluating compute of 's.root' failed: 'sqrt' needs a number that is not negative, not -7
                  at: sections[0].fields[1]
                1 error

                """)
        let fixture = project.root.appendingPathComponent("bad.json").path
        try Data(#"{"s": {"x": -4, "root": 2}}"#.utf8).write(to: URL(fileURLWithPath: fixture))
        let validated = seedfill(["validate", "m", fixture, "--seeds", project.seeds])
        #expect(validated.status == 1)
        #expect(
            validated.err.replacingOccurrences(of: project.root.path + "/", with: "") == """
                bad.json:1:25: error: an expression failed: 'sqrt' needs a number that is not negative, not -4 (rule: expression), value 2
                  at: s.root
                1 error

                """)
    }
}
