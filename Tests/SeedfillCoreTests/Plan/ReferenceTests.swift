import Foundation
import Testing

@testable import SeedfillCore

/// `ref` (SPEC §5.8): which record is picked, what the value is, and every input error.
@Suite struct ReferenceTests {
    typealias M = RefModels

    func project(
        card fields: String, cardSeed: String, personSeed: String = #"{"model": "person", "count": 7, "fields": {"id": {"uuid": true}}}"#,
        extra: [String: String] = [:]
    ) throws -> RefProject {
        var files = [
            "models/person.json": M.person, "models/card.json": M.card(fields),
            "person.seed.json": personSeed, "card.seed.json": cardSeed,
        ]
        files.merge(extra) { $1 }
        return try RefProject(files)
    }

    // MARK: - Picks

    @Test func sequentialPickCyclesThroughTheReferencedRecords() throws {
        var rng = SplitMix64(seed: 1)
        for count in [1, 2, 7, 100] {
            let reference = Reference(source: 0, pick: .sequential, keySlot: nil)
            for record in 1...500 { #expect(reference.pickRecord(for: record, count: count, rng: &rng) == (record - 1) % count + 1) }
        }
        let scratch = try project(
            card: #"{"key": "holder", "type": "ref", "model": "person"}"#,
            cardSeed: #"{"model": "card", "count": 20, "fields": {"holder": {"ref": {"model": "person", "pick": "sequential"}}}}"#)
        #expect(scratch.errors.isEmpty, "\(scratch.located)")
        let people = try (1...7).map { try scratch.record("person", $0, run: M.run) }
        for i in 1...20 {
            let card = try scratch.record("card", i, run: M.run)
            #expect(card == #"{"c":{"holder":"# + people[(i - 1) % 7] + "}}")
        }
    }

    @Test func randomPickIsUniformOverTheReferencedCount() throws {
        var rng = SplitMix64(seed: 42)
        let reference = Reference(source: 0, pick: .random, keySlot: nil)
        var seen = [Int](repeating: 0, count: 8)
        for record in 1...70_000 {
            let picked = reference.pickRecord(for: record, count: 7, rng: &rng)
            #expect((1...7).contains(picked))
            if (1...7).contains(picked) { seen[picked] += 1 }
        }
        // 10 000 expected each; the standard deviation is about 93.
        for n in seen.dropFirst() { #expect(abs(n - 10_000) < 600, "\(seen)") }

        let scratch = try project(
            card: #"{"key": "holder", "type": "ref", "model": "person"}"#,
            cardSeed: #"{"model": "card", "count": 400, "fields": {"holder": {"ref": "person"}}}"#)
        #expect(scratch.errors.isEmpty, "\(scratch.located)")
        let people = try (1...7).map { try scratch.record("person", $0, run: M.run) }
        var used = Set<Int>()
        for i in 1...400 {
            let card = try scratch.record("card", i, run: M.run)
            let index = people.firstIndex { card == #"{"c":{"holder":"# + $0 + "}}" }
            #expect(index != nil, "record \(i): \(card)")
            if let index { used.insert(index) }
        }
        #expect(used.count == 7)
    }

    @Test func theCountOverrideChangesWhatIsPicked() throws {
        let scratch = try project(
            card: #"{"key": "holder", "type": "ref", "model": "person", "embed": false}"#,
            cardSeed: #"{"model": "card", "count": 30, "fields": {"holder": {"ref": {"model": "person", "pick": "sequential"}}}}"#)
        var run = M.run
        run.count = 30
        for i in [1, 8, 29] {
            let person = try scratch.record("person", i, run: run)
            let id = try #require(person.split(separator: "\"").dropFirst(5).first)
            #expect(try scratch.record("card", i, run: run) == #"{"c":{"holder":""# + id + #""}}"#)
        }
    }

    // MARK: - Keys

    @Test func embedFalseGivesTheFirstSequenceOrUuidField() throws {
        let scratch = try project(
            card: #"{"key": "holder", "type": "ref", "model": "person", "embed": false}, {"key": "holderName", "type": "text"}"#,
            cardSeed:
                #"{"model": "card", "count": 10, "fields": {"holder": {"ref": {"model": "person", "pick": "sequential"}}, "holderName": {"ref": {"model": "person", "pick": "sequential"}}}}"#,
            personSeed: #"{"model": "person", "count": 4, "fields": {"name": {"sequence": {"format": "N%03d"}}, "id": {"uuid": true}}}"#)
        #expect(scratch.errors.isEmpty, "\(scratch.located)")
        for i in 1...10 {
            let person = try #require(try parsedObject(scratch.record("person", (i - 1) % 4 + 1, run: M.run)))
            let card = try #require(try parsedObject(scratch.record("card", i, run: M.run)))
            let id = try #require(lookUp("p.id", in: person) as? String)
            // "id" is declared first in the model, so it is the key, whatever the seed's order.
            #expect(lookUp("c.holder", in: card) as? String == id)
            #expect(lookUp("c.holderName", in: card) as? String == id)
        }
    }

    @Test func embedFalseWithoutAKeyFieldIsALocatedError() throws {
        let scratch = try project(
            card: #"{"key": "holder", "type": "ref", "model": "person", "embed": false}"#,
            cardSeed: #"{"model": "card", "fields": {"holder": {"ref": "person"}}}"#,
            personSeed: #"{"model": "person"}"#)
        #expect(
            scratch.located == [
                "card.seed.json:1:40: 'c.holder' takes the key of a record of seed 'person' (\"embed\": false), but \(scratch.root.path)/person.seed.json fills no field of model 'person' with 'sequence' or 'uuid' | give those records a key, e.g. \"id\": {\"uuid\": true} in \(scratch.root.path)/person.seed.json, or embed the whole record"
            ])
    }

    // MARK: - Defaults

    @Test func anUnmappedRefFieldGetsARandomRecordOfTheOnlySeed() throws {
        let scratch = try project(
            card:
                #"{"key": "holder", "type": "ref", "model": "person"}, {"key": "other", "type": "ref", "model": "person", "embed": false}"#,
            cardSeed: #"{"model": "card", "count": 50, "fields": {"other": {"when": [{"if": "index > 100", "const": "x"}]}}}"#)
        #expect(scratch.errors.isEmpty, "\(scratch.located)")
        let people = try (1...7).map { try #require(parsedObject(scratch.record("person", $0, run: M.run))) as NSDictionary }
        let ids = people.compactMap { lookUp("p.id", in: $0 as! [String: Any]) as? String }
        for i in 1...50 {
            let card = try #require(try parsedObject(scratch.record("card", i, run: M.run)))
            let holder = try #require(lookUp("c.holder", in: card) as? [String: Any])
            #expect(people.contains(holder as NSDictionary))
            // A 'when' without 'else' falls back to the model default: the default reference.
            #expect(ids.contains(lookUp("c.other", in: card) as? String ?? "-"))
        }
    }

    @Test func aHelperCanHoldARecordThatExpressionsRead() throws {
        let scratch = try project(
            card: #"{"key": "holderName", "type": "text"}, {"key": "holderId", "type": "text"}"#,
            cardSeed:
                #"{"model": "card", "count": 10, "let": {"owner": {"ref": {"model": "person", "pick": "sequential"}}}, "fields": {"holderName": {"expr": "owner.p.name"}, "holderId": {"expr": "owner.p.id"}}}"#
        )
        #expect(scratch.errors.isEmpty, "\(scratch.located)")
        for i in 1...10 {
            let person = try #require(try parsedObject(scratch.record("person", (i - 1) % 7 + 1, run: M.run)))
            let card = try #require(try parsedObject(scratch.record("card", i, run: M.run)))
            #expect(lookUp("c.holderName", in: card) as? String == lookUp("p.name", in: person) as? String)
            #expect(lookUp("c.holderId", in: card) as? String == lookUp("p.id", in: person) as? String)
        }
    }

    // MARK: - Errors

    @Test func anUnknownSeedSuggestsTheNearest() throws {
        let scratch = try project(
            card: #"{"key": "holder", "type": "ref", "model": "person"}"#,
            cardSeed: #"{"model": "card", "fields": {"holder": {"ref": {"model": "person", "seed": "persn"}}}}"#)
        #expect(scratch.located == ["card.seed.json:1:40: there is no seed file 'persn.seed.json' to refer to | did you mean 'person'?"])
    }

    @Test func anUnknownModelSuggestsTheNearest() throws {
        let generator = try project(
            card: #"{"key": "holder", "type": "text"}"#,
            cardSeed: #"{"model": "card", "fields": {"holder": {"ref": {"model": "persom"}}}}"#)
        #expect(generator.located == ["card.seed.json:1:58: unknown model 'persom' | did you mean 'person'?"])
        let field = try project(card: #"{"key": "holder", "type": "ref", "model": "prson"}"#, cardSeed: #"{"model": "card"}"#)
        #expect(field.located == ["card.json:1:56: the ref field 'holder' refers to the unknown model 'prson' | did you mean 'person'?"])
    }

    @Test func aSeedOfAnotherModelIsRejected() throws {
        let scratch = try project(
            card: #"{"key": "holder", "type": "ref", "model": "person"}"#,
            cardSeed: #"{"model": "card", "fields": {"holder": {"ref": {"model": "person", "seed": "card"}}}}"#)
        #expect(scratch.errors == ["the seed 'card' fills model 'card', not 'person'"])
    }

    @Test func severalSeedsOfTheModelMustBeNamed() throws {
        let scratch = try project(
            card: #"{"key": "holder", "type": "ref", "model": "person"}"#, cardSeed: #"{"model": "card"}"#,
            extra: ["vip.seed.json": #"{"model": "person"}"#])
        #expect(
            scratch.errors == [
                "'c.holder' is not mapped, so it gets a record of model 'person'; but 2 seed files fill model 'person' ('person' and 'vip'), so the 'ref' must name one"
            ])
        let named = try project(
            card: #"{"key": "holder", "type": "ref", "model": "person"}"#,
            cardSeed: #"{"model": "card", "fields": {"holder": {"ref": {"model": "person", "seed": "vip"}}}}"#,
            extra: ["vip.seed.json": #"{"model": "person"}"#])
        #expect(named.errors.isEmpty)
    }

    @Test func noSeedOfTheModelIsAnError() throws {
        let scratch = try RefProject([
            "models/person.json": M.person, "models/card.json": M.card(#"{"key": "holder", "type": "ref", "model": "person"}"#),
            "card.seed.json": #"{"model": "card"}"#,
        ])
        #expect(
            scratch.errors == [
                "'c.holder' is not mapped, so it gets a record of model 'person'; but no seed file fills model 'person', so there is no record to refer to"
            ])
    }

    @Test func embedMustAgreeWithTheModel() throws {
        let mismatch = try project(
            card: #"{"key": "holder", "type": "ref", "model": "person"}"#,
            cardSeed: #"{"model": "card", "fields": {"holder": {"ref": {"model": "person", "embed": false}}}}"#)
        #expect(mismatch.errors == ["the model embeds the whole record in 'holder', but this 'ref' asks for its key (\"embed\": false)"])
        let textField = try project(
            card: #"{"key": "holder", "type": "text"}"#,
            cardSeed: #"{"model": "card", "fields": {"holder": {"ref": {"model": "person", "embed": true}}}}"#)
        #expect(textField.errors == ["an embedded record fills only a ref field, and 'holder' is a text field"])
        let otherModel = try project(
            card: #"{"key": "holder", "type": "ref", "model": "person"}"#,
            cardSeed: #"{"model": "card", "fields": {"holder": {"ref": "card"}}}"#)
        // A card seed reading card records is also a cycle, whatever field it fills.
        #expect(
            otherModel.errors == [
                "'holder' refers to model 'person', but this 'ref' names model 'card'",
                "seed files refer to each other in a cycle: card → card",
            ])
        let dateField = try project(
            card: #"{"key": "holder", "type": "date"}"#,
            cardSeed: #"{"model": "card", "fields": {"holder": {"ref": {"model": "person", "embed": false}}}}"#)
        #expect(dateField.errors == ["'ref' does not fit the date field 'holder'"])
    }

    @Test func aSeedWithErrorsBlocksItsReferrersWithoutASecondMessage() throws {
        let scratch = try project(
            card: #"{"key": "holder", "type": "ref", "model": "person"}"#, cardSeed: #"{"model": "card"}"#,
            personSeed: #"{"model": "person", "fields": {"score": {"int": [5, 1]}}}"#)
        #expect(scratch.errors.count == 1)
        #expect(scratch.plans["card"] == nil)
        #expect(scratch.plans["person"] == nil)
    }

    @Test func theValueOfARefFieldIsARecordOrAKey() {
        let record = Value.object(ObjectValue(keys: ["a"], values: [.number(Number(1))]))
        #expect(FieldCheck.referenceViolation(record, embeds: true) == nil)
        #expect(FieldCheck.referenceViolation(.string("x"), embeds: true)?.rule == "type")
        #expect(FieldCheck.referenceViolation(.string("x"), embeds: false) == nil)
        #expect(FieldCheck.referenceViolation(.number(Number(7)), embeds: false) == nil)
        #expect(FieldCheck.referenceViolation(record, embeds: false)?.rule == "type")
        #expect(FieldCheck.referenceViolation(.bool(true), embeds: false)?.rule == "type")
    }
}

/// Parses compact questionnaire text with Foundation.
func parsedObject(_ text: String) -> [String: Any]? {
    (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
}
