import Foundation
import Testing

@testable import SeedfillCore

/// Lists (`minItems`, `maxItems`, `count`, `uniqueBy`) and options (per-option `visibleWhen`,
/// `exclusive`, table look-ups with `match`).
@Suite struct ListAndOptionTests {
    @Test func itemCountsStayInTheirBoundsOrFollowTheCountExpression() throws {
        let fixture = try FillFixture.make(
            model: """
                {"model": "l", "sections": [
                  {"key": "n", "type": "integer", "min": 0, "max": 4},
                  {"key": "exact", "type": "list", "count": "n", "fields": [{"key": "a", "type": "boolean"}]},
                  {"key": "ranged", "type": "list", "minItems": 2, "maxItems": 5, "fields": [{"key": "b", "type": "boolean"}]}
                ]}
                """)
        var rangedCounts = Set<Int>()
        try fixture.forEachRecord(1000) { record, _, json in
            let n = try #require(json["n"] as? Int)
            #expect((json["exact"] as? [Any])?.count == n, "record \(record)")
            let ranged = try #require(json["ranged"] as? [Any])
            rangedCounts.insert(ranged.count)
        }
        #expect(rangedCounts == [2, 3, 4, 5])
    }

    @Test func uniqueByHoldsInEveryRecord() throws {
        // Three drivers out of four possible names: collisions are common, and must be redrawn.
        let fixture = try FillFixture.make(
            model: """
                {"model": "u", "sections": [
                  {"key": "drivers", "type": "list", "minItems": 3, "maxItems": 3, "uniqueBy": ["name"], "fields": [
                    {"key": "name", "type": "choice", "options": ["ann", "bob", "cy", "dee"]},
                    {"key": "age", "type": "integer", "min": 18, "max": 90}]}
                ]}
                """)
        try fixture.forEachRecord(1000) { record, _, json in
            let names = try #require(json["drivers"] as? [[String: Any]]).compactMap { $0["name"] as? String }
            #expect(names.count == 3 && Set(names).count == 3, "record \(record): \(names)")
        }
    }

    @Test func aSeedThatCanOnlyRepeatAnItemFailsNamingTheListAndTheRule() throws {
        let project = try ScratchProject([
            "models/u.json": """
            {"model": "u", "sections": [
              {"key": "drivers", "type": "list", "uniqueBy": ["name"], "fields": [{"key": "name", "type": "text"}]}]}
            """,
            "u.seed.json": #"{"model": "u", "count": 3, "fields": {"drivers": {"count": [2, 2], "item": {"name": "x"}}}}"#,
        ])
        let result = project.run(["generate"])
        #expect(result.status == 3)
        #expect(result.err.contains("'drivers'"), "\(result.err)")
        #expect(result.err.contains("uniqueBy"), "\(result.err)")
        #expect(result.err.contains("name = \"x\""), "\(result.err)")
    }

    @Test func optionVisibleWhenFiltersTheChoices() throws {
        let fixture = try FillFixture.make(
            model: """
                {"model": "o", "sections": [
                  {"key": "age", "type": "integer", "min": 10, "max": 30},
                  {"key": "plan", "type": "choice", "options": [
                    {"value": "kids", "title": "Kids", "visibleWhen": "age < 18"},
                    {"value": "basic", "title": "Basic"},
                    {"value": "premium", "title": "Premium", "visibleWhen": "age >= 18"}]}
                ]}
                """)
        var seen = Set<String>()
        try fixture.forEachRecord(1500) { record, _, json in
            let age = try #require(json["age"] as? Int)
            let plan = try #require(json["plan"] as? String)
            seen.insert(plan)
            if age < 18 { #expect(plan != "premium", "record \(record)") } else { #expect(plan != "kids", "record \(record)") }
        }
        #expect(seen == ["kids", "basic", "premium"])
    }

    @Test func anExclusiveOptionIsNeverCombined() throws {
        let fixture = try FillFixture.make(
            model: """
                {"model": "x", "sections": [
                  {"key": "allergies", "type": "multichoice", "minItems": 1, "maxItems": 3, "options": [
                    "nuts", "milk", "eggs", {"value": "none", "title": "None of these", "exclusive": true}]}
                ]}
                """)
        var alone = 0
        try fixture.forEachRecord(1500) { record, _, json in
            let chosen = try #require(json["allergies"] as? [String])
            #expect((1...3).contains(chosen.count) && Set(chosen).count == chosen.count, "record \(record)")
            if chosen.contains("none") {
                #expect(chosen == ["none"], "record \(record): \(chosen)")
                alone += 1
            }
        }
        #expect(alone > 0)
    }

    static let places = """
        region,city
        North,Oslo
        North,Bergen
        North,Tromso
        South,Rome
        South,Naples
        East,Tokyo
        """

    @Test func aTableCascadeKeepsTheCityInTheChosenRegion() throws {
        let fixture = try FillFixture.make(
            model: """
                {"model": "c", "sections": [
                  {"key": "address", "title": "Address", "fields": [
                    {"key": "region", "type": "choice", "options": {"table": "places", "column": "region"}},
                    {"key": "city", "type": "choice", "options": {"table": "places", "column": "city", "match": {"region": "region"}}}]}
                ]}
                """, tables: ["places": Self.places])
        let regionOf = ["Oslo": "North", "Bergen": "North", "Tromso": "North", "Rome": "South", "Naples": "South", "Tokyo": "East"]
        var cities = Set<String>()
        try fixture.forEachRecord(1500) { record, _, json in
            let address = try #require(json["address"] as? [String: Any])
            let region = try #require(address["region"] as? String)
            let city = try #require(address["city"] as? String)
            cities.insert(city)
            #expect(regionOf[city] == region, "record \(record): \(city) is not in \(region)")
        }
        #expect(cities.count == 6)
    }
}
