import Foundation
import Testing

@testable import SeedfillCore

/// Output does not depend on how the work is split: `--jobs`, `--shard` and `--stdout`.
@Suite struct ParallelAndShardTests {
    let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/workload").path

    func jsonl(_ extra: [String]) throws -> Data {
        let scratch = try TemporaryProject()
        let result = seedfill(["--seeds", seeds, "--out", scratch.output, "--format", "jsonl", "--count", "1500", "--quiet"] + extra)
        #expect(result.status == 0, "\(result.err)")
        return try #require(FileManager.default.contents(atPath: scratch.output + "/policy.jsonl"))
    }

    @Test func jobsDoNotChangeOutput() throws {
        let one = try jsonl(["--jobs", "1"])
        #expect(one.count > 1_000_000)
        #expect(try jsonl(["--jobs", "2"]) == one)
        #expect(try jsonl(["--jobs", "8"]) == one)
    }

    @Test func shardsConcatenateToTheWholeRun() throws {
        let whole = try jsonl(["--jobs", "1"])
        var joined = Data()
        for k in 1...3 { joined += try jsonl(["--shard", "\(k)/3", "--jobs", "2"]) }
        #expect(joined == whole)
        var seven = Data()
        for k in 1...7 { seven += try jsonl(["--shard", "\(k)/7"]) }
        #expect(seven == whole)
    }

    @Test func aShardInTheJsonFormatIsAWholeArray() throws {
        let scratch = try TemporaryProject()
        #expect(
            seedfill(["--seeds", seeds, "--out", scratch.output, "--format", "json", "--count", "10", "--shard", "2/2", "--quiet"]).status
                == 0)
        let data = try #require(FileManager.default.contents(atPath: scratch.output + "/policy.json"))
        let array = try #require((try? JSONSerialization.jsonObject(with: data)) as? [Any])
        #expect(array.count == 5)
    }

    @Test func shardRangesCoverEveryRecordOnce() {
        for total in [0, 1, 2, 7, 100, 1001] {
            for count in 1...9 {
                let ranges = (1...count).compactMap { Shard(index: $0, count: count)!.records(of: total) }
                #expect(ranges.reduce(0) { $0 + $1.count } == total)
                for (a, b) in zip(ranges, ranges.dropFirst()) { #expect(a.upperBound + 1 == b.lowerBound) }
            }
        }
        #expect(Shard("0/3") == nil)
        #expect(Shard("4/3") == nil)
        #expect(Shard("2/3") == Shard(index: 2, count: 3))
    }

    @Test func filesFormatIsTheSameForAnyJobs() throws {
        let a = try TemporaryProject()
        let b = try TemporaryProject()
        #expect(seedfill(["--seeds", seeds, "--out", a.output, "--count", "300", "--jobs", "1", "--quiet"]).status == 0)
        #expect(seedfill(["--seeds", seeds, "--out", b.output, "--count", "300", "--jobs", "2", "--quiet"]).status == 0)
        let first = TemporaryProject.snapshot(a.output)
        #expect(first.count == 301)
        #expect(first == TemporaryProject.snapshot(b.output))
    }

    /// Jobs hand records over in batches of shared buffers, which the writer gives back to be
    /// filled again: every format, over many more batches than are ever in flight, comes out
    /// as one job writes it.
    @Test(arguments: ["csv", "json"]) func batchedFormatsAreTheSameForAnyJobs(format: String) throws {
        let a = try TemporaryProject()
        let b = try TemporaryProject()
        let common = ["--seeds", seeds, "--format", format, "--count", "3000", "--quiet"]
        #expect(seedfill(common + ["--out", a.output, "--jobs", "1"]).status == 0)
        #expect(seedfill(common + ["--out", b.output, "--jobs", "3"]).status == 0)
        let one = TemporaryProject.snapshot(a.output)
        #expect(one.count == 2)
        #expect(one == TemporaryProject.snapshot(b.output))
    }

    @Test func aFailureIsTheSameRecordForAnyJobs() throws {
        let project = try TemporaryProject(files: [
            "models/m.json":
                #"{"model": "m", "sections": [{"key": "s", "fields": [{"key": "n", "type": "integer", "min": 0, "max": 10}]}]}"#,
            "m.seed.json": #"{"model": "m", "count": 2000, "fields": {"n": {"expr": "if(index >= 777, 11, 5)"}}}"#,
        ])
        for jobs in ["1", "2", "4"] {
            let result = seedfill(["--seeds", project.seeds, "--out", project.output, "--jobs", jobs])
            #expect(result.status == 3)
            #expect(result.err.contains("record 777:"), "\(result.err)")
        }
    }
}
