import Foundation
import Testing

@testable import SeedfillCore

/// Issue 15, item 4 (`ref`): a job keeps the referenced record its `ref`s filled last, so two
/// `ref`s to one record fill it once. What a `ref` gives must stay exactly what filling the
/// referenced record afresh gives, whatever the job filled before.
@Suite struct ReferenceCacheTests {
    static let run = RunParameters(runSeed: 5, count: nil, today: nil, currentDate: LocalDate(iso: "2026-01-01")!)

    /// The `refs` fixture's `policy` plan and its filler for ``run``.
    static func policy() throws -> (plan: ModelPlan, filler: RecordFiller) {
        let plan = try RunPlanTests.plan("Tests/SeedfillCLITests/Fixtures/refs", seed: "policy")
        let (loaded, _) = Project.load(
            directory: RunPlanTests.repository.appendingPathComponent("Tests/SeedfillCLITests/Fixtures/refs").path)
        let seed = try #require(loaded?.seed(named: "policy"))
        let filler = RecordFiller(plan: plan, seedKey: run.seedKey(of: seed), today: run.today(of: seed).date, run: run)
        return (plan, filler)
    }

    /// A referenced record as a fresh fill gives it, embedded.
    static func embedded(_ source: ReferenceSource, _ record: Int) throws -> Value {
        .object(source.questionnaire.object(try source.filler.fill(record: record)))
    }

    @Test func everyRefGivesWhatAFreshFillOfItsRecordGives() throws {
        let (plan, filler) = try Self.policy()
        let vehicles = try #require(filler.references.first { $0.seedName == "vehicle" })
        let people = try #require(filler.references.first { $0.seedName == "person" })
        let everyone = try (1...people.count).map { try Self.embedded(people, $0) }
        let writer = QuestionnaireWriter(plan: plan)
        func slot(_ name: String) throws -> Int {
            try #require(plan.fields.first { $0.fullPath.joined(separator: ".") == name }).slot.index
        }
        let carVin = try #require(plan.fields.first { $0.fullPath.joined(separator: ".") == "policy.carVin" })
        guard case .reference(let reference) = carVin.generator, let keySlot = reference.keySlot else {
            Issue.record("carVin is not a key-only ref")
            return
        }
        // One storage for every record, as a job has: the kept records carry over.
        var storage = FillStorage()
        for record in 1...24 {
            try filler.fill(record: record, into: &storage)
            let values = storage.record.values
            // `car` and `carVin` pick the same vehicle: the embedded one and its key.
            let vehicle = (record - 1) % vehicles.count + 1
            #expect(values[try slot("policy.car")] == (try Self.embedded(vehicles, vehicle)), "record \(record)")
            let key = try vehicles.filler.fill(record: vehicle).values[keySlot]
            #expect(values[try slot("policy.carVin")] == key && key != .null, "record \(record)")
            #expect(everyone.contains(values[try slot("policy.holder")]), "record \(record)")
            #expect(everyone.contains(values[try slot("policy.beneficiary")]), "record \(record)")
            // The whole record is what a fill with nothing kept gives.
            var shared = JSONWriter(pretty: false)
            writer.write(storage.record, into: &shared)
            var fresh = JSONWriter(pretty: false)
            writer.write(try filler.fill(record: record), into: &fresh)
            #expect(shared.buffer == fresh.buffer, "record \(record)")
        }
    }

    @Test func aKeptRecordServesOnlyItsOwnSource() throws {
        let (_, filler) = try Self.policy()
        let vehicles = try #require(filler.references.first { $0.seedName == "vehicle" })
        let people = try #require(filler.references.first { $0.seedName == "person" })
        var cache = ReferenceCache()
        // The same index and record number for two seeds: the second is not the first's record.
        #expect(try cache.value(of: 2, in: people, at: 0, keySlot: nil) == Self.embedded(people, 2))
        #expect(try cache.value(of: 2, in: vehicles, at: 0, keySlot: nil) == Self.embedded(vehicles, 2))
        #expect(try cache.value(of: 3, in: vehicles, at: 0, keySlot: nil) == Self.embedded(vehicles, 3))
        #expect(try cache.value(of: 3, in: vehicles, at: 0, keySlot: nil) == Self.embedded(vehicles, 3))
    }
}
