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

    /// The questionnaire bytes of one record, validated, with its redrawn `unique` values;
    /// `redrawAttempts` salts the streams of fields drawn again (see ``UniqueLedger``).
    func produce(_ record: Int, redrawAttempts: [FieldID: Int] = [:]) throws(FillError) -> ProducedRecord {
        let filled: FilledFrame
        if redrawAttempts.isEmpty {
            filled = try filler.fill(record: record)
        } else {
            var salted = filler
            salted.redrawAttempts = redrawAttempts
            filled = try salted.fill(record: record)
        }
        if let problem = validator.problems(in: filled, record: record).first {
            throw FillError(
                diagnostic: .error(
                    "record \(record) of '\(seedName)' failed validation at \(problem.path): \(problem.message) (rule: \(problem.rule))",
                    at: seedLocation, hint: "this is a bug in seedfill; please report it with the seed file"))
        }
        let keys = unique.keys(of: filled)
        if let csv { return ProducedRecord(bytes: csv.row(filled), uniqueKeys: keys) }
        var json = JSONWriter(pretty: pretty, depth: depth)
        questionnaire.write(filled, into: &json)
        return ProducedRecord(bytes: json.buffer, uniqueKeys: keys)
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
            for record in records { try emit(record, try ledger.admit(record, try first.produce(record), producer: first)) }
            return
        }
        let window = workers.count * 4
        var next = records.lowerBound
        while next <= records.upperBound {
            var planned: [ClosedRange<Int>] = []
            var start = next
            while planned.count < window, start <= records.upperBound {
                planned.append(start...min(start + batchSize - 1, records.upperBound))
                start += batchSize
            }
            let batches = planned
            let results = BatchResults(count: batches.count)
            DispatchQueue.concurrentPerform(iterations: workers.count) { w in
                let producer = workers[w]
                for b in stride(from: w, to: batches.count, by: workers.count) {
                    var produced: [ProducedRecord] = []
                    produced.reserveCapacity(batches[b].count)
                    do throws(FillError) {
                        for record in batches[b] { produced.append(try producer.produce(record)) }
                        results.store(.success(produced), at: b)
                    } catch {
                        results.store(.failure(error), at: b)
                    }
                }
            }
            for (b, range) in batches.enumerated() {
                switch results.take(b) {
                case .success(let produced):
                    for (offset, record) in range.enumerated() {
                        try emit(record, try ledger.admit(record, produced[offset], producer: first))
                    }
                case .failure(let error):
                    throw error
                }
            }
            next = batches.last!.upperBound + 1
        }
    }
}

/// One slot per batch, written by exactly one worker and read after all have finished.
private final class BatchResults: @unchecked Sendable {
    private var slots: [Result<[ProducedRecord], FillError>?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ result: Result<[ProducedRecord], FillError>, at index: Int) {
        lock.withLock { slots[index] = result }
    }

    func take(_ index: Int) -> Result<[ProducedRecord], FillError> {
        lock.withLock {
            let result = slots[index]!
            slots[index] = nil
            return result
        }
    }
}

/// One filled record: its bytes, and the hashes of its redrawn `unique` values per field.
struct ProducedRecord: Sendable {
    var bytes: [UInt8]
    var uniqueKeys: [[UInt64]]
}
