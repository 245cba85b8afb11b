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
