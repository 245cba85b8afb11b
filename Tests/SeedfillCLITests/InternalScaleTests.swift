import Foundation
import Testing

/// An internal computed number is rounded to its field's scale by `validate` as the filler
/// rounds it, so a field that reads it is computed again to the same value (issue 17, items 5
/// and 6 together: found when both landed).
@Suite struct InternalScaleTests {
    static let model = """
        { "model": "m", "sections": [ { "key": "s", "fields": [
          { "key": "a", "type": "integer", "min": 1, "max": 9 },
          { "key": "third", "type": "decimal", "scale": 2, "compute": "a / 3", "internal": true },
          { "key": "triple", "type": "decimal", "scale": 2, "compute": "third * 3" }
        ]}]}
        """

    @Test func aFieldReadingARoundedInternalValueValidates() throws {
        let project = try TemporaryProject(files: ["models/m.json": Self.model, "m.seed.json": #"{ "model": "m", "count": 200 }"#])
        let generated = seedfill(["generate", "--seeds", project.seeds, "--out", project.output, "--format", "jsonl", "--quiet"])
        #expect(generated.status == 0, "\(generated.err)")
        let file = "\(project.output)/m.jsonl"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        // 1/3 is kept as 0.33, so three times it is 0.99, not 1.00.
        #expect(text.contains(#""triple":0.99"#) || text.contains(#""triple":1.98"#))
        let validated = seedfill(["validate", "m", file, "--seeds", project.seeds])
        #expect(validated.status == 0, "\(validated.out)\(validated.err)")
        #expect(validated.out.contains("200 questionnaires: all valid"))
    }
}
