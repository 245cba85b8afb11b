import Foundation
import Testing

@testable import SeedfillCore

/// Each folder of `Golden/seed/` holds a `seed.json` and the exact report it must produce
/// against the hand-built policy model (`expected.txt`). Run with `SEEDFILL_UPDATE_GOLDEN=1` to
/// rewrite the expected files — then read every changed one before committing it.
@Suite struct SeedGoldenTests {
    static let root = SeedTestModels.testsDirectory().appendingPathComponent("Golden/seed")

    static var cases: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test func thereAreEnoughCases() {
        #expect(Self.cases.count >= 20)
    }

    @Test(arguments: cases)
    func report(_ name: String) throws {
        let folder = Self.root.appendingPathComponent(name)
        let input = try [UInt8](Data(contentsOf: folder.appendingPathComponent("seed.json")))
        let (_, diagnostics) = SeedLoader.load(bytes: input, file: "seed.json", name: "seed", models: SeedTestModels.models)
        let report = diagnostics.renderedReport()
        let expectedURL = folder.appendingPathComponent("expected.txt")
        if ProcessInfo.processInfo.environment["SEEDFILL_UPDATE_GOLDEN"] == "1" {
            try report.write(to: expectedURL, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        #expect(report == expected, "\(name): got\n\(report)")
        // A golden case exists to show an error; one that loads cleanly has lost its point.
        #expect(diagnostics.contains { $0.severity == .error })
    }
}
