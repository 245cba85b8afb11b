import Foundation

/// What the measured runs gave: each run's figures and each build's bytes per target.
struct Measurements {
    /// One configuration: a target (by its index), a number of jobs, a build (by name).
    struct Key: Hashable {
        var target: Int
        var jobs: Int
        var build: String
    }

    var runs: [Key: [RunFigures]] = [:]
    /// Bytes of JSON Lines per target and build, from the untimed counting run.
    var bytes: [Key: Int] = [:]

    /// The median run's seconds, the slowest and the fastest.
    func seconds(_ key: Key) -> (median: Double, slowest: Double, fastest: Double)? {
        let sorted = (runs[key] ?? []).map(\.seconds).sorted()
        guard let fastest = sorted.first, let slowest = sorted.last else { return nil }
        return (sorted[sorted.count / 2], slowest, fastest)
    }

    /// The highest peak memory of the configuration's runs, in MiB.
    func peakMiB(_ key: Key) -> Double {
        (runs[key] ?? []).map(\.peakBytes).max().map { $0 / 1_048_576 } ?? 0
    }

    /// The bytes a build wrote for a target (the same for any number of jobs).
    func bytes(target: Int, build: String) -> Int {
        bytes[Key(target: target, jobs: 0, build: build)] ?? 0
    }
}

/// The tables the benchmark prints.
enum BenchReport {
    /// Per target and jobs: questionnaires/s, MB/s (bytes written / median seconds) and peak memory.
    static func perTarget(_ m: Measurements, targets: [BenchTarget], jobsList: [Int], count: Int, build: String) {
        let width = max(14, targets.map(\.label.count).max() ?? 0)
        print("project/seed".padding(width) + "  bytes/rec  jobs  questionnaires/s     MB/s   peak MiB   slowest–fastest/s")
        for (index, target) in targets.enumerated() {
            let bytes = m.bytes(target: index, build: build)
            for jobs in jobsList {
                let key = Measurements.Key(target: index, jobs: jobs, build: build)
                guard let s = m.seconds(key) else { continue }
                print(
                    target.label.padding(width)
                        + String(
                            format: "  %9d  %4d  %16.0f  %7.1f  %9.1f   %.0f–%.0f", bytes / max(count, 1), jobs, Double(count) / s.median,
                            Double(bytes) / s.median / 1e6, m.peakMiB(key), Double(count) / s.slowest, Double(count) / s.fastest))
            }
        }
    }

    /// Per target and jobs, the base build (`--compare`) against this one: MB/s of each and
    /// their ratio, then the geometric mean of the ratios.
    static func comparison(_ m: Measurements, targets: [BenchTarget], jobsList: [Int], count: Int, base: BenchBuild) {
        let width = max(14, targets.map(\.label.count).max() ?? 0)
        print("project/seed".padding(width) + "  jobs   base rec/s   this rec/s   base MB/s   this MB/s   this/base")
        var logSum = 0.0
        var rows = 0
        var differing: [String] = []
        for (index, target) in targets.enumerated() {
            let baseBytes = m.bytes(target: index, build: base.name)
            let thisBytes = m.bytes(target: index, build: "this")
            if baseBytes != thisBytes { differing.append("\(target.label): base \(baseBytes) bytes, this \(thisBytes) bytes") }
            for jobs in jobsList {
                guard let b = m.seconds(.init(target: index, jobs: jobs, build: base.name)),
                    let t = m.seconds(.init(target: index, jobs: jobs, build: "this"))
                else { continue }
                let baseRate = Double(baseBytes) / b.median / 1e6
                let thisRate = Double(thisBytes) / t.median / 1e6
                let ratio = thisRate / baseRate
                logSum += log(ratio)
                rows += 1
                print(
                    target.label.padding(width)
                        + String(
                            format: "  %4d  %11.0f  %11.0f  %10.1f  %10.1f  %9.2fx", jobs, Double(count) / b.median,
                            Double(count) / t.median, baseRate, thisRate, ratio))
            }
        }
        if rows > 0 { print(String(format: "geometric mean of this/base over %d rows: %.3fx", rows, exp(logSum / Double(rows)))) }
        if !differing.isEmpty {
            print("warning: the two builds wrote different output (the pins of OutputPinTests should have caught this):")
            for line in differing { print("  \(line)") }
        }
    }

    /// The generators measured on the same workload, from the shared bench README's table:
    /// each row's name and questionnaires per second (one process, one core).
    static func referenceFigures(readme: String) -> [(name: String, rate: Double)] {
        guard let data = FileManager.default.contents(atPath: readme) else { return [] }
        var figures: [(String, Double)] = []
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where line.hasPrefix("|") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2, let rate = Double(cells[1].replacingOccurrences(of: ",", with: "")) else { continue }
            figures.append((cells[0], rate))
        }
        return figures
    }
}

extension String {
    /// The string padded with spaces on the right to `width` characters.
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
