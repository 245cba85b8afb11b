import Foundation

/// Which records of a compiled seed `generate` fills again for a `unique` field, so that
/// ``CompiledSeed/record(_:)`` gives the record `generate` writes, in any order, from any thread.
///
/// `generate` admits records in record order: a record whose redrawn `unique` value repeats an
/// earlier record's is filled again with salted streams (see ``UniqueLedger``). Record `i`
/// therefore depends on records `1..<i`. The history admits records the same way, once each,
/// and keeps only the salts of the few records filled again: asking for record `i` first
/// costs filling every record up to `i` once; after that any record up to `i` costs one fill.
///
/// `@unchecked Sendable`: every stored property is read and written only while `lock` is held.
final class UniqueHistory: @unchecked Sendable {
    private let lock = NSLock()
    private let producer: RecordProducer
    private var ledger: UniqueLedger
    /// Records admitted so far: `1...admitted`.
    private var admitted = 0
    /// The salts of the admitted records that were filled again, by record number.
    private var salts: [Int: [FieldID: Int]] = [:]

    /// The history of `producer`'s records, or `nil` when its plan has no redrawn `unique`
    /// field (every record then stands on its own).
    init?(_ producer: RecordProducer) {
        guard !producer.unique.fields.isEmpty else { return nil }
        self.producer = producer
        self.ledger = UniqueLedger(producer.unique)
    }

    /// The salts `record` (from 1) is filled with in `generate`'s output: empty unless it was
    /// filled again. Admits the records before it first, when that has not been done yet.
    func salts(of record: Int) throws(FillError) -> [FieldID: Int] {
        lock.lock()
        defer { lock.unlock() }
        if admitted < record {
            var storage = producer.makeStorage()
            while admitted < record {
                let next = admitted + 1
                let keys = try producer.produce(next, storage: &storage)
                if let redrawn = try ledger.admit(next, keys: keys, producer: producer) { salts[next] = redrawn.salts }
                admitted = next
            }
        }
        return salts[record] ?? [:]
    }
}
