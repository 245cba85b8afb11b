/// Filling a record again when its earlier draws made a later field's bounds empty (a lower
/// bound `departure + 3m` above an upper bound `issued + 10y`).
///
/// The fields the bounds are made from get streams salted with the attempt number, like the
/// fields ``UniqueRedraw`` draws again: the attempts are a function of the record alone, so the
/// output is the same for any `--jobs`, and a record that never meets empty bounds is filled
/// once, exactly as before.
extension RecordFiller {
    /// Fills `record` again after `first` (an error with ``FillError/redrawSources``), at most
    /// ``maxTries`` fills in all; the error of the last attempt when none succeeds.
    func fillAgain(record: Int, into storage: inout FillStorage, after first: FillError) throws(FillError) {
        var last = first
        var sources = Set(first.redrawSources)
        var salted = self
        for attempt in 1..<maxTries {
            for id in sources.sorted() { salted.redrawAttempts[id] = Self.boundsSalt(redrawAttempts[id], attempt: attempt) }
            do {
                try salted.fillOnce(record: record, into: &storage)
                return
            } catch {
                let next = error
                // Another kind of failure is the record's own, under draws as valid as the first.
                guard !next.redrawSources.isEmpty else { throw next }
                last = next
                sources.formUnion(next.redrawSources)
            }
        }
        let names = sources.sorted().map { Quoted.single(plan.fields[$0].fullPath.joined(separator: ".")) }
        last.diagnostic.message += " (the record was drawn \(maxTries) times, with new values of \(Self.list(names)))"
        throw last
    }

    /// The salt of a field's stream in attempt `attempt`, over `base`, the salt ``UniqueRedraw``
    /// gave it (if any): apart from the small numbers that one uses.
    private static func boundsSalt(_ base: Int?, attempt: Int) -> Int {
        (base ?? 0) &* 1_000_003 &+ (attempt << 40)
    }
}
