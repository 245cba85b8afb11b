import Foundation
import Testing

@testable import SeedfillCore

/// Issue 14, items 1 and 7: where `--out` may point, and a short relative `--out`.
@Suite struct OutputLocationTests {
    static let files = [
        "models/m.json": GenerateCommandTests.model.replacingOccurrences(of: "\"car\"", with: "\"m\""),
        "m.seed.json": #"{"model": "m", "count": 2}"#,
    ]

    static let projectHint =
        "  hint: write the fixtures to a folder of their own, e.g. --out Output; a folder beside models/ inside the project is fine\n"

    // Issue 14, item 1.
    @Test func anOutputAtTheProjectOrItsModelsOrDataIsAUsageError() throws {
        let project = try TemporaryProject(files: Self.files)
        let seeds = project.seeds
        let link = project.root.appendingPathComponent("link").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: seeds)
        let before = TemporaryProject.snapshot(project.root.path)
        let cases: [([String], String)] = [
            (
                ["--out", seeds, "--format", "json"],
                "'--out \(seeds)' is the project directory; seedfill would replace the project's own files"
            ),
            (
                ["--out", seeds + "/./", "--format", "json"],
                "'--out \(seeds)/./' is the project directory; seedfill would replace the project's own files"
            ),
            (["--out", link], "'--out \(link)' is the project directory; seedfill would replace the project's own files"),
            (
                ["--out", project.root.path],
                "'--out \(project.root.path)' contains the project directory '\(seeds)'; seedfill would replace its files"
            ),
            (
                ["--out", seeds + "/models", "--format", "json"],
                "'--out \(seeds)/models' is the project's models/ folder; seedfill would replace the project's own files"
            ),
            (
                ["--out", link + "/data/new/deeper"],
                "'--out \(link)/data/new/deeper' lies inside the project's data/ folder; seedfill would replace the project's own files"
            ),
        ]
        for (arguments, message) in cases {
            let result = seedfill(["--seeds", seeds, "--quiet"] + arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.err == "seedfill: error: \(message)\n" + Self.projectHint, "\(arguments)")
        }
        // Refused before anything was created: not even data/new/.
        #expect(TemporaryProject.snapshot(project.root.path) == before)
        #expect(!FileManager.default.fileExists(atPath: seeds + "/data"))

        // The library refuses too (an input error there, the CLI having no say).
        let (loaded, _) = Project.load(directory: seeds)
        var options = GenerateOptions(currentDate: LocalDate(iso: "2026-01-01")!)
        options.outputDirectory = seeds
        #expect(throws: GenerateError.self) { try loaded!.generate(options) }
        #expect(TemporaryProject.snapshot(project.root.path) == before)
    }

    // Issue 14, item 1: system roots and the home directory.
    @Test func aSystemDirectoryIsRefused() throws {
        let project = try TemporaryProject(files: Self.files)
        for root in ["/", "/usr", "/etc/", "/tmp", "/usr/local", "/var/../bin"] {
            let result = seedfill(["--seeds", project.seeds, "--out", root])
            let resolved = ResolvedPath(root).text
            #expect(result.status == 2, "\(root)")
            #expect(
                result.err == """
                    seedfill: error: '--out \(root)' is the system directory '\(resolved)'; seedfill writes only to a folder of its own
                      hint: choose a folder for the fixtures, e.g. --out Output

                    """, "\(root)")
        }
        if let home = ProcessInfo.processInfo.environment["HOME"], home.hasPrefix("/"), home != "/" {
            let result = seedfill(["--seeds", project.seeds, "--out", home])
            #expect(result.status == 2)
            #expect(result.err.hasPrefix("seedfill: error: '--out \(home)' is your home directory;"))
        }
    }

    // Issue 14, item 1: a folder beside models/ inside the project is fine.
    @Test func anOutputFolderInsideTheProjectIsFine() throws {
        let project = try TemporaryProject(files: Self.files)
        let result = seedfill(["--seeds", project.seeds, "--out", project.seeds + "/out", "--format", "json", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        #expect(FileManager.default.fileExists(atPath: project.seeds + "/out/m.json"))
        // The next check of the project does not mistake the output for seeds or models.
        #expect(seedfill(["check", "--seeds", project.seeds]).status == 0)
    }

    // Issue 14, item 7: a one-character relative --out that does not exist yet trapped in
    // Foundation's path handling. Run in a directory of its own, so only a real process will do.
    @Test(arguments: ["o", "o/", "./o", "p/q"])
    func aShortRelativeOutputIsCreated(_ out: String) throws {
        try #require(SpawnedSeedfill.executable != nil, "the seedfill executable was not built")
        let project = try TemporaryProject(files: Self.files)
        let result = try SpawnedSeedfill.Child(["--seeds", "Seeds", "--out", out, "--quiet"], directory: project.root.path).wait()
        #expect(result.status == 0, "\(result.err)")
        let written = TemporaryProject.snapshot(project.root.appendingPathComponent(out).path)
        #expect(Set(written.keys) == ["m/m-0001.json", "m/m-0002.json", "manifest.json"])
    }

    @Test func pathsAreResolvedBeforeTheyAreCompared() throws {
        let project = try TemporaryProject()
        let root = project.root.path
        #expect(ResolvedPath(root + "/a/./b/../c/").text == ResolvedPath(root).text + "/a/c")
        #expect(ResolvedPath("/").components.isEmpty)
        #expect(ResolvedPath("/../..").text == "/")
        #expect(ResolvedPath(root + "/x").isWithin(ResolvedPath(root)))
        #expect(!ResolvedPath(root + "x").isWithin(ResolvedPath(root)))
    }
}
