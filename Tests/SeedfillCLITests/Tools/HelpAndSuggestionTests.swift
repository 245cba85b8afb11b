import Foundation
import Testing

@testable import SeedfillCore

/// Every command's `--help` shows an example; a mistyped command or option gets the nearest.
@Suite struct HelpAndSuggestionTests {
    @Test(arguments: Command.allCases.filter { $0 != .providers })
    func helpHasAnExample(_ command: Command) {
        let result = seedfill(command == .help ? ["help"] : [command.rawValue, "--help"])
        #expect(result.status == 0)
        #expect(result.out.contains("EXAMPLE"), "no example in 'seedfill \(command.rawValue) --help'")
        if command != .help {
            #expect(
                result.out.contains("seedfill \(command == .generate ? "generate" : command.rawValue) "),
                "the example does not run '\(command.rawValue)'")
        }
    }

    @Test(arguments: [
        (["grahp", "vehicle"], "did you mean 'graph'?"),
        (["explian"], "did you mean 'explain'?"),
        (["validte"], "did you mean 'validate'?"),
        (["init", "vehicle", "--forse"], "did you mean '--force'?"),
        (["graph", "vehicle", "--fromat", "dot"], "did you mean '--format'?"),
        (["validate", "x", "y", "--tody", "2026-01-01"], "did you mean '--today'?"),
    ])
    func typosGetTheNearest(_ arguments: [String], _ hint: String) {
        let result = seedfill(arguments)
        #expect(result.status == 2)
        #expect(result.err.contains(hint), "\(arguments): \(result.err)")
    }

    /// Options left to a command's own help: spreading a run over machines, the progress line,
    /// the version (the overview must not become generate's help).
    static let advancedOptions: Set<String> = ["--help", "--shard", "--no-progress", "--version"]

    // Issue 14, item 25: the top-level help lists every command's main options (all but the
    // advanced ones), on the command's own line.
    @Test(arguments: Command.allCases.filter { $0 != .help })
    func topLevelHelpListsEveryCommandsOptions(_ command: Command) throws {
        let result = seedfill(["--help"])
        #expect(result.status == 0)
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("  \(command.rawValue) ") && $0.contains("--") })
        // The command's lines: its own and the indented ones continuing it.
        let block = [lines[start]] + lines[(start + 1)...].prefix { $0.hasPrefix("              ") }
        for option in command.valueOptions + command.flags where !Self.advancedOptions.contains(option) {
            #expect(block.joined().contains(option), "'\(option)' of \(command.rawValue) is missing from seedfill --help")
        }
    }

    // Issue 14, item 25: `--count 0` is refused as `"count": 0` in a seed file is.
    @Test func countZeroIsRefusedLikeASeedsCountOfZero() throws {
        let project = try InitCommandTests.scratchProject()
        #expect(seedfill(["init", "tiny", "--seeds", project.seeds]).status == 0)
        let result = seedfill(["generate", "--seeds", project.seeds, "--out", project.output, "--count", "0"])
        #expect(result.status == 2)
        #expect(
            result.err.hasPrefix(
                """
                seedfill: error: '--count' must be at least 1, found 0
                  hint: a seed file's "count" must be at least 1 too; to leave a seed out, name the seeds to generate

                """), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: project.output))
        let seed = project.seeds + "/tiny.seed.json"
        let text = try String(contentsOfFile: seed, encoding: .utf8)
        try text.replacingOccurrences(of: "\"count\": 10", with: "\"count\": 0").write(toFile: seed, atomically: true, encoding: .utf8)
        let inSeed = seedfill(["generate", "--seeds", project.seeds, "--out", project.output])
        #expect(inSeed.status != 0 && inSeed.err.contains("'count' must be at least 1, found 0"), "\(inSeed.err)")
    }
}
