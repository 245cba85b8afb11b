import Foundation
import Testing

/// The static binary of `scripts/release.sh` runs alone: copied into an empty directory and run
/// with an empty environment, it writes what the normal build writes, and it loads nothing from
/// the Swift toolchain (issue 22, item 1).
///
/// Opt-in, as building it takes minutes: `.ci/run` runs the script and passes the binary in
/// `SEEDFILL_RELEASE_BINARY`; without it the test says it skipped.
@Suite struct ReleaseBinaryTests {
    /// The binary to test, from `SEEDFILL_RELEASE_BINARY`.
    static let binary: String? = ProcessInfo.processInfo.environment["SEEDFILL_RELEASE_BINARY"].flatMap { $0.isEmpty ? nil : $0 }

    /// Why the tests are skipped when no binary is given: shown by `swift test` as the reason.
    static let skipReason: Comment =
        "SEEDFILL_RELEASE_BINARY is not set: run scripts/release.sh /tmp/seedfill, then SEEDFILL_RELEASE_BINARY=/tmp/seedfill swift test (.ci/run does this)"

    /// A scratch directory holding a copy of the example project and, if given, of `executable`.
    static func runDirectory(with executable: String?, in project: TemporaryProject, named name: String) throws -> String {
        let directory = project.root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Seeds"), to: directory.appendingPathComponent("Seeds"))
        if let executable {
            try place(executable, at: directory.appendingPathComponent("seedfill").path)
        }
        return directory.path
    }

    /// Copies the executable at `source` to `destination` without this process ever holding the
    /// copy open for writing. `FileManager.copyItem` writes through a descriptor without
    /// close-on-exec, so a child that another test spawns with `posix_spawn` during the copy
    /// inherits it and keeps it open as long as that child runs; running the copy then fails
    /// with "Text file busy" (seen in CI, where the memory tests' runs overlapped the copy).
    /// `cp` writes in its own process, which spawns nothing.
    static func place(_ source: String, at destination: String) throws {
        let cp = try #require(ShellCommand.which("cp") ?? (FileManager.default.isExecutableFile(atPath: "/bin/cp") ? "/bin/cp" : nil))
        let copied = try ShellCommand.run(cp, [source, destination])
        try #require(copied.status == 0, "cp \(source) \(destination): \(copied.err)")
    }

    // Issue 22, item 1.
    @Test(.enabled(if: binary != nil, skipReason))
    func theStaticBinaryRunsAloneAndWritesWhatTheNormalBuildWrites() throws {
        let binary = try #require(Self.binary)
        let normal = try #require(SpawnedSeedfill.executable, "the seedfill executable was not built")
        let project = try TemporaryProject()
        // Nothing but the binary and the project, no variables at all: no PATH, HOME or LANG.
        let alone = try Self.runDirectory(with: binary, in: project, named: "alone")
        #expect(try FileManager.default.contentsOfDirectory(atPath: alone).sorted() == ["Seeds", "seedfill"])
        let env = try #require(ShellCommand.which("env"))
        let version = try ShellCommand.run(env, ["-i", "./seedfill", "--version"], directory: alone)
        #expect(version.status == 0 && version.out.hasPrefix("seedfill "), "\(version.err)")
        let check = try ShellCommand.run(env, ["-i", "./seedfill", "check"], directory: alone)
        #expect(check.status == 0, "\(check.err)")
        let generated = try ShellCommand.run(env, ["-i", "./seedfill", "generate", "--out", "Output"], directory: alone)
        #expect(generated.status == 0, "\(generated.err)")

        // The normal (debug) build, on its own copy of the project.
        let reference = try Self.runDirectory(with: nil, in: project, named: "reference")
        let expected = try ShellCommand.run(normal, ["generate", "--out", "Output"], directory: reference)
        #expect(expected.status == 0, "\(expected.err)")
        #expect(generated.out == expected.out)
        let written = TemporaryProject.snapshot(alone + "/Output")
        let wanted = TemporaryProject.snapshot(reference + "/Output")
        #expect(!wanted.isEmpty)
        #expect(written.keys.sorted() == wanted.keys.sorted())
        for (path, bytes) in wanted {
            #expect(written[path] == bytes, "Output/\(path) differs between the static binary and the normal build")
        }
    }

    // Issue 22, item 1: `ldd` lists only the system's C and C++ libraries, nothing of Swift's.
    @Test(.enabled(if: binary != nil, skipReason))
    func lddShowsNothingFromTheToolchain() throws {
        let binary = try #require(Self.binary)
        let ldd = try #require(ShellCommand.which("ldd"), "ldd is not installed")
        let result = try ShellCommand.run(ldd, [binary])
        #expect(result.status == 0, "\(result.err)")
        let swift = ShellCommand.which("swift").map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().deletingLastPathComponent() }
        let toolchain = swift?.deletingLastPathComponent().deletingLastPathComponent().path
        let swiftLibraries = ["libswift", "libFoundation", "lib_Foundation", "libdispatch", "libBlocksRuntime", "libicu", "libXCTest"]
        for line in result.out.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            #expect(!swiftLibraries.contains { text.hasPrefix($0) }, "the binary loads \(text)")
            if let toolchain { #expect(!text.contains(toolchain + "/"), "the binary loads \(text) from the toolchain") }
        }
        #expect(result.out.contains("libc.so"))
        let size = try FileManager.default.attributesOfItem(atPath: binary)[.size] as? Int ?? 0
        print("ReleaseBinaryTests: \(binary) is \(size) bytes")
    }
}
