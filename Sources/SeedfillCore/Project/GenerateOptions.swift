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

    /// Options with defaults; `currentDate` is the caller's clock (never read inside generation).
    public init(currentDate: LocalDate) {
        self.currentDate = currentDate
    }
}

/// What a finished run wrote, per seed file.
public struct GenerateSummary: Sendable {
    /// One line per seed: name, records, where.
    public var seeds: [(name: String, count: Int, output: String)] = []
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
