import Foundation
import Testing

@testable import SeedfillCore

/// Draws that can never be valid in a record are explained, not retried: bounds that leave no
/// value (issue 14, item 17) and a cascade no table row meets (issue 14, item 19).
@Suite struct EmptyDrawTests {
    static let tripModel = """
        {"model": "trip", "sections": [{"key": "s", "title": "S", "fields": [
          {"key": "issued", "type": "date", "min": "today - 10y", "max": "today"},
          {"key": "departure", "type": "date", "min": "today", "max": "today + 20y"},
          {"key": "expiry", "type": "date"}]}]}
        """

    // Issue 14, item 17: bounds that cross whatever their fields draw name both bounds and
    // their values, and the fields drawn again.
    @Test func boundsThatAlwaysCrossNameBothBoundsAndTheirValues() throws {
        let project = try ScratchProject([
            "models/trip.json": Self.tripModel,
            "trip.seed.json": """
            {"model": "trip", "count": 3, "today": "2026-01-01", "fields": {"s": {
              "issued": {"oneOf": ["2020-01-01"]},
              "departure": {"oneOf": ["2027-01-01"]},
              "expiry": {"date": {"from": "departure + 3m", "to": "issued + 1m"}}}}}
            """,
        ])
        let result = project.run(["generate", "--quiet"])
        #expect(result.status == 3)
        #expect(
            result.err == """
                \(project.seeds)/trip.seed.json:4:13: error: record 1: no value of 's.expiry' lies between its bounds: the lower bound 'departure + 3m' = "2027-04-01" is above the upper bound 'issued + 1m' = "2020-02-01" (the record was drawn 100 times, with new values of 's.issued' and 's.departure')
                  at: fields.s.expiry
                  hint: the bounds read 's.issued' and 's.departure'; narrow what those fields can be so that the lower bound never passes the upper one
                1 error

                """, "\(result.err)")
    }

    // Issue 14, item 17: a model's own bounds, fixed for the record, are told the same way.
    @Test func fixedBoundsThatCrossAreToldWithoutRedrawing() throws {
        let project = try ScratchProject([
            "models/m.json": """
            {"model": "m", "sections": [{"key": "s", "title": "S", "fields": [
              {"key": "n", "type": "decimal", "min": 1.21, "max": 1.29, "scale": 1}]}]}
            """,
            "m.seed.json": #"{"model": "m", "count": 1}"#,
        ])
        let result = project.run(["generate", "--quiet"])
        #expect(result.status == 3)
        #expect(
            result.err == """
                \(project.seeds)/models/m.json:2:3: error: record 1: no value of 's.n' lies between its bounds: no number of 1 decimal places lies between the lower bound 1.21 and the upper bound 1.29
                  at: sections[0].fields[0]
                  hint: both bounds are fixed; make the lower bound at most the upper one
                1 error

                """, "\(result.err)")
    }

    // Issue 14, item 17: a record whose earlier draws left a later field no value is drawn
    // again (the fields the bounds read), the same way for any number of jobs.
    @Test func aRecordWithEmptyBoundsIsDrawnAgainTheSameWayForAnyJobs() throws {
        let files = [
            "models/trip.json": Self.tripModel,
            "trip.seed.json": """
            {"model": "trip", "count": 200, "today": "2026-01-01", "fields": {"s": {
              "expiry": {"date": {"from": "departure + 3m", "to": "issued + 10y"}}}}}
            """,
        ]
        var outputs: [Data] = []
        for jobs in ["1", "2"] {
            let project = try ScratchProject(files)
            let result = project.run(["generate", "--quiet", "--format", "jsonl", "--jobs", jobs])
            #expect(result.status == 0, "\(result.err)")
            outputs.append(try project.outputFile("trip.jsonl"))
        }
        #expect(outputs[0] == outputs[1])
        let lines = String(decoding: outputs[0], as: UTF8.self).split(separator: "\n")
        #expect(lines.count == 200)
        for line in lines {
            let record = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: [String: String]])
            let s = try #require(record["s"])
            let issued = try #require(s["issued"].flatMap(LocalDate.init(iso:)))
            let departure = try #require(s["departure"].flatMap(LocalDate.init(iso:)))
            let expiry = try #require(s["expiry"].flatMap(LocalDate.init(iso:)))
            let low = try #require(departure.adding(Duration(months: 3)))
            let high = try #require(issued.adding(Duration(months: 120)))
            #expect(low.daysSinceEpoch <= expiry.daysSinceEpoch && expiry.daysSinceEpoch <= high.daysSinceEpoch, "\(line)")
        }
    }

    // Issue 14, item 19: a seed's table match that no row meets names the table, the column
    // read and the values matched.
    @Test func anEmptyCascadeNamesTheTableTheColumnAndTheValues() throws {
        let project = try ScratchProject([
            "models/car.json": """
            {"model": "car", "sections": [{"key": "s", "title": "S", "fields": [
              {"key": "make", "type": "text"}, {"key": "year", "type": "integer"}, {"key": "model", "type": "text"}]}]}
            """,
            "data/cars.csv": "make,year,model\nLada,2020,Vesta\nKia,2021,Rio\n",
            "car.seed.json": """
            {"model": "car", "count": 1, "fields": {"s": {
              "make": {"oneOf": ["Lada"]}, "year": {"int": [2021, 2021]},
              "model": {"table": "cars", "column": "model", "match": {"make": "make", "year": "year"}}}}}
            """,
        ])
        let result = project.run(["generate", "--quiet"])
        #expect(result.status == 3)
        #expect(
            result.err == """
                \(project.seeds)/car.seed.json:3:12: error: record 1: no row of table 'cars' has make = "Lada" and year = 2021, so 's.model' gets no value from its column 'model'
                  at: fields.s.model
                  hint: add a row with these values to \(project.seeds)/data/cars.csv, or let the fields the match reads take only values the table holds
                1 error

                """, "\(result.err)")
    }

    // Issue 14, item 19: the same for a model's choice whose options come from a table.
    @Test func anEmptyCascadeOfTableOptionsIsToldTheSameWay() throws {
        let project = try ScratchProject([
            "models/car.json": """
            {"model": "car", "sections": [{"key": "s", "title": "S", "fields": [
              {"key": "make", "type": "choice", "options": ["Lada", "Ford"]},
              {"key": "carModel", "type": "choice", "options": {"table": "cars", "column": "model", "match": {"make": "make"}}}]}]}
            """,
            "data/cars.csv": "make,model\nLada,Vesta\n",
            "car.seed.json": #"{"model": "car", "count": 1, "fields": {"s": {"make": {"oneOf": ["Ford"]}}}}"#,
        ])
        let result = project.run(["generate", "--quiet"])
        #expect(result.status == 3)
        #expect(
            result.err == """
                \(project.seeds)/models/car.json:3:3: error: record 1: no row of table 'cars' has make = "Ford", so 's.carModel' gets no value from its column 'model'
                  at: sections[0].fields[1]
                  hint: add a row with these values to \(project.seeds)/data/cars.csv, or let the fields the match reads take only values the table holds
                1 error

                """, "\(result.err)")
    }

    // Issue 14, item 18: a template of fields already drawn gives the same text on every draw:
    // the run stops at the first retry instead of after 100 identical draws.
    @Test func aTemplateOfFixedFieldsStopsAtTheFirstRetry() throws {
        let project = try ScratchProject([
            "models/p.json": """
            {"model": "p", "sections": [{"key": "s", "title": "S", "fields": [
              {"key": "last", "type": "text"}, {"key": "login", "type": "text", "pattern": "^[a-z]+$"}]}]}
            """,
            "p.seed.json": """
            {"model": "p", "count": 1, "fields": {"s": {
              "last": {"oneOf": ["O'Brien"]}, "login": {"template": "{lower(last)}"}}}}
            """,
        ])
        let result = project.run(["generate", "--quiet"])
        #expect(result.status == 3)
        #expect(
            result.err == """
                \(project.seeds)/p.seed.json:2:44: error: record 1: no valid value for 's.login': "o'brien" does not match the pattern '^[a-z]+$' (rule: pattern '^[a-z]+$'), and the generator cannot produce another value (it gives "o'brien" on every draw)
                  at: fields.s.login
                  hint: the seed entry at 'fields.s.login' draws nothing at random (a constant, a table row, a template of other fields); make it, or the fields it reads, agree with the rule
                1 error

                """, "\(result.err)")
    }
}
