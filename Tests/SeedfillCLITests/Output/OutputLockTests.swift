import Foundation
import Testing

@testable import SeedfillCore

/// Issue 14, item 3: two runs into one `--out`. The directory is locked for a whole run; a
/// second run stops with a message and leaves the first one's staging folder alone, and
/// staging folders of dead runs are still removed.
@Suite struct OutputLockTests {
    // Issue 14, item 3.
    @Test func aSecondRunStopsWhileTheFirstHoldsTheLock() throws {
        let project = try TemporaryProject(files: OutputOwnershipTests.files)
        let out = project.output
        #expect(seedfill(["--seeds", project.seeds, "--out", out, "--quiet"]).status == 0)
        let before = TemporaryProject.snapshot(out)

        // A live run, as another process sees it: the lock taken (flock, independent of
        // seedfill's own code) and a staging folder part-written.
        let live = out + "/.seedfill-staging-4242"
        try FileManager.default.createDirectory(atPath: live + "/car", withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: live + "/car/car-0001.json", contents: Data("{}".utf8)))
        let descriptor = open(out + "/" + OutputLock.name, O_RDWR | O_CREAT, 0o644)
        try #require(descriptor >= 0)
        #expect(flock(descriptor, LOCK_EX | LOCK_NB) == 0)

        let second = seedfill(["--seeds", project.seeds, "--out", out, "--count", "9"])
        #expect(second.status == 3)
        #expect(
            second.err == """
                error: another seedfill run is writing to '\(out)' (it holds '\(out)/.seedfill.lock')
                  hint: wait until it ends, or choose another directory with --out; earlier output is unchanged
                1 error

                """)
        #expect(FileManager.default.contents(atPath: live + "/car/car-0001.json") == Data("{}".utf8))
        var expected = before
        expected[".seedfill-staging-4242/car/car-0001.json"] = Data("{}".utf8)
        expected[OutputLock.name] = Data()
        #expect(TemporaryProject.snapshot(out) == expected)

        // The first run dies without a word: its lock goes with it, and the next run removes
        // the staging folder it left, and the lock file when it ends.
        close(descriptor)
        let third = seedfill(["--seeds", project.seeds, "--out", out, "--count", "4", "--quiet"])
        #expect(third.status == 0, "\(third.err)")
        let entries = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(entries == ["car", "manifest.json"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: out + "/car").count == 4)
    }

    @Test func theLockIsExclusiveAndGoesWithItsHolder() throws {
        let scratch = try TemporaryProject()
        let directory = scratch.root.path
        let first = try OutputLock.acquire(in: directory)
        #expect(throws: OutputLock.Failure.self) { try OutputLock.acquire(in: directory) }
        first.release()
        #expect(!FileManager.default.fileExists(atPath: directory + "/" + OutputLock.name))
        let second = try OutputLock.acquire(in: directory)
        #expect(FileManager.default.fileExists(atPath: directory + "/" + OutputLock.name))
        second.release()
    }
}
