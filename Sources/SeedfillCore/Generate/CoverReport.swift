/// What the records of a `generate --cover` run cover: printed after the run and written to
/// the manifest.
package struct CoverReport: Sendable {
    /// The targets (see ``CoverTarget``).
    package var targets: Int
    /// The targets some record written shows.
    package var covered: Int
    /// Each target no record found shows, in words, with why.
    package var unreachable: [String]
    /// The records written.
    package var records: Int
    /// How many records `generate` writes (1, 2, 3… in turn) before they show every target
    /// the cover shows, at most ``CoverReport/randomLimit``, and how many of those targets
    /// they still miss then (a value the seed's generators never draw is reached only by the
    /// cover).
    package var random: (records: Int, missed: Int)
    /// The most records counted for ``random``.
    static let randomLimit = 50_000

    /// The summary line: `targets: 212, covered: 209, unreachable: 3; 41 records (random
    /// sampling covers as much in 2310)`.
    package var summary: String {
        let comparison =
            random.missed == 0
            ? "random sampling covers as much in \(random.records)"
            : "random sampling still misses \(random.missed) of them after \(random.records)"
        return "targets: \(targets), covered: \(covered), unreachable: \(unreachable.count); \(records) records (\(comparison))"
    }

    /// The manifest's `cover` object.
    var manifestValue: Value {
        .object(
            ObjectValue(
                keys: ["targets", "covered", "unreachable", "randomRecords", "randomMisses"],
                values: [
                    .number(Number(Int64(targets))), .number(Number(Int64(covered))), .array(unreachable.map(Value.string)),
                    .number(Number(Int64(random.records))), .number(Number(Int64(random.missed))),
                ]))
    }
}
