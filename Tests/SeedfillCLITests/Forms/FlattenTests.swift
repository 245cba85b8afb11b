import Foundation
import Testing

@testable import SeedfillCore

/// Layout-only containers and shared output names (issue 17, items 3 and 4), on the example
/// project `Examples/Forms` (`clinic-intake`): flattened pages and panels write their fields into
/// the enclosing object, a flattened container's condition hides its fields, and two fields kept
/// apart by their conditions share one member.
@Suite struct FlattenTests {
    static let forms = repositoryRoot.appendingPathComponent("Examples/Forms").path

    /// The records of a 1,000-fixture run of `clinic-intake` as JSON objects.
    static func generate(_ project: TemporaryProject, format: String = "json", count: Int = 1000) -> String {
        let result = seedfill([
            "generate", "clinic-intake", "--seeds", forms, "--out", project.output, "--format", format, "--count", "\(count)",
        ])
        #expect(result.status == 0, "\(result.err)")
        return project.output + "/clinic-intake.\(format)"
    }

    // Issue 17, items 3 and 4: 1,000 flat fixtures pass validate, and each holds what the form's
    // own rules say, read here from the JSON alone.
    @Test func thousandFlatFixturesPassValidate() throws {
        let project = try TemporaryProject()
        let file = Self.generate(project)
        let result = seedfill(["validate", "clinicIntake", file, "--seeds", Self.forms])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("1000 questionnaires: all valid"), "\(result.out)")
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        let records = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        var kinds: [String: Int] = [:]
        for record in records {
            let always: Set = ["patient-name", "age", "visitType", "insured", "address", "reason", "notes", "medications"]
            let insured = try #require(record["insured"] as? Bool)
            let insurance: Set = ["insurer", "policyNumber"]
            // No page object: the pages' fields are the record's members.
            #expect(Set(record.keys).subtracting(["referredBy"]) == always.union(insured ? insurance : []), "\(record.keys)")
            #expect(record["address"] is [String: Any])
            let visit = try #require(record["visitType"] as? String)
            kinds[visit, default: 0] += 1
            let reason = try #require(record["reason"] as? String)
            if visit == "followUp" {
                #expect(["results", "medication review", "check-up"].contains(reason))
                #expect(record["referredBy"] == nil)
            } else {
                #expect(["a sore throat", "back pain", "a rash"].contains(reason))
            }
            let medications = try #require(record["medications"] as? [[String: Any]])
            #expect(medications.allSatisfy { Set($0.keys) == ["drug", "amount", "unit"] })
        }
        #expect(kinds.count == 2)
        // One CSV column for the shared name.
        let csv = try String(contentsOfFile: Self.generate(project, format: "csv", count: 2), encoding: .utf8)
        #expect(
            csv.hasPrefix(
                "patient-name,age,visitType,insured,address.street,address.city,insurer,policyNumber,reason,referredBy,notes,medications\r\n"
            ),
            "\(csv)")
    }

    // Issue 17, items 3 and 4: a hand-made flat fixture that shows a field of a hidden page, and
    // gives the shared member a value the shown field does not take, is rejected with messages
    // naming the page's condition and the shown field's rule.
    @Test func brokenFlatFixtureIsRejected() throws {
        let project = try TemporaryProject()
        let bad = project.root.appendingPathComponent("bad.json").path
        let text = """
            {"patient-name": "Ann", "age": 30, "visitType": "followUp", "insured": false, "address": {"street": "A", "city": "B"},
             "insurer": "Acme Health", "reason": "a rash", "notes": null, "medications": []}
            """
        try Data(text.utf8).write(to: URL(fileURLWithPath: bad))
        let result = seedfill(["validate", "clinicIntake", bad, "--seeds", Self.forms])
        #expect(result.status == 1)
        #expect(
            result.err.replacingOccurrences(of: project.root.path + "/", with: "") == """
                bad.json:2:13: error: the field should be hidden but has a value (rule: visibleWhen 'insured' of 'insurancePage'), value "Acme Health"
                  at: insurer
                bad.json:2:38: error: "a rash" is not one of the options offered ("results", "medication review", "check-up") (rule: options)
                  at: reason
                2 errors

                """, "\(result.err)")
    }

    /// A project whose fields `x` and `y` share the name `v`, shown together when `a` is 3 or 4.
    static let overlapping = [
        "models/m.json": """
        { "model": "m", "sections": [ { "key": "s", "flatten": true, "fields": [
          { "key": "a", "type": "integer", "min": 0, "max": 9 },
          { "key": "x", "name": "v", "type": "text", "maxLength": 5, "visibleWhen": "a < 5" },
          { "key": "y", "name": "v", "type": "text", "maxLength": 5, "visibleWhen": "a > 2" }
        ]}]}
        """,
        "m.seed.json": #"{ "model": "m", "count": 50, "fields": { "a": { "oneOf": [1, 4, 7] } } }"#,
    ]

    // Issue 17, item 4: two fields sharing a name that a record shows together stop generate
    // with an error naming both, and a fixture holding the member where both show is rejected.
    @Test func sharedNameShownTwiceIsAnError() throws {
        let project = try TemporaryProject(files: Self.overlapping)
        let generated = seedfill(["generate", "m", "--seeds", project.seeds, "--out", project.output])
        #expect(generated.status != 0)
        let model = project.seeds + "/models/m.json"
        #expect(
            generated.err.replacingOccurrences(of: model, with: "m.json").hasPrefix(
                """
                m.json:4:25: error: record 
                """), "\(generated.err)")
        #expect(generated.err.contains("'s.x' and 's.y' are both shown, and both are written as 'v'"), "\(generated.err)")
        #expect(generated.err.contains("hint: fields that share a name need visibleWhen conditions that never hold together"))

        let fixtures = project.root.appendingPathComponent("f.json").path
        try Data(#"[{"a": 1, "v": "abc"}, {"a": 7, "v": "xyz"}, {"a": 4, "v": "ab"}, {"a": 7}]"#.utf8)
            .write(to: URL(fileURLWithPath: fixtures))
        let validated = seedfill(["validate", "m", fixtures, "--seeds", project.seeds])
        #expect(validated.status == 1)
        #expect(
            validated.err.replacingOccurrences(of: project.root.path + "/", with: "") == """
                f.json:1:60: error: 'x' and 'y' are both shown, and both are written under this name (rule: name 'v'), value "ab"
                  at: [2].v
                f.json:1:67: error: the field should be shown but is missing (rule: visibleWhen 'a > 2')
                  at: [3].v
                2 errors

                """, "\(validated.err)")
    }
}
