import Foundation
import Testing

/// `generate --drafts` on the example project: drafts are cut from the records the run
/// without drafts writes, every other record is byte-identical to it, the manifest lists
/// exactly the drafts with where each stops, `validate --draft` accepts every draft and plain
/// `validate` rejects each one; the same for any `--jobs` and every format.
// Issue 20, item 4.
@Suite struct DraftExampleTests {
    static let seeds = repositoryRoot.appendingPathComponent("Seeds").path
    /// The example's seed files and their models, with the top-level items of each model.
    static let seedModels = ["policyholder": "policyholder", "vehicle": "vehicle", "policy": "policy", "vehicle-defaults": "vehicle"]

    func generate(_ out: String, _ extra: [String]) -> RunResult {
        seedfill(["generate", "--seeds", Self.seeds, "--out", out, "--count", "120", "--quiet"] + extra)
    }

    func lines(_ path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    /// The manifest's `drafts` records of `seed` in `out`.
    func marks(_ out: String, _ seed: String) throws -> [[String: Any]] {
        let manifest = try #require(jsonObject(Data(contentsOf: URL(fileURLWithPath: out + "/manifest.json"))))
        let entry = try #require((manifest["seeds"] as? [String: Any])?[seed] as? [String: Any])
        let drafts = try #require(entry["drafts"] as? [String: Any])
        #expect(drafts["share"] as? Double == 0.3)
        return try #require(drafts["records"] as? [[String: Any]])
    }

    @Test func draftsArePrefixesOfTheRecordsWrittenWithoutDrafts() throws {
        let project = try TemporaryProject()
        let plain = project.root.appendingPathComponent("plain").path
        let drafts = project.root.appendingPathComponent("drafts").path
        #expect(generate(plain, ["--format", "jsonl"]).status == 0)
        let run = generate(drafts, ["--format", "jsonl", "--drafts", "0.3"])
        #expect(run.status == 0, "\(run.err)")
        for (seed, model) in Self.seedModels {
            let complete = try lines(plain + "/\(seed).jsonl")
            let written = try lines(drafts + "/\(seed).jsonl")
            #expect(complete.count == 120 && written.count == 120)
            let listed = try marks(drafts, seed)
            let draftNumbers = listed.compactMap { $0["record"] as? Int }
            // Exactly the records listed differ; about 30% of them.
            let differing = written.indices.filter { written[$0] != complete[$0] }.map { $0 + 1 }
            #expect(differing == draftNumbers, "\(seed)")
            #expect(draftNumbers.count > 15 && draftNumbers.count < 60, "\(seed): \(draftNumbers.count) drafts")
            for mark in listed {
                let number = try #require(mark["record"] as? Int)
                let full = try #require(jsonObject(Data(complete[number - 1].utf8)))
                let draft = try #require(jsonObject(Data(written[number - 1].utf8)))
                // Every value of a draft is the complete record's value (so valid where it is).
                #expect(DraftShape.isPart(draft, of: full), "\(seed) record \(number)")
                // Where it stops: a value of the complete record that the draft lacks.
                let stops = try #require(mark["stopsAt"] as? String)
                #expect(DraftShape.value(at: stops, in: full) != nil && DraftShape.value(at: stops, in: draft) == nil, "\(stops)")
                // Sections after the one in progress hold nothing; the last completed one is
                // the last section before it that the record shows.
                let sections = try DraftShape.topLevelKeys(model: model)
                let inProgress = try #require(sections.firstIndex(of: String(stops.split(separator: ".")[0])))
                for later in sections[(inProgress + 1)...] { #expect(draft[later] == nil, "\(seed) \(number): \(later)") }
                let completed = sections[..<inProgress].last { full[$0] != nil }
                #expect(mark["lastCompletedSection"] as? String == completed, "\(seed) \(number)")
            }
            let asDrafts = seedfill(["validate", "--seeds", Self.seeds, model, drafts + "/\(seed).jsonl", "--draft"])
            #expect(asDrafts.status == 0, "\(asDrafts.err)")
            #expect(asDrafts.out == "1 file, 120 questionnaires: all valid against '\(model)' as drafts\n")
            // Plain validate rejects every draft, and only drafts.
            let plainCheck = seedfill(["validate", "--seeds", Self.seeds, model, drafts + "/\(seed).jsonl"])
            #expect(plainCheck.status == 1)
            let rejected = Set(
                plainCheck.err.split(separator: "\n").compactMap { line -> Int? in
                    guard line.hasPrefix(drafts) else { return nil }
                    return Int(line.dropFirst(drafts.count + seed.count + 8).prefix { $0 != ":" })
                })
            #expect(rejected == Set(draftNumbers), "\(seed)")
        }
    }

    @Test func draftsAreTheSameForAnyJobsAndFormat() throws {
        let project = try TemporaryProject()
        var outputs: [Data] = []
        var listed: [[Int]] = []
        for jobs in ["1", "2"] {
            let out = project.root.appendingPathComponent("jobs-\(jobs)").path
            #expect(generate(out, ["--format", "jsonl", "--drafts", "0.3", "--jobs", jobs]).status == 0)
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: out + "/policy.jsonl")))
            listed.append(try marks(out, "policy").compactMap { $0["record"] as? Int })
        }
        #expect(outputs[0] == outputs[1])
        #expect(listed[0] == listed[1] && !listed[0].isEmpty)
        let reference = try marks(project.root.appendingPathComponent("jobs-1").path, "policy")
        for format in ["files", "json", "csv"] {
            let out = project.root.appendingPathComponent(format).path
            #expect(generate(out, ["--format", format, "--drafts", "0.3", "--jobs", "2"]).status == 0)
            let marks = try marks(out, "policy")
            #expect(marks.count == reference.count, "\(format)")
            for (a, b) in zip(marks, reference) {
                #expect(a["record"] as? Int == b["record"] as? Int && a["stopsAt"] as? String == b["stopsAt"] as? String, "\(format)")
            }
        }
        // A shard lists the drafts among its own records, as the whole run does.
        let shard = project.root.appendingPathComponent("shard").path
        #expect(generate(shard, ["--format", "jsonl", "--drafts", "0.3", "--shard", "2/2"]).status == 0)
        #expect(try marks(shard, "policy").compactMap { $0["record"] as? Int } == listed[0].filter { $0 > 60 })
        let whole = String(decoding: outputs[0], as: UTF8.self).split(separator: "\n").suffix(60).joined(separator: "\n") + "\n"
        #expect(try String(contentsOfFile: shard + "/policy.jsonl", encoding: .utf8) == whole)
    }
}
