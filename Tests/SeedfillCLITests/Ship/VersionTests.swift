import Foundation
import Testing

@testable import SeedfillCLI
@testable import SeedfillCore

/// `seedfill --version` names the version and the git commit of the build (issue 22, item 5).
@Suite struct VersionTests {
    /// The commit of the checkout the tests run in (`-modified` when tracked files differ), or
    /// `nil` outside a git checkout or when the build was given `SEEDFILL_COMMIT`.
    static func checkoutCommit() throws -> String? {
        guard ProcessInfo.processInfo.environment["SEEDFILL_COMMIT"] == nil, let git = ShellCommand.which("git") else { return nil }
        let root = repositoryRoot.path
        let head = try ShellCommand.run(git, ["-C", root, "rev-parse", "HEAD"])
        guard head.status == 0 else { return nil }
        let clean = try ShellCommand.run(git, ["-C", root, "diff", "--quiet", "HEAD", "--"])
        return head.out.trimmingCharacters(in: .whitespacesAndNewlines) + (clean.status == 0 ? "" : "-modified")
    }

    // Issue 22, item 5.
    @Test func versionNamesTheVersionAndTheCommitItWasBuiltFrom() throws {
        let result = seedfill(["--version"])
        #expect(result.status == 0)
        #expect(result.out == BuildInfo.versionLine + "\n")
        #expect(seedfill(["-V"]).out == result.out)
        #expect(seedfill(["generate", "--version"]).out == result.out)
        #expect(result.out.hasPrefix("seedfill \(SeedfillVersion.current)"))
        if let commit = try Self.checkoutCommit() {
            // Built from this checkout (the plugin ran `git rev-parse HEAD` before the build).
            #expect(result.out == "seedfill \(SeedfillVersion.current) (commit \(commit))\n")
        } else {
            print("VersionTests: not a git checkout (or SEEDFILL_COMMIT was given): the commit is not compared")
        }
        // The built executable says the same as the in-process command line.
        if let executable = SpawnedSeedfill.executable {
            #expect(try ShellCommand.run(executable, ["--version"]).out == result.out)
        }
    }

    // Issue 22, item 5: the commit is the build's, never the fixtures': a manifest records the
    // version alone, so output stays byte-identical across commits.
    @Test func theCommitDoesNotReachTheOutput() throws {
        let project = try TemporaryProject()
        let result = seedfill(["generate", "--seeds", repositoryRoot.appendingPathComponent("Seeds").path, "--out", project.output])
        #expect(result.status == 0, "\(result.err)")
        let manifest = try String(contentsOfFile: project.output + "/manifest.json", encoding: .utf8)
        #expect(manifest.contains(SeedfillVersion.current))
        if !BuildInfo.commit.isEmpty {
            #expect(!manifest.contains(BuildInfo.commit))
        }
    }
}
