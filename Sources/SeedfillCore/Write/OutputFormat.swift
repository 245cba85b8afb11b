/// The output formats of `generate` (SPEC §6).
package enum OutputFormat: String, Sendable, CaseIterable {
    /// One pretty-printed questionnaire per file: `Output/SEED/SEED-0001.json`.
    case files
    /// One array per seed: `Output/SEED.json`.
    case json
    /// One questionnaire per line: `Output/SEED.jsonl`.
    case jsonl
    /// One row per questionnaire: `Output/SEED.csv`.
    case csv
}
