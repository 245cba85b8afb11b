import Foundation
import Testing

@testable import SeedfillCore

/// §5.3: a seed generator's values are checked against the field and redrawn; one that never
/// satisfies the field stops the run with an error naming the field, rule, value and seed entry.
@Suite struct RedrawTests {
    static let model = """
        {"model": "r", "sections": [
          {"key": "s", "title": "S", "fields": [
            {"key": "code", "type": "text", "pattern": "^[A-C][0-9]$"},
            {"key": "power", "type": "integer", "min": 10, "max": 15},
            {"key": "born", "type": "date", "min": "2000-01-01", "max": "2000-12-31"}]}
        ]}
        """

    @Test func aGeneratorThatSometimesBreaksARuleIsRedrawnUntilValid() throws {
        // Each generator breaks its field's rule more often than not.
        let fixture = try FillFixture.make(
            model: Self.model,
            seed: """
                {"model": "r", "fields": {
                  "code": {"regex": "^[A-F][0-9]$"},
                  "power": {"int": [0, 20]},
                  "born": {"date": {"from": "1999-06-01", "to": "2001-06-01"}}}}
                """)
        var powers = Set<Int>()
        try fixture.forEachRecord(2000) { record, _, json in
            let s = try #require(json["s"] as? [String: Any])
            let code = try #require(s["code"] as? String)
            #expect(code.range(of: "^[A-C][0-9]$", options: .regularExpression) != nil, "record \(record): \(code)")
            let power = try #require(s["power"] as? Int)
            #expect((10...15).contains(power), "record \(record): \(power)")
            powers.insert(power)
            let born = try #require(s["born"] as? String)
            #expect(born.hasPrefix("2000-"), "record \(record): \(born)")
        }
        #expect(powers == Set(10...15))
    }

    // Issue 14, item 18: a generator that gives the same value on every draw (here a constant
    // expression) stops at its first retry, saying it cannot produce another value.
    @Test func aGeneratorThatNeverSatisfiesStopsWithAnErrorNamingEverything() throws {
        let project = try ScratchProject([
            "models/r.json": Self.model,
            "r.seed.json": """
            {
              "model": "r",
              "count": 5,
              "fields": {
                "power": {"expr": "5"}
              }
            }
            """,
        ])
        let result = project.run(["generate", "--quiet"])
        #expect(result.status == 3)
        let seedPath = project.seeds + "/r.seed.json"
        #expect(
            result.err == """
                \(seedPath):5:14: error: record 1: no valid value for 's.power': 5 is less than the minimum 10 (rule: min '10'), and the generator cannot produce another value (it gives 5 on every draw)
                  at: fields.power
                  hint: the seed entry at 'fields.power' draws nothing at random (a constant, a table row, a template of other fields); make it, or the fields it reads, agree with the rule
                1 error

                """, "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: project.output + "/r"))
    }
}

/// Issue #6 §4: a `validWhen` that a generator can rarely satisfy stops the run after a bounded
/// number of draws, with a message naming the field, the rule and how often it failed.
@Suite struct RarelyHoldingRuleTests {
    @Test func aRuleThatAlmostNeverHoldsStopsWithHowOftenItFailed() throws {
        let project = try ScratchProject([
            "models/r.json": """
            {"model": "r", "sections": [{"key": "s", "title": "S", "fields": [
              {"key": "n", "type": "integer", "min": 0, "max": 1000000, "validWhen": "n % 99991 == 7"}]}]}
            """,
            "r.seed.json": """
            {"model": "r", "count": 3, "fields": {"n": {"int": [0, 1000000]}}}
            """,
        ])
        let result = project.run(["generate", "--quiet"])
        #expect(result.status == 3)
        let seedPath = project.seeds + "/r.seed.json"
        #expect(
            result.err == """
                \(seedPath):1:44: error: record 1: no valid value for 's.n' after 100 tries: the condition validWhen 'n % 99991 == 7' does not hold (rule: validWhen 'n % 99991 == 7', broken by 100 of 100 draws)
                  at: fields.n
                  hint: the seed entry at 'fields.n' produces values the model rejects; make it agree with the rule
                1 error

                """, "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: project.output + "/r"))
    }

    @Test func theTallyCountsEveryRuleTheDrawsBroke() throws {
        // About half of the draws break `min`; the rest pass it and break `validWhen`.
        let project = try ScratchProject([
            "models/r.json": """
            {"model": "r", "sections": [{"key": "s", "title": "S", "fields": [
              {"key": "n", "type": "integer", "min": 50, "max": 100, "validWhen": "n == 1000"}]}]}
            """,
            "r.seed.json": """
            {"model": "r", "count": 1, "fields": {"n": {"int": [0, 100]}}}
            """,
        ])
        let result = project.run(["generate", "--quiet"])
        #expect(result.status == 3)
        let line = try #require(result.err.split(separator: "\n").first.map(String.init))
        // Both rules appear with their counts, and the counts add up to the 100 draws.
        let counts = try #require(line.firstMatch(of: #/broken by (\d+) of 100 draws; (.+) by (\d+)\)$/#))
        #expect(Int(counts.output.1)! + Int(counts.output.3)! == 100, "\(line)")
        #expect(line.contains("rule: validWhen 'n == 1000'") || line.contains("rule: min '50'"), "\(line)")
        #expect(counts.output.2 == "min '50'" || counts.output.2 == "validWhen 'n == 1000'", "\(line)")
        #expect(counts.output.1 != "0" && counts.output.3 != "0")
    }

    @Test func aBadConstantNamesItsRuleAndNoTries() throws {
        let project = try ScratchProject([
            "models/r.json": """
            {"model": "r", "sections": [{"key": "s", "title": "S", "fields": [
              {"key": "items", "type": "list", "fields": [{"key": "n", "type": "integer", "min": 5}]}]}]}
            """,
            "r.seed.json": """
            {"model": "r", "count": 1, "fields": {"items": {"const": [{"n": 1}]}}}
            """,
        ])
        let result = project.run(["generate", "--quiet"])
        #expect(result.status == 3)
        #expect(result.err.contains("error: record 1: 's.items.n' breaks its rule min '5': 1 is less than the minimum 5"), "\(result.err)")
        #expect(!result.err.contains("tries"), "\(result.err)")
    }
}
