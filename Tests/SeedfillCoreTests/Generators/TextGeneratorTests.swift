import Foundation
import Testing

@testable import SeedfillCore

/// `mask`, `regex`, `sequence`, `uuid`, `template` and `expr`: every string checked with
/// Foundation's regular expressions, sequences and UUIDs checked for uniqueness.
@Suite struct TextGeneratorTests {
    static let model = sectionModel(
        #"""
        { "key": "plate", "type": "text" },
        { "key": "doc", "type": "text" },
        { "key": "code", "type": "text" },
        { "key": "email", "type": "text" },
        { "key": "id", "type": "text" },
        { "key": "number", "type": "integer" },
        { "key": "label", "type": "text" },
        { "key": "total", "type": "integer" },
        { "key": "first", "type": "text" },
        { "key": "last", "type": "text" }
        """#)

    @Test func masksAndRegexesProduceMatchingStrings() throws {
        // `##"` quoting: the JSON holds `\\#` (an escaped '#'), which a `#"` string would misread.
        let seed = seedFile(
            ##"""
            "plate": {"mask": "?###??##", "maskLetters": "ABEKMHOPCTYX"},
            "doc": {"mask": "+7 (9##) ###-**-\\#\\?"},
            "code": {"regex": "^[A-HJ-NPR-Z0-9]{17}$"},
            "email": {"regex": "[a-z][a-z0-9._]{2,9}@(example|test)\\.(com|org)"},
            "id": {"regex": "(?:ID|NO)-\\d{3,5}(-[^0-9 ]x?)?"}
            """##)
        let run = try generate(model: Self.model, seed: seed, count: 3000)
        var shapes = Set<String>()
        for record in run.records {
            let s = try #require(record["s"] as? [String: Any])
            let plate = try #require(s["plate"] as? String)
            #expect(fullMatch(plate, "[ABEKMHOPCTYX][0-9]{3}[ABEKMHOPCTYX]{2}[0-9]{2}"), "\(plate)")
            let doc = try #require(s["doc"] as? String)
            #expect(fullMatch(doc, #"\+7 \(9[0-9]{2}\) [0-9]{3}-[A-Z0-9]{2}-#\?"#), "\(doc)")
            let code = try #require(s["code"] as? String)
            #expect(fullMatch(code, "[A-HJ-NPR-Z0-9]{17}"), "\(code)")
            let email = try #require(s["email"] as? String)
            #expect(fullMatch(email, #"[a-z][a-z0-9._]{2,9}@(example|test)\.(com|org)"#), "\(email)")
            let id = try #require(s["id"] as? String)
            #expect(fullMatch(id, #"(?:ID|NO)-[0-9]{3,5}(-[^0-9 ]x?)?"#), "\(id)")
            shapes.insert(id.hasPrefix("ID") ? "ID" : "NO")
            shapes.insert(id.contains("x") ? "x" : "no-x")
            shapes.insert("len\(email.split(separator: "@")[0].count)")
        }
        // Alternatives and optional parts are all taken; the whole length range is reached.
        #expect(shapes.isSuperset(of: ["ID", "NO", "x", "no-x", "len3", "len10"]), "\(shapes)")
    }

    @Test func sequenceIsFormattedAndUniqueByConstruction() throws {
        let seed = seedFile(
            #"""
            "plate": {"sequence": {"start": 1000, "step": 3, "format": "XXX%010d"}},
            "doc": {"sequence": {"start": 5, "step": -2, "format": "%d%%"}},
            "id": {"sequence": {}}
            """#)
        let count = 10_000
        let model = sectionModel(#"{ "key": "plate", "type": "text" }, { "key": "doc", "type": "text" }, { "key": "id", "type": "text" }"#)
        let run = try generate(model: model, seed: seed, count: count)
        let plates = run.values("s.plate").compactMap { $0 as? String }
        #expect(plates.count == count && Set(plates).count == count)
        for (i, plate) in plates.enumerated() {
            #expect(plate == "XXX" + String(format: "%010d", 1000 + 3 * i), "\(plate)")
        }
        let docs = run.values("s.doc").compactMap { $0 as? String }
        #expect(Set(docs).count == count)
        #expect(docs.prefix(4) == ["5%", "3%", "1%", "-1%"])
        #expect(run.values("s.id").compactMap { $0 as? String } == (1...count).map(String.init))
    }

    /// Without a format, a sequence on an integer field gives numbers (RecordFiller+Draw writes
    /// them so), but the field check in PlanBuilder+Checks rejects `sequence` on integer fields.
    @Test func sequenceWithoutFormatFillsAnIntegerField() throws {
        let seed = seedFile(#""number": {"sequence": {"start": 100, "step": 5}}"#)
        let errors = try checkErrors(model: Self.model, seed: seed)
        #expect(errors.isEmpty, "\(errors)")
        guard errors.isEmpty else { return }
        let run = try generate(model: Self.model, seed: seed, count: 1000)
        #expect(run.values("s.number").compactMap { $0 as? Int } == (0..<1000).map { 100 + 5 * $0 })
    }

    /// Record i's sequence value depends only on i, so a later slice of the run agrees.
    @Test func sequenceOfALaterSliceContinuesTheRun() throws {
        let seed = seedFile(#""plate": {"sequence": {"start": 7, "step": 10, "format": "A%04d"}}"#)
        let run = try generate(model: Self.model, seed: seed, records: 501...503)
        #expect(run.values("s.plate").compactMap { $0 as? String } == ["A5007", "A5017", "A5027"])
    }

    @Test func uuidsAreVersionFourLowercaseAndDistinct() throws {
        let model = sectionModel(#"{ "key": "id", "type": "text" }"#)
        let run = try generate(model: model, seed: seedFile(#""id": {"uuid": true}"#), count: 10_000)
        let ids = run.values("s.id").compactMap { $0 as? String }
        #expect(ids.count == 10_000)
        #expect(Set(ids).count == 10_000)
        var variants = Set<Character>()
        for id in ids {
            #expect(fullMatch(id, "[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"), "\(id)")
            variants.insert(Array(id)[19])
            // Foundation agrees it is a UUID.
            #expect(UUID(uuidString: id) != nil)
        }
        #expect(variants == ["8", "9", "a", "b"])
    }

    @Test func templatesAndExpressionsComputeFromOtherFields() throws {
        let seed = seedFile(
            #"""
            "first": ["Anna", "Boris", "Вера"],
            "last": {"regex": "[A-Z][a-z]{2,6}"},
            "number": {"int": [1, 99]},
            "email": {"template": "{lower(translit(first))}.{lower(last)}{number}@example.com"},
            "label": {"template": "#{index}: {upper(substr(first, 0, 2))} ({number * 2})"},
            "total": {"expr": "number * 3 + len(last)"}
            """#)
        let run = try generate(model: Self.model, seed: seed, count: 2000)
        let translit = ["Anna": "anna", "Boris": "boris", "Вера": "vera"]
        for (i, record) in run.records.enumerated() {
            let s = try #require(record["s"] as? [String: Any])
            let first = try #require(s["first"] as? String)
            let last = try #require(s["last"] as? String)
            let number = try #require(s["number"] as? Int)
            #expect(s["email"] as? String == "\(translit[first]!).\(last.lowercased())\(number)@example.com")
            #expect(s["label"] as? String == "#\(i + 1): \(first.prefix(2).uppercased()) (\(number * 2))")
            #expect(s["total"] as? Int == number * 3 + last.count)
        }
    }
}
