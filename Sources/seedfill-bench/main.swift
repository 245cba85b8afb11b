import Foundation
import SeedfillCLI
import SeedfillCore

// seedfill-bench: fills a project as JSON Lines into /dev/null and prints questionnaires per
// second, MB/s and peak memory for each number of jobs.
//
//   swift run -c release seedfill-bench [--workload DIR] [--count N] [--jobs 1,2] [--runs 3]
//   swift run -c release seedfill-bench --all [--only loan,Seeds/policy] [--count N] ...
//   seedfill-bench --all --compare OTHER_SEEDFILL_BENCH     (or scripts/bench-compare.sh COMMIT)
//
// Without --all it measures the reference workload, as it always has. With --all it measures
// every seed of every project (the reference workload, Seeds/ and the fixture projects of
// Tests/SeedfillCLITests/Fixtures). With --compare it measures another build's binary too and
// prints the two side by side.
//
// Each run of a configuration is a child process of its own, so its peak memory is its own.
// The configurations (and builds) take turns, run after run, so that a noisy moment of the
// machine falls on one run of one configuration, not on all of them; each line gives the
// median run. MB/s is the bytes of JSON Lines written divided by the median run's seconds;
// the bytes are counted once per target and build, in an untimed run read through a pipe.

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--child" { BenchChild.run(arguments) }
// The same parser as seedfill's own commands: unknown options and missing values are usage errors.
let parser = OptionParser(
    flags: ["--help", "--all"], valueOptions: ["--workload", "--only", "--count", "--jobs", "--runs", "--compare"],
    owner: "seedfill-bench", help: "seedfill-bench --help")
let parsed: ParsedOptions
let countOption: Int64?
let runsOption: Int64?
do throws(UsageError) {
    parsed = try parser.parse(arguments)
    guard parsed.positional.isEmpty else {
        throw UsageError(
            message: "seedfill-bench takes no arguments, got \(Quoted.single(parsed.positional[0]))", hint: "see 'seedfill-bench --help'")
    }
    countOption = try parsed.integer("--count", in: 1...1_000_000_000_000)
    runsOption = try parsed.integer("--runs", in: 1...1000)
} catch {
    FileHandle.standardError.write(Data("seedfill-bench: error: \(error.message)\n\(error.hint.map { "  hint: \($0)\n" } ?? "")".utf8))
    exit(2)
}
if parsed.flags.contains("--help") {
    print(
        """
        usage: seedfill-bench [--workload DIR] [--all] [--only NAME,...] [--count N] [--jobs 1,2] [--runs 3]
                              [--compare OTHER_SEEDFILL_BENCH]
          --all        every seed of the reference workload, Seeds/ and the fixture projects
          --only       only these targets: a project (loan, Seeds) or PROJECT/SEED (clinic/patient)
          --count      records per run (default 200000, or 50000 with --all)
          --compare    also measure another build of seedfill-bench, and print base against this
        """)
    exit(0)
}

func option(_ name: String) -> String? { parsed.options[name] }

let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let sharedWorkload = here.deletingLastPathComponent().appendingPathComponent("shared/bench/workload").path
let fixtureWorkload = here.appendingPathComponent("Tests/SeedfillCLITests/Fixtures/workload").path
let all = parsed.flags.contains("--all")
let count = countOption.map { Int($0) } ?? (all ? 50_000 : 200_000)
let jobsList = (option("--jobs") ?? "1,2").split(separator: ",").compactMap { Int($0) }
let runs = runsOption.map { Int($0) } ?? 3

// The shared workload's seed writes e-mails with capitals, which its own model's pattern
// rejects; then the test copy (the same workload, e-mails lower-cased) is measured instead.
var chosenWorkload = option("--workload") ?? sharedWorkload
if option("--workload") == nil {
    let probe = BenchTarget.fillsValidly(chosenWorkload)
    if !probe.ok {
        print(
            "note: \(chosenWorkload) does not fill validly:\n\(probe.problem)using \(fixtureWorkload): the same workload with e-mails lower-cased"
        )
        chosenWorkload = fixtureWorkload
    }
}
let workload = chosenWorkload

var targets =
    all
    ? BenchTarget.all(workload: workload, root: here)
    : [BenchTarget(label: "workload", directory: workload, seed: Project.load(directory: workload).project?.seeds.first?.name ?? "")]
if let only = option("--only")?.split(separator: ",").map(String.init) {
    targets = targets.filter { target in only.contains { target.label == $0 || target.label.hasPrefix($0 + "/") } }
}
let this = BenchBuild(name: "this", path: Bundle.main.executablePath ?? CommandLine.arguments[0])
let base = option("--compare").map { BenchBuild(name: "base", path: URL(fileURLWithPath: $0).standardizedFileURL.path) }
let builds = [this] + (base.map { [$0] } ?? [])

var m = Measurements()
do {
    for (index, target) in targets.enumerated() {
        for build in builds {
            FileHandle.standardError.write(Data("counting the bytes of \(target.label) (\(build.name))\n".utf8))
            let bytes = try BenchRun.countBytes(build, target, count: count, jobs: jobsList.max() ?? 1)
            m.bytes[.init(target: index, jobs: 0, build: build.name)] = bytes
        }
    }
    for round in 0..<runs {
        for (index, target) in targets.enumerated() {
            for jobs in jobsList {
                // The builds swap places every round, so neither always runs right after the other.
                for build in round % 2 == 0 ? builds : builds.reversed() {
                    FileHandle.standardError.write(
                        Data("run \(round + 1)/\(runs): \(target.label) --jobs \(jobs) (\(build.name))\n".utf8))
                    let figures = try BenchRun.measure(build, target, count: count, jobs: jobs)
                    m.runs[.init(target: index, jobs: jobs, build: build.name), default: []].append(figures)
                }
            }
        }
    }
} catch {
    print("\(error)")
    exit(1)
}

if let base {
    print("base: \(base.path)\nthis: \(this.path)")
    print("records: \(count) per run, JSON Lines to /dev/null; runs: \(runs) of each configuration and build, taking turns; medians")
    BenchReport.comparison(m, targets: targets, jobsList: jobsList, count: count, base: base)
} else if all || targets.count != 1 || targets.first?.label != "workload" {
    print("records: \(count) per run, JSON Lines to /dev/null; runs: \(runs) of each configuration, taking turns; medians")
    BenchReport.perTarget(m, targets: targets, jobsList: jobsList, count: count, build: "this")
} else {
    let bytes = m.bytes(target: 0, build: "this")
    print("workload: \(workload)")
    print("records: \(count), JSON Lines to /dev/null, \(bytes / max(count, 1)) bytes per record")
    print("runs: \(runs) of each configuration, taking turns; the median run, then the slowest and fastest")
    print("jobs  questionnaires/s        MB/s   peak memory   slowest–fastest run")
    var rates: [Int: Double] = [:]
    for jobs in jobsList {
        let key = Measurements.Key(target: 0, jobs: jobs, build: "this")
        guard let s = m.seconds(key) else { continue }
        rates[jobs] = Double(count) / s.median
        print(
            String(
                format: "%4d  %16.0f  %10.1f   %6.1f MiB   %.0f–%.0f/s", jobs, Double(count) / s.median, Double(bytes) / s.median / 1e6,
                m.peakMiB(key), Double(count) / s.slowest, Double(count) / s.fastest))
    }
    if let one = rates[1], let two = rates[2] {
        print(String(format: "--jobs 2 is %.2f times --jobs 1 (medians)", two / one))
    }
    if let one = rates[1] {
        let readme = here.deletingLastPathComponent().appendingPathComponent("shared/bench/README.md").path
        let figures = BenchReport.referenceFigures(readme: readme)
        if !figures.isEmpty { print("\nagainst ../shared/bench/README.md (one core):") }
        for (name, rate) in figures {
            let ratio = one / rate
            let comparison = ratio >= 1 ? String(format: "%.1f times faster", ratio) : String(format: "%.1f times slower", 1 / ratio)
            print("  \(name): \(String(format: "%.0f", rate))/s; seedfill --jobs 1 is \(comparison)")
        }
    }
}
