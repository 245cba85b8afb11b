/// `generate --cover`: the records of a seed that together cover its model (see
/// ``CoverSearch``).
extension Project {
    /// The records that cover `seed`'s model, serialised as `options.format` writes them, and
    /// what they cover.
    func cover(_ seed: SeedFile, plan: ModelPlan, today: LocalDate, options: GenerateOptions) throws(FillError) -> (
        records: [[UInt8]], report: CoverReport
    ) {
        let depth = options.format == .json ? 1 : 0
        let producer = RecordProducer(
            seed: seed, plan: plan, today: today, run: options.runParameters, format: options.format, depth: depth)
        let form = QuestionnaireForm(plan: plan, today: today)
        let search = CoverSearch(producer: producer, form: form)
        let found = try search.run()
        let reached = found.targets.filter(\.covered).map(\.target)
        var unreachable: [String] = []
        for (target, covered, impossibility) in found.targets where !covered {
            let path = form.path(of: target.field, indices: [])
            let reason = impossibility ?? "no valid record found in \(CoverSearch.triesPerTarget) tries"
            unreachable.append("\(target.described(path: path, in: plan)): \(reason)")
        }
        let random = try search.randomRecords(covering: reached, limit: CoverReport.randomLimit)
        let report = CoverReport(
            targets: found.targets.count, covered: reached.count, unreachable: unreachable, records: found.records.count,
            random: random)
        return (found.records, report)
    }
}
