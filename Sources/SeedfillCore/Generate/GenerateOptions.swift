/// The output formats of `generate` (SPEC §6).
public enum OutputFormat: String, Sendable, CaseIterable {
    /// One pretty-printed questionnaire per file: `Output/SEED/SEED-0001.json`.
    case files
    /// One array per seed: `Output/SEED.json`.
    case json
    /// One questionnaire per line: `Output/SEED.jsonl`.
    case jsonl
    /// One row per questionnaire: `Output/SEED.csv`.
    case csv
}

/// What a `generate` run does.
public struct GenerateOptions: Sendable {
    /// Seed names to fill; empty means every seed file.
    public var seedNames: [String] = []
    /// Overrides every seed's `count`.
    public var count: Int?
    /// The run seed (`--seed`).
    public var runSeed: UInt64 = 0
    /// `--today`: overrides every seed's `today`.
    public var today: LocalDate?
    /// The current date, used when neither `--today` nor the seed gives one.
    public var currentDate: LocalDate
    /// Output format.
    public var format: OutputFormat = .files
    /// Where output goes (`--out`).
    public var outputDirectory: String = "Output"
    /// `--force`: replace entries of the output directory that seedfill did not write (by the
    /// manifest there) instead of stopping at them.
    public var force = false
    /// Threads filling records (`--jobs`); output is the same for any number.
    public var jobs: Int = 1
    /// `--shard K/N`: fill only the K-th of N contiguous slices of each seed's records.
    public var shard: Shard?
    /// `--stdout`: write JSON Lines to standard output instead of files (no manifest).
    public var toStandardOutput = false
    /// Called now and then with the records done so far (for a progress line).
    public var progress: (@Sendable (Progress) -> Void)?
    /// Checked between records: once a stop is requested (SIGINT, SIGTERM), the run discards
    /// what it wrote and fails with ``GenerateError/failed(_:)``, leaving earlier output as it was.
    public var stop: StopRequest?
    /// Test-support hook: a simulated full disk for the run's output files (see ``WriteFault``).
    var writeFault: WriteFault?

    /// Options with defaults; `currentDate` is the caller's clock (never read inside generation).
    public init(currentDate: LocalDate) {
        self.currentDate = currentDate
    }
}

/// One slice of a run spread over several machines: shard `index` (from 1) of `count`.
public struct Shard: Sendable, Hashable {
    /// Which slice, from 1.
    public var index: Int
    /// How many slices.
    public var count: Int

    /// Creates a shard; `index` must be in `1...count`.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Parses `K/N`.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]) else { return nil }
        self.init(index: k, count: n)
    }

    /// The records (from 1) of this slice out of `total`: contiguous, so the slices' outputs
    /// concatenated in order are the whole run's.
    public func records(of total: Int) -> ClosedRange<Int>? {
        let start = (index - 1) * total / count + 1
        let end = index * total / count
        return start <= end ? start...end : nil
    }
}

/// How far a run has got.
public struct Progress: Sendable {
    /// The seed being filled.
    public var seed: String
    /// Records written so far for this seed.
    public var done: Int
    /// Records to write for this seed.
    public var total: Int
}

/// What a finished run wrote, per seed file.
public struct GenerateSummary: Sendable {
    /// One line per seed: name, records, where.
    public var seeds: [(name: String, count: Int, output: String)] = []
    /// Things the user should know about the output, e.g. that under `--shard` some `unique`
    /// values are unique within the shard only.
    public var notes: [Diagnostic] = []
    /// `--stdout` only: the reader closed the pipe before the end (`| head`), so the run
    /// stopped there; `seeds` lists the seeds finished before that.
    public var standardOutputClosed = false
}

/// Why a run did not finish.
public enum GenerateError: Error, Sendable {
    /// The inputs have errors; nothing was generated (exit status 1).
    case inputs([Diagnostic])
    /// Generation or writing failed part-way; earlier output is untouched (exit status 3).
    case failed(Diagnostic)
}

/// The seedfill version, recorded in manifests.
public enum SeedfillVersion {
    /// Semantic version of this build.
    public static let current = "0.1.0"
}
