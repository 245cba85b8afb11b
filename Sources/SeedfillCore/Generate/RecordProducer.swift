import Dispatch
import Foundation

/// Turns record numbers into written questionnaires: fill, validate, serialise. Records are
/// independent (each value has its own random stream), so any number of them can be produced
/// at once; ``run(records:jobs:emit:)`` hands them on strictly in record order.
struct RecordProducer: Sendable {
    var filler: RecordFiller
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
    /// Set when a share of the records is written as drafts (see ``DraftMaker``).
    var drafts: DraftMaker?

    /// Records per unit of parallel work: large enough that the threads meet (a lock, often a
    /// wake-up) a few hundred times a second rather than thousands, small enough that memory
    /// stays flat (a batch is about half a megabyte of JSON Lines). With 128, `--jobs 2` spent
    /// about 0.13 s of every 2 s of work in the kernel, waking threads; with 512, 0.05 s.
    static let batchSize = 512

    /// Storage for one job's records (see ``ProducerStorage``).
    func makeStorage() -> ProducerStorage {
        ProducerStorage(json: JSONWriter(pretty: pretty, depth: depth))
    }

    /// Fills, validates and serialises record `record` in `storage`, over the job's previous
    /// record: its bytes are then `storage.json`'s. Returns the hashes of its redrawn `unique`
    /// values per field (empty without such fields); `redrawAttempts` salts the streams of
    /// fields drawn again (see ``UniqueLedger``).
    func produce(_ record: Int, storage: inout ProducerStorage, redrawAttempts: [FieldID: Int] = [:]) throws(FillError)
        -> [[UInt64]]
    {
        if redrawAttempts.isEmpty {
            try filler.fill(record: record, into: &storage.fill)
        } else {
            var salted = filler
            salted.redrawAttempts = redrawAttempts
            try salted.fill(record: record, into: &storage.fill)
        }
        if let problem = validator.problems(in: &storage.fill.record, record: record, stack: &storage.fill.stack).first {
            throw FillError(
                diagnostic: .error(
                    "record \(record) of \(Quoted.single(seedName)) failed validation at \(problem.path): \(problem.message) (rule: \(problem.rule))",
                    at: seedLocation, hint: "this is a bug in seedfill; please report it with the seed file"))
        }
        let keys = unique.keys(of: storage.fill.record, json: &storage.uniqueJSON)
        storage.json.reset(depth: depth)
        if let drafts, let draft = drafts.draft(of: storage.fill.record, record: record) {
            write(draft, into: &storage.json)
        } else {
            write(storage.fill.record, into: &storage.json)
        }
        return keys
    }

    /// Serialises `record` into `json`: a CSV row, else a questionnaire.
    @inline(__always)
    private func write(_ record: FilledFrame, into json: inout JSONWriter) {
        if let csv {
            // A row is raw bytes: copied in as they are.
            let row = csv.row(record)
            row.withUnsafeBufferPointer { row in
                guard let source = row.baseAddress else { return }
                json.reserve(row.count).initialize(from: source, count: row.count)
                json.commit(row.count)
            }
        } else {
            questionnaire.write(record, into: &json)
        }
    }

    /// Produces `records` with one thread per producer in `workers` (each with its own copy of
    /// the plan, so threads share no reference counts) and calls `emit` for each record in
    /// increasing order, with its bytes (valid only during the call). The first failing record
    /// (the lowest number, whatever the thread count) stops the run. Repeated `unique` values
    /// are drawn again here, in record order.
    static func run(
        records: ClosedRange<Int>, workers: [RecordProducer], emit: (Int, UnsafeBufferPointer<UInt8>) throws -> Void
    ) throws {
        // One copy of the first producer, not one per record (a copy retains all its parts).
        let first = workers[0]
        var ledger = UniqueLedger(first.unique)
        if workers.count <= 1 {
            // Each record's bytes go out straight from the job's writer: nothing is allocated
            // or copied per record on the way.
            var storage = first.makeStorage()
            for record in records {
                let keys = try first.produce(record, storage: &storage)
                try storage.json.withBytes { try ledger.pass(record, keys: keys, bytes: $0, producer: first, to: emit) }
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
            let batch = try pipeline.take(b).get()
            let range = pipeline.range(of: b)
            try batch.bytes.withUnsafeBufferPointer { bytes in
                var start = 0
                for (offset, record) in range.enumerated() {
                    let end = batch.ends[offset]
                    let keys = batch.uniqueKeys.isEmpty ? [] : batch.uniqueKeys[offset]
                    let own = UnsafeBufferPointer(rebasing: bytes[start..<end])
                    try ledger.pass(record, keys: keys, bytes: own, producer: first, to: emit)
                    start = end
                }
            }
            // Its buffers go back to the workers: a batch allocates nothing once they are warm.
            pipeline.recycle(batch)
        }
    }
}

/// What one job keeps from record to record: the arrays of its last record (see
/// ``FillStorage``) and its JSON writer, whose buffer is written over for each record.
struct ProducerStorage: ~Copyable {
    var fill = FillStorage()
    var json: JSONWriter
    /// The bytes a redrawn `unique` value's hash is taken of, reused from record to record
    /// (see ``UniqueRedraw/keys(of:json:)``).
    var uniqueJSON: [UInt8] = []
}
