import Foundation
import Testing

/// `validate --draft` on hand-made drafts of a small trip form: consistent ones are accepted,
/// inconsistent ones rejected with the whole located text; plain `validate` rejects drafts;
/// `--drafts` usage errors; a seed file's `"drafts"` and `--drafts 0` overriding it.
// Issue 20, item 4.
@Suite struct DraftValidateTests {
    // `discount` (first section) is shown by a field of the second: a draft leaves it empty
    // until `nights` is filled.
    static let model = """
        { "model": "trip", "sections": [
          { "key": "who", "fields": [
            { "key": "name", "type": "text", "maxLength": 20 },
            { "key": "age", "type": "integer", "min": 0, "max": 120 },
            { "key": "adult", "type": "boolean", "compute": "age >= 18" },
            { "key": "discount", "type": "text", "maxLength": 10, "visibleWhen": "nights > 7" } ] },
          { "key": "trip", "fields": [
            { "key": "mode", "type": "choice", "options": ["car", "plane"] },
            { "key": "seat", "type": "choice", "options": ["window", "aisle"], "visibleWhen": "mode == 'plane'" },
            { "key": "note", "type": "text", "optional": "omit", "maxLength": 20 },
            { "key": "nights", "type": "integer", "min": 1, "max": 30 } ] },
          { "key": "pay", "visibleWhen": "mode == 'car'", "fields": [ { "key": "card", "type": "text", "maxLength": 19 } ] }
        ] }
        """
    static let seed = """
        { "model": "trip", "today": "2026-01-01", "count": 40 }
        """

    func project() throws -> TemporaryProject {
        try TemporaryProject(files: ["models/trip.json": Self.model, "trip.seed.json": Self.seed])
    }

    /// Runs `validate --draft` (or plain `validate`) on one file holding `lines` as JSON Lines.
    func validate(_ lines: [String], draft: Bool = true) throws -> RunResult {
        let project = try project()
        let file = project.root.appendingPathComponent("drafts.jsonl")
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file)
        let result = seedfill(["validate", "--seeds", project.seeds, "trip", file.path] + (draft ? ["--draft"] : []))
        return RunResult(status: result.status, out: result.out, err: result.err.replacingOccurrences(of: file.path, with: "drafts.jsonl"))
    }

    @Test func consistentDraftsAreAccepted() throws {
        let drafts = [
            #"{}"#,
            #"{"who": {"name": "Ann"}}"#,
            #"{"who": {"name": "Ann", "age": 30, "adult": true}}"#,
            // `discount` waits for `nights`; `seat` is hidden for a car.
            #"{"who": {"name": "Ann", "age": 30, "adult": true}, "trip": {"mode": "car"}}"#,
            // The `omit` note may be absent (empty) before a later field.
            #"{"who": {"name": "Ann", "age": 30, "adult": true}, "trip": {"mode": "plane", "seat": "aisle", "nights": 3}}"#,
            #"{"who": {"name": "Ann", "age": 30, "adult": true, "discount": "X"}, "trip": {"mode": "plane", "seat": "aisle", "nights": 9}}"#,
            #"{"who": {"name": "Ann", "age": 9, "adult": false}, "trip": {"mode": "car", "nights": 2}, "pay": {"card": "4111"}}"#,
        ]
        let result = try validate(drafts)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out == "1 file, 7 questionnaires: all valid against 'trip' as drafts\n")
        // Without --draft, the first four are rejected; the last three are complete (a plane
        // hides the payment section).
        let plain = try validate(drafts, draft: false)
        #expect(plain.status == 1)
        for line in 1...4 { #expect(plain.err.contains("drafts.jsonl:\(line):"), "line \(line)") }
        for line in 5...7 { #expect(!plain.err.contains("drafts.jsonl:\(line):"), "line \(line)") }
    }

    @Test func inconsistentDraftsAreRejectedWhereTheyGoWrong() throws {
        let result = try validate([
            // A gap in the section in progress: `seat` is shown for a plane.
            #"{"who": {"name": "Ann", "age": 30, "adult": true}, "trip": {"mode": "plane", "nights": 3}}"#,
            // A section skipped (so the payment section, shown for a car, has no mode to go by).
            #"{"who": {"name": "Ann", "age": 30, "adult": true}, "pay": {"card": "4111"}}"#,
            // A value filled before what it depends on (so, evaluated on what is filled, hidden).
            #"{"who": {"name": "Ann", "age": 30, "adult": true, "discount": "X"}}"#,
            // Wrong values in the part filled.
            #"{"who": {"name": "Ann", "age": 300}}"#,
            #"{"who": {"name": "Ann", "age": 30, "adult": false}, "trip": {"mode": "car", "seat": "window"}}"#,
        ])
        #expect(result.status == 1)
        #expect(
            result.err == """
                drafts.jsonl:1:60: error: the field should be shown but is missing, yet the draft goes on to 'trip.nights' (rule: draft order)
                  at: trip.seat
                drafts.jsonl:2:1: error: the field should be shown but is missing, yet the draft goes on to 'pay.card' (rule: draft order)
                  at: trip.mode
                drafts.jsonl:2:1: error: the field should be shown but is missing, yet the draft goes on to 'pay.card' (rule: draft order)
                  at: trip.nights
                drafts.jsonl:2:59: error: the field should be hidden but has a value (rule: visibleWhen 'mode == 'car'')
                  at: pay
                drafts.jsonl:3:1: error: the field should be shown but is missing, yet 'who.discount' is filled, which depends on 'trip.nights' (rule: draft order)
                  at: trip.mode
                drafts.jsonl:3:1: error: the field should be shown but is missing, yet 'who.discount' is filled, which depends on 'trip.nights' (rule: draft order)
                  at: trip.nights
                drafts.jsonl:3:63: error: the field should be hidden but has a value (rule: visibleWhen 'nights > 7'), value "X"
                  at: who.discount
                drafts.jsonl:4:32: error: 300 is greater than the maximum 120 (rule: max '120')
                  at: who.age
                drafts.jsonl:5:45: error: false differs from the computed true (rule: compute 'age >= 18')
                  at: who.adult
                drafts.jsonl:5:85: error: the field should be hidden but has a value (rule: visibleWhen 'mode == 'plane''), value "window"
                  at: trip.seat
                10 errors

                """)
    }

    @Test func usageErrorsAndTheSeedFilesShare() throws {
        let project = try project()
        for (arguments, message) in [
            (["--drafts", "1.5"], "seedfill: error: '--drafts' needs a share between 0 and 1, got '1.5'\n"),
            (["--drafts", "some"], "seedfill: error: '--drafts' needs a share between 0 and 1, got 'some'\n"),
            (["--cover", "--drafts", "0.2"], "seedfill: error: '--cover' writes complete records; '--drafts' cannot go with it\n"),
        ] {
            let run = seedfill(["generate", "--seeds", project.seeds, "--out", project.output] + arguments)
            #expect(run.status == 2)
            #expect(run.err.hasPrefix(message), "\(run.err)")
        }
        try project.write("trip.seed.json", #"{ "model": "trip", "today": "2026-01-01", "count": 40, "drafts": 0.5 }"#)
        let run = seedfill(["generate", "--seeds", project.seeds, "--out", project.output, "--format", "jsonl"])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.hasPrefix("trip: 40 questionnaires → "))
        let drafted = try #require(run.out.split(separator: "\n").last)
        #expect(drafted.hasPrefix("  drafts: ") && drafted.hasSuffix(" (listed in manifest.json with where each stops)"))
        let count = try #require(Int(drafted.dropFirst(10).prefix { $0 != " " }))
        #expect(count > 5 && count < 35, "\(count)")
        let asDrafts = seedfill(["validate", "--seeds", project.seeds, "trip", project.output + "/trip.jsonl", "--draft"])
        #expect(asDrafts.status == 0, "\(asDrafts.err)")
        // --drafts 0 turns the seed file's share off: the records are the complete ones.
        let off = seedfill(["generate", "--seeds", project.seeds, "--out", project.output, "--format", "jsonl", "--drafts", "0"])
        #expect(off.status == 0 && !off.out.contains("drafts"))
        let plain = seedfill(["validate", "--seeds", project.seeds, "trip", project.output + "/trip.jsonl"])
        #expect(plain.status == 0, "\(plain.err)")
    }
}
