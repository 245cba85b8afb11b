import Foundation
import Testing

@testable import SeedfillCore

/// `defaultExpr`: an unmapped field takes the expression's value, a mapped one its seed's, and
/// validation holds either to the field's own constraints only (the value is editable).
// Issue 17, item 9.
@Suite struct DefaultExprTests {
    static let forms = repositoryRoot.appendingPathComponent("Examples/Forms").path

    /// The fixtures of `seed` (one of Examples/Forms), `count` of them, as parsed objects.
    static func generate(_ seed: String, count: Int, into scratch: TemporaryProject) throws -> [String] {
        let result = seedfill(["generate", seed, "--seeds", forms, "--count", String(count), "--out", scratch.output, "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        let folder = scratch.output + "/" + seed
        return try FileManager.default.contentsOfDirectory(atPath: folder).sorted().map { folder + "/" + $0 }
    }

    /// A JSON date string as a date.
    static func date(_ value: Any?) -> LocalDate? {
        (value as? String).flatMap { LocalDate(iso: $0) }
    }

    @Test func unmappedFieldsTakeTheExpressionAndAThousandValidate() throws {
        let scratch = try TemporaryProject()
        let files = try Self.generate("loan", count: 1000, into: scratch)
        #expect(files.count == 1000)
        for file in files {
            let record = try #require(jsonObject(try Data(contentsOf: URL(fileURLWithPath: file))))
            let applicant = try #require(record["applicant"] as? [String: Any])
            let first = try #require(applicant["firstName"] as? String), last = try #require(applicant["lastName"] as? String)
            #expect(applicant["email"] as? String == "\(first.lowercased()).\(last.lowercased())@example.com")
            let terms = try #require(record["terms"] as? [String: Any])
            let start = try #require(Self.date(terms["startDate"]))
            #expect(terms["firstPayment"] as? String == start.adding(Duration(months: 1))?.iso)
        }
        let validated = seedfill(["validate", "loan"] + files + ["--seeds", Self.forms])
        #expect(validated.status == 0, "\(validated.err)")
        #expect(validated.out.contains("1000 questionnaires: all valid against 'loan'"), "\(validated.out)")
    }

    @Test func mappedFieldsAreEditableAndAThousandValidate() throws {
        let scratch = try TemporaryProject()
        let files = try Self.generate("loan-edited", count: 1000, into: scratch)
        var differing = 0
        for file in files {
            let record = try #require(jsonObject(try Data(contentsOf: URL(fileURLWithPath: file))))
            let applicant = try #require(record["applicant"] as? [String: Any])
            #expect((applicant["email"] as? String)?.hasSuffix("@mail.example") == true)
            let terms = try #require(record["terms"] as? [String: Any])
            let start = try #require(Self.date(terms["startDate"]))
            if terms["firstPayment"] as? String == start.adding(Duration(months: 2))?.iso { differing += 1 }
        }
        #expect(differing == 1000)
        let validated = seedfill(["validate", "loan"] + files + ["--seeds", Self.forms])
        #expect(validated.status == 0, "\(validated.err)")
    }

    @Test func aWhenWithoutElseFallsBackToTheExpression() throws {
        let model = try String(contentsOfFile: Self.forms + "/models/loan.json", encoding: .utf8)
        let project = try TemporaryProject(files: [
            "models/loan.json": model,
            "loan.seed.json": """
            { "model": "loan", "count": 300, "today": "2026-01-01", "fields": { "terms": {
              "firstPayment": { "when": [ { "if": "termMonths > 30", "expr": "startDate + 2m" } ] } } } }
            """,
        ])
        let result = seedfill(["generate", "--seeds", project.seeds, "--out", project.output, "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        var counts = (late: 0, default: 0)
        for (_, data) in TemporaryProject.snapshot(project.output + "/loan") {
            let terms = try #require(jsonObject(data)?["terms"] as? [String: Any])
            let start = try #require(Self.date(terms["startDate"]))
            let months = (terms["termMonths"] as? Int ?? 0) > 30 ? 2 : 1
            #expect(terms["firstPayment"] as? String == start.adding(Duration(months: Int32(months)))?.iso)
            if months == 2 { counts.late += 1 } else { counts.default += 1 }
        }
        #expect(counts.late > 0 && counts.default > 0)
    }

    @Test func editedValuesAreCheckedByTheFieldsConstraints() throws {
        let scratch = try TemporaryProject()
        let file = scratch.root.appendingPathComponent("edited.json").path
        // An edited payment (not the proposed one) is valid; one below 'min' is not, nor a first
        // payment before the start or an address that is not one.
        try Data(
            """
            [ { "applicant": { "firstName": "Ann", "lastName": "Lee", "email": "someone@else.org" },
                "terms": { "amount": 1200.00, "termMonths": 12, "ratePercent": 5.00, "monthlyPayment": 123.45,
                  "startDate": "2026-01-10", "firstPayment": "2026-03-01" } },
              { "applicant": { "firstName": "Ann", "lastName": "Lee", "email": "ann at lee" },
                "terms": { "amount": 1200.00, "termMonths": 12, "ratePercent": 5.00, "monthlyPayment": 0.50,
                  "startDate": "2026-01-10", "firstPayment": "2026-01-09" } } ]
            """.utf8
        ).write(to: URL(fileURLWithPath: file))
        let result = seedfill(["validate", "loan", file, "--seeds", Self.forms])
        #expect(result.status == 1)
        #expect(
            result.err == """
                \(file):4:68: error: "ann at lee" does not match the pattern '^[a-z0-9._-]+@[a-z0-9.-]+\\.[a-z]{2,}$' (rule: pattern '^[a-z0-9._-]+@[a-z0-9.-]+\\.[a-z]{2,}$')
                  at: [1].applicant.email
                \(file):5:92: error: 0.50 is less than the minimum 1 (rule: min '1')
                  at: [1].terms.monthlyPayment
                \(file):6:50: error: "2026-01-09" is less than the minimum "2026-01-10" (rule: min 'startDate')
                  at: [1].terms.firstPayment
                3 errors

                """)
    }
}
