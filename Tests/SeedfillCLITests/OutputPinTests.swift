import Foundation
import SeedfillCore
import Testing

// Issue 15, groundwork: the output is pinned before the refactor, byte for byte.

/// A project whose output is pinned: its name in the pin file and its directory.
struct PinnedProject: CustomStringConvertible, Sendable {
    let name: String
    let directory: String
    var description: String { name }
}

/// Every byte seedfill writes for the example project, the reference workload copy and the
/// fixture projects, in every format, for `--jobs 1`, `2` and `8` and for shards, matches the
/// SHA-256 committed in `Pins/output-sha256.txt` (see OutputPins.swift).
///
/// Each run fills every seed of the project with the run seed 7 and `--today 2026-01-01`:
/// 600 records per seed for `jsonl` (more than one batch of 512 records), 300 otherwise.
/// The runs with more jobs and the shards must also give the same bytes as `--jobs 1`: shards
/// 1/3, 2/3 and 3/3 (with `--jobs 2`) concatenate to the whole file for `jsonl` and together
/// hold the same files for `files`; a `json` shard is an array of its own and a `csv` shard has
/// its own header row, so each of their shards is pinned by itself.
@Suite struct OutputPinTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static let projects = [
        PinnedProject(name: "Seeds", directory: repositoryRoot.appendingPathComponent("Seeds").path),
        PinnedProject(name: "workload", directory: fixtures.appendingPathComponent("workload").path),
        PinnedProject(name: "loan", directory: fixtures.appendingPathComponent("loan").path),
        PinnedProject(name: "clinic", directory: fixtures.appendingPathComponent("clinic").path),
        PinnedProject(name: "survey", directory: fixtures.appendingPathComponent("survey").path),
    ]

    static let formats = ["files", "json", "jsonl", "csv"]

    /// The output directory of one run (relative path → bytes).
    func run(_ project: PinnedProject, format: String, _ extra: [String]) throws -> [String: Data] {
        let scratch = try TemporaryProject()
        let count = format == "jsonl" ? "600" : "300"
        let arguments = [
            "generate", "--seeds", project.directory, "--out", scratch.output, "--format", format, "--count", count,
            "--seed", "7", "--today", "2026-01-01", "--quiet",
        ]
        let result = seedfill(arguments + extra)
        #expect(result.status == 0, "\(project) \(format) \(extra): \(result.err)")
        var snapshot = TemporaryProject.snapshot(scratch.output)
        snapshot["manifest.json"] = nil
        return snapshot
    }

    /// The digests of every run of `project` in `format`, keyed by `FORMAT RUN ENTRY`.
    func digests(_ project: PinnedProject, format: String) throws -> [String: String] {
        var digests: [String: String] = [:]
        func record(_ run: String, _ snapshot: [String: Data]) {
            for (entry, digest) in OutputPins.digests(snapshot) { digests["\(format) \(run) \(entry)"] = digest }
        }
        let one = try run(project, format: format, ["--jobs", "1"])
        #expect(!one.isEmpty)
        record("jobs=1", one)
        for jobs in ["2", "8"] {
            let many = try run(project, format: format, ["--jobs", jobs])
            #expect(many == one, "\(project) \(format): --jobs \(jobs) differs from --jobs 1")
            record("jobs=\(jobs)", many)
        }
        let shards = try (1...3).map { try run(project, format: format, ["--shard", "\($0)/3", "--jobs", "2"]) }
        switch format {
        case "json":
            for (k, shard) in shards.enumerated() { record("shard=\(k + 1)/3", shard) }
        case "files":
            let union = shards.reduce(into: [String: Data]()) { $0.merge($1) { first, _ in first } }
            #expect(shards.map(\.count).reduce(0, +) == union.count, "\(project): shards wrote the same file twice")
            #expect(union == one, "\(project) files: the shards together differ from the whole run")
            record("shards=3", union)
        case "csv":
            // Every shard starts with the header row (unlike what the README's "Very large runs"
            // says), so each shard is pinned, and the shards without their repeated headers
            // must concatenate to the whole run.
            for (k, shard) in shards.enumerated() { record("shard=\(k + 1)/3", shard) }
            var joined: [String: Data] = [:]
            for (k, shard) in shards.enumerated() {
                for (path, bytes) in shard { joined[path, default: Data()].append(k == 0 ? bytes : Self.droppingHeader(bytes)) }
            }
            #expect(joined == one, "\(project) csv: the shards concatenated (headers once) differ from the whole run")
        default:
            var joined: [String: Data] = [:]
            for shard in shards { for (path, bytes) in shard { joined[path, default: Data()].append(bytes) } }
            #expect(joined == one, "\(project) \(format): the shards concatenated differ from the whole run")
            record("shards=3", joined)
        }
        return digests
    }

    /// Every pinned project is a valid project: `check` finds nothing, not even a warning.
    @Test(arguments: projects)
    func projectChecksClean(project: PinnedProject) {
        let result = seedfill(["check", "--seeds", project.directory])
        #expect(result.status == 0)
        #expect((result.out + result.err).hasSuffix(": no problems\n"), "\(result.out)\(result.err)")
    }

    /// A CSV file without its first row (the header, which ends with CRLF).
    static func droppingHeader(_ bytes: Data) -> Data {
        guard let end = bytes.firstIndex(of: 0x0A) else { return Data() }
        return bytes[(end + 1)...]
    }

    @Test(arguments: projects, formats)
    func outputMatchesPins(project: PinnedProject, format: String) throws {
        let actual = try digests(project, format: format)
        if OutputPins.updating {
            try OutputPins.rewrite(project: project.name, format: format, digests: actual)
            return
        }
        let pinned = OutputPins.pins(of: project.name).filter { $0.key.hasPrefix(format + " ") }
        #expect(!pinned.isEmpty, "no pins for \(project) \(format): run SEEDFILL_UPDATE_PINS=1 and commit the pins")
        for key in Set(actual.keys).union(pinned.keys).sorted() {
            #expect(
                actual[key] == pinned[key],
                "\(project) \(key): output SHA-256 \(actual[key] ?? "(not written)"), pinned \(pinned[key] ?? "(no pin)")")
        }
    }
}
