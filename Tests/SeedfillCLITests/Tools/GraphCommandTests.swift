import Foundation
import Testing

@testable import SeedfillCore

/// `seedfill graph`: the three formats against golden files, and DOT that Graphviz accepts.
/// Run with `SEEDFILL_UPDATE_GOLDEN=1` to rewrite the golden files, then read every change.
@Suite struct GraphCommandTests {
    static let golden = repositoryRoot.appendingPathComponent("Tests/SeedfillCLITests/Golden/graph")

    @Test(arguments: ["text", "dot", "mermaid"])
    func matchesTheGoldenFile(_ format: String) throws {
        let project = try InitCommandTests.scratchProject()
        let result = seedfill(["graph", "tiny", "--format", format, "--seeds", project.seeds])
        #expect(result.status == 0, "\(result.err)")
        let url = Self.golden.appendingPathComponent("tiny.\(format == "text" ? "txt" : format)")
        if ProcessInfo.processInfo.environment["SEEDFILL_UPDATE_GOLDEN"] == "1" {
            try Data(result.out.utf8).write(to: url)
            return
        }
        #expect(result.out == (try String(contentsOf: url, encoding: .utf8)))
    }

    @Test func everyEdgeKindAppears() throws {
        let project = try InitCommandTests.scratchProject()
        let text = seedfill(["graph", "tiny", "--seeds", project.seeds]).out
        for kind in EdgeKind.allCases {
            #expect(text.contains("(\(kind.rawValue))"), "no \(kind.rawValue) edge in\n\(text)")
        }
    }

    /// The path of Graphviz's `dot`, if it is installed.
    static var dotPath: String? {
        ["/usr/bin/dot", "/usr/local/bin/dot", "/opt/homebrew/bin/dot"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test(arguments: ["policy", "policyholder", "vehicle", "everything", "tiny"])
    func graphvizAcceptsTheDOT(_ model: String) throws {
        guard let dot = Self.dotPath else {
            // .ci/run installs graphviz and sets SEEDFILL_REQUIRE_DOT, so CI never skips this.
            #expect(ProcessInfo.processInfo.environment["SEEDFILL_REQUIRE_DOT"] != "1", "Graphviz 'dot' is required here but not installed")
            print("GraphCommandTests: skipped, Graphviz 'dot' is not installed (apt-get install graphviz)")
            return
        }
        let project = try InitCommandTests.scratchProject()
        let result = seedfill(["graph", model, "--format", "dot", "--seeds", project.seeds])
        #expect(result.status == 0, "\(result.err)")
        let input = project.root.appendingPathComponent("\(model).dot")
        try Data(result.out.utf8).write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dot)
        process.arguments = ["-Tsvg", "-o", project.root.appendingPathComponent("\(model).svg").path, input.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0 && message.isEmpty, "dot rejected the graph of \(model): \(message)")
    }

    @Test func unknownFormatSuggestsTheNearest() {
        let result = seedfill(["graph", "vehicle", "--format", "mermaied"])
        #expect(result.status == 2)
        #expect(result.err.contains("did you mean 'mermaid'?"))
    }
}
