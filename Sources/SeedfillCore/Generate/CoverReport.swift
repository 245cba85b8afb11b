/// What the records of a `generate --cover` run cover: printed after the run and written to
/// the manifest.
package struct CoverReport: Sendable {
    /// The targets (see ``CoverTarget``).
    package var targets: Int
    /// The targets some record written shows.
    package var covered: Int
    /// Each target no record found shows, in words, with why.
    package var unreachable: [String]
    /// The records of the cover set.
    package var records: Int
    /// With `--count N`: the random records written after the cover set, N in all (see
    /// ``CoverFill``); `nil` for the cover set alone.
    package var fill: Int?
    /// How many records `generate` writes (1, 2, 3… in turn) before they show every target
    /// the cover shows, at most ``CoverReport/randomLimit``, and how many of those targets
    /// they still miss then (a value the seed's generators never draw is reached only by the
    /// cover).
    package var random: (records: Int, missed: Int)
    /// The most records counted for ``random``.
    static let randomLimit = 50_000

    /// The summary line: `targets: 212, covered: 209, unreachable: 3; 41 records (random
    /// sampling covers as much in 2310)`, and with `--count 300` `, then 259 random records`.
    package var summary: String {
        let comparison =
            random.missed == 0
            ? "random sampling covers as much in \(random.records)"
            : "random sampling still misses \(random.missed) of them after \(random.records)"
        let then = fill.map { ", then \($0) random record\($0 == 1 ? "" : "s")" } ?? ""
        return "targets: \(targets), covered: \(covered), unreachable: \(unreachable.count); \(records) records (\(comparison))\(then)"
    }

    /// The manifest's `cover` object; with `--count`, `coverSet` and `randomFill` give the
    /// records (from 1, as written) of each part: `[1, 41]` and `[42, 300]` (`[]` for none).
    var manifestValue: Value {
        var object = ObjectValue(
            keys: ["targets", "covered", "unreachable", "randomRecords", "randomMisses"],
            values: [
                .number(Number(Int64(targets))), .number(Number(Int64(covered))), .array(unreachable.map(Value.string)),
                .number(Number(Int64(random.records))), .number(Number(Int64(random.missed))),
            ])
        if let fill {
            func range(_ first: Int, _ last: Int) -> Value {
                first > last ? .array([]) : .array([.number(Number(Int64(first))), .number(Number(Int64(last)))])
            }
            object.keys += ["coverSet", "randomFill"]
            object.values += [range(1, records), range(records + 1, records + fill)]
        }
        return .object(object)
    }
}
