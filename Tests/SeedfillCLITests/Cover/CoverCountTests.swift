import Foundation
import Testing

/// `generate --cover --count N`: the cover set first (the same bytes `--cover` alone writes),
/// then random records up to N in all, none repeating a `unique` or `sequence` value of a record
/// before it; the manifest and the printed line say which is which; the same bytes for any
/// `--jobs`; a count below the cover set is a located usage error naming every such seed.
// Issue 19, tests: 300 fixtures that reach every target (the `--cover --count` feature).
@Suite struct CoverCountTests {
    static let model = """
        { "model": "ticket", "sections": [ { "key": "ticket", "fields": [
          { "key": "number", "type": "text", "maxLength": 20 },
          { "key": "code", "type": "integer", "min": 1, "max": 90 },
          { "key": "email", "type": "text", "format": "email" },
          { "key": "kind", "type": "choice", "options": ["adult", "child", "senior"] },
          { "key": "seat", "type": "choice", "options": ["window", "aisle"], "visibleWhen": "kind == 'senior'" },
          { "key": "note", "type": "text", "optional": true, "maxLength": 12 },
          { "key": "legs", "type": "list", "minItems": 1, "maxItems": 3, "fields": [
            { "key": "ref", "type": "text", "maxLength": 12 } ] }
        ] } ] }
        """
    // A sequence, a numbered `unique` (an int of 90 values), a redrawn `unique` (a template
    // of few names) and a `unique` inside list items; the seed never draws a senior.
    static let seed = """
        { "model": "ticket", "today": "2026-01-01", "fields": {
          "ticket.number": { "sequence": { "start": 1, "format": "T-%04d" } },
          "ticket.code": { "int": { "min": 1, "max": 90 }, "unique": true },
          "ticket.email": { "template": "{kind}.{code}@example.org", "unique": true },
          "ticket.kind": { "oneOf": ["adult", "child"] },
          "ticket.legs": { "item": { "ref": { "mask": "L-####", "unique": true } } } } }
        """

    func project() throws -> TemporaryProject {
        try TemporaryProject(files: ["models/ticket.json": Self.model, "ticket.seed.json": Self.seed])
    }

    /// The lines of `file`.
    static func lines(_ file: String) throws -> [Substring] {
        try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
    }

    @Test func theCoverSetComesFirstThenRandomRecordsThatRepeatNoUniqueValue() throws {
        let project = try project()
        let alone = project.root.appendingPathComponent("alone").path
        #expect(seedfill(["generate", "--seeds", project.seeds, "--out", alone, "--cover", "--format", "jsonl", "--quiet"]).status == 0)
        let cover = try Self.lines(alone + "/ticket.jsonl")
        let run = seedfill(["generate", "--seeds", project.seeds, "--out", project.output, "--cover", "--count", "80", "--format", "jsonl"])
        #expect(run.status == 0, "\(run.err)")
        let lines = try Self.lines(project.output + "/ticket.jsonl")
        #expect(lines.count == 80)
        // The cover set is the first records, byte for byte.
        #expect(Array(lines.prefix(cover.count)) == cover)
        let tickets = try lines.map { try #require(jsonObject(Data($0.utf8))?["ticket"] as? [String: Any]) }
        for key in ["number", "code", "email"] {
            let values = tickets.map { "\($0[key] ?? "absent")" }
            #expect(Set(values).count == 80, "\(key): \(values)")
        }
        let refs = tickets.flatMap { ($0["legs"] as? [[String: Any]] ?? []).map { "\($0["ref"] ?? "")" } }
        #expect(Set(refs).count == refs.count, "\(refs)")
        // The cover still shows a senior though the seed never draws one.
        #expect(tickets.contains { $0["kind"] as? String == "senior" })
        let validated = seedfill(["validate", "--seeds", project.seeds, "ticket", project.output + "/ticket.jsonl"])
        #expect(validated.status == 0, "\(validated.out)\(validated.err)")
        // The printed line and the manifest say which records are the cover set.
        let random = 80 - cover.count
        #expect(run.out.hasPrefix("ticket: 80 questionnaires → "), "\(run.out)")
        #expect(run.out.contains("; \(cover.count) records (random sampling "), "\(run.out)")
        #expect(run.out.contains("), then \(random) random records\n"), "\(run.out)")
        let manifest = try #require(jsonObject(Data(contentsOf: URL(fileURLWithPath: project.output + "/manifest.json"))))
        let entry = try #require((manifest["seeds"] as? [String: Any])?["ticket"] as? [String: Any])
        #expect(entry["count"] as? Int == 80)
        let covered = try #require(entry["cover"] as? [String: Any])
        #expect(covered["coverSet"] as? [Int] == [1, cover.count])
        #expect(covered["randomFill"] as? [Int] == [cover.count + 1, 80])
        // `--cover` alone writes no such keys.
        let aloneManifest = try #require(jsonObject(Data(contentsOf: URL(fileURLWithPath: alone + "/manifest.json"))))
        let aloneCover = try #require(((aloneManifest["seeds"] as? [String: Any])?["ticket"] as? [String: Any])?["cover"] as? [String: Any])
        #expect(aloneCover["coverSet"] == nil && aloneCover["randomFill"] == nil)
    }

    @Test func theSetIsTheSameForAnyJobsAndEveryFormatWritesIt() throws {
        let project = try project()
        var outputs: [Data] = []
        for jobs in ["1", "2"] {
            let out = project.root.appendingPathComponent("out-\(jobs)").path
            let run = seedfill([
                "generate", "--seeds", project.seeds, "--out", out, "--cover", "--count", "40", "--format", "jsonl", "--jobs", jobs,
                "--quiet",
            ])
            #expect(run.status == 0, "\(run.err)")
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: out + "/ticket.jsonl")))
        }
        #expect(outputs[0] == outputs[1])
        let lines = String(decoding: outputs[0], as: UTF8.self).split(separator: "\n")
        for format in ["files", "json", "csv"] {
            let out = project.root.appendingPathComponent(format).path
            let run = seedfill([
                "generate", "--seeds", project.seeds, "--out", out, "--cover", "--count", "40", "--format", format, "--quiet",
            ])
            #expect(run.status == 0, "\(format): \(run.err)")
        }
        let files = project.root.appendingPathComponent("files/ticket").path
        let names = try FileManager.default.contentsOfDirectory(atPath: files).sorted()
        #expect(names.count == 40)
        // The files hold the same records as the lines, in the same order.
        for (index, name) in names.enumerated() {
            let file = try #require(jsonObject(Data(contentsOf: URL(fileURLWithPath: files + "/" + name))))
            let line = try #require(jsonObject(Data(lines[index].utf8)))
            #expect(NSDictionary(dictionary: file).isEqual(to: line), "\(name)")
        }
        let array = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: project.root.path + "/json/ticket.json")))
        #expect((array as? [Any])?.count == 40)
        let csv = try String(contentsOfFile: project.root.path + "/csv/ticket.csv", encoding: .utf8).components(separatedBy: "\r\n")
        #expect(csv.filter { !$0.isEmpty }.count == 41, "a header and 40 rows")
    }

    @Test func theRandomRecordsAreRecordsGenerateWrites() throws {
        // Without `unique` fields nothing is passed over but the cover's own record numbers:
        // every random record is one of plain `generate`'s.
        let project = try TemporaryProject(files: [
            "models/trip.json": CoverCommandTests.model, "trip.seed.json": CoverCommandTests.seed,
        ])
        let run = seedfill(["generate", "--seeds", project.seeds, "--out", project.output, "--cover", "--count", "30", "--format", "jsonl"])
        #expect(run.status == 0, "\(run.err)")
        let lines = try Self.lines(project.output + "/trip.jsonl")
        let plain = project.root.appendingPathComponent("plain").path
        #expect(seedfill(["generate", "--seeds", project.seeds, "--out", plain, "--count", "60", "--format", "jsonl"]).status == 0)
        let records = Set(try Self.lines(plain + "/trip.jsonl"))
        let manifest = try #require(jsonObject(Data(contentsOf: URL(fileURLWithPath: project.output + "/manifest.json"))))
        let cover = try #require(((manifest["seeds"] as? [String: Any])?["trip"] as? [String: Any])?["cover"] as? [String: Any])
        let fill = try #require(cover["randomFill"] as? [Int])
        #expect(fill.count == 2 && fill[1] == 30)
        for line in lines[(fill[0] - 1)...] { #expect(records.contains(line), "\(line)") }
    }

    @Test func theExampleProjectFilledTo60WithItsReport() throws {
        let seeds = repositoryRoot.appendingPathComponent("Seeds").path
        let project = try TemporaryProject()
        let alone = project.root.appendingPathComponent("alone").path
        #expect(seedfill(["generate", "--seeds", seeds, "--out", alone, "--cover", "--format", "jsonl", "--quiet"]).status == 0)
        let run = seedfill([
            "generate", "--seeds", seeds, "--out", project.output, "--cover", "--count", "60", "--format", "jsonl", "--report",
        ])
        #expect(run.status == 0, "\(run.err)")
        let models = ["policy": "policy", "policyholder": "policyholder", "vehicle": "vehicle", "vehicle-defaults": "vehicle"]
        for (name, model) in models.sorted(by: { $0.key < $1.key }) {
            let file = project.output + "/\(name).jsonl"
            let lines = try Self.lines(file)
            let cover = try Self.lines(alone + "/\(name).jsonl")
            #expect(lines.count == 60 && Array(lines.prefix(cover.count)) == cover, "\(name)")
            #expect(run.out.contains("\(name): 60 questionnaires → "), "\(run.out)")
            #expect(run.out.contains("), then \(60 - cover.count) random records\n"), "\(run.out)")
            let validated = seedfill(["validate", "--seeds", seeds, model, file])
            #expect(validated.status == 0, "\(validated.out)\(validated.err)")
            // The report counts the records written: the cover set and the random ones.
            let page = try String(contentsOfFile: project.output + "/\(name).report.html", encoding: .utf8)
            #expect(page.contains("<dd>60 (the cover set of \(cover.count), then \(60 - cover.count) random records)</dd>"), "\(name)")
            #expect(page.contains("--today 2026-01-01 --cover --count 60</code>"), "\(name)")
        }
        // The example's `unique` and `sequence` values stay distinct over cover and random records.
        let distinct: [(seed: String, key: String)] = [
            ("policy", "number"), ("policy", "licenseNumber"), ("policyholder", "email"), ("vehicle", "vin"),
        ]
        for (seed, key) in distinct {
            let text = try String(contentsOfFile: project.output + "/\(seed).jsonl", encoding: .utf8)
            let values = text.matches(of: try Regex("\"\(key)\": *(\"[^\"]*\")")).map { String($0.output[1].substring ?? "") }
            #expect(!values.isEmpty && Set(values).count == values.count, "\(seed).\(key): \(values.count) values")
        }
    }

    @Test func aCountBelowTheCoverSetIsAUsageErrorNamingWhatItNeeds() throws {
        let project = try project()
        let alone = seedfill(["generate", "--seeds", project.seeds, "--out", project.output, "--cover", "--format", "jsonl", "--quiet"])
        #expect(alone.status == 0)
        let needed = try Self.lines(project.output + "/ticket.jsonl").count
        #expect(needed == 4, "the cover of the ticket model is pinned below")
        try FileManager.default.removeItem(atPath: project.output)
        let run = seedfill(["generate", "--seeds", project.seeds, "--out", project.output, "--cover", "--count", "3"])
        #expect(run.status == 2)
        #expect(
            run.err == """
                \(project.seeds)/ticket.seed.json:1:12: error: '--count 3' is fewer records than the cover set of 'ticket' needs: 4
                  at: model
                  hint: use --count 4 or more (the cover set, then random records up to the count), or leave out --count for the cover set alone
                1 error

                """)
        #expect(run.out.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: project.output + "/ticket.jsonl"))
        // `report` says the same.
        let report = seedfill(["report", "--seeds", project.seeds, "--cover", "--count", "3", "--out", project.root.path + "/r.html"])
        #expect(report.status == 2 && report.err == run.err, "\(report.err)")
        // The count the cover needs is enough: the cover set alone, and no random record.
        let exact = seedfill([
            "generate", "--seeds", project.seeds, "--out", project.output, "--cover", "--count", "4", "--format", "jsonl",
        ])
        #expect(exact.status == 0 && exact.out.contains("), then 0 random records\n"), "\(exact.out)\(exact.err)")
    }
}
