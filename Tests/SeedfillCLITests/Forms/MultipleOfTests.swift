import Foundation
import Testing

/// `"multipleOf"` on an integer field (JSON Schema's keyword for whole numbers, which the
/// importer of issue 18 translates): the model's default draws only multiples within the
/// bounds, and `validate` rejects any other number.
@Suite struct MultipleOfTests {
    static let project = [
        "models/m.json": """
        { "model": "m", "sections": [ { "key": "s", "fields": [
          { "key": "amount", "type": "integer", "min": -95, "max": 1000, "multipleOf": 25 },
          { "key": "open", "type": "integer", "multipleOf": 7, "optional": true }
        ]}]}
        """,
        "m.seed.json": #"{ "model": "m", "count": 10, "fields": { "open": { "null": 0.2, "int": [-20, 20] } } }"#,
    ]

    // 1,000 fixtures hold multiples within the bounds, and all pass validate; a fixture with
    // another number is rejected, naming the rule.
    @Test func defaultsDrawMultiplesAndValidateRejectsOthers() throws {
        let project = try TemporaryProject(files: Self.project)
        try project.write("m.seed.json", #"{ "model": "m", "count": 10 }"#)
        let generated = seedfill([
            "generate", "m", "--seeds", project.seeds, "--out", project.output, "--count", "1000", "--format", "jsonl",
        ])
        #expect(generated.status == 0, "\(generated.err)")
        let file = project.output + "/m.jsonl"
        var amounts: Set<Int> = []
        for line in try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n") {
            let record = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: [String: Any]])
            let amount = try #require(record["s"]?["amount"] as? Int)
            #expect(amount % 25 == 0 && (-95...1000).contains(amount), "\(amount)")
            amounts.insert(amount)
            if let open = record["s"]?["open"] as? Int { #expect(open % 7 == 0) }
        }
        // -75 … 1000 holds 44 multiples of 25: a uniform draw meets nearly all in 1,000 records.
        #expect(amounts.count > 40 && amounts.contains(-75))
        #expect(seedfill(["validate", "m", file, "--seeds", project.seeds]).status == 0)

        let bad = project.root.appendingPathComponent("bad.json").path
        try Data(#"{"s": {"amount": 30, "open": 8}}"#.utf8).write(to: URL(fileURLWithPath: bad))
        let rejected = seedfill(["validate", "m", bad, "--seeds", project.seeds])
        #expect(
            rejected.err.replacingOccurrences(of: project.root.path + "/", with: "") == """
                bad.json:1:18: error: 30 is not a multiple of 25 (rule: multipleOf 25)
                  at: s.amount
                bad.json:1:30: error: 8 is not a multiple of 7 (rule: multipleOf 7)
                  at: s.open
                2 errors

                """, "\(rejected.err)")
    }

    // A seed generator that draws other numbers is told so when the record is filled.
    @Test func aSeedThatBreaksTheRuleStopsGenerate() throws {
        let project = try TemporaryProject(files: Self.project)
        let generated = seedfill(["generate", "m", "--seeds", project.seeds, "--stdout", "--count", "50"])
        #expect(generated.status != 0)
        #expect(generated.err.contains("(rule: multipleOf 7"), "\(generated.err)")
    }

    // A decimal's multipleOf as floating-point validators see it: 1,000 prices on the cent grid
    // include none that division in binary rejects (0.07 / 0.01 is 7.000000000000001), and
    // validate rejects such a price, saying why.
    @Test func decimalMultiplesAreThoseFloatingPointValidatorsAccept() throws {
        let project = try TemporaryProject(files: [
            "models/p.json": """
            { "model": "p", "sections": [ { "key": "s", "fields": [
              { "key": "price", "type": "decimal", "min": 0, "max": 1, "multipleOf": 0.01 },
              { "key": "quarter", "type": "decimal", "min": -3, "max": 3, "multipleOf": 0.25 }
            ]}]}
            """,
            "p.seed.json": #"{ "model": "p", "count": 1000 }"#,
        ])
        let generated = seedfill(["generate", "p", "--seeds", project.seeds, "--out", project.output, "--format", "jsonl"])
        #expect(generated.status == 0, "\(generated.err)")
        var prices: Set<Double> = []
        for line in try String(contentsOfFile: project.output + "/p.jsonl", encoding: .utf8).split(separator: "\n") {
            let record = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: [String: Double]])
            let price = try #require(record["s"]?["price"])
            let quarter = try #require(record["s"]?["quarter"])
            // The validators' test, written here independently: a whole quotient in binary.
            for (value, step) in [(price, 0.01), (quarter, 0.25)] {
                let quotient = value / step
                #expect(quotient == quotient.rounded(.towardZero), "\(value) / \(step) = \(quotient)")
            }
            prices.insert(price)
        }
        // Most of the 101 cents pass the validators' test: the draw spreads over them.
        #expect(prices.count > 60 && !prices.contains(0.07), "\(prices.count)")
        let bad = project.root.appendingPathComponent("bad.json").path
        try Data(#"{"s": {"price": 0.07, "quarter": 0.3}}"#.utf8).write(to: URL(fileURLWithPath: bad))
        let rejected = seedfill(["validate", "p", bad, "--seeds", project.seeds])
        #expect(
            rejected.err.replacingOccurrences(of: project.root.path + "/", with: "") == """
                bad.json:1:17: error: 0.07 is not a multiple of 0.01 as floating-point validators divide (the quotient is not whole in binary) (rule: multipleOf 0.01)
                  at: s.price
                bad.json:1:34: error: 0.3 is not a multiple of 0.25 (rule: multipleOf 0.25)
                  at: s.quarter
                2 errors

                """, "\(rejected.err)")
    }
}
