import Foundation
import SeedfillCore
import Testing

/// Loading a project through the public API: a clean one, and the located messages of a broken
/// one (issue 15, item 6).
@Suite struct ProjectLoadingTests {
    @Test func loadsTheExampleProject() throws {
        let project = try SeedfillProject(directory: examplesURL)
        #expect(project.seedNames == ["policy", "policyholder", "vehicle", "vehicle-defaults"])
        #expect(project.modelNames == ["policy", "policyholder", "vehicle"])
        #expect(project.warnings.isEmpty)
    }

    /// The diagnostics are `check`'s: located, with the JSON path and a hint, rendered with the
    /// count line (SeedfillCLITests/LibraryTests compares them with `seedfill check` itself).
    @Test func aBrokenProjectThrowsLocatedDiagnostics() throws {
        let scratch = try ScratchDirectory([
            "models/m.json": """
            { "model": "m", "sections": [ { "key": "s", "fields": [
              { "key": "age", "type": "integer", "min": 0, "max": "agee + 1" }
            ]}]}
            """
        ])
        let error = try #require(throws: SeedfillError.self) { try SeedfillProject(directory: scratch.url) }
        #expect(error.diagnostics.count == 1)
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location?.line == 2)
        #expect(diagnostic.path == "sections[0].fields[0].max")
        #expect(
            text(of: error, in: scratch) == """
                DIR/models/m.json:2:56: error: unknown name 'agee'
                  at: sections[0].fields[0].max
                   | agee + 1
                   | ^^^^
                  hint: did you mean 'age'?
                1 error

                """)
    }

    @Test func aMissingDirectoryIsAnError() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("seedfill-api-missing-\(UUID().uuidString)")
        let error = try #require(throws: SeedfillError.self) { try SeedfillProject(directory: missing) }
        #expect(error.diagnostics.map(\.message) == ["the project directory '\(missing.path)' does not exist"])
    }
}
