import Foundation
import Testing

@testable import SeedfillCore

/// Issue 14, item 2: a run replaces only what the manifest in `--out` says seedfill wrote;
/// anything else in the way stops it (exit 1, its path) unless `--force`.
@Suite struct OutputOwnershipTests {
    static let files = ["models/car.json": GenerateCommandTests.model, "car.seed.json": #"{"model": "car", "count": 3}"#]

    static func hint(_ out: String, _ verb: String = "replace") -> String {
        "  hint: move it out of '\(out)' or choose another --out; --force makes the run \(verb) it anyway\n"
    }

    // Issue 14, item 2.
    @Test func aUserFileInASeedFolderStopsTheRunUnlessForced() throws {
        let project = try TemporaryProject(files: Self.files)
        let out = project.output
        #expect(seedfill(["--seeds", project.seeds, "--out", out, "--quiet"]).status == 0)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: out + "/car/notes.txt"))
        let before = TemporaryProject.snapshot(out)

        let result = seedfill(["--seeds", project.seeds, "--out", out, "--count", "5"])
        #expect(result.status == 1)
        #expect(
            result.err == """
                error: this run would replace '\(out)/car/', which holds '\(out)/car/notes.txt', not written by seedfill
                """ + "\n" + Self.hint(out) + "1 error\n")
        #expect(result.out.isEmpty)
        #expect(TemporaryProject.snapshot(out) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasPrefix(".") }.isEmpty)

        // A sub-folder stops it the same way, and so does a folder in the way of another format.
        try FileManager.default.removeItem(atPath: out + "/car/notes.txt")
        try FileManager.default.createDirectory(atPath: out + "/car/sub", withIntermediateDirectories: false)
        let sub = seedfill(["--seeds", project.seeds, "--out", out, "--format", "jsonl"])
        #expect(sub.status == 1)
        #expect(
            sub.err == """
                error: this run would remove '\(out)/car/', which holds '\(out)/car/sub', not written by seedfill
                """ + "\n" + Self.hint(out, "remove") + "1 error\n")

        let forced = seedfill(["--seeds", project.seeds, "--out", out, "--format", "jsonl", "--force", "--quiet"])
        #expect(forced.status == 0, "\(forced.err)")
        #expect(Set(TemporaryProject.snapshot(out).keys) == ["car.jsonl", "manifest.json"])
    }

    // Issue 14, item 2: output with no manifest (an older seedfill's, or a user's file) is not
    // seedfill's, and neither is a manifest.json that is not a seedfill manifest.
    @Test func withoutASeedfillManifestNothingIsReplaced() throws {
        let project = try TemporaryProject(files: Self.files)
        let out = project.output
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        try Data("a,b\n".utf8).write(to: URL(fileURLWithPath: out + "/car.csv"))
        let noManifest = seedfill(["--seeds", project.seeds, "--out", out, "--format", "csv"])
        #expect(noManifest.status == 1)
        #expect(
            noManifest.err == """
                error: this run would replace '\(out)/car.csv', which seedfill did not write (there is no manifest.json in '\(out)')
                """ + "\n" + Self.hint(out) + "1 error\n")

        try Data(#"{"name": "my package"}"#.utf8).write(to: URL(fileURLWithPath: out + "/manifest.json"))
        let foreign = seedfill(["--seeds", project.seeds, "--out", out, "--format", "csv"])
        #expect(foreign.status == 1)
        #expect(
            foreign.err == """
                error: this run would replace '\(out)/car.csv', which seedfill did not write ('\(out)/manifest.json' is not seedfill's)
                """ + "\n" + Self.hint(out) + """
                    error: this run would replace '\(out)/manifest.json', which is not a seedfill manifest
                    """ + "\n" + Self.hint(out) + "2 errors\n")
        #expect(FileManager.default.contents(atPath: out + "/car.csv") == Data("a,b\n".utf8))

        // In another format nothing is in the way but the foreign manifest.
        try FileManager.default.removeItem(atPath: out + "/manifest.json")
        #expect(seedfill(["--seeds", project.seeds, "--out", out, "--format", "jsonl", "--quiet"]).status == 0)
        #expect(FileManager.default.contents(atPath: out + "/car.csv") == Data("a,b\n".utf8))
    }

    // Issue 14, item 2: the README's flow, twice into one Output/ holding a .gitkeep, and
    // .ci/run's, into an existing empty directory.
    @Test func aSecondRunReplacesTheFirstRunsOutput() throws {
        let project = try TemporaryProject(files: Self.files)
        let out = project.output
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: out + "/.gitkeep", contents: Data()))
        #expect(seedfill(["--seeds", project.seeds, "--out", out, "--quiet"]).status == 0)
        let first = TemporaryProject.snapshot(out)
        let second = seedfill(["--seeds", project.seeds, "--out", out, "--quiet"])
        #expect(second.status == 0, "\(second.err)")
        #expect(TemporaryProject.snapshot(out) == first)
        #expect(first[".gitkeep"] == Data())
    }

    // Issue 14, item 2: a seed named `manifest` cannot write over the manifest.
    @Test func aSeedWhoseOutputWouldBeTheManifestIsRefused() throws {
        let project = try TemporaryProject(files: [
            "models/car.json": GenerateCommandTests.model, "manifest.seed.json": #"{"model": "car", "count": 2}"#,
        ])
        let result = seedfill(["--seeds", project.seeds, "--out", project.output, "--format", "json"])
        #expect(result.status == 1)
        #expect(
            result.err == """
                \(project.seeds)/manifest.seed.json:1:1: error: the output of seed 'manifest' in format 'json' would be 'manifest.json', where seedfill keeps its manifest
                  hint: rename the seed file, or choose another --format
                1 error

                """)
        #expect(!FileManager.default.fileExists(atPath: project.output))
        // In any other format its output has a name of its own.
        #expect(seedfill(["--seeds", project.seeds, "--out", project.output, "--format", "jsonl", "--quiet"]).status == 0)
        #expect(Set(TemporaryProject.snapshot(project.output).keys) == ["manifest.jsonl", "manifest.json"])
    }
}
