import Foundation
import Testing

@testable import SeedfillCore

/// Issue #6 §3: SIGINT or SIGTERM during a run leaves earlier output exactly as it was, no
/// temporary files, a clear message and exit status 3. Only a real process receives signals, so
/// these tests run the built executable.
@Suite(.serialized) struct InterruptTests {
    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalDuringARunKeepsEarlierOutput(_ signal: Int32) throws {
        try #require(SpawnedSeedfill.executable != nil, "the seedfill executable was not built")
        let scratch = try TemporaryProject()
        let output = scratch.output
        let seeds = repositoryRoot.appendingPathComponent("Seeds").path
        let first = try SpawnedSeedfill.Child(["generate", "--seeds", seeds, "--out", output, "--count", "3", "--quiet"]).wait()
        try #require(first.status == 0, "\(first.err)")
        let before = TemporaryProject.snapshot(output)
        #expect(before.count == 13)

        // Far more records than can be written before the signal arrives.
        let child = try SpawnedSeedfill.Child([
            "generate", "--seeds", seeds, "--out", output, "--count", "5000000", "--format", "jsonl", "--jobs", "1",
        ])
        var writing = false
        for _ in 0..<1200 where !writing {
            writing = stagingEntries(output).contains { $0.hasPrefix(OutputStaging.prefix) }
            if !writing { usleep(50_000) }
        }
        if signal == SIGINT { child.process.interrupt() } else { child.process.terminate() }
        let result = child.wait()
        #expect(writing, "the run never started writing")
        let name = signal == SIGINT ? "SIGINT" : "SIGTERM"
        #expect(result.status == 3, "\(result.err)")
        #expect(
            result.err == """
                error: interrupted by \(name); earlier output is unchanged
                  hint: no file of this run was kept; run it again to write the output
                1 error

                """)
        #expect(TemporaryProject.snapshot(output) == before)
        #expect(stagingEntries(output).filter { $0.hasPrefix(".") }.isEmpty)
    }

    @Test func aStopRequestedBeforeTheFirstRecordWritesNothing() throws {
        let project = try TemporaryProject(files: [
            "models/car.json": GenerateCommandTests.model, "car.seed.json": #"{"model": "car", "count": 5}"#,
        ])
        let (loaded, _) = Project.load(directory: project.seeds)
        var options = GenerateOptions(currentDate: LocalDate(iso: "2026-01-01")!)
        options.outputDirectory = project.output
        options.stop = StopRequest()
        options.stop?.request(signal: SIGTERM)
        #expect(throws: GenerateError.self) { try loaded!.generate(options) }
        #expect(stagingEntries(project.output).isEmpty)
        // Without a request the same run succeeds, so the stop was what failed it.
        options.stop = StopRequest()
        #expect(try loaded!.generate(options).seeds.count == 1)
    }

    // A cover search tries up to 64 records for each target and samples up to 50,000 more: a
    // stop ends it between targets, not after it.
    @Test func aStopEndsACoverSearchPartWay() throws {
        let project = try TemporaryProject(files: [
            "models/car.json": GenerateCommandTests.model, "car.seed.json": #"{"model": "car", "count": 5}"#,
        ])
        let (loaded, _) = Project.load(directory: project.seeds)
        let car = try #require(loaded)
        let seed = try #require(car.seed(named: "car"))
        let plan = try #require(car.check().plans["car"])
        let today = LocalDate(iso: "2026-01-01")!
        var options = GenerateOptions(currentDate: today)
        options.cover = true
        options.stop = StopRequest()
        // Without a request the search finds its set.
        #expect(try !car.cover(seed, plan: plan, today: today, options: options).records.isEmpty)
        options.stop?.request(signal: SIGTERM)
        #expect(throws: Interrupted.self) { try car.cover(seed, plan: plan, today: today, options: options) }
    }

    @Test func aStopRequestIsHonouredOnlyWhileARunListens() {
        let stop = StopRequest()
        #expect(stop.request(signal: SIGINT) == false)
        #expect(stop.signal == SIGINT)
        let listened = stop.listening { stop.request(signal: SIGTERM) }
        #expect(listened == true)
        // The first request wins: it is the one the message names.
        #expect(stop.signal == SIGINT)
    }

    private func stagingEntries(_ output: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: output)) ?? []
    }
}
