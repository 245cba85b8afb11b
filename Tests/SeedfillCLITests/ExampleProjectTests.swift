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
            let filler = RecordFiller(plan: plan, seedKey: RandomStream.seedKey(runSeed: 0, seedName: seed.name), today: today)
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
}
