/// The values seen so far, per redrawn field, in record order: the emitting side's only state.
struct UniqueLedger {
    private let unique: UniqueRedraw
    private var seen: [SeenHashes]

    /// An empty ledger for the fields of `unique`.
    init(_ unique: UniqueRedraw) {
        self.unique = unique
        seen = Array(repeating: SeenHashes(), count: unique.fields.count)
    }

    /// Admits `record`, whose redrawn `unique` values hash to `keys`: `nil` when they are new
    /// (the record's bytes stand), else the bytes of the record filled again by `producer`
    /// until they are, a bounded number of times per field, with the salts that filled it
    /// (``RecordProducer/produce(_:storage:redrawAttempts:)`` gives the same bytes again).
    mutating func admit(_ record: Int, keys: [[UInt64]], producer: RecordProducer) throws(FillError)
        -> (bytes: [UInt8], salts: [FieldID: Int])?
    {
        guard !unique.fields.isEmpty else { return nil }
        var current = keys
        var redrawn: (bytes: [UInt8], salts: [FieldID: Int])?
        var attempts: [Int] = []
        while let repeated = firstRepeat(current) {
            // Made at the first repeat only: most records repeat nothing.
            if attempts.isEmpty { attempts = [Int](repeating: 0, count: unique.fields.count) }
            attempts[repeated] += 1
            // Tries count every value drawn, the first one included.
            if attempts[repeated] + 1 > producer.filler.maxTries {
                throw exhausted(unique.fields[repeated].id, record: record, distinct: seen[repeated].count, filler: producer.filler)
            }
            var salts: [FieldID: Int] = [:]
            for (index, attempt) in attempts.enumerated() where attempt > 0 {
                for id in unique.fields[index].redrawn { salts[id] = (salts[id] ?? 0) &* 1_000_003 &+ attempt }
            }
            // Storage of its own: the job's storage may be filling a later record meanwhile.
            var storage = producer.makeStorage()
            current = try producer.produce(record, storage: &storage, redrawAttempts: salts)
            redrawn = (storage.json.buffer, salts)
        }
        for (index, keys) in current.enumerated() {
            for key in keys { seen[index].insert(key) }
        }
        return redrawn
    }

    /// Admits `record` (see ``admit(_:keys:producer:)``) and hands `emit` the bytes that stand:
    /// `bytes`, the record as produced, unless it had to be filled again.
    @inline(__always)
    mutating func pass(
        _ record: Int, keys: [[UInt64]], bytes: UnsafeBufferPointer<UInt8>, producer: RecordProducer,
        to emit: (Int, UnsafeBufferPointer<UInt8>) throws -> Void
    ) throws {
        if let redrawn = try admit(record, keys: keys, producer: producer) {
            try redrawn.bytes.withUnsafeBufferPointer { try emit(record, $0) }
        } else {
            try emit(record, bytes)
        }
    }

    /// The first field whose values repeat an earlier record's, or each other within the record.
    private func firstRepeat(_ keys: [[UInt64]]) -> Int? {
        for (index, values) in keys.enumerated() {
            if values.contains(where: { seen[index].contains($0) }) { return index }
            if values.count > 1, Set(values).count < values.count { return index }
        }
        return nil
    }

    private func exhausted(_ id: FieldID, record: Int, distinct: Int, filler: RecordFiller) -> FillError {
        let planned = filler.plan.fields[id]
        let name = planned.fullPath.joined(separator: ".")
        let found = distinct == 1 ? "1 distinct value" : "\(CountText.grouped(UInt64(distinct))) distinct values"
        return FillError(
            diagnostic: .error(
                "record \(record): could not find a unique value for \(Quoted.single(name)) after \(filler.maxTries) tries: \(found) found so far",
                at: planned.generatorLocation ?? planned.field.location, path: planned.generatorPath ?? planned.field.path,
                hint: "the generator makes too few distinct values for this many records; lower the count or let it vary more"))
    }
}
