import Foundation
import Testing

@testable import SeedfillCore

// Issue 14, item 22: values and input text quoted in messages are cut to Quoted.limit (200)
// characters with the full length given; a 1 MB value makes one line, not a 1 MB message
// (the `check` side is the golden case Golden/check/long-values-are-cut).
@Suite struct QuotedValueTests {
    static let model = """
        { "model": "m", "sections": [ { "key": "s", "fields": [
          { "key": "name", "type": "text", "maxLength": 5 },
          { "key": "n", "type": "integer", "min": 1, "max": 5 }
        ]}]}
        """

    @Test func validateCutsLongValuesKeysAndPaths() throws {
        let project = try TemporaryProject(files: ["models/m.json": Self.model, "m.seed.json": #"{ "model": "m" }"#])
        let long = String(repeating: "a", count: 1_000_000)
        let key = String(repeating: "k", count: 300)
        let file = project.root.appendingPathComponent("q.json").path
        try Data(#"{"s": {"name": "\#(long)", "n": 3, "\#(key)": 1}}"#.utf8).write(to: URL(fileURLWithPath: file))
        let result = seedfill(["validate", "m", file, "--seeds", project.seeds])
        let a200 = String(repeating: "a", count: 200)
        let k200 = String(repeating: "k", count: 200)
        let k198 = String(repeating: "k", count: 198)
        #expect(result.status == 1)
        #expect(
            result.err.replacingOccurrences(of: project.root.path + "/", with: "") == """
                q.json:1:1000028: error: unknown key '\(k200)…' (300 characters): the model has no such field here
                  at: s.\(k198)… (302 characters)
                  hint: the fields here are: name, n
                q.json:1:16: error: "\(a200)…" (1,000,000 characters) is longer than 5 characters (rule: maxLength 5)
                  at: s.name
                2 errors

                """)
    }

    @Test func shortTextIsQuotedWhole() {
        #expect(Quoted.single("birthDate") == "'birthDate'")
        #expect(Quoted.single(String(repeating: "é", count: 200)) == "'\(String(repeating: "é", count: 200))'")
        #expect(Quoted.single(String(repeating: "é", count: 201)) == "'\(String(repeating: "é", count: 200))…' (201 characters)")
        #expect(Value.string("a\"b").quoted == #""a\"b""#)
        #expect(Value.array((1...100).map { .number(Number(Int64($0))) }).quoted.hasSuffix("… (293 characters of JSON)"))
    }
}
