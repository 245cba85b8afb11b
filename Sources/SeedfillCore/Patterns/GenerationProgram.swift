/// A regex or mask generator flattened, when the pattern is parsed, into a list of steps over
/// byte tables, so that generating walks an array instead of a tree of enums and arrays.
///
/// It makes exactly the draws the tree walk made, in the same order, so the same generator
/// state gives the same bytes: a one-scalar class draws nothing, any other class one
/// `below(count)`, a repetition one `below(max − min + 1)` (even when that is 1), an
/// alternation one `below(branches)`.
struct GenerationProgram: Sendable {
    /// One step.
    enum Step: Sendable {
        /// Appends `literals[start ..< start + count]` (a run of one-scalar classes).
        case bytes(start: Int32, count: Int32)
        /// Appends `tables[start + below(count)]`: a class of ASCII scalars.
        case ascii(start: Int32, count: Int32)
        /// Appends the UTF-8 of a scalar drawn from `alphabets[alphabet]` (which has `count` scalars).
        case scalar(alphabet: Int32, count: UInt64)
        /// Runs the steps after it up to `end` `min + below(spread)` times, then goes on at `end`.
        case repetition(min: Int, spread: UInt64, end: Int32)
        /// Runs branch `k = below(count)`: steps `branchStarts[first + k] ..< branchStarts[first + k + 1]`;
        /// then goes on at `branchStarts[first + count]`.
        case choice(count: Int32, first: Int32)

        /// Whether the step appends bytes itself rather than running other steps.
        var isLeaf: Bool {
            switch self {
            case .bytes, .ascii, .scalar: return true
            case .repetition, .choice: return false
            }
        }
    }

    /// The steps; the generator runs them all, in order.
    let steps: [Step]
    /// The bytes of literal runs.
    let literals: [UInt8]
    /// The scalars of ASCII classes, one byte each.
    let tables: [UInt8]
    /// The classes with non-ASCII scalars.
    let alphabets: [ScalarAlphabet]
    /// The first step of every branch of every choice, followed by the step after its last branch.
    let branchStarts: [Int32]
    /// The most bytes one run can append (saturating at `Int.max / 2`).
    let maxBytes: Int
    /// The same program laid out as runs of bytes, when it has that shape and writes at most
    /// ``inPlaceLimit`` bytes (most masks and patterns).
    let straight: StraightProgram?

    /// The most bytes for which ``string(using:)`` builds the string in place.
    static let inPlaceLimit = 1_024

    /// Appends the bytes of one generated value to `sink`.
    func run<Sink: ByteSink>(using rng: inout SplitMix64, into sink: inout Sink) {
        steps.withUnsafeBufferPointer { steps in
            literals.withUnsafeBufferPointer { literals in
                tables.withUnsafeBufferPointer { tables in
                    let views = Views(steps: steps, literals: literals, tables: tables)
                    run(0..<steps.count, views, using: &rng, into: &sink)
                }
            }
        }
    }

    /// One generated value as a string, built in place when ``maxBytes`` is small.
    func string(using rng: inout SplitMix64) -> String {
        if let runs = straight?.runs { return runs.string(using: &rng) }
        guard maxBytes <= GenerationProgram.inPlaceLimit else {
            var buffer: [UInt8] = []
            run(using: &rng, into: &buffer)
            return String(decoding: buffer, as: UTF8.self)
        }
        return String(unsafeUninitializedCapacity: max(maxBytes, 1)) { memory in
            // Capacity is at least 1, so the base address is never nil.
            guard let base = memory.baseAddress else { return 0 }
            var sink = PointerSink(base)
            run(using: &rng, into: &sink)
            return sink.count
        }
    }

    /// The tables, borrowed for one run.
    private struct Views {
        let steps: UnsafeBufferPointer<Step>
        let literals: UnsafeBufferPointer<UInt8>
        let tables: UnsafeBufferPointer<UInt8>
    }

    /// Runs `range` of the steps.
    private func run<Sink: ByteSink>(
        _ range: Range<Int>, _ views: Views, using rng: inout SplitMix64, into sink: inout Sink
    ) {
        var index = range.lowerBound
        while index < range.upperBound {
            switch views.steps[index] {
            case .repetition(let min, let spread, let end):
                let times = min + Int(rng.below(spread))
                let body = (index + 1)..<Int(end)
                if body.count == 1, views.steps[index + 1].isLeaf {
                    // The common `[0-9]{3}`: repeat one leaf without recursing.
                    let leaf = views.steps[index + 1]
                    for _ in 0..<times { self.leaf(leaf, views, using: &rng, into: &sink) }
                } else {
                    for _ in 0..<times { run(body, views, using: &rng, into: &sink) }
                }
                index = Int(end)
            case .choice(let count, let first):
                let branch = Int(first) + Int(rng.below(UInt64(count)))
                run(Int(branchStarts[branch])..<Int(branchStarts[branch + 1]), views, using: &rng, into: &sink)
                index = Int(branchStarts[Int(first) + Int(count)])
            // Leaves run here rather than through `leaf`, which would switch on the same step
            // a second time for every byte drawn.
            case .bytes(let start, let count):
                for offset in Int(start)..<(Int(start) + Int(count)) { sink.append(views.literals[offset]) }
                index += 1
            case .ascii(let start, let count):
                sink.append(views.tables[Int(start) + Int(rng.below(UInt64(count)))])
                index += 1
            case .scalar(let alphabet, let count):
                sink.appendScalar(alphabets[Int(alphabet)].scalar(at: rng.below(count)))
                index += 1
            }
        }
    }

    /// Runs a step that appends bytes (``Step/bytes``, ``Step/ascii``, ``Step/scalar``).
    @inline(__always)
    private func leaf<Sink: ByteSink>(_ step: Step, _ views: Views, using rng: inout SplitMix64, into sink: inout Sink) {
        switch step {
        case .bytes(let start, let count):
            for offset in Int(start)..<(Int(start) + Int(count)) { sink.append(views.literals[offset]) }
        case .ascii(let start, let count):
            sink.append(views.tables[Int(start) + Int(rng.below(UInt64(count)))])
        case .scalar(let alphabet, let count):
            sink.appendScalar(alphabets[Int(alphabet)].scalar(at: rng.below(count)))
        case .repetition, .choice:
            // Callers pass leaves only.
            return
        }
    }
}
