import Foundation
import Testing

@testable import SeedfillCore

/// Issue 14, item 5: the manifest describes each seed's output on its own (run seed, today,
/// format, count), and lists exactly what is in `--out`.
@Suite struct ManifestEntryTests {
    static let files = [
        "models/car.json": GenerateCommandTests.model,
        "car.seed.json": #"{"model": "car", "count": 3, "today": "2025-05-05"}"#,
        "bike.seed.json": #"{"model": "car", "count": 2}"#,
    ]

    // Issue 14, item 5.
    @Test func refillingOneSeedLeavesTheOtherEntriesAndRemovesItsOldFormat() throws {
        let project = try TemporaryProject(files: Self.files)
        let out = project.output
        #expect(seedfill(["--seeds", project.seeds, "--out", out, "--quiet"]).status == 0)
        let first = try manifestSeeds(out)
        #expect(first["bike"]?["runSeed"] as? Int == 0)

        // One seed again, with another run seed, date and format.
        let run = seedfill([
            "generate", "car", "--seeds", project.seeds, "--out", out, "--seed", "7", "--today", "2026-02-02", "--format", "jsonl",
        ])
        #expect(run.status == 0, "\(run.err)")
        let data = try #require(FileManager.default.contents(atPath: out + "/manifest.json"))
        let manifest = try #require(jsonObject(data))
        // No top-level run seed any more: it could only describe the last run.
        #expect(manifest["runSeed"] == nil)
        let seeds = try manifestSeeds(out)
        let car = try #require(seeds["car"])
        #expect(car["runSeed"] as? Int == 7)
        #expect(car["today"] as? String == "2026-02-02")
        #expect(car["format"] as? String == "jsonl")
        #expect(car["count"] as? Int == 3)
        #expect(car["files"] as? [String] == ["car.jsonl"])
        // bike's entry is the one the first run wrote, byte for byte as JSON.
        let bikeNow = try #require(seeds["bike"])
        let bikeBefore = try #require(first["bike"])
        #expect(NSDictionary(dictionary: bikeNow) == NSDictionary(dictionary: bikeBefore))

        // car/ of the earlier format is gone; the manifest lists exactly the files present.
        let present = Set(TemporaryProject.snapshot(out).keys).subtracting(["manifest.json"])
        #expect(present == ["car.jsonl", "bike/bike-0001.json", "bike/bike-0002.json"])
        #expect(Set(seeds.values.flatMap { $0["files"] as? [String] ?? [] }) == present)

        // An entry whose output the user deleted is dropped, not carried over.
        try FileManager.default.removeItem(atPath: out + "/bike")
        #expect(seedfill(["generate", "car", "--seeds", project.seeds, "--out", out, "--format", "jsonl", "--quiet"]).status == 0)
        #expect(try manifestSeeds(out).keys.sorted() == ["car"])
    }

    private func manifestSeeds(_ out: String) throws -> [String: [String: Any]] {
        let data = try #require(FileManager.default.contents(atPath: out + "/manifest.json"))
        return try #require(jsonObject(data)?["seeds"] as? [String: [String: Any]])
    }
}
