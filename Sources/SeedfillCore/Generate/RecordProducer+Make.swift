/// The producer `generate` makes for each job, made in one place so that the library's
/// ``CompiledSeed`` produces its records exactly as `generate` does.
extension RecordProducer {
    /// The producer of `seed`'s records on `plan`, anchored to `today`, for a run with `run`'s
    /// parameters, serialised in `format` at indentation `depth`.
    init(seed: SeedFile, plan: ModelPlan, today: LocalDate, run: RunParameters, format: OutputFormat, depth: Int) {
        let filler = RecordFiller(plan: plan, seedKey: run.seedKey(of: seed), today: today, run: run)
        self.init(
            filler: filler, validator: RecordValidator(sharing: filler),
            questionnaire: QuestionnaireWriter(plan: plan), csv: format == .csv ? CSVRowWriter(plan: plan) : nil,
            pretty: format != .jsonl, depth: depth,
            seedName: seed.name, seedLocation: seed.modelLocation, unique: UniqueRedraw(plan: plan))
    }
}

extension RecordProducer {
    /// ``produce(_:storage:redrawAttempts:)`` with the values of `preset` given for the record
    /// (see ``RecordFiller/preset``).
    func produce(_ record: Int, preset: ObjectValue, storage: inout ProducerStorage) throws(FillError) -> [[UInt64]] {
        var given = self
        given.filler.preset = preset
        return try given.produce(record, storage: &storage)
    }
}
