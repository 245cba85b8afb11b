import Foundation

/// The records of one batch as a job produced them: their bytes one after another in a single
/// buffer, and where each record ends.
///
/// One buffer per batch rather than an array per record: a record's array would be allocated
/// on a job's thread and freed on the writing one, and memory freed by another thread is the
/// allocator's slow path. The writer hands each batch back (``BatchPipeline/recycle(_:)``), so
/// once every batch in flight has been used the buffers are only written over.
struct ProducedBatch: Sendable {
    /// The records' bytes, in record order.
    var bytes: [UInt8] = []
    /// The end of each record's bytes in ``bytes``.
    var ends: [Int] = []
    /// Each record's hashes of its redrawn `unique` values (empty without such fields).
    var uniqueKeys: [[[UInt64]]] = []

    /// Appends one record: the bytes `job` has just written, and its `unique` hashes.
    mutating func append(from job: borrowing ProducerStorage, uniqueKeys keys: [[UInt64]]) {
        job.json.withBytes { bytes.append(contentsOf: $0) }
        ends.append(bytes.count)
        if !keys.isEmpty { uniqueKeys.append(keys) }
    }

    /// Empties the batch, keeping its buffers.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        uniqueKeys.removeAll(keepingCapacity: true)
    }
}

/// Batches of records shared between the job threads and the thread that writes them.
///
/// Workers claim batch numbers in increasing order and store each result in its slot; the
/// writer takes the slots in order. A worker waits while it is `window` batches ahead of the
/// writer. Every access holds one lock; the work between accesses is a whole batch.
// @unchecked: every mutable property is read and written only while holding the lock.
final class BatchPipeline: @unchecked Sendable {
    let records: ClosedRange<Int>
    let batchSize: Int
    let batchCount: Int
    private let window: Int
    private var slots: [Int: Result<ProducedBatch, FillError>] = [:]
    /// Batches the writer is done with, for the workers to fill again.
    private var spare: [ProducedBatch] = []
    private var nextClaim = 0
    private var nextTake = 0
    private var stopped = false
    private let condition = NSCondition()

    init(records: ClosedRange<Int>, batchSize: Int, window: Int) {
        self.records = records
        self.batchSize = batchSize
        self.batchCount = (records.count + batchSize - 1) / batchSize
        self.window = max(1, window)
    }

    /// The records of batch `b`.
    func range(of b: Int) -> ClosedRange<Int> {
        let start = records.lowerBound + b * batchSize
        return start...min(start + batchSize - 1, records.upperBound)
    }

    /// A worker's loop: claim, produce, store, until every batch is claimed or the run stops.
    func work(_ producer: RecordProducer) {
        var storage = producer.makeStorage()
        while let (b, claimed) = claim() {
            var batch = claimed
            let result: Result<ProducedBatch, FillError>
            do throws(FillError) {
                for record in range(of: b) {
                    let keys = try producer.produce(record, storage: &storage)
                    batch.append(from: storage, uniqueKeys: keys)
                }
                result = .success(batch)
            } catch {
                result = .failure(error)
            }
            condition.lock()
            slots[b] = result
            condition.broadcast()
            condition.unlock()
        }
    }

    /// The next batch number to produce and an empty batch to produce it into.
    private func claim() -> (Int, ProducedBatch)? {
        condition.lock()
        defer { condition.unlock() }
        while !stopped, nextClaim < batchCount, nextClaim >= nextTake + window { condition.wait() }
        guard !stopped, nextClaim < batchCount else { return nil }
        nextClaim += 1
        return (nextClaim - 1, spare.popLast() ?? ProducedBatch())
    }

    /// Batch `b`'s result, waiting until a worker has stored it; batches are taken in order.
    func take(_ b: Int) -> Result<ProducedBatch, FillError> {
        condition.lock()
        defer { condition.unlock() }
        while slots[b] == nil { condition.wait() }
        let result = slots.removeValue(forKey: b)!
        nextTake = b + 1
        condition.broadcast()
        return result
    }

    /// Gives a written batch back, emptied, for a worker to fill again.
    func recycle(_ batch: consuming ProducedBatch) {
        batch.removeAll()
        condition.lock()
        spare.append(batch)
        condition.unlock()
    }

    /// Ends the run early (an error, or all taken): workers stop claiming.
    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }
}
