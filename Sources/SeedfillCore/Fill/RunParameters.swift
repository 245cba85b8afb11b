/// The settings of a run that decide which records a seed file has: the run seed, the `--count`
/// override and the `--today` anchor (else the clock's date).
///
/// `generate` and every `ref` resolve a seed's count and today through the same two functions,
/// so a referenced record is exactly the record the referenced seed's own output holds.
struct RunParameters: Sendable, Hashable {
    /// `--seed`.
    var runSeed: UInt64
    /// `--count`, overriding every seed's count.
    var count: Int?
    /// `--today`, overriding every seed's `today`.
    var today: LocalDate?
    /// The clock's date, used when neither `--today` nor the seed says.
    var currentDate: LocalDate

    /// The number of records `seed` has in this run: `--count`, else the seed's `count`, else 10.
    func count(of seed: SeedFile) -> Int {
        count ?? seed.count ?? 10
    }

    /// The date relative dates of `seed` are anchored to, and where it came from (for the manifest).
    func today(of seed: SeedFile) -> (date: LocalDate, source: String) {
        if let today { return (today, "--today") }
        if let text = seed.today?.text, let today = LocalDate(iso: text) { return (today, "seed file") }
        return (currentDate, "current date")
    }

    /// The key of `seed`'s random streams in this run.
    func seedKey(of seed: SeedFile) -> UInt64 {
        RandomStream.seedKey(runSeed: runSeed, seedName: seed.name)
    }
}
