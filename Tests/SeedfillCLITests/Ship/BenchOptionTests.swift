import Foundation
import Testing

@testable import SeedfillCLI

/// `seedfill-bench` reads its options with the command line's own ``OptionParser`` (issue 15,
/// item 3): the same messages, hints and `--name=value` form as `seedfill`'s commands.
@Suite struct BenchOptionTests {
    /// The built `seedfill-bench`, beside the built `seedfill`.
    static var bench: String? {
        guard let seedfill = SpawnedSeedfill.executable else { return nil }
        let path = URL(fileURLWithPath: seedfill).deletingLastPathComponent().appendingPathComponent("seedfill-bench").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    // Issue 15, item 3.
    @Test(arguments: [
        (["--conut", "5"], "seedfill-bench: error: unknown option '--conut' for 'seedfill-bench'\n  hint: did you mean '--count'?\n"),
        (["--count", "many"], "seedfill-bench: error: '--count' needs a whole number from 1 to 1000000000000, got 'many'\n"),
        (["--runs"], "seedfill-bench: error: '--runs' needs a value\n  hint: see 'seedfill-bench --help'\n"),
        (["--all=yes"], "seedfill-bench: error: '--all' takes no value\n"),
    ])
    func benchOptionsGoThroughTheCommandLinesParser(_ arguments: [String], _ expected: String) throws {
        let bench = try #require(Self.bench, "seedfill-bench was not built (swift build --build-tests builds it)")
        let result = try ShellCommand.run(bench, arguments)
        #expect(result.status == 2)
        #expect(result.err == expected)
        #expect(result.out.isEmpty)
    }

    // Issue 15, item 3: the help is reached by both spellings, as in seedfill.
    @Test func benchHelpIsReachedByBothSpellings() throws {
        let bench = try #require(Self.bench, "seedfill-bench was not built (swift build --build-tests builds it)")
        let long = try ShellCommand.run(bench, ["--help"])
        #expect(long.status == 0 && long.out.hasPrefix("usage: seedfill-bench"))
        #expect(try ShellCommand.run(bench, ["-h"]).out == long.out)
    }
}
