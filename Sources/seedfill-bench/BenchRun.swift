import Foundation

/// A seedfill-bench binary whose children are measured: this one, or the one given to
/// `--compare` (another build, for a before/after table).
struct BenchBuild: Sendable {
    /// `this`, or `base` for the `--compare` binary.
    var name: String
    var path: String
}

/// The figures of one child run.
struct RunFigures: Sendable {
    var seconds: Double
    var peakBytes: Double
}

/// Runs children of a build: timed runs that write to /dev/null, and an untimed run whose
/// output the parent reads through a pipe to count its bytes.
enum BenchRun {
    /// One timed run of `target` with `count` records and `jobs` jobs.
    static func measure(_ build: BenchBuild, _ target: BenchTarget, count: Int, jobs: Int) throws -> RunFigures {
        let process = child(build, target, count: count, jobs: jobs)
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return try figures(of: process, text, build, target, jobs: jobs)
    }

    /// The bytes of JSON Lines that `target` writes for `count` records, read through a pipe
    /// in a run that is not timed. Output does not depend on `--jobs`, so this holds for every
    /// timed run of the same build.
    static func countBytes(_ build: BenchBuild, _ target: BenchTarget, count: Int, jobs: Int) throws -> Int {
        let process = child(build, target, count: count, jobs: jobs)
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Standard error is read on its own thread, so that neither pipe can fill and stall the child.
        let errorText = ErrorText()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            errorText.set(String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
            done.signal()
        }
        var total = 0
        let reader = output.fileHandleForReading
        while true {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            total += chunk.count
        }
        done.wait()
        process.waitUntilExit()
        _ = try figures(of: process, errorText.get(), build, target, jobs: jobs)
        return total
    }

    private static func child(_ build: BenchBuild, _ target: BenchTarget, count: Int, jobs: Int) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: build.path)
        process.arguments = ["--child", target.directory, String(count), String(jobs), target.seed]
        return process
    }

    /// The figures a finished child reported, or an error that shows what it printed.
    private static func figures(
        of process: Process, _ text: String, _ build: BenchBuild, _ target: BenchTarget, jobs: Int
    ) throws -> RunFigures {
        let last = text.split(separator: "\n").last.map { $0.split(separator: " ").map(String.init) } ?? []
        guard process.terminationStatus == 0, last.count >= 2, let seconds = Double(last[0]), let peak = Double(last[1]) else {
            let status = process.terminationStatus
            throw BenchFailure(message: "\(build.name) \(target.label) --jobs \(jobs): failed (status \(status))\n\(text)")
        }
        guard last.count == 3, last[2] == target.seed else {
            throw BenchFailure(
                message: """
                    \(build.name) (\(build.path)) did not report filling '\(target.seed)': it is older than this \
                    benchmark's child protocol (--child DIR COUNT JOBS SEED); build it from a commit that has it
                    """)
        }
        return RunFigures(seconds: seconds, peakBytes: peak)
    }
}

/// A run that failed, with what to show.
struct BenchFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// Text handed from the thread that reads standard error.
private final class ErrorText: @unchecked Sendable {
    // Safe: written once before `done.signal()`, read after `done.wait()`, and guarded by the lock.
    private let lock = NSLock()
    private var text = ""
    func set(_ value: String) { lock.withLock { text = value } }
    func get() -> String { lock.withLock { text } }
}
