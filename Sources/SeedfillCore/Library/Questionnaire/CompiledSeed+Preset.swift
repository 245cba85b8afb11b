/// Filling a record around values given for it, for ``Questionnaire/fillRest(seed:record:)``.
extension CompiledSeed {
    /// Record `i` (from 0) filled with the values of `preset` kept (see
    /// ``RecordFiller/preset``), and the rules it breaks (none for a record `generate` could
    /// write). Attempt 0 draws what `generate` draws, so that without a preset the record is
    /// `generate`'s; a later attempt draws every other field from new streams.
    func filledRecord(_ i: Int, preset: ObjectValue?, attempt: Int) throws(FillError) -> (
        record: FilledFrame, problems: [RecordValidator.Problem]
    ) {
        var filler = producer.filler
        filler.preset = preset
        var salts = try history?.salts(of: i + 1) ?? [:]
        if attempt > 0 {
            // Apart from the small salts of `unique` redraws and the bounds' (see `fillAgain`).
            for id in filler.plan.fields.indices { salts[id] = (salts[id] ?? 0) &* 1_000_003 &+ (attempt << 48) }
        }
        filler.redrawAttempts = salts
        var storage = FillStorage()
        try filler.fill(record: i + 1, into: &storage)
        return (storage.record, producer.validator.problems(in: storage.record, record: i + 1))
    }

    /// The plan the records are filled on (the seed's, specialised for the run).
    var runPlan: ModelPlan { producer.filler.plan }
}
