import Foundation
import Testing

@testable import SeedfillCore

/// Issue 14, item 4: the commit is crash-safe at every instant. The built executable is killed
/// with SIGKILL before each step of its commit (and of the next run's recovery) through the
/// test-only `SEEDFILL_TEST_KILL_AT` hook (``CrashPoint``). After each kill, every seed's complete
/// earlier or complete new output is in the directory (in place or set aside); the next run
/// restores the earlier output if the commit point was not reached, and a run after that
/// leaves exactly the new output.
@Suite(.serialized) struct CrashSafeCommitTests {
    /// Earlier output: `car.jsonl` and `bike/` (files). The new run writes `car.jsonl` and
    /// `bike.jsonl` and removes `bike/`, so replacing, adding and removing are all covered.
    final class Scene {
        let project: TemporaryProject
        let out: String
        var old: [String: Data] = [:]
        var new: [String: Data] = [:]

        init() throws {
            project = try TemporaryProject(files: [
                "models/car.json": GenerateCommandTests.model, "car.seed.json": #"{"model": "car", "count": 3}"#,
                "bike.seed.json": #"{"model": "car", "count": 3}"#,
            ])
            out = project.root.appendingPathComponent("Out").path
            let common = ["--seeds", project.seeds, "--out", out, "--today", "2026-01-01", "--quiet"]
            #expect(seedfill(["generate", "car", "--format", "jsonl", "--seed", "1"] + common).status == 0)
            #expect(seedfill(["generate", "bike", "--format", "files", "--seed", "1"] + common).status == 0)
            old = TemporaryProject.snapshot(out)
            #expect(seedfill(newArguments).status == 0)
            new = TemporaryProject.snapshot(out)
            #expect(Set(old.keys) == ["car.jsonl", "bike/bike-0001.json", "bike/bike-0002.json", "bike/bike-0003.json", "manifest.json"])
            #expect(Set(new.keys) == ["car.jsonl", "bike.jsonl", "manifest.json"])
        }

        var newArguments: [String] {
            ["--seeds", project.seeds, "--out", out, "--format", "jsonl", "--seed", "2", "--count", "4", "--today", "2026-01-01"]
                + ["--quiet", "--jobs", "1"]
        }

        /// Puts the earlier output back, as it was before any run was killed.
        func reset() throws {
            try? FileManager.default.removeItem(atPath: out)
            for (path, data) in old {
                let url = URL(fileURLWithPath: out).appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url)
            }
        }

        /// Runs the new command in a child process, killed at `kill` (`commit:N`, `recover:N`).
        func spawn(killAt kill: String?) throws -> (status: Int32, err: String) {
            try SpawnedSeedfill.Child(newArguments, environment: kill.map { [CrashPoint.variable: $0] } ?? [:]).wait()
        }

        /// What a user sees: everything but seedfill's hidden entries.
        func visible() -> [String: Data] { TemporaryProject.snapshot(out).filter { !$0.key.hasPrefix(".") } }

        /// For each seed and the manifest, the complete new output in place, or every file of
        /// the earlier one in place or in the folder the commit sets it aside in.
        func expectRecoverable(_ context: String) {
            let now = TemporaryProject.snapshot(out)
            var aside: [String: Data] = [:]
            for (path, data) in now where path.hasPrefix(OutputStaging.asidePrefix) {
                aside[String(path.drop { $0 != "/" }.dropFirst())] = data
            }
            for owner in ["car", "bike", "manifest"] {
                let mine = { (path: String) in path.hasPrefix(owner + ".") || path.hasPrefix(owner + "/") }
                let isNew = now.filter { mine($0.key) } == new.filter { mine($0.key) }
                let oldKept = old.filter { mine($0.key) }.allSatisfy { now[$0.key] == $0.value || aside[$0.key] == $0.value }
                #expect(isNew || oldKept, "\(context): \(owner) is neither complete: \(now.keys.sorted())")
            }
        }
    }

    // Issue 14, item 4: a kill before each step of the commit.
    @Test func aKillAtAnyCommitStepLeavesTheOldOrTheNewOutput() throws {
        try #require(SpawnedSeedfill.executable != nil, "the seedfill executable was not built")
        let scene = try Scene()
        var outcomes: [String] = []
        for step in 1...40 {
            try scene.reset()
            let killed = try scene.spawn(killAt: "commit:\(step)")
            if killed.status == 0 {
                // Past the last step: the run completed.
                #expect(TemporaryProject.snapshot(scene.out) == scene.new)
                break
            }
            #expect(killed.status == 128 + SIGKILL, "step \(step): \(killed.err)")
            scene.expectRecoverable("commit step \(step)")
            // The next run recovers first; killed as it starts its own commit, it shows what
            // recovery left: exactly the earlier output, or (past the commit point) the new one.
            #expect(try scene.spawn(killAt: "commit:1").status == 128 + SIGKILL)
            let recovered = scene.visible()
            #expect(recovered == scene.old || recovered == scene.new, "step \(step): \(recovered.keys.sorted())")
            outcomes.append(recovered == scene.old ? "old" : "new")
            // And a run to the end leaves exactly the new output, with no leftovers.
            #expect(try scene.spawn(killAt: nil).status == 0)
            #expect(TemporaryProject.snapshot(scene.out) == scene.new, "step \(step)")
        }
        // Journal, aside folder, 1 removal, 3 installs and 2 replacements, the commit point and
        // two clean-ups: eleven steps; rolled back before the commit point, kept after it.
        #expect(outcomes == Array(repeating: "old", count: 9) + ["new", "new"])
    }

    // Issue 14, item 4: a kill at each step of the recovery itself.
    @Test func aKillDuringRecoveryIsRecoveredToo() throws {
        try #require(SpawnedSeedfill.executable != nil, "the seedfill executable was not built")
        let scene = try Scene()
        var steps = 0
        for step in 1...40 {
            try scene.reset()
            // Killed before the new manifest goes in: bike.jsonl and car.jsonl new, bike/, the
            // earlier car.jsonl and the earlier manifest set aside.
            #expect(try scene.spawn(killAt: "commit:8").status == 128 + SIGKILL)
            let killed8 = scene.visible()
            #expect(
                killed8["car.jsonl"] == scene.new["car.jsonl"] && killed8["bike/bike-0001.json"] == nil && killed8["manifest.json"] == nil)
            let killed = try scene.spawn(killAt: "recover:\(step)")
            if killed.status == 0 {
                #expect(TemporaryProject.snapshot(scene.out) == scene.new)
                break
            }
            steps += 1
            #expect(killed.status == 128 + SIGKILL, "step \(step): \(killed.err)")
            scene.expectRecoverable("recovery step \(step)")
            #expect(try scene.spawn(killAt: "commit:1").status == 128 + SIGKILL)
            #expect(scene.visible() == scene.old, "recovery step \(step)")
            #expect(try scene.spawn(killAt: nil).status == 0)
            #expect(TemporaryProject.snapshot(scene.out) == scene.new, "recovery step \(step)")
        }
        // Two new entries taken back out, three earlier ones put back, the journal, two leftover folders.
        #expect(steps == 8)
    }

    // Issue 14, item 4: seedfill before the journal set an entry aside as `.seedfill-old-NAME`;
    // killed before the new one went in, NAME was missing. The next run restores it.
    @Test func anEntrySetAsideByAnOlderSeedfillIsRestored() throws {
        let scene = try Scene()
        try scene.reset()
        let old = scene.old["car.jsonl"]
        try FileManager.default.moveItem(atPath: scene.out + "/car.jsonl", toPath: scene.out + "/.seedfill-old-car.jsonl")
        let result = seedfill(["generate", "bike", "--seeds", scene.project.seeds, "--out", scene.out, "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        #expect(FileManager.default.contents(atPath: scene.out + "/car.jsonl") == old)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scene.out).filter { $0.hasPrefix(".") }.isEmpty)
    }

    // Issue 14, items 2 and 4: something in the journal's place that is not a readable file (here a
    // link to nothing) is not taken for "no journal": that would remove the set-aside earlier
    // output as a leftover. The run stops and keeps every entry as it was.
    @Test func aJournalThatCannotBeReadStopsTheRunAndKeepsWhatIsSetAside() throws {
        let scene = try Scene()
        try scene.reset()
        let aside = scene.out + "/.seedfill-aside-999"
        try FileManager.default.createDirectory(atPath: aside, withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: scene.out + "/car.jsonl", toPath: aside + "/car.jsonl")
        try FileManager.default.createSymbolicLink(atPath: scene.out + "/.seedfill-journal", withDestinationPath: "nowhere")
        let before = TemporaryProject.snapshot(scene.out)
        let result = seedfill(["generate", "car", "--seeds", scene.project.seeds, "--out", scene.out, "--quiet"])
        #expect(result.status == 3)
        #expect(
            result.err == """
                error: cannot write the output directory '\(scene.out)': the journal of an interrupted run is unreadable, \
                so its earlier output cannot be restored
                  hint: choose another directory with --out; earlier output is unchanged
                1 error

                """)
        #expect(TemporaryProject.snapshot(scene.out) == before)
        #expect(before[".seedfill-aside-999/car.jsonl"] == scene.old["car.jsonl"])
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: scene.out + "/.seedfill-journal")) == "nowhere")
    }
}
