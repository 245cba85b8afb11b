import Foundation
import Testing

/// `seedfill generate --cover`: a few valid fixtures that together take every option, both
/// sides of every condition and every optional field filled and empty, checked from the
/// fixtures' JSON alone; the same set for any `--jobs`; the coverage in the output and the
/// manifest; located usage errors.
// Issue 18, item 5 (and the first part of issue 20, item 1).
@Suite struct CoverCommandTests {
    static let model = """
        { "model": "trip", "sections": [ { "key": "trip", "fields": [
          { "key": "mode", "type": "choice", "options": ["car", "train", "plane"] },
          { "key": "seat", "type": "choice", "options": ["window", "aisle"], "visibleWhen": "mode == 'plane'" },
          { "key": "luggage", "type": "boolean" },
          { "key": "note", "type": "text", "optional": "omit", "maxLength": 20 },
          { "key": "meals", "type": "multichoice", "options": ["veg", "fish", "kosher", "halal"] },
          { "key": "stops", "type": "list", "minItems": 1, "maxItems": 2, "fields": [
            { "key": "city", "type": "choice", "options": ["Oslo", "Bergen", "Tromsø", "Bodø", "Alta"] } ] }
        ] } ] }
        """
    // The seed draws only cars and never leaves the note empty: the cover reaches the rest.
    static let seed = """
        { "model": "trip", "today": "2026-01-01", "fields": {
          "trip.mode": { "oneOf": ["car"] },
          "trip.note": { "const": "window seat please" } } }
        """

    func project() throws -> TemporaryProject {
        try TemporaryProject(files: ["models/trip.json": Self.model, "trip.seed.json": Self.seed])
    }

    @Test func theCoverTakesEveryOptionConditionAndPresence() throws {
        let project = try project()
        let run = seedfill(["generate", "--seeds", project.seeds, "--out", project.output, "--cover", "--format", "jsonl"])
        #expect(run.status == 0, "\(run.err)")
        let lines = try String(contentsOfFile: project.output + "/trip.jsonl", encoding: .utf8).split(separator: "\n")
        let trips = try lines.map { try #require(jsonObject(Data($0.utf8))?["trip"] as? [String: Any]) }
        #expect(trips.count >= 3 && trips.count <= 10, "\(trips.count) fixtures")
        #expect(Set(trips.compactMap { $0["mode"] as? String }) == ["car", "train", "plane"])
        #expect(Set(trips.compactMap { $0["seat"] as? String }) == ["window", "aisle"])
        #expect(trips.contains { $0["seat"] == nil } && trips.contains { $0["seat"] != nil })
        #expect(Set(trips.compactMap { $0["luggage"] as? Bool }) == [true, false])
        #expect(trips.contains { $0["note"] == nil } && trips.contains { $0["note"] != nil })
        // The note at its maxLength, though the seed's note is shorter (issue 20, item 3).
        #expect(trips.contains { ($0["note"] as? String)?.count == 20 })
        #expect(Set(trips.flatMap { $0["meals"] as? [String] ?? [] }) == ["veg", "fish", "kosher", "halal"])
        let cities = trips.flatMap { ($0["stops"] as? [[String: Any]] ?? []).compactMap { $0["city"] as? String } }
        #expect(Set(cities) == ["Oslo", "Bergen", "Tromsø", "Bodø", "Alta"])
        // The list at its fewest and its most items.
        #expect(Set(trips.map { ($0["stops"] as? [Any])?.count ?? -1 }) == [1, 2])
        // Every fixture is valid, by seedfill's own validator.
        let validated = seedfill(["validate", "--seeds", project.seeds, "trip", project.output + "/trip.jsonl"])
        #expect(validated.status == 0, "\(validated.out) \(validated.err)")
        // The summary and the manifest say what is covered.
        #expect(run.out.contains("trip: \(trips.count) questionnaires → "), "\(run.out)")
        #expect(
            run.out.contains("  cover: targets: 23, covered: 23, unreachable: 0; \(trips.count) records (random sampling still misses "),
            "\(run.out)")
        let manifest = try #require(jsonObject(Data(contentsOf: URL(fileURLWithPath: project.output + "/manifest.json"))))
        let cover = try #require(((manifest["seeds"] as? [String: Any])?["trip"] as? [String: Any])?["cover"] as? [String: Any])
        #expect(cover["targets"] as? Int == 23 && cover["covered"] as? Int == 23 && (cover["unreachable"] as? [Any])?.isEmpty == true)
        #expect((cover["randomMisses"] as? Int ?? 0) > 0, "the seed never draws a train: random records miss it")
    }

    @Test func theCoverIsTheSameForAnyJobsAndFormat() throws {
        let project = try project()
        var outputs: [Data] = []
        for jobs in ["1", "2"] {
            let out = project.root.appendingPathComponent("out-\(jobs)").path
            let run = seedfill([
                "generate", "--seeds", project.seeds, "--out", out, "--cover", "--format", "jsonl", "--jobs", jobs, "--quiet",
            ])
            #expect(run.status == 0, "\(run.err)")
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: out + "/trip.jsonl")))
        }
        #expect(outputs[0] == outputs[1])
        let files = project.root.appendingPathComponent("files").path
        #expect(seedfill(["generate", "--seeds", project.seeds, "--out", files, "--cover", "--quiet"]).status == 0)
        let count = try FileManager.default.contentsOfDirectory(atPath: files + "/trip").count
        #expect(count == String(decoding: outputs[0], as: UTF8.self).split(separator: "\n").count)
    }

    // `--cover --count N` is allowed since issue 19 (see ``CoverCountTests``).
    @Test func coverRefusesASliceAndStandardOutput() throws {
        let project = try project()
        let shard = seedfill(["generate", "--seeds", project.seeds, "--cover", "--shard", "1/2"])
        #expect(
            shard.err == """
                seedfill: error: '--cover' writes as many records as the cover needs; '--shard' cannot go with it
                  hint: leave out --shard, or run without --cover for slices of random records

                """)
        let stdout = seedfill(["generate", "--seeds", project.seeds, "--cover", "--stdout"])
        #expect(
            stdout.err == """
                seedfill: error: '--cover' writes files; '--stdout' cannot go with it
                  hint: use --format jsonl for one file

                """)
        #expect(!FileManager.default.fileExists(atPath: project.output))
    }
}
