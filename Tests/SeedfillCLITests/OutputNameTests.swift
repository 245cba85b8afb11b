import Foundation
import Testing

@testable import SeedfillCore

/// Output names (issue 17, item 4), on the example project `Examples/Forms`
/// (`applicant-names`): the fixture holds each field under its `name`, `validate` reads it by
/// that name, and a fixture that writes a key instead is rejected.
@Suite struct OutputNameTests {
    static let forms = repositoryRoot.appendingPathComponent("Examples/Forms").path

    /// Generates `count` records of `applicant-names` in `format`; returns the output file's path.
    static func generate(_ format: String, count: Int = 1000, in project: TemporaryProject) -> String {
        let result = seedfill([
            "generate", "applicant-names", "--seeds", forms, "--out", project.output, "--format", format, "--count", "\(count)",
        ])
        #expect(result.status == 0, "\(result.err)")
        return project.output + "/applicant-names.\(format)"
    }

    // Issue 17, item 4: 1,000 fixtures written under names (spaces, '-', '?', '#') all pass validate.
    @Test func thousandFixturesPassValidate() throws {
        let project = try TemporaryProject()
        let file = Self.generate("json", in: project)
        let result = seedfill(["validate", "applicantNames", file, "--seeds", Self.forms])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("1000 questionnaires: all valid"), "\(result.out)")
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        let records = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        var employed = 0
        for record in records {
            #expect(Set(record.keys) == ["Applicant details", "Referees list"])
            let applicant = try #require(record["Applicant details"] as? [String: Any])
            let name = try #require(applicant["Applicant name?"] as? String)
            // Expressions read the field by its key: the greeting follows the name.
            #expect(applicant["Greeting (computed)"] as? String == "Dear " + name)
            if let employer = applicant["X-Employer"] as? [String: Any] {
                employed += 1
                #expect(employer["Company name"] is String && employer["years-at-company"] is NSNumber)
            }
            let referees = try #require(record["Referees list"] as? [[String: Any]])
            #expect(referees.allSatisfy { $0["Referee name"] is String && $0["Phone #"] is String })
        }
        #expect(employed > 0 && employed < records.count)
        let csv = try String(contentsOfFile: Self.generate("csv", count: 2, in: project), encoding: .utf8)
        #expect(csv.hasPrefix("Applicant details.Applicant name?,Applicant details.Employed?,"), "\(csv)")
    }

    // Issue 17, item 4: a hand-made fixture that writes a field's key instead of its name is
    // rejected, the message naming the name to write; a problem's path uses the written names.
    @Test func keyInsteadOfNameIsRejected() throws {
        let project = try TemporaryProject()
        let bad = project.root.appendingPathComponent("bad.json").path
        let text = """
            {"Applicant details": {"applicantName": "Ann", "Employed?": false, "Greeting (computed)": "Dear Ann"},
             "Referees list": [{"Referee name": "Dan", "Phone #": "12-34"}]}
            """
        try Data(text.utf8).write(to: URL(fileURLWithPath: bad))
        let result = seedfill(["validate", "applicantNames", bad, "--seeds", Self.forms])
        #expect(result.status != 0)
        let expected = """
            bad.json:1:24: error: 'applicantName' is the key of a field the fixture writes as 'Applicant name?'
              at: Applicant details.applicantName
              hint: write the member as 'Applicant name?' (the field's 'name')

            """
        #expect(result.err.replacingOccurrences(of: project.root.path + "/", with: "").hasPrefix(expected), "\(result.err)")

        let named = text.replacingOccurrences(of: "\"applicantName\"", with: "\"Applicant name?\"")
        try Data(named.utf8).write(to: URL(fileURLWithPath: bad))
        let broken = seedfill(["validate", "applicantNames", bad, "--seeds", Self.forms])
        #expect(broken.status == 1)
        #expect(
            broken.err.replacingOccurrences(of: project.root.path + "/", with: "") == """
                bad.json:2:55: error: "12-34" does not match the mask '###-####' (rule: mask '###-####')
                  at: Referees list[0].Phone #
                1 error

                """, "\(broken.err)")
    }
}
