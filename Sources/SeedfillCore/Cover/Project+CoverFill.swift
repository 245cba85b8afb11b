/// `--cover --count N` (`generate` and `report`): the cover set first, then random records until
/// there are N in all (see ``CoverFill``): a set of a fixed size that still shows every target.
extension Project {
    /// The error for a `--count` smaller than the cover set of `seed`, which needs `needed`
    /// records; `nil` without `--cover` or `--count`, or when the count is enough.
    func coverShortfall(_ seed: SeedFile, needs needed: Int, options: GenerateOptions) -> Diagnostic? {
        guard options.cover, let count = options.count, count < needed else { return nil }
        return .error(
            "'--count \(count)' is fewer records than the cover set of \(Quoted.single(seed.name)) needs: \(needed)",
            at: seed.modelLocation, path: "model",
            hint:
                "use --count \(needed) or more (the cover set, then random records up to the count), or leave out --count for the cover set alone"
        )
    }

    /// Writes the records of `fill` to `writer` as records `first`…`count` of seed `seed`,
    /// reporting progress; a stop request ends the run between records.
    func writeFill(_ fill: inout CoverFill, first: Int, count: Int, to writer: FixtureSink, seed: String, options: GenerateOptions)
        throws
    {
        guard first <= count else { return }
        var storage = fill.producer.makeStorage()
        for record in first...count {
            try options.stop?.throwIfRequested()
            _ = try fill.next(storage: &storage)
            try storage.json.withBytes { bytes throws in try writer.append(bytes, record: record) }
            report(seed, done: record, total: count, options)
        }
    }
}
