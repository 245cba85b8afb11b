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

    /// Records per unit of parallel work: large enough to amortise scheduling, small enough
    /// that memory stays flat.
    static let batchSize = 128

    /// The questionnaire bytes of one record, validated.
    func produce(_ record: Int) throws(FillError) -> [UInt8] {
        let filled = try filler.fill(record: record)
        if let problem = validator.problems(in: filled, record: record).first {
            throw FillError(diagnostic: .error(
                "record \(record) of '\(seedName)' failed validation at \(problem.path): \(problem.message) (rule: \(problem.rule))",
                at: seedLocation, hint: "this is a bug in seedfill; please report it with the seed file"))
        }
        if let csv { return csv.row(filled) }
        var json = JSONWriter(pretty: pretty, depth: depth)
        questionnaire.write(filled, into: &json)
        return json.buffer
    }

    /// Produces `records` with one thread per producer in `workers` (each with its own copy of
    /// the plan, so threads share no reference counts) and calls `emit` for each record in
    /// increasing order. The first failing record (the lowest number, whatever the thread count)
    /// stops the run.
    static func run(records: ClosedRange<Int>, workers: [RecordProducer], emit: (Int, [UInt8]) throws -> Void) throws {
        if workers.count <= 1 {
            for record in records { try emit(record, try workers[0].produce(record)) }
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
                    var bytes: [[UInt8]] = []
                    bytes.reserveCapacity(batches[b].count)
                    do throws(FillError) {
                        for record in batches[b] { bytes.append(try producer.produce(record)) }
                        results.store(.success(bytes), at: b)
                    } catch {
                        results.store(.failure(error), at: b)
                    }
                }
            }
            for (b, range) in batches.enumerated() {
                switch results.take(b) {
                case .success(let bytes):
                    for (offset, record) in range.enumerated() { try emit(record, bytes[offset]) }
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
    private var slots: [Result<[[UInt8]], FillError>?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ result: Result<[[UInt8]], FillError>, at index: Int) {
        lock.withLock { slots[index] = result }
    }

    func take(_ index: Int) -> Result<[[UInt8]], FillError> {
        lock.withLock {
            let result = slots[index]!
            slots[index] = nil
            return result
        }
    }
}
