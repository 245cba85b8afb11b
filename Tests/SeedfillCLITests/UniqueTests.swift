import Foundation
import Testing

@testable import SeedfillCore

/// `unique` through the command line: redraws that do not depend on `--jobs`, permuted values
/// that stay unique across shards, and the two ways a run stops when values run out.
@Suite struct UniqueTests {
    static let model = """
        { "model": "m", "sections": [ { "key": "s", "fields": [
          { "key": "code", "type": "text" },
          { "key": "first", "type": "text" },
          { "key": "email", "type": "text" }
        ]}]}
        """

    /// `email` has 6 × 40 = 240 possible values: among 150 records a plain draw repeats many
    /// of them, so `unique` must redraw often.
    static let smallTemplate = """
        { "model": "m", "count": 150, "let": { "k": { "int": [1, 40] } },
          "fields": {
            "code": { "mask": "??###", "unique": true },
            "first": { "oneOf": ["ann", "bob", "cy", "di", "ed", "flo"] },
            "email": { "template": "{first}{k}@example.com", "unique": true } } }
        """

    func project(_ seed: String) throws -> TemporaryProject {
        try TemporaryProject(files: ["models/m.json": Self.model, "m.seed.json": seed])
    }

    func lines(_ scratch: TemporaryProject, _ extra: [String]) throws -> (text: String, err: String) {
        let result = seedfill(["generate", "--seeds", scratch.seeds, "--stdout", "--quiet"] + extra)
        #expect(result.status == 0, "\(result.err)")
        return (result.out, result.err)
    }

    func values(_ jsonl: String, _ key: String) throws -> [String] {
        try jsonl.split(separator: "\n").map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return try #require((object?["s"] as? [String: Any])?[key] as? String)
        }
    }

    /// Captures standard output in-process (`--stdout` writes to file descriptor 1).
    func generateToOutput(_ scratch: TemporaryProject, _ extra: [String]) throws -> (data: Data, err: String) {
        let result = seedfill(["generate", "--seeds", scratch.seeds, "--out", scratch.output, "--format", "jsonl"] + extra)
        #expect(result.status == 0, "\(result.err)")
        return (FileManager.default.contents(atPath: scratch.output + "/m.jsonl") ?? Data(), result.err)
    }

    @Test func redrawsDoNotDependOnJobs() throws {
        let scratch = try project(Self.smallTemplate)
        let one = try generateToOutput(scratch, ["--jobs", "1"]).data
        let emails = try values(String(decoding: one, as: UTF8.self), "email")
        #expect(emails.count == 150)
        #expect(Set(emails).count == 150)
        #expect(try generateToOutput(scratch, ["--jobs", "2"]).data == one)
        #expect(try generateToOutput(scratch, ["--jobs", "5"]).data == one)

        // Without `unique` the same seed repeats values: the redraws above really happened.
        let plain = try project(Self.smallTemplate.replacingOccurrences(of: #", "unique": true } } }"#, with: " } } }"))
        let repeated = try values(String(decoding: try generateToOutput(plain, ["--jobs", "1"]).data, as: UTF8.self), "email")
        #expect(Set(repeated).count < 150)
    }

    @Test func permutedValuesStayUniqueAcrossShards() throws {
        let scratch = try project(
            Self.smallTemplate.replacingOccurrences(of: #""count": 150"#, with: #""count": 3000"#)
                .replacingOccurrences(of: #"{ "int": [1, 40] }"#, with: #"{ "int": [1, 100000] }"#))
        var joined = Data()
        for k in 1...3 {
            let shard = try generateToOutput(scratch, ["--shard", "\(k)/3", "--jobs", "2"])
            joined += shard.data
            #expect(shard.err.contains("note: 's.email' is unique within shard \(k)/3 only"), "\(shard.err)")
            #expect(!shard.err.contains("'s.code'"))
        }
        let codes = try values(String(decoding: joined, as: UTF8.self), "code")
        #expect(codes.count == 3000)
        #expect(Set(codes).count == 3000)
        let whole = try generateToOutput(scratch, ["--jobs", "2"])
        #expect(try values(String(decoding: whole.data, as: UTF8.self), "code") == codes)
        #expect(!whole.err.contains("note:"))
    }

    @Test func aTemplateThatRunsOutOfValuesStopsWithTheDistinctCount() throws {
        let scratch = try project(Self.smallTemplate.replacingOccurrences(of: #""count": 150"#, with: #""count": 400"#))
        let result = seedfill(["generate", "--seeds", scratch.seeds, "--out", scratch.output, "--jobs", "2"])
        #expect(result.status == 3)
        // The last few of the 240 values are hard to hit in 100 tries, so the run may stop a
        // little before they are all found; every record before it holds a new value.
        let pattern = try Regex(
            #"m\.seed\.json:5:14: error: record (\d+): could not find a unique value for 's\.email' after 100 tries: (\d+) distinct values found so far\n  at: fields\.email\n"#
        )
        let match = try #require(result.err.firstMatch(of: pattern), "\(result.err)")
        let record = try #require(Int(match.output[1].substring ?? ""))
        let distinct = try #require(Int(match.output[2].substring ?? ""))
        #expect(distinct == record - 1)
        #expect((200...240).contains(distinct))
        #expect(TemporaryProject.snapshot(scratch.output).isEmpty)
        // The same failure whatever the number of jobs.
        #expect(seedfill(["generate", "--seeds", scratch.seeds, "--out", scratch.output, "--jobs", "1"]).err == result.err)
    }

    @Test func aCountOverrideLargerThanTheSpaceStopsBeforeWriting() throws {
        let scratch = try project(Self.smallTemplate)
        let result = seedfill(["generate", "--seeds", scratch.seeds, "--out", scratch.output, "--count", "676001"])
        #expect(result.status == 1)
        #expect(
            result.err
                == """
                m.seed.json:3:13: error: 'unique' on 's.code' needs 676,001 distinct values for 676,001 records, but the mask '??###' has only 676,000 values
                  at: fields.code
                  hint: lower the count, or give the generator more values
                1 error

                """.replacingOccurrences(of: "m.seed.json", with: scratch.seeds + "/m.seed.json"))
        // Found before the output directory is even created.
        #expect(!FileManager.default.fileExists(atPath: scratch.output))
    }
}
