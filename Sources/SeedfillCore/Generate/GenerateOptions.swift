/// What a `generate` run does.
package struct GenerateOptions: Sendable {
    /// Seed names to fill; empty means every seed file.
    package var seedNames: [String] = []
    /// Overrides every seed's `count`.
    package var count: Int?
    /// The run seed (`--seed`).
    package var runSeed: UInt64 = 0
    /// `--today`: overrides every seed's `today`.
    package var today: LocalDate?
    /// The current date, used when neither `--today` nor the seed gives one.
    var currentDate: LocalDate
    /// Output format.
    package var format: OutputFormat = .files
    /// Where output goes (`--out`).
    package var outputDirectory: String = "Output"
    /// `--force`: replace entries of the output directory that seedfill did not write (by the
    /// manifest there) instead of stopping at them.
    package var force = false
    /// Threads filling records (`--jobs`); output is the same for any number.
    package var jobs: Int = 1
    /// `--shard K/N`: fill only the K-th of N contiguous slices of each seed's records.
    package var shard: Shard?
    /// `--cover`: write, for each seed, a small set of records that together show every
    /// option, both sides of every condition and every optional field filled and empty (see
    /// ``CoverSearch``), instead of `count` records; with ``count``, that set and then random
    /// records up to the count (see ``CoverFill``).
    package var cover = false
    /// `--drafts P`: the share of records written as drafts, overriding every seed file's
    /// `"drafts"` (see ``DraftMaker``).
    package var drafts: Double?
    /// `--report`: also write, for each seed, `NAME.report.html` beside its output: the page
    /// of ``ReportPage`` for the records written (see ``Project/report(_:)``).
    package var report = false
    /// `--invalid`: write, for each seed, negative fixtures, each breaking one rule of its
    /// model (see ``InvalidSearch``): one per rule, or `count` spread over the rules.
    package var invalid = false
    /// `--label-field NAME` (with `invalid`): each negative fixture holds its label as member NAME.
    package var labelField: String?
    /// `--stdout`: write JSON Lines to standard output instead of files (no manifest).
    package var toStandardOutput = false
    /// Called now and then with the records done so far (for a progress line).
    package var progress: (@Sendable (Progress) -> Void)?
    /// Checked between records: once a stop is requested (SIGINT, SIGTERM), the run discards
    /// what it wrote and fails with ``GenerateError/failed(_:)``, leaving earlier output as it was.
    package var stop: StopRequest?
    /// Test-support hook: a simulated full disk for the run's output files (see ``WriteFault``).
    var writeFault: WriteFault?

    /// Options with defaults; `currentDate` is the caller's clock (never read inside generation).
    package init(currentDate: LocalDate) {
        self.currentDate = currentDate
    }
}

/// How far a run has got.
package struct Progress: Sendable {
    /// The seed being filled.
    package var seed: String
    /// Records written so far for this seed.
    package var done: Int
    /// Records to write for this seed.
    package var total: Int
}

/// What a finished run wrote, per seed file.
package struct GenerateSummary: Sendable {
    /// One line per seed: name, records, where.
    package var seeds: [(name: String, count: Int, output: String)] = []
    /// Things the user should know about the output, e.g. that under `--shard` some `unique`
    /// values are unique within the shard only.
    package var notes: [Diagnostic] = []
    /// `--cover` only: per seed, what its records cover.
    package var cover: [(name: String, report: CoverReport)] = []
    /// Per seed written with drafts: how many of its records are drafts.
    package var drafts: [(name: String, count: Int)] = []
    /// `--invalid` only: per seed, what its fixtures break.
    package var invalid: [(name: String, report: InvalidReport)] = []
    /// `--stdout` only: the reader closed the pipe before the end (`| head`), so the run
    /// stopped there; `seeds` lists the seeds finished before that.
    package var standardOutputClosed = false
}

/// Why a run did not finish.
package enum GenerateError: Error, Sendable {
    /// The inputs have errors; nothing was generated (exit status 1).
    case inputs([Diagnostic])
    /// Generation or writing failed part-way; earlier output is untouched (exit status 3).
    case failed(Diagnostic)
    /// An option asks for what the inputs cannot give (`--cover --count N` where a cover set
    /// needs more than N records); nothing was generated (exit status 2, a usage error).
    case usage([Diagnostic])
}

/// Thrown inside a run when `--cover --count N` is smaller than some cover set: the run's
/// output is discarded and ``GenerateError/usage(_:)`` names every such seed.
struct CoverShortfall: Error {
    let diagnostics: [Diagnostic]
}
