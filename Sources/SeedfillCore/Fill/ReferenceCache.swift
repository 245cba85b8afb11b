/// The referenced record each `ref` source gave last in one job, kept so that another `ref` to
/// the same record (an embedded record and its key, as in `holder` and `holderId`) does not
/// fill it again.
///
/// A referenced record is a function of its seed, the run and its number alone: its filler is
/// the referenced seed's own, fixed for the run, and fills into storage of its own (see
/// ``ReferenceSource``). So a kept record is exactly the record a new fill would give, whatever
/// this job filled before, and the output is the same for any `--jobs` and shards. It lives in
/// the job's ``FillStorage``; nothing is shared between jobs.
struct ReferenceCache {
    /// One referenced record and what the `ref`s made of it.
    private struct Entry {
        /// The referenced seed's stream key, which tells it apart from another filler's source
        /// of the same index (a storage serves one filler, but this costs one comparison).
        let seedKey: UInt64
        /// Its record number (from 1).
        let record: Int
        /// The filled record.
        let frame: FilledFrame
        /// The record as its output writes it, once an embedding `ref` asked for it.
        var embedded: Value?
    }

    /// The last record of each source, by index into ``RecordFiller/references``.
    private var entries: [Entry?] = []
    /// The storage each source's records are filled into, by the same index: the next record
    /// of a source is filled into the arrays of the last (see ``FillStorage``), which its entry
    /// lets go of first.
    private var storages: [FillStorage] = []

    /// The value of a `ref` to record `record` of `source` (at `index` in the filler's
    /// references): the record's key field at `keySlot` (`null` when hidden), or with `nil`
    /// the whole record as its output writes it. Fills the record unless it is the one kept.
    mutating func value(of record: Int, in source: ReferenceSource, at index: Int, keySlot: Int?) throws(FillError) -> Value {
        if index >= entries.count {
            entries.append(contentsOf: repeatElement(nil, count: index + 1 - entries.count))
            storages.append(contentsOf: repeatElement(FillStorage(), count: index + 1 - storages.count))
        }
        let seedKey = source.filler.seedKey
        if let kept = entries[index], kept.record == record, kept.seedKey == seedKey {
            if let slot = keySlot { return kept.frame.visible[slot] ? kept.frame.values[slot] : .null }
            if let embedded = kept.embedded { return embedded }
        } else {
            // The old record goes before the new one is filled: at most one is held, and its
            // arrays, no longer shared, take the new one.
            entries[index] = nil
            try source.filler.fill(record: record, into: &storages[index])
            entries[index] = Entry(seedKey: seedKey, record: record, frame: storages[index].record)
        }
        let frame = entries[index]!.frame
        if let slot = keySlot { return frame.visible[slot] ? frame.values[slot] : .null }
        let embedded = Value.object(source.questionnaire.object(frame))
        entries[index]!.embedded = embedded
        return embedded
    }
}
