import Foundation

/// Compiling a seed file for the library: the planning is done once, here.
extension SeedfillProject {
    /// Compiles the seed file `seed` (`policy` for `policy.seed.json`) for records as
    /// `seedfill generate --seed RUNSEED [--today TODAY]` writes them.
    ///
    /// - Parameters:
    ///   - today: `YYYY-MM-DD`, the date relative dates are read against, as `--today` gives
    ///     it (seeds the seed file refers to read it too). Without it, the seed file's `today`
    ///     when it has one, else the current date (UTC), as `generate` does.
    ///   - runSeed: the run seed, as `--seed` gives it (0 when `generate` is given none).
    public func compile(seed: String, today: String? = nil, runSeed: UInt64 = 0) throws(SeedfillError) -> CompiledSeed {
        guard let file = project.seed(named: seed), let plan = plans[seed] else {
            throw SeedfillError(
                .error(
                    "there is no seed file '\(seed).seed.json' in \(Quoted.single(project.directory))",
                    hint: Suggestions.hint(for: seed, in: project.seeds.map(\.name))))
        }
        let run = RunParameters(runSeed: runSeed, count: nil, today: try Self.date(today), currentDate: Self.currentDate())
        return CompiledSeed(seed: file, plan: plan, run: run)
    }

    /// `text` as a date, `nil` for `nil`; anything else than `YYYY-MM-DD` is an error.
    static func date(_ text: String?) throws(SeedfillError) -> LocalDate? {
        guard let text else { return nil }
        guard let date = LocalDate(iso: text) else {
            throw SeedfillError(.error("'today' needs a date YYYY-MM-DD, got \(Quoted.single(text))"))
        }
        return date
    }

    /// The clock's date in UTC, as the command line reads it when it starts.
    static func currentDate() -> LocalDate {
        LocalDate(daysSinceEpoch: Int32(Int64(Date().timeIntervalSince1970) / 86_400))
    }
}
