import Foundation
import Testing

@testable import SeedfillCore

/// `ref` end to end (SPEC §5.8): every reference in the written fixtures is a record (or the key
/// of a record) of the referenced seed's own output in the same run, whatever the count,
/// jobs, shards or the seeds named on the command line.
@Suite struct ReferenceCommandTests {
    let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/refs").path

    /// The records of `seed` in the `files` output, in record order, parsed by Foundation.
    func records(_ output: String, _ seed: String) throws -> [NSDictionary] {
        let directory = output + "/" + seed
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".json") }.sorted()
        return try names.map { name in
            let data = try #require(FileManager.default.contents(atPath: directory + "/" + name))
            return try #require(jsonObject(data)) as NSDictionary
        }
    }

    func lines(_ output: String, _ seed: String) throws -> [String] {
        let data = try #require(FileManager.default.contents(atPath: output + "/" + seed + ".jsonl"))
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// Checks every reference of the fixture project's policies and vehicles against the
    /// person and vehicle records written in the same run.
    func checkReferences(people: [NSDictionary], vehicles: [NSDictionary], policies: [NSDictionary]) {
        let ids = people.compactMap { ($0["person"] as? [String: Any])?["clientId"] as? String }
        #expect(ids.count == people.count)
        for (j, vehicle) in vehicles.enumerated() {
            let owner = (vehicle["car"] as? [String: Any])?["owner"] as? NSDictionary
            #expect(owner == people[j % people.count], "vehicle \(j + 1)")
        }
        for (i, policy) in policies.enumerated() {
            let section = policy["policy"] as? [String: Any] ?? [:]
            let car = vehicles[i % vehicles.count]
            #expect(section["car"] as? NSDictionary == car, "policy \(i + 1): sequential car")
            #expect(section["carVin"] as? String == (car["car"] as? [String: Any])?["vin"] as? String, "policy \(i + 1): key")
            #expect(ids.contains(section["payerId"] as? String ?? "-"), "policy \(i + 1): payer key")
            for key in ["holder", "beneficiary"] {
                let person = section[key] as? NSDictionary
                #expect(person.map { people.contains($0) } == true, "policy \(i + 1): \(key)")
            }
            let drivers = policy["drivers"] as? [[String: Any]] ?? []
            #expect(!drivers.isEmpty)
            for driver in drivers {
                #expect((driver["driver"] as? NSDictionary).map { people.contains($0) } == true, "policy \(i + 1): driver")
            }
        }
    }

    @Test func everyRefInThePolicyFixturesIsARecordOfTheReferencedOutput() throws {
        let scratch = try TemporaryProject()
        let result = seedfill(["--seeds", seeds, "--out", scratch.output, "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        let people = try records(scratch.output, "person")
        let vehicles = try records(scratch.output, "vehicle")
        let policies = try records(scratch.output, "policy")
        #expect((people.count, vehicles.count, policies.count) == (7, 5, 12))
        checkReferences(people: people, vehicles: vehicles, policies: policies)
        // Random picks spread over the people.
        let holders = Set(policies.compactMap { ($0["policy"] as? [String: Any])?["holder"] as? NSDictionary })
        #expect(holders.count >= 3)
    }

    @Test func embeddedRecordsAreTheReferencedLinesByteForByte() throws {
        let scratch = try TemporaryProject()
        #expect(seedfill(["--seeds", seeds, "--out", scratch.output, "--format", "jsonl", "--quiet", "--seed", "9"]).status == 0)
        let people = try lines(scratch.output, "person")
        let vehicles = try lines(scratch.output, "vehicle")
        let policies = try lines(scratch.output, "policy")
        for (j, vehicle) in vehicles.enumerated() {
            #expect(vehicle.contains("\"owner\":" + people[j % people.count] + "}"), "vehicle \(j + 1)")
        }
        for (i, policy) in policies.enumerated() {
            #expect(policy.contains("\"car\":" + vehicles[i % vehicles.count] + ","), "policy \(i + 1)")
            #expect(policy.contains("\"holder\":{"))
            let holder = people.contains { policy.contains("\"holder\":" + $0 + ",") }
            #expect(holder, "policy \(i + 1): the holder's bytes are a person line")
        }
    }

    @Test func theCountOverrideAppliesToTheReferencedSeedsToo() throws {
        let scratch = try TemporaryProject()
        let result = seedfill(["--seeds", seeds, "--out", scratch.output, "--count", "23", "--quiet", "--today", "2030-05-05"])
        #expect(result.status == 0, "\(result.err)")
        let people = try records(scratch.output, "person")
        let vehicles = try records(scratch.output, "vehicle")
        let policies = try records(scratch.output, "policy")
        #expect((people.count, vehicles.count, policies.count) == (23, 23, 23))
        checkReferences(people: people, vehicles: vehicles, policies: policies)
    }

    @Test func generatingOnlyTheReferringSeedGivesTheSameRecords() throws {
        let all = try TemporaryProject()
        #expect(seedfill(["--seeds", seeds, "--out", all.output, "--format", "jsonl", "--quiet"]).status == 0)
        let alone = try TemporaryProject()
        let result = seedfill(["generate", "policy", "--seeds", seeds, "--out", alone.output, "--format", "jsonl", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        let written = TemporaryProject.snapshot(alone.output)
        #expect(Set(written.keys) == ["policy.jsonl", "manifest.json"])
        #expect(written["policy.jsonl"] == FileManager.default.contents(atPath: all.output + "/policy.jsonl"))
    }

    @Test func jobsAndShardsGiveTheSameReferences() throws {
        func policies(_ extra: [String]) throws -> Data {
            let scratch = try TemporaryProject()
            let result = seedfill(
                ["generate", "policy", "--seeds", seeds, "--out", scratch.output, "--format", "jsonl", "--count", "200", "--quiet"] + extra)
            #expect(result.status == 0, "\(result.err)")
            return try #require(FileManager.default.contents(atPath: scratch.output + "/policy.jsonl"))
        }
        let whole = try policies(["--jobs", "1"])
        #expect(try policies(["--jobs", "3"]) == whole)
        var joined = Data()
        for k in 1...3 { joined += try policies(["--shard", "\(k)/3", "--jobs", "2"]) }
        #expect(joined == whole)
    }

    @Test func theCsvFormatWritesAnEmbeddedRecordAsJSONText() throws {
        let scratch = try TemporaryProject()
        #expect(seedfill(["generate", "vehicle", "--seeds", seeds, "--out", scratch.output, "--format", "csv", "--quiet"]).status == 0)
        let csv = String(decoding: try #require(FileManager.default.contents(atPath: scratch.output + "/vehicle.csv")), as: UTF8.self)
        #expect(csv.hasPrefix("car.vin,car.make,car.owner\r\n"))
        #expect(csv.contains(",\"{\"\"person\"\":{\"\"clientId\"\":"))
    }

    @Test func explainShowsTheRefEntryOfASeedWithReferences() {
        let result = seedfill(["explain", "policy", "holder", "--seeds", seeds])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("policy: the seed entry at"), "\(result.out)")
        #expect(!result.out.contains("has errors"))
    }
}
