import Foundation
import Testing

@testable import SeedfillCore

/// Golden tests for `seedfill check`: each folder under `Golden/check/` holds a project in
/// `Seeds/` and `expected.txt`, the exact text printed on standard error, followed by a line
/// `exit: N`. Set `SEEDFILL_UPDATE_GOLDEN=1` to rewrite the expected files (then read them).
@Suite struct CheckGoldenTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/check")

    static var cases: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test func thereAreCases() {
        #expect(Self.cases.count >= 15)
    }

    @Test(arguments: cases)
    func report(_ name: String) throws {
        let folder = Self.root.appendingPathComponent(name)
        let result = seedfill(["check", "--seeds", folder.appendingPathComponent("Seeds").path])
        let text = result.err.replacingOccurrences(of: folder.path + "/", with: "") + "exit: \(result.status)\n"
        let expectedURL = folder.appendingPathComponent("expected.txt")
        if ProcessInfo.processInfo.environment["SEEDFILL_UPDATE_GOLDEN"] == "1" {
            try Data(text.utf8).write(to: expectedURL)
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        #expect(text == expected)
    }
}
