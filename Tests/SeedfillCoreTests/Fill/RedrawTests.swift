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
        let fixture = try FillFixture.make(model: Self.model, seed: """
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

    @Test func aGeneratorThatNeverSatisfiesStopsWithAnErrorNamingEverything() throws {
        let project = try ScratchProject([
            "models/r.json": Self.model,
            "r.seed.json": """
                {
                  "model": "r",
                  "count": 5,
                  "fields": {
                    "power": {"int": [0, 5]}
                  }
                }
                """,
        ])
        let result = project.run(["generate", "--quiet"])
        #expect(result.status == 3)
        let seedPath = project.seeds + "/r.seed.json"
        #expect(result.err == """
            \(seedPath):5:14: error: record 1: no valid value for 's.power' after 100 tries: 0 is less than the minimum 10 (rule: min '10')
              at: fields.power
              hint: the seed entry at 'fields.power' produces values the model rejects; make it agree with the rule
            1 error

            """, "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: project.output + "/r"))
    }
}
