import Foundation
import Testing

@testable import SeedfillCore

/// Presence and internal fields (issue 17, items 1 and 5), on the example project
/// `Examples/Forms` (`contact-presence`): what is written, what `validate` accepts, and what it
/// rejects.
@Suite struct PresenceTests {
    static let forms = repositoryRoot.appendingPathComponent("Examples/Forms").path

    /// Generates `count` records of `contact-presence` in `format` into a scratch directory;
    /// returns the output file's bytes and the directory (kept alive by the project).
    static func generate(_ format: String, count: Int = 1000, in project: TemporaryProject) throws -> String {
        let result = seedfill([
            "generate", "contact-presence", "--seeds", forms, "--out", project.output, "--format", format, "--count", "\(count)",
        ])
        #expect(result.status == 0, "\(result.err)")
        return project.output + "/contact-presence.\(format)"
    }

    /// The records of a `--format json` file.
    static func records(_ path: String) throws -> [[String: Any]] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    }

    // Issue 17, items 1 and 5: 1,000 fixtures of a model using both all pass validate.
    @Test func thousandFixturesPassValidate() throws {
        let project = try TemporaryProject()
        let file = try Self.generate("json", in: project)
        let result = seedfill(["validate", "contactPresence", file, "--seeds", Self.forms])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("1000 questionnaires: all valid"), "\(result.out)")
    }

    // Issue 17, item 5: internal fields are filled (their dependants show it) but never written.
    @Test func internalFieldsAreNeverWritten() throws {
        let project = try TemporaryProject()
        let records = try Self.records(try Self.generate("json", in: project))
        for record in records {
            let person = try #require(record["person"] as? [String: Any])
            let contact = try #require(record["contact"] as? [String: Any])
            #expect(person["ageYears"] == nil && contact["phoneCount"] == nil)
            let phones = try #require(contact["phones"] as? [[String: Any]])
            // Read by expressions: `summary` and `preferredChannel` follow the internal count.
            #expect((contact["summary"] as? String)?.hasSuffix(", \(phones.count) phones") == true)
            #expect((contact["preferredChannel"] != nil) == !phones.isEmpty)
            for phone in phones {
                #expect(phone["hasExtension"] == nil)
                // `extensionNote` is shown only while the internal `hasExtension` holds.
                if phone["extensionNote"] != nil { #expect(phone["extension"] != nil) }
            }
        }
        let csv = try String(contentsOfFile: try Self.generate("csv", count: 3, in: project), encoding: .utf8)
        let header = try #require(csv.split(separator: "\r\n").first)
        #expect(!header.contains("ageYears") && !header.contains("phoneCount") && header.contains("person.middleName"))
    }

    // Issue 17, item 1: an empty "omit" field is left out, an empty `optional: true` one is null;
    // the seed's `empty` reaches unmapped optional fields, and `null` in a list item is per item.
    @Test func emptyOmitFieldsAreLeftOut() throws {
        let project = try TemporaryProject()
        let records = try Self.records(try Self.generate("json", in: project))
        var omitted = 0
        var nulls = 0
        var mixedItems = 0
        for record in records {
            let person = try #require(record["person"] as? [String: Any])
            #expect(person["middleName"].map { $0 is String } ?? true, "never null: \(person)")
            #expect(person["heightCm"].map { $0 is NSNumber } ?? true)
            omitted += person["middleName"] == nil ? 1 : 0
            #expect(person.keys.contains("nickname"))
            nulls += person["nickname"] is NSNull ? 1 : 0
            let phones = try #require((record["contact"] as? [String: Any])?["phones"] as? [[String: Any]])
            let withExtension = phones.filter { $0["extension"] != nil }.count
            mixedItems += withExtension > 0 && withExtension < phones.count ? 1 : 0
        }
        // `empty` is 0.4: about 400 of each.
        #expect((250...550).contains(omitted), "\(omitted) records without a middle name")
        #expect((250...550).contains(nulls), "\(nulls) records with a null nickname")
        #expect(mixedItems > 100, "only \(mixedItems) records mix items with and without an extension")
    }

    // Issue 17, item 1: the compact writer (JSON Lines) leaves out the same members as the
    // general one (pretty JSON).
    @Test func compactAndPrettyOutputsAgree() throws {
        let project = try TemporaryProject()
        let pretty = try Self.records(try Self.generate("json", count: 200, in: project))
        let lines = try String(contentsOfFile: try Self.generate("jsonl", count: 200, in: project), encoding: .utf8)
        let compact = try lines.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(compact.count == pretty.count)
        for (a, b) in zip(compact, pretty) {
            #expect(NSDictionary(dictionary: a).isEqual(to: b))
        }
    }

    // Issue 17, items 1 and 5: hand-made fixtures that break them are rejected, each with its message.
    @Test func brokenFixturesAreRejected() throws {
        let project = try TemporaryProject()
        let file = project.root.appendingPathComponent("bad.json").path
        try Data(
            """
            [
              { "person": { "firstName": "Bob", "middleName": null, "lastName": "Smith", "birthDate": "1986-10-11",
                            "ageYears": 39, "nickname": null },
                "contact": { "phones": [ { "number": "+1 253 602 8079", "extension": null } ], "phoneCount": 1,
                             "preferredChannel": "sms", "summary": "Bob Smith, 39 years, 1 phones" } },
              { "person": { "firstName": "Amy", "lastName": "Smith", "birthDate": "2015-10-11", "nickname": null },
                "contact": { "phones": [], "summary": "Amy Smith, 9 years, 0 phones" } }
            ]
            """.utf8
        ).write(to: URL(fileURLWithPath: file))
        let result = seedfill(["validate", "contactPresence", file, "--seeds", Self.forms])
        #expect(result.status == 1)
        #expect(
            result.err == """
                \(file):2:51: error: null for 'middleName', which is left out when empty ("optional": "omit")
                  at: [0].person.middleName
                  hint: leave the key out instead of writing null
                \(file):3:17: error: the internal field 'ageYears' is present: internal fields are never written
                  at: [0].person.ageYears
                  hint: leave it out; it is computed again from 'compute'
                \(file):4:74: error: null for 'extension', which is left out when empty ("optional": "omit")
                  at: [0].contact.phones[0].extension
                  hint: leave the key out instead of writing null
                \(file):4:84: error: the internal field 'phoneCount' is present: internal fields are never written
                  at: [0].contact.phoneCount
                  hint: leave it out; it is computed again from 'compute'
                \(file):6:15: error: the field is required but empty (rule: required)
                  at: [1].person.guardianName
                \(file):7:43: error: "Amy Smith, 9 years, 0 phones" differs from the computed "Amy Smith, 10 years, 0 phones" (rule: compute 'concat(firstName, ' ', lastName, ', ', ageYears, ' years, ', phoneCount, ' phones')')
                  at: [1].contact.summary
                6 errors

                """, "\(result.err)")
    }

    // Issue 17, items 1 and 5: the library's questionnaire lays out and validates as generate does.
    @Test func questionnaireLeavesOutWhatGenerateLeavesOut() throws {
        let project = try SeedfillProject(directory: URL(fileURLWithPath: Self.forms))
        for record in 0..<20 {
            var questionnaire = try project.questionnaire(model: "contactPresence")
            try questionnaire.set("person.birthDate", to: "1990-05-01")
            // Readable, as expressions read it, but computed: not settable.
            #expect(questionnaire.value(at: "person.ageYears") == 35)
            #expect(throws: SeedfillError.self) { try questionnaire.set("person.ageYears", to: 3) }
            try questionnaire.fillRest(seed: "contact-presence", record: record)
            #expect(questionnaire.violations.isEmpty, "\(questionnaire.violations)")
            let json = try #require(String(data: questionnaire.json(), encoding: .utf8))
            #expect(!json.contains("ageYears") && !json.contains("phoneCount") && !json.contains("hasExtension"))
            #expect(!json.contains("\"middleName\": null") && !json.contains("\"email\": null"))
            if questionnaire.value(at: "person.middleName") == nil { #expect(!json.contains("middleName")) }
        }
    }

    // Issue 17, items 1 and 5: a `ref` that embeds a record embeds it as the record's own output
    // writes it: no internal fields, no empty "omit" fields.
    @Test func embeddedRecordsLeaveOutTheSameFields() throws {
        let project = try TemporaryProject()
        for file in ["models/contact-presence.json", "contact-presence.seed.json"] {
            try project.write(file, try String(contentsOfFile: Self.forms + "/" + file, encoding: .utf8))
        }
        try project.write(
            "models/card.json",
            #"{ "model": "card", "sections": [ { "key": "c", "fields": [ { "key": "who", "type": "ref", "model": "contactPresence" } ] } ] }"#
        )
        try project.write(
            "card.seed.json",
            #"{ "model": "card", "count": 40, "fields": { "who": { "ref": { "model": "contactPresence", "pick": "sequential" } } } }"#)
        let result = seedfill(["generate", "--seeds", project.seeds, "--out", project.output, "--format", "json"])
        #expect(result.status == 0, "\(result.err)")
        let cards = try Self.records(project.output + "/card.json")
        let contacts = try Self.records(project.output + "/contact-presence.json")
        #expect(cards.count == 40)
        for (card, contact) in zip(cards, contacts) {
            let embedded = try #require((card["c"] as? [String: Any])?["who"] as? [String: Any])
            #expect(NSDictionary(dictionary: embedded).isEqual(to: contact))
        }
    }
}
