/// A referenced seed bound to a run: a filler with the seed key, today and count that the seed's
/// own output has in this run, so that a referenced record is regenerated exactly as written
/// there (no shared state between referring records, jobs or shards).
///
/// A final class: every `ref` drawn reads its source, and a copy of a structure holding a whole
/// filler retained each of its references (some sixty atomic counts per record of the
/// tutorial's policy) where reading an object retains one. Each job's filler makes its own.
final class ReferenceSource: Sendable {
    /// The referenced seed's name (for messages).
    let seedName: String
    /// Its record count in this run.
    let count: Int
    /// Fills its records.
    let filler: RecordFiller
    /// Turns a filled record into the questionnaire its output holds.
    let questionnaire: QuestionnaireObject

    /// Binds `reference` to `run`.
    init(_ reference: ReferencePlan, run: RunParameters) {
        seedName = reference.seed.name
        count = run.count(of: reference.seed)
        // The referring seed reads its records' values (the key's slot), so all are kept.
        filler = RecordFiller(
            plan: reference.plan, seedKey: run.seedKey(of: reference.seed),
            today: run.today(of: reference.seed).date, run: run, keepsListValues: true)
        questionnaire = QuestionnaireObject(plan: reference.plan)
    }
}

extension RecordFiller {
    /// The value of a `ref` in the current record: the picked record of the referenced seed as
    /// its output writes it, or that record's key. The record is filled once for all the `ref`s
    /// of a job that pick it in a row (see ``ReferenceCache``).
    func referencedValue(_ reference: Reference, for id: FieldID, rng: inout SplitMix64, state: inout State) throws(FillError) -> Value {
        let source = reference.source < references.count ? references[reference.source] : nil
        guard let source, source.count > 0 else { throw referenceFailure(reference, for: id, state: state) }
        let record = reference.pickRecord(for: state.record, count: source.count, rng: &rng)
        return try state.referencedRecords.value(of: record, in: source, at: reference.source, keySlot: reference.keySlot)
    }

    /// The error of a `ref` whose source cannot give a record. Never inlined: an error path,
    /// which also spells the field's name.
    @inline(never)
    private func referenceFailure(_ reference: Reference, for id: FieldID, state: State) -> FillError {
        let planned = plan.fields[id]
        let name = planned.fullPath.joined(separator: ".")
        guard reference.source < references.count else {
            return FillError(
                diagnostic: .error(
                    "record \(state.record): \(Quoted.single(name)) is a 'ref', but this filler was made without the run's parameters",
                    at: planned.generatorLocation ?? planned.field.location, path: planned.generatorPath ?? planned.field.path,
                    hint: "this is a bug in seedfill; please report it with the seed file"))
        }
        let source = references[reference.source]
        return FillError(
            diagnostic: .error(
                "record \(state.record): \(Quoted.single(name)) refers to seed \(Quoted.single(source.seedName)), which has no records in this run",
                at: planned.generatorLocation ?? planned.field.location, path: planned.generatorPath ?? planned.field.path,
                hint: "give \(Quoted.single(source.seedName)) a count of at least 1"))
    }
}
