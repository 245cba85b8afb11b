import Foundation
import SeedfillCore

// seedfill-bench: fills the reference workload as JSON Lines into /dev/null and prints
// questionnaires per second, MB/s and peak memory for --jobs 1 and --jobs 2.
//
//   swift run -c release seedfill-bench [--workload DIR] [--count N] [--jobs 1,2] [--runs 3]
//
// Each run of a configuration is a child process of its own, so its peak memory is its own.
// The configurations take turns, run after run, so that a noisy moment of the machine falls
// on one run of one configuration, not on all of them; each line gives the median run and the
// slowest and fastest.

let arguments = Array(CommandLine.arguments.dropFirst())

func option(_ name: String) -> String? {
    guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count else { return nil }
    return arguments[i + 1]
}

func peakMemoryBytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Int(usage.ru_maxrss) * 1024
}

// The child: one configuration, its records written to standard output (/dev/null).
if arguments.first == "--child" {
    let directory = arguments[1]
    let count = Int(arguments[2])!
    let jobs = Int(arguments[3])!
    let (project, problems) = Project.load(directory: directory)
    guard let project, !problems.contains(where: { $0.severity == .error }) else {
        FileHandle.standardError.write(Data(problems.renderedReport().utf8))
        exit(1)
    }
    var options = GenerateOptions(currentDate: LocalDate(iso: "2026-01-01")!)
    options.count = count
    options.jobs = jobs
    options.toStandardOutput = true
    options.seedNames = [project.seeds[0].name]
    let start = DispatchTime.now().uptimeNanoseconds
    do {
        _ = try project.generate(options)
    } catch {
        FileHandle.standardError.write(Data("generation failed: \(error)\n".utf8))
        exit(3)
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    // Standard output is /dev/null here; the figures go to the parent on standard error.
    FileHandle.standardError.write(Data("\(seconds) \(peakMemoryBytes())\n".utf8))
    exit(0)
}

let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let sharedWorkload = here.deletingLastPathComponent().appendingPathComponent("shared/bench/workload").path
let fixtureWorkload = here.appendingPathComponent("Tests/SeedfillCLITests/Fixtures/workload").path
var chosenWorkload = option("--workload") ?? sharedWorkload
let count = Int(option("--count") ?? "200000") ?? 200_000
let jobsList = (option("--jobs") ?? "1,2").split(separator: ",").compactMap { Int($0) }
let runs = max(1, Int(option("--runs") ?? "3") ?? 3)

/// Whether a workload fills validly with this build: a short run into a scratch directory.
func fillsValidly(_ directory: String) -> (ok: Bool, problem: String) {
    let (project, problems) = Project.load(directory: directory)
    guard let project, !problems.contains(where: { $0.severity == .error }) else { return (false, problems.renderedReport()) }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("seedfill-bench-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    var options = GenerateOptions(currentDate: LocalDate(iso: "2026-01-01")!)
    options.count = 200
    options.format = .jsonl
    options.outputDirectory = scratch
    do {
        _ = try project.generate(options)
        return (true, "")
    } catch {
        switch error {
        case .inputs(let problems): return (false, problems.renderedReport())
        case .failed(let problem): return (false, problem.rendered + "\n")
        }
    }
}

// The shared workload's seed writes e-mails with capitals, which its own model's pattern
// rejects; then the test copy (the same workload, e-mails lower-cased) is measured instead.
if option("--workload") == nil {
    let probe = fillsValidly(chosenWorkload)
    if !probe.ok {
        print(
            "note: \(chosenWorkload) does not fill validly:\n\(probe.problem)using \(fixtureWorkload): the same workload with e-mails lower-cased"
        )
        chosenWorkload = fixtureWorkload
    }
}
let workload = chosenWorkload

/// The JSON Lines bytes of a run, estimated from a sample of its records.
func bytesPerRun(_ workload: String) -> Int {
    let (project, _) = Project.load(directory: workload)
    guard let project, let seed = project.seeds.first else { return 0 }
    var total = 0
    for record in 1...min(count, 2000) {
        if let bytes = try? project.fixture(seed: seed.name, record: record, today: LocalDate(iso: "2026-01-01")!) {
            // Pretty bytes are larger than JSON Lines; count compact bytes instead.
            total += compactSize(bytes) + 1
        }
    }
    return total * count / min(count, 2000)
}

func compactSize(_ pretty: [UInt8]) -> Int {
    var size = 0
    var inString = false
    var escaped = false
    for byte in pretty {
        if inString {
            size += 1
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                inString = false
            }
        } else if byte == UInt8(ascii: "\"") {
            inString = true
            size += 1
        } else if byte != 0x20 && byte != 0x0A {
            size += 1
        }
    }
    return size
}

/// One run of `jobs` jobs in a child process: its seconds and peak memory in bytes.
func measure(jobs: Int) throws -> (seconds: Double, peak: Double) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    process.arguments = ["--child", workload, String(count), String(jobs)]
    let pipe = Pipe()
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    let fields = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).filter { Double($0) != nil }
    guard process.terminationStatus == 0, fields.count >= 2, let seconds = Double(fields[fields.count - 2]),
        let peak = Double(fields[fields.count - 1])
    else {
        print("jobs \(jobs): failed\n\(text)")
        exit(1)
    }
    return (seconds, peak)
}

let bytes = bytesPerRun(workload)
print("workload: \(workload)")
print("records: \(count), JSON Lines to /dev/null, about \(bytes / max(count, 1)) bytes per record")
print("runs: \(runs) of each configuration, taking turns; the median run, then the slowest and fastest")
var seconds: [Int: [Double]] = [:]
var peaks: [Int: Double] = [:]
for _ in 0..<runs {
    for jobs in jobsList {
        let run = try measure(jobs: jobs)
        seconds[jobs, default: []].append(run.seconds)
        peaks[jobs] = max(peaks[jobs] ?? 0, run.peak)
    }
}
print("jobs  questionnaires/s        MB/s   peak memory   slowest–fastest run")
var rates: [Int: Double] = [:]
for jobs in jobsList {
    let sorted = (seconds[jobs] ?? []).sorted()
    guard let fastest = sorted.first, let slowest = sorted.last else { continue }
    let median = sorted[sorted.count / 2]
    let rate = Double(count) / median
    rates[jobs] = rate
    let megabytes = Double(bytes) / median / 1e6
    let peak = (peaks[jobs] ?? 0) / 1048576
    print(
        String(
            format: "%4d  %16.0f  %10.1f   %6.1f MiB   %.0f–%.0f/s", jobs, rate, megabytes, peak, Double(count) / slowest,
            Double(count) / fastest))
}
if let one = rates[1], let two = rates[2] {
    print(String(format: "--jobs 2 is %.2f times --jobs 1 (medians)", two / one))
}

/// The generators measured on the same workload, from the shared bench README's table:
/// each row's name and questionnaires per second (one process, one core).
func referenceFigures() -> [(name: String, rate: Double)] {
    let readme = here.deletingLastPathComponent().appendingPathComponent("shared/bench/README.md").path
    guard let data = FileManager.default.contents(atPath: readme) else { return [] }
    var figures: [(String, Double)] = []
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where line.hasPrefix("|") {
        let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        guard cells.count >= 2, let rate = Double(cells[1].replacingOccurrences(of: ",", with: "")) else { continue }
        figures.append((cells[0], rate))
    }
    return figures
}

if let one = rates[1] {
    let figures = referenceFigures()
    if !figures.isEmpty { print("\nagainst ../shared/bench/README.md (one core):") }
    for (name, rate) in figures {
        let ratio = one / rate
        let comparison = ratio >= 1 ? String(format: "%.1f times faster", ratio) : String(format: "%.1f times slower", 1 / ratio)
        print("  \(name): \(String(format: "%.0f", rate))/s; seedfill --jobs 1 is \(comparison)")
    }
}
