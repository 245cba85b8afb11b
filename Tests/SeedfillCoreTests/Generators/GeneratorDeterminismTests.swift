import Foundation
import Testing

@testable import SeedfillCore

/// Determinism at the generator level: the same seed gives the same values, `--seed` changes
/// them, and record i does not depend on how many records are generated.
@Suite struct GeneratorDeterminismTests {
    /// A model where every kind of generator and default takes part.
    static let model = #"""
        { "model": "m", "sections": [
          { "key": "s", "fields": [
            { "key": "kind", "type": "choice", "options": ["a", "b", "c"] },
            { "key": "n", "type": "integer", "min": 0, "max": 1000000 },
            { "key": "price", "type": "decimal", "scale": 2 },
            { "key": "score", "type": "decimal", "scale": 1 },
            { "key": "born", "type": "date" },
            { "key": "at", "type": "datetime" },
            { "key": "slot", "type": "time" },
            { "key": "flag", "type": "boolean" },
            { "key": "plate", "type": "text" },
            { "key": "code", "type": "text" },
            { "key": "id", "type": "text" },
            { "key": "tags", "type": "multichoice", "options": ["x", "y", "z"] },
            { "key": "label", "type": "text" },
            { "key": "free", "type": "text" },
            { "key": "make", "type": "text" },
            { "key": "power", "type": "integer" }
          ]},
          { "key": "drivers", "type": "list", "fields": [
            { "key": "age", "type": "integer", "min": 18, "max": 90 },
            { "key": "make", "type": "text" } ] }
        ]}
        """#

    static let seed = #"""
        { "model": "m", "today": "2026-01-01", "let": { "k": {"int": [1, 9]} }, "fields": {
          "kind": {"oneOf": {"a": 1, "b": 2, "c": 3}},
          "n": {"int": [0, 1000000]},
          "price": {"decimal": {"min": 0, "max": 100, "scale": 2}},
          "score": {"normal": {"mean": 5, "sd": 2, "scale": 1}},
          "born": {"date": {"from": "today - 80y", "to": "today - 18y"}},
          "at": {"datetime": {}},
          "slot": {"time": {"from": "08:00", "to": "20:00"}},
          "flag": {"bool": 0.3},
          "plate": {"mask": "?###??##"},
          "code": {"regex": "[A-Z]{3}-\\d{2,4}"},
          "id": {"uuid": true},
          "tags": {"someOf": ["x", "y", "z"], "min": 1, "max": 2},
          "label": {"template": "{kind}-{k}"},
          "make": {"table": "cars", "column": "make"},
          "power": {"table": "cars", "column": "power"},
          "drivers": {"count": [1, 3], "item": {"make": {"table": "cars", "column": "make"}}}
        }}
        """#

    static let tables = ["cars.csv": "make,power\nLada,106\nKia,123\nToyota,181\nBMW,249\n"]

    @Test func sameSeedSameValuesAndTheRunSeedChangesThem() throws {
        let first = try generate(model: Self.model, seed: Self.seed, tables: Self.tables, count: 300)
        let again = try generate(model: Self.model, seed: Self.seed, tables: Self.tables, count: 300)
        #expect(first.texts == again.texts)
        let other = try generate(model: Self.model, seed: Self.seed, tables: Self.tables, count: 300, runSeed: 42)
        // Every drawn field changes in most records under another run seed.
        for key in ["n", "price", "born", "at", "plate", "code", "id"] {
            let a = first.records.map { String(describing: lookUp("s." + key, in: $0) ?? "") }
            let b = other.records.map { String(describing: lookUp("s." + key, in: $0) ?? "") }
            let same = zip(a, b).filter { $0 == $1 }.count
            #expect(same < 30, "\(key): \(same) of 300 records unchanged")
        }
    }

    @Test func recordIDoesNotDependOnTheRunLength() throws {
        let short = try generate(model: Self.model, seed: Self.seed, tables: Self.tables, count: 10)
        let long = try generate(model: Self.model, seed: Self.seed, tables: Self.tables, count: 100)
        #expect(short.texts == Array(long.texts.prefix(10)))
        // Record 7 alone equals record 7 of the run, and so does a late slice.
        let seventh = try generate(model: Self.model, seed: Self.seed, tables: Self.tables, records: 7...7)
        #expect(seventh.texts == [long.texts[6]])
        let slice = try generate(model: Self.model, seed: Self.seed, tables: Self.tables, records: 90...100)
        #expect(slice.texts == Array(long.texts[89...99]))
    }

    @Test func emptySeedIsDeterministicToo() throws {
        let seed = #"{"model": "m", "today": "2026-01-01"}"#
        let a = try generate(model: Self.model, seed: seed, count: 50)
        let b = try generate(model: Self.model, seed: seed, records: 41...50)
        #expect(Array(a.texts.suffix(10)) == b.texts)
        let c = try generate(model: Self.model, seed: seed, count: 50, runSeed: 7)
        #expect(zip(a.texts, c.texts).filter { $0 == $1 }.isEmpty)
    }
}
