import Foundation
import Testing

@testable import SeedfillCore

/// Golden tests: each folder under `Golden/model/` holds a `model.json` and the exact report the
/// loader must print for it in `expected.txt`. Run with `SEEDFILL_UPDATE_GOLDEN=1` to rewrite the
/// expected files after a deliberate change, then read every changed one before committing.
@Suite struct ModelLoaderGoldenTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Golden/model")

    static let caseNames: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }()

    @Test func thereAreEnoughCases() {
        #expect(Self.caseNames.count >= 20)
    }

    @Test(arguments: caseNames)
    func report(_ name: String) throws {
        let folder = Self.root.appendingPathComponent(name)
        let input = try #require(FileManager.default.contents(atPath: folder.appendingPathComponent("model.json").path))
        let (model, diagnostics) = ModelLoader.load(bytes: [UInt8](input), file: "model.json")
        let report = diagnostics.renderedReport()
        let expectedURL = folder.appendingPathComponent("expected.txt")
        if ProcessInfo.processInfo.environment["SEEDFILL_UPDATE_GOLDEN"] == "1" {
            try Data(report.utf8).write(to: expectedURL)
            return
        }
        let expected = try #require(FileManager.default.contents(atPath: expectedURL.path), "missing expected.txt in \(name)")
        #expect(report == String(decoding: expected, as: UTF8.self), "golden case \(name)")
        // A model comes back exactly when nothing is an error.
        #expect((model == nil) == diagnostics.contains { $0.severity == .error })
    }
}
