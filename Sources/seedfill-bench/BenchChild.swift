import Foundation
import SeedfillCore

/// The child side of one measured run: it fills one seed as JSON Lines to standard output and
/// reports its time, peak memory and seed on standard error.
///
/// `seedfill-bench --child DIR COUNT JOBS [SEED]` (SEED: the project's first seed when left
/// out). The report is one line, `SECONDS PEAK_BYTES SEED`; the parent checks the seed, so a
/// `--compare` binary too old to fill a chosen seed is caught instead of measuring another.
enum BenchChild {
    /// Runs the child and exits: 0 on success, 1 for bad inputs, 3 when generation fails.
    static func run(_ arguments: [String]) -> Never {
        guard arguments.count >= 4, let count = Int(arguments[2]), let jobs = Int(arguments[3]) else {
            fail("usage: seedfill-bench --child DIR COUNT JOBS [SEED]", status: 2)
        }
        let (project, problems) = Project.load(directory: arguments[1])
        guard let project, !problems.contains(where: { $0.severity == .error }) else {
            fail(problems.renderedReport(), status: 1)
        }
        guard let seed = arguments.count > 4 ? arguments[4] : project.seeds.first?.name else {
            fail("\(arguments[1]) has no seed files", status: 1)
        }
        var options = GenerateOptions(currentDate: LocalDate(iso: "2026-01-01")!)
        options.count = count
        options.jobs = jobs
        options.toStandardOutput = true
        options.seedNames = [seed]
        let start = DispatchTime.now().uptimeNanoseconds
        do {
            _ = try project.generate(options)
        } catch {
            fail("generation failed: \(error)", status: 3)
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        // Standard output carries the records; the figures go to the parent on standard error.
        FileHandle.standardError.write(Data("\(seconds) \(peakMemoryBytes()) \(seed)\n".utf8))
        exit(0)
    }

    /// The most memory this process has held, in bytes.
    static func peakMemoryBytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss) * 1024
    }

    private static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data((message.hasSuffix("\n") ? message : message + "\n").utf8))
        exit(status)
    }
}
