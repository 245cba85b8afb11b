/// `generate --cover`: the records of a seed that together cover its model (see
/// ``CoverSearch``).
extension Project {
    /// The records that cover `seed`'s model, serialised as `options.format` writes them, and
    /// what they cover; with `options.count` (`--count N`) and a set of at most N, the random
    /// records to write after them (see ``CoverFill``), N in all. Throws a ``FillError``, or
    /// ``Interrupted`` when `options.stop` is requested during the search.
    func cover(_ seed: SeedFile, plan: ModelPlan, today: LocalDate, options: GenerateOptions) throws -> (
        records: [[UInt8]], report: CoverReport, fill: CoverFill?
    ) {
        let search = coverSearch(seed, plan: plan, today: today, options: options)
        let found = try search.run()
        let reached = found.targets.filter(\.covered).map(\.target)
        let random = try search.randomRecords(covering: reached, limit: CoverReport.randomLimit)
        var report = CoverReport(
            targets: found.targets.count, covered: reached.count, unreachable: search.unreachable(in: found),
            records: found.records.count, random: random)
        guard let count = options.count, count >= found.records.count else { return (found.records, report, nil) }
        report.fill = count - found.records.count
        return (found.records, report, CoverFill(producer: search.producer, after: found))
    }

    /// The search for the records that cover `seed`'s model, written as `options.format` writes
    /// them.
    func coverSearch(_ seed: SeedFile, plan: ModelPlan, today: LocalDate, options: GenerateOptions) -> CoverSearch {
        let depth = options.format == .json ? 1 : 0
        let producer = RecordProducer(
            seed: seed, plan: plan, today: today, run: options.runParameters, format: options.format, depth: depth)
        return CoverSearch(producer: producer, form: QuestionnaireForm(plan: plan, today: today), stop: options.stop)
    }
}

extension CoverSearch {
    /// Each target no record of `found` shows, in words, with why: the reason the model gives
    /// (see ``CoverTarget/impossibility(in:)``), else that no record was found.
    func unreachable(in found: Result) -> [String] {
        found.targets.filter { !$0.covered }.map { target, _, impossibility in
            let path = form.path(of: target.field, indices: [])
            let reason = impossibility ?? "no valid record found in \(CoverSearch.triesPerTarget) tries"
            return "\(target.described(path: path, in: producer.filler.plan)): \(reason)"
        }
    }
}
