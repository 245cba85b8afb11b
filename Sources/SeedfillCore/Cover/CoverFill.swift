/// `generate --cover --count N`: the random records written after the cover set, until there
/// are N in all.
///
/// They are records `generate` would write, numbered 1, 2, 3… in turn, passing over the numbers
/// the cover set's own records were filled as (a `sequence` or a numbered `unique` value is a
/// function of the number) and any record that repeats a value of a `unique` or `sequence`
/// field of a cover record, of an earlier random record, or within itself. Nothing is drawn
/// again: a record passed over gives way to the next number, so the records are a function of
/// the plan, the run seed and `today`, the same on any number of jobs.
struct CoverFill {
    let producer: RecordProducer
    /// Every `unique` field and every `sequence` field (see ``UniqueRedraw/init(distinctIn:)``).
    let distinct: UniqueRedraw
    /// The record numbers of the cover set's records.
    let taken: Set<Int>
    /// Per field of ``distinct``, the hashes of its values written so far.
    private var seen: [Set<UInt64>]
    /// The last record number tried.
    private(set) var last = 0

    /// The random records after `found`, the cover set `producer` filled.
    init(producer: RecordProducer, after found: CoverSearch.Result) {
        self.producer = producer
        distinct = UniqueRedraw(distinctIn: producer.filler.plan)
        taken = Set(found.numbers)
        seen = Array(repeating: [], count: distinct.fields.count)
        var json: [UInt8] = []
        for frame in found.frames {
            for (index, keys) in distinct.keys(of: frame, json: &json).enumerated() { seen[index].formUnion(keys) }
        }
    }

    /// Fills the next random record into `storage` (its bytes are then `storage.json`'s) and
    /// returns its number. Throws what filling it throws, and when `maxTries` records in a row
    /// repeat a value: the located error of a `unique` generator with too few values.
    mutating func next(storage: inout ProducerStorage) throws(FillError) -> Int {
        var passed = 0
        while true {
            last += 1
            guard !taken.contains(last) else { continue }
            _ = try producer.produce(last, storage: &storage)
            guard !distinct.fields.isEmpty else { return last }
            let keys = distinct.keys(of: storage.fill.record, json: &storage.uniqueJSON)
            if let repeated = firstRepeat(keys) {
                passed += 1
                if passed >= producer.filler.maxTries { throw exhausted(distinct.fields[repeated].id) }
                continue
            }
            for (index, values) in keys.enumerated() { seen[index].formUnion(values) }
            return last
        }
    }

    /// The first field whose values repeat one written before, or each other within the record.
    private func firstRepeat(_ keys: [[UInt64]]) -> Int? {
        for (index, values) in keys.enumerated() {
            if values.contains(where: { seen[index].contains($0) }) { return index }
            if values.count > 1, Set(values).count < values.count { return index }
        }
        return nil
    }

    private func exhausted(_ id: FieldID) -> FillError {
        let planned = producer.filler.plan.fields[id]
        let name = planned.fullPath.joined(separator: ".")
        let tries = producer.filler.maxTries
        return FillError(
            diagnostic: .error(
                "after the cover set, \(tries) records in a row (up to record \(last)) repeat a value of \(Quoted.single(name)) written before",
                at: planned.generatorLocation ?? planned.field.location, path: planned.generatorPath ?? planned.field.path,
                hint: "the generator makes too few distinct values for this many records; lower --count or let it vary more"))
    }
}
