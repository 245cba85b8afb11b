import Foundation
import Testing

@testable import SeedfillCore

/// `const`, plain values and arrays, `oneOf` in its three forms, `someOf`, `bool` and the
/// `null` modifier: thousands of seeded records, every value checked against its domain.
@Suite struct ChoiceGeneratorTests {
    static let declarations: [(key: String, json: String)] = [
        ("word", #"{ "key": "word", "type": "text" }"#),
        ("number", #"{ "key": "number", "type": "integer" }"#),
        ("flag", #"{ "key": "flag", "type": "boolean" }"#),
        ("kind", #"{ "key": "kind", "type": "choice", "options": ["passport", "foreignPassport", "driverLicense"] }"#),
        ("tags", #"{ "key": "tags", "type": "multichoice", "options": ["a", "b", "c", "d", "e"] }"#),
        ("note", #"{ "key": "note", "type": "text", "optional": true }"#),
        ("flat", #"{ "key": "flat", "type": "integer", "optional": true, "min": 1, "max": 500 }"#),
    ]

    /// Every field.
    static let model = model(declarations.map(\.key))

    /// Only the named fields, so that long runs draw nothing they do not check.
    static func model(_ keys: [String]) -> String {
        sectionModel(declarations.filter { keys.contains($0.key) }.map(\.json).joined(separator: ",\n"))
    }

    @Test func constantsAndPlainValuesAreWrittenAsIs() throws {
        let seed = seedFile(
            #"""
            "word": "hello", "number": {"const": 42}, "flag": false, "kind": {"const": "passport"},
            "tags": {"const": ["b", "d"]}, "note": null, "flat": 7
            """#)
        let run = try generate(model: Self.model, seed: seed, count: 200)
        for record in run.records {
            let s = try #require(record["s"] as? [String: Any])
            #expect(s["word"] as? String == "hello")
            #expect(s["number"] as? Int == 42)
            #expect(s["flag"] as? Bool == false)
            #expect(s["kind"] as? String == "passport")
            #expect(s["tags"] as? [String] == ["b", "d"])
            #expect(s["note"] is NSNull)
            #expect(s["flat"] as? Int == 7)
        }
    }

    @Test func plainArrayIsUniform() throws {
        let seed = seedFile(#""word": ["x", "y", "z", "w"], "number": [10, 20]"#)
        let run = try generate(model: Self.model(["word", "number"]), seed: seed, count: 4000)
        let words = run.values("s.word").compactMap { $0 as? String }
        let numbers = run.values("s.number").compactMap { $0 as? Int }
        #expect(words.count == 4000 && numbers.count == 4000)
        #expect(words.allSatisfy { ["x", "y", "z", "w"].contains($0) })
        #expect(numbers.allSatisfy { $0 == 10 || $0 == 20 })
        for w in ["x", "y", "z", "w"] { #expect(abs(share(w, in: words) - 0.25) < 0.03, "\(w): \(share(w, in: words))") }
        #expect(abs(share(10, in: numbers) - 0.5) < 0.03)
    }

    /// 7:1:2 over 10,000 draws, within ±3 percentage points, in each of the three spellings.
    @Test(arguments: [
        #"{"oneOf": {"passport": 7, "foreignPassport": 1, "driverLicense": 2}}"#,
        #"{"oneOf": [{"value": "passport", "weight": 7}, {"value": "foreignPassport", "weight": 1}, {"value": "driverLicense", "weight": 2}]}"#,
    ])
    func weightedOneOfHonoursWeights(entry: String) throws {
        let run = try generate(model: Self.model(["kind"]), seed: seedFile(#""kind": "# + entry), count: 10_000)
        let kinds = run.values("s.kind").compactMap { $0 as? String }
        #expect(kinds.count == 10_000)
        #expect(Set(kinds).isSubset(of: ["passport", "foreignPassport", "driverLicense"]))
        #expect(abs(share("passport", in: kinds) - 0.7) < 0.03, "\(share("passport", in: kinds))")
        #expect(abs(share("foreignPassport", in: kinds) - 0.1) < 0.03, "\(share("foreignPassport", in: kinds))")
        #expect(abs(share("driverLicense", in: kinds) - 0.2) < 0.03, "\(share("driverLicense", in: kinds))")
    }

    @Test func oneOfArrayIsUniform() throws {
        let run = try generate(
            model: Self.model(["kind"]), seed: seedFile(#""kind": {"oneOf": ["passport", "driverLicense"]}"#), count: 4000)
        let kinds = run.values("s.kind").compactMap { $0 as? String }
        #expect(Set(kinds) == ["passport", "driverLicense"])
        #expect(abs(share("passport", in: kinds) - 0.5) < 0.03)
    }

    @Test func someOfPicksAnOrderedSubsetWithinItsSize() throws {
        let options = ["a", "b", "c", "d", "e"]
        let seed = seedFile(#""tags": {"someOf": ["a", "b", "c", "d", "e"], "min": 1, "max": 3}"#)
        let run = try generate(model: Self.model(["tags"]), seed: seed, count: 3000)
        let picks = run.values("s.tags").compactMap { $0 as? [String] }
        #expect(picks.count == 3000)
        var sizes = [Int: Int]()
        var seen = Set<String>()
        for pick in picks {
            #expect((1...3).contains(pick.count), "\(pick)")
            #expect(Set(pick).count == pick.count, "duplicate in \(pick)")
            #expect(pick.allSatisfy { options.contains($0) }, "\(pick)")
            let positions = pick.compactMap { options.firstIndex(of: $0) }
            #expect(positions == positions.sorted(), "not in listed order: \(pick)")
            sizes[pick.count, default: 0] += 1
            seen.formUnion(pick)
        }
        // Every size and every value occurs.
        #expect(sizes.keys.sorted() == [1, 2, 3])
        #expect(seen == Set(options))
    }

    @Test func someOfWithoutBoundsMayBeEmptyOrFull() throws {
        let model = sectionModel(#"{ "key": "tags", "type": "multichoice", "minItems": 0, "options": ["a", "b", "c"] }"#)
        let run = try generate(model: model, seed: seedFile(#""tags": {"someOf": ["a", "b", "c"]}"#), count: 2000)
        let sizes = Set(run.values("s.tags").compactMap { ($0 as? [String])?.count })
        #expect(sizes == [0, 1, 2, 3])
    }

    @Test func someOfOutsideTheOptionsIsACheckError() throws {
        let errors = try checkErrors(model: Self.model, seed: seedFile(#""tags": {"someOf": ["a", "zz"], "min": 1, "max": 2}"#))
        #expect(errors.contains { $0.contains("zz") }, "\(errors)")
    }

    @Test(arguments: [0.0, 0.2, 0.85, 1.0])
    func boolHonoursItsProbability(probability: Double) throws {
        let run = try generate(model: Self.model(["flag"]), seed: seedFile(#""flag": {"bool": "# + "\(probability)}"), count: 4000)
        let flags = run.values("s.flag").compactMap { $0 as? Bool }
        #expect(flags.count == 4000)
        let truth = share(true, in: flags)
        if probability == 0 || probability == 1 {
            #expect(truth == probability)
        } else {
            #expect(abs(truth - probability) < 0.03, "\(truth)")
        }
    }

    @Test func nullRateIsHonouredOnAnOptionalField() throws {
        let seed = seedFile(#""flat": {"int": [1, 500], "null": 0.4}, "note": {"oneOf": ["x"], "null": 0.1}"#)
        let run = try generate(model: Self.model(["note", "flat"]), seed: seed, count: 5000)
        let flats = run.records.map { lookUp("s.flat", in: $0) }
        #expect(flats.allSatisfy { $0 != nil }, "an empty optional field is written as null")
        let nulls = flats.filter { $0 is NSNull }.count
        #expect(abs(Double(nulls) / 5000 - 0.4) < 0.03, "\(nulls)")
        #expect(flats.compactMap { $0 as? Int }.allSatisfy { (1...500).contains($0) })
        let notes = run.records.map { lookUp("s.note", in: $0) }
        let noteNulls = notes.filter { $0 is NSNull }.count
        #expect(abs(Double(noteNulls) / 5000 - 0.1) < 0.02, "\(noteNulls)")
        #expect(notes.compactMap { $0 as? String }.allSatisfy { $0 == "x" })
    }

    @Test func nullOnARequiredFieldIsACheckError() throws {
        let errors = try checkErrors(model: Self.model, seed: seedFile(#""number": {"int": [1, 5], "null": 0.3}"#))
        #expect(errors.contains { $0.contains("'null' on the required field 'number'") }, "\(errors)")
        // Zero is allowed: it never empties the field.
        let zero = try checkErrors(model: Self.model, seed: seedFile(#""number": {"int": [1, 5], "null": 0}"#))
        #expect(zero.isEmpty, "\(zero)")
    }
}
