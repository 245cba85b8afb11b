import Foundation
import Testing

@testable import SeedfillCore

/// Issue #6 §3: an output directory that cannot be written, a disk that fills up part-way, and
/// a table that disappears mid-run. Each leaves earlier output exactly as it was.
@Suite struct WriteFaultTests {
    static let files = ["models/car.json": GenerateCommandTests.model, "car.seed.json": #"{"model": "car", "count": 20}"#]

    @Test func anOutputPathUnderARegularFileExitsThree() throws {
        // chmod does not stop root (CI runs as root); a path under a regular file stops everyone.
        let project = try TemporaryProject(files: Self.files)
        let blocker = project.root.appendingPathComponent("blocker").path
        #expect(FileManager.default.createFile(atPath: blocker, contents: Data("keep".utf8)))
        for out in [blocker + "/sub", blocker] {
            let result = seedfill(["--seeds", project.seeds, "--out", out, "--quiet"])
            #expect(result.status == 3)
            #expect(
                result.err == """
                    error: cannot write the output directory '\(out)': '\(blocker)' is a file, not a directory
                      hint: choose another directory with --out; earlier output is unchanged
                    1 error

                    """)
            #expect(FileManager.default.contents(atPath: blocker) == Data("keep".utf8))
        }
    }

    @Test(arguments: OutputFormat.allCases)
    func aFullDiskLeavesEarlierOutputExactlyAsItWas(_ format: OutputFormat) throws {
        let project = try TemporaryProject(files: Self.files)
        let (loaded, problems) = Project.load(directory: project.seeds)
        let car = try #require(loaded, "\(problems)")
        var options = GenerateOptions(currentDate: LocalDate(iso: "2026-01-01")!)
        options.outputDirectory = project.output
        options.format = format
        _ = try car.generate(options)
        let before = TemporaryProject.snapshot(project.output)
        let total = before.values.reduce(0) { $0 + $1.count }

        // The disk fills after 0 bytes, part-way through the records, and just before the
        // manifest's last byte.
        for capacity in [0, total / 3, total - 2] {
            options.count = 30
            options.writeFault = WriteFault(capacity: capacity)
            do {
                _ = try car.generate(options)
                Issue.record("capacity \(capacity): the run succeeded on a full disk")
            } catch {
                guard case .failed(let diagnostic) = error else { Issue.record("\(error)"); continue }
                // The message names the file as it would have been called in the output directory.
                let match = diagnostic.message.wholeMatch(of: #/cannot write '(.+)': No space left on device/#)
                #expect(match != nil, "\(diagnostic.message)")
                #expect(match.map { $0.output.1.hasPrefix(project.output + "/") && !$0.output.1.contains(".seedfill") } == true)
                #expect(diagnostic.hint == "check free disk space and permissions; earlier output is unchanged")
            }
            #expect(TemporaryProject.snapshot(project.output) == before, "capacity \(capacity)")
            let entries = try FileManager.default.contentsOfDirectory(atPath: project.output)
            #expect(!entries.contains { $0.hasPrefix(".seedfill") }, "capacity \(capacity): \(entries)")
        }
        // With room to spare the same run succeeds: the fault, not the run, failed it above.
        options.writeFault = WriteFault(capacity: 1 << 30)
        #expect(try car.generate(options).seeds.first?.count == 30)
    }

    @Test func aFaultBudgetFailsExactlyWhenExhausted() {
        let fault = WriteFault(capacity: 10)
        #expect(fault.allows(4))
        #expect(fault.allows(6))
        #expect(!fault.allows(1))
        #expect(!WriteFault(capacity: 0).allows(1))
    }

    /// Tables are read once, when the project loads, so a table deleted while the run writes
    /// cannot change it: the output is the same as an undisturbed run's.
    @Test func aTableDeletedMidRunDoesNotChangeTheOutput() throws {
        let seeds = repositoryRoot.appendingPathComponent("Seeds")
        let copy = try TemporaryProject()
        try FileManager.default.copyItem(at: seeds, to: copy.root.appendingPathComponent("Seeds"))
        var options = GenerateOptions(currentDate: LocalDate(iso: "2026-01-01")!)
        options.count = 40
        options.format = .jsonl

        let (undisturbed, _) = Project.load(directory: copy.seeds)
        options.outputDirectory = copy.root.appendingPathComponent("A").path
        _ = try #require(undisturbed).generate(options)

        let (project, _) = Project.load(directory: copy.seeds)
        let cars = copy.seeds + "/data/cars.csv"
        try FileManager.default.removeItem(atPath: cars)
        options.outputDirectory = copy.root.appendingPathComponent("B").path
        // Delete the other tables as soon as the first record is written.
        let removed = RemovedTables(directory: copy.seeds + "/data")
        options.progress = { _ in removed.removeAll() }
        _ = try #require(project).generate(options)

        #expect(!FileManager.default.fileExists(atPath: cars))
        let a = TemporaryProject.snapshot(copy.root.appendingPathComponent("A").path)
        let b = TemporaryProject.snapshot(copy.root.appendingPathComponent("B").path)
        #expect(a.count == 5 && a == b)
        // A run that loads the project again does see the missing table.
        #expect(seedfill(["check", "--seeds", copy.seeds]).err.contains("unknown table"))
    }
}

/// Deletes every file of a directory once, from a progress callback.
private final class RemovedTables: @unchecked Sendable {
    let directory: String
    private let lock = NSLock()
    private var done = false
    init(directory: String) { self.directory = directory }
    func removeAll() {
        lock.withLock {
            guard !done else { return }
            done = true
            for file in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] {
                try? FileManager.default.removeItem(atPath: directory + "/" + file)
            }
        }
    }
}
