import Foundation
import Testing

@testable import SeedfillCore

/// The README's command examples still run: every `swift run seedfill …` line of its shell
/// blocks is run in-process on the example project, with output sent to a scratch directory.
@Suite struct ReadmeTests {
    static func commands() throws -> [[String]] {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        var commands: [[String]] = []
        var inShell = false
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inShell = line == "```sh"
                continue
            }
            guard inShell else { continue }
            let code = line.split(separator: "#", maxSplits: 1).first.map(String.init) ?? ""
            let words = code.split(separator: " ").map(String.init)
            guard words.starts(with: ["swift", "run", "seedfill"]) else { continue }
            commands.append(Array(words.dropFirst(3)))
        }
        return commands
    }

    @Test func everyCommandExampleRuns() throws {
        let commands = try Self.commands()
        #expect(commands.count >= 4)
        for var arguments in commands {
            let scratch = try TemporaryProject()
            // Point the example at this repository's Seeds/ and keep the output out of the tree.
            if let i = arguments.firstIndex(of: "--seeds") { arguments.remove(at: i + 1); arguments.remove(at: i) }
            if let i = arguments.firstIndex(of: "--out") { arguments.remove(at: i + 1); arguments.remove(at: i) }
            arguments += ["--seeds", repositoryRoot.appendingPathComponent("Seeds").path]
            // Only generate writes; the other commands take no --out.
            if !["check", "graph", "explain"].contains(arguments.first ?? "") { arguments += ["--out", scratch.output] }
            let result = seedfill(arguments)
            #expect(result.status == 0, "seedfill \(arguments.joined(separator: " ")): \(result.err)")
        }
    }
}
