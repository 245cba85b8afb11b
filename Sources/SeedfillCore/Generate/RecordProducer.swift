import Dispatch
import Foundation

/// Turns record numbers into written questionnaires: fill, validate, serialise. Records are
/// independent (each value has its own random stream), so any number of them can be produced
/// at once; ``run(records:jobs:emit:)`` hands them on strictly in record order.
struct RecordProducer: Sendable {
    let filler: RecordFiller
    let validator: RecordValidator
    let questionnaire: QuestionnaireWriter
    /// Set for the csv format: records become CSV rows instead of JSON.
    let csv: CSVRowWriter?
    let pretty: Bool
    let depth: Int
    let seedName: String
    let seedLocation: SourceLocation
    /// The `unique` fields whose repeats are drawn again in record order.
    var unique = UniqueRedraw.none

    /// Records per unit of parallel work: large enough to amortise scheduling, small enough
    /// that memory stays flat.
    static let batchSize = 128

    /// Storage for one job's records (see ``ProducerStorage``).
    func makeStorage() -> ProducerStorage {
        ProducerStorage(json: JSONWriter(pretty: pretty, depth: depth))
    }

    /// The questionnaire bytes of one record, validated, with its redrawn `unique` values;
    /// `redrawAttempts` salts the streams of fields drawn again (see ``UniqueLedger``). The
    /// record is filled and written in `storage`, over the job's previous record.
    func produce(_ record: Int, storage: inout ProducerStorage, redrawAttempts: [FieldID: Int] = [:]) throws(FillError)
        -> ProducedRecord
    {
        if redrawAttempts.isEmpty {
            try filler.fill(record: record, into: &storage.fill)
        } else {
            var salted = filler
            salted.redrawAttempts = redrawAttempts
            try salted.fill(record: record, into: &storage.fill)
        }
        if let problem = validator.problems(in: storage.fill.record, record: record, stack: &storage.fill.stack).first {
            throw FillError(
                diagnostic: .error(
                    "record \(record) of '\(seedName)' failed validation at \(problem.path): \(problem.message) (rule: \(problem.rule))",
                    at: seedLocation, hint: "this is a bug in seedfill; please report it with the seed file"))
        }
        let keys = unique.keys(of: storage.fill.record)
        if let csv { return ProducedRecord(bytes: csv.row(storage.fill.record), uniqueKeys: keys) }
        storage.json.buffer = []
        questionnaire.write(storage.fill.record, into: &storage.json)
        return ProducedRecord(bytes: storage.json.buffer, uniqueKeys: keys)
    }

    /// Produces `records` with one thread per producer in `workers` (each with its own copy of
    /// the plan, so threads share no reference counts) and calls `emit` for each record in
    /// increasing order. The first failing record (the lowest number, whatever the thread count)
    /// stops the run. Repeated `unique` values are drawn again here, in record order.
    static func run(records: ClosedRange<Int>, workers: [RecordProducer], emit: (Int, [UInt8]) throws -> Void) throws {
        // One copy of the first producer, not one per record (a copy retains all its parts).
        let first = workers[0]
        var ledger = UniqueLedger(first.unique)
        if workers.count <= 1 {
            var storage = first.makeStorage()
            for record in records {
                try emit(record, try ledger.admit(record, try first.produce(record, storage: &storage), producer: first))
            }
            return
        }
        let pipeline = BatchPipeline(records: records, batchSize: batchSize, window: workers.count * 4)
        let group = DispatchGroup()
        for producer in workers {
            // A thread per job: each takes the next batch, fills it and hands it on, while
            // this thread writes the finished ones in order. The window bounds how far the
            // workers run ahead, so memory stays flat.
            group.enter()
            let thread = Thread {
                pipeline.work(producer)
                group.leave()
            }
            thread.stackSize = 16 << 20
            thread.start()
        }
        defer {
            pipeline.stop()
            group.wait()
        }
        for b in 0..<pipeline.batchCount {
            switch pipeline.take(b) {
            case .success(let produced):
                let range = pipeline.range(of: b)
                for (offset, record) in range.enumerated() {
                    try emit(record, try ledger.admit(record, produced[offset], producer: first))
                }
            case .failure(let error):
                throw error
            }
        }
    }
}

/// Batches of records shared between the job threads and the thread that writes them.
///
/// Workers claim batch numbers in increasing order and store each result in its slot; the
/// writer takes the slots in order. A worker waits while it is `window` batches ahead of the
/// writer. Every access holds one lock; the work between accesses is a whole batch.
private final class BatchPipeline: @unchecked Sendable {
    let records: ClosedRange<Int>
    let batchSize: Int
    let batchCount: Int
    private let window: Int
    private var slots: [Int: Result<[ProducedRecord], FillError>] = [:]
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
        while let b = claim() {
            var produced: [ProducedRecord] = []
            let range = range(of: b)
            produced.reserveCapacity(range.count)
            let result: Result<[ProducedRecord], FillError>
            do throws(FillError) {
                for record in range { produced.append(try producer.produce(record, storage: &storage)) }
                result = .success(produced)
            } catch {
                result = .failure(error)
            }
            condition.lock()
            slots[b] = result
            condition.broadcast()
            condition.unlock()
        }
    }

    private func claim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while !stopped, nextClaim < batchCount, nextClaim >= nextTake + window { condition.wait() }
        guard !stopped, nextClaim < batchCount else { return nil }
        nextClaim += 1
        return nextClaim - 1
    }

    /// Batch `b`'s result, waiting until a worker has stored it; batches are taken in order.
    func take(_ b: Int) -> Result<[ProducedRecord], FillError> {
        condition.lock()
        defer { condition.unlock() }
        while slots[b] == nil { condition.wait() }
        let result = slots.removeValue(forKey: b)!
        nextTake = b + 1
        condition.broadcast()
        return result
    }

    /// Ends the run early (an error, or all taken): workers stop claiming.
    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }
}

/// What one job keeps from record to record: the arrays of its last record (see
/// ``FillStorage``) and its JSON writer, whose buffer is written over for each record.
struct ProducerStorage: ~Copyable {
    var fill = FillStorage()
    var json: JSONWriter
}

/// One filled record: its bytes, and the hashes of its redrawn `unique` values per field.
struct ProducedRecord: Sendable {
    var bytes: [UInt8]
    var uniqueKeys: [[UInt64]]
}
