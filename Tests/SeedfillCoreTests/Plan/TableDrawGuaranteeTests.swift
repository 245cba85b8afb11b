import Testing

@testable import SeedfillCore

/// A table choice with `match` needs no check when its value and the fields it matches on are
/// all cells of the record's one shared row; anything that could break that keeps the check.
@Suite struct TableDrawGuaranteeTests {
    static let csv = "region,city\nМосква,Москва\nМосква,Зеленоград\nТверь,Тверь\n"

    /// Whether `city` is guaranteed in a model whose root holds `fields`, filled by `seed` entries.
    static func cityIsGuaranteed(fields: String, seed: String) throws -> Bool {
        let model = #"{ "model": "m", "sections": [ "# + fields + #" ] }"#
        let project = try GeneratorProject(
            model: model, seed: #"{ "model": "m", "count": 1, "fields": { "# + seed + #" } }"#, tables: ["regions.csv": csv])
        let (plan, diagnostics) = project.plan()
        let planned = try #require(plan, "\(diagnostics.map(\.message))")
        let filler = RunPlanTests.filler(planned)
        // Whatever is skipped, every record stays valid.
        let validator = RecordValidator(plan: planned, today: RunPlanTests.today, now: filler.now)
        for record in 1...200 {
            let filled = try filler.fill(record: record)
            #expect(validator.problems(in: filled, record: record) == [])
        }
        return RunPlanTests.guaranteed(filler.plan).contains { $0.hasSuffix("city") }
    }

    static let region = #"{ "key": "region", "type": "choice", "options": { "table": "regions", "column": "region" } }"#
    static let city =
        #"{ "key": "city", "type": "choice", "options": { "table": "regions", "column": "city", "match": { "region": "region" } } }"#
    static let rowDraws = #""region": { "table": "regions", "column": "region" }, "city": { "table": "regions", "column": "city" }"#

    @Test func aCityFromTheRowOfItsRegionIsGuaranteed() throws {
        #expect(try Self.cityIsGuaranteed(fields: Self.region + ", " + Self.city, seed: Self.rowDraws))
    }

    @Test func aRegionThatMayBeHiddenKeepsTheCheck() throws {
        let hidden = #"{ "key": "region", "type": "choice", "visibleWhen": "true", "options": { "table": "regions", "column": "region" } }"#
        #expect(try !Self.cityIsGuaranteed(fields: hidden + ", " + Self.city, seed: Self.rowDraws))
        let inGroup = #"{ "key": "g", "type": "group", "visibleWhen": "true", "fields": [ "# + Self.region + ", " + Self.city + #" ] }"#
        let draws = #""g": { "# + Self.rowDraws + #" }"#
        #expect(try !Self.cityIsGuaranteed(fields: inGroup, seed: draws))
    }

    @Test func aRegionDrawnAnotherWayKeepsTheCheck() throws {
        // A constant region, and a city drawn from the rows that match it: valid, but not one row.
        let draws = #""region": "Москва", "city": { "table": "regions", "column": "city", "match": { "region": "region" } }"#
        #expect(try !Self.cityIsGuaranteed(fields: Self.region + ", " + Self.city, seed: draws))
    }

    @Test func aCityInAListKeepsTheCheck() throws {
        let list =
            #"{ "key": "stops", "type": "list", "minItems": 1, "maxItems": 2, "fields": [ "# + Self.region + ", " + Self.city + #" ] }"#
        let draws = #""stops": { "count": [1, 2], "item": { "# + Self.rowDraws + #" } }"#
        #expect(try !Self.cityIsGuaranteed(fields: list, seed: draws))
    }
}
