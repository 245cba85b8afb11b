import Foundation
import Testing

@testable import SeedfillCore

/// `seedfill` on the example project in `Seeds/`, as a newcomer runs it.
@Suite struct ExampleProjectTests {
    let seeds = repositoryRoot.appendingPathComponent("Seeds").path

    @Test func checkFindsNoProblems() {
        let result = seedfill(["check", "--seeds", seeds])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err.isEmpty)
    }

    @Test func generateWritesValidFixturesAndManifest() throws {
        let scratch = try TemporaryProject()
        let result = seedfill(["generate", "--seeds", seeds, "--out", scratch.output])
        #expect(result.status == 0, "\(result.err)")
        let files = TemporaryProject.snapshot(scratch.output)
        #expect(files["manifest.json"] != nil)
        let fixtures = files.filter { $0.key.hasSuffix(".json") && $0.key != "manifest.json" }
        #expect(fixtures.count >= 20)
        for (path, data) in fixtures {
            #expect(jsonObject(data) != nil, "\(path) is not a JSON object")
        }
        #expect(!files.keys.contains { $0.contains(".seedfill-") }, "temporary files left behind")

        // Every fixture seedfill writes passes the model's validation when read back.
        let (project, problems) = Project.load(directory: seeds)
        #expect(problems.isEmpty)
        for seed in try #require(project).seeds {
            let (plans, _) = project!.check()
            let plan = try #require(plans[seed.name])
            let today = LocalDate(iso: seed.today?.text ?? "2026-01-01")!
            let filler = RecordFiller(
                plan: plan, seedKey: RandomStream.seedKey(runSeed: 0, seedName: seed.name), today: today,
                run: RunParameters(runSeed: 0, count: nil, today: nil, currentDate: today))
            let validator = RecordValidator(plan: plan, today: today, now: filler.now)
            for record in 1...(seed.count ?? 10) {
                let filled = try filler.fill(record: record)
                #expect(validator.problems(in: filled, record: record).isEmpty)
            }
        }
    }

    @Test func sameCommandGivesByteIdenticalOutput() throws {
        let a = try TemporaryProject()
        let b = try TemporaryProject()
        #expect(seedfill(["--seeds", seeds, "--out", a.output, "--quiet"]).status == 0)
        #expect(seedfill(["--seeds", seeds, "--out", b.output, "--quiet"]).status == 0)
        let first = TemporaryProject.snapshot(a.output)
        let second = TemporaryProject.snapshot(b.output)
        #expect(!first.isEmpty)
        #expect(first == second)
    }

    @Test func differentRunSeedsGiveDifferentOutput() throws {
        let a = try TemporaryProject()
        let b = try TemporaryProject()
        #expect(seedfill(["--seeds", seeds, "--out", a.output, "--format", "jsonl", "--quiet"]).status == 0)
        #expect(seedfill(["--seeds", seeds, "--out", b.output, "--format", "jsonl", "--seed", "42", "--quiet"]).status == 0)
        let first = TemporaryProject.snapshot(a.output).filter { $0.key.hasSuffix(".jsonl") }
        let second = TemporaryProject.snapshot(b.output).filter { $0.key.hasSuffix(".jsonl") }
        #expect(first.keys.sorted() == second.keys.sorted())
        #expect(first != second)
    }

    @Test func everyPolicyRefersToRecordsOfTheReferencedOutput() throws {
        let scratch = try TemporaryProject()
        #expect(seedfill(["--seeds", seeds, "--out", scratch.output, "--quiet"]).status == 0)
        func record(_ seed: String, _ i: Int) throws -> [String: Any] {
            let path = scratch.output + "/\(seed)/\(seed)-\(String(format: "%04d", i)).json"
            let data = try #require(FileManager.default.contents(atPath: path))
            return try #require(jsonObject(data))
        }
        let holders = try (1...30).map { try record("policyholder", $0) }
        let cars = try (1...30).map { try record("vehicle", $0) }
        let clientIds = holders.map { ($0["person"] as? [String: Any])?["clientId"] as? String }
        for i in 1...40 {
            let policy = try record("policy", i)
            let id = (policy["policy"] as? [String: Any])?["policyholderId"] as? String
            // Sequential picks: policy i refers to record ((i - 1) mod 30) + 1.
            let holder = holders[(i - 1) % 30]["person"] as? [String: Any]
            #expect(id != nil && id == clientIds[(i - 1) % 30])
            let insurant = try #require(policy["insurant"] as? [String: Any])
            #expect(insurant["lastName"] as? String == holder?["lastName"] as? String)
            #expect(insurant["birthDate"] as? String == holder?["birthDate"] as? String)
            let car = cars[(i - 1) % 30]["car"] as? [String: Any]
            let vehicle = try #require(policy["vehicle"] as? [String: Any])
            #expect(vehicle["vin"] as? String == car?["vin"] as? String)
            #expect(vehicle["regNumber"] as? String == car?["regNumber"] as? String)
        }
    }
}
