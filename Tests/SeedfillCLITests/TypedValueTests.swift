import Foundation
import Testing

@testable import SeedfillCore

/// Values are never converted to another type without a word: text is read as a number only in
/// a CSV cell (CSV is text), and table cells are compared with fields by type. What `check`
/// cannot see (an expression of unknown type) stops `generate` with a located message.
@Suite struct TypedValueTests {
    // Issue 14, item 16: text from an expression whose type only shows when it runs.
    @Test func textFromAnExpressionIsNotWrittenAsANumber() throws {
        let project = try TemporaryProject(files: [
            "models/m.json": #"{ "model": "m", "sections": [ { "key": "s", "fields": [ { "key": "n", "type": "integer" } ]}]}"#,
            "m.seed.json": #"{ "model": "m", "fields": { "n": { "expr": "if(index > 0, concat('1', '2'), 3)" } } }"#,
        ])
        #expect(seedfill(["check", "--seeds", project.seeds]).status == 0)
        let result = seedfill(["generate", "--seeds", project.seeds, "--count", "1", "--out", project.output])
        #expect(result.status == 3)
        #expect(!FileManager.default.fileExists(atPath: project.output + "/m"))
        let expected = """
            \(project.seeds)/m.seed.json:1:34: error: record 1: no valid value for 's.n': expected a number, found "12" (rule: type), and the generator cannot produce another value (it gives "12" on every draw)
              at: fields.n
              hint: the seed entry at 'fields.n' draws nothing at random (a constant, a table row, a template of other fields); make it, or the fields it reads, agree with the rule
            1 error

            """
        #expect(result.err == expected)
    }

    // Issue 14, item 16: a CSV cell is text, and spells the number a field needs.
    @Test func csvCellsStillFillNumberFields() throws {
        let project = try TemporaryProject(files: [
            "models/m.json": #"""
            { "model": "m", "sections": [ { "key": "s", "fields": [
              { "key": "count", "type": "integer" }, { "key": "price", "type": "decimal" }, { "key": "label", "type": "text" }
            ]}]}
            """#,
            "m.seed.json": #"""
            { "model": "m", "fields": {
              "count": { "table": "prices", "column": "count" },
              "price": { "table": "prices", "column": "price" },
              "label": { "table": "prices", "column": "count" } } }
            """#,
            "data/prices.csv": "count,price\n7,1.5\n",
        ])
        #expect(seedfill(["check", "--seeds", project.seeds]).status == 0)
        #expect(try Self.generate(project) == #"{"s":{"count":7,"price":1.50,"label":"7"}}"# + "\n")
    }

    // Issue 14, item 15: `match` compares a cell with the field's value by type, as the options
    // check does: the number cell 77 is not the text "77". The region's type is only known per
    // record here (its options come from a table), so the run finds no row.
    @Test func matchComparesWithTypes() throws {
        let project = try TemporaryProject(files: [
            "models/m.json": #"""
            { "model": "m", "sections": [ { "key": "s", "fields": [
              { "key": "region", "type": "choice", "options": { "table": "codes", "column": "code" } },
              { "key": "city", "type": "text" }
            ]}]}
            """#,
            "m.seed.json":
                #"{ "model": "m", "fields": { "city": { "table": "cities", "column": "city", "match": { "code": "region" } } } }"#,
            "data/codes.csv": "code\n77\n",
            "data/cities.json": #"[{ "code": "77", "city": "Moscow" }]"#,
        ])
        let typed = seedfill(["generate", "--seeds", project.seeds, "--count", "1", "--out", project.output])
        #expect(typed.status == 3)
        #expect(typed.err.contains("'s.city'"))
        try project.write("data/cities.json", #"[{ "code": 77, "city": "Moscow" }]"#)
        #expect(try Self.generate(project) == #"{"s":{"region":77,"city":"Moscow"}}"# + "\n")
    }

    /// One record of seed `m` as JSON Lines; the run must succeed.
    static func generate(_ project: TemporaryProject) throws -> String {
        let result = seedfill([
            "generate", "--seeds", project.seeds, "--count", "1", "--format", "jsonl", "--out", project.output, "--quiet",
        ])
        #expect(result.status == 0, "\(result.err)")
        return try String(contentsOfFile: project.output + "/m.jsonl", encoding: .utf8)
    }
}
