/// Draws the values of a finite automaton's language without rejecting any: a length among
/// those some value has, uniformly, then one scalar after another, each transition weighted by
/// how many values of the remaining length it leads to, so that every value of that length is
/// equally likely.
///
/// The counts are kept per length as fractions of the largest count of that length (they grow
/// exponentially with it); whether a state can finish in a given number of scalars is kept
/// exactly beside them, so a rounded weight can never lead the walk into a dead end.
struct CountedWalk: Sendable {
    /// The automaton, accepting whole values (``RegexDFA/matches(_:)`` semantics).
    let dfa: RegexDFA
    /// The scalars of each class, `nil` for a class without any (surrogates only).
    let alphabets: [ScalarAlphabet?]
    /// `finishes[length * stateCount + state]`: some value of `length` more scalars is accepted from `state`.
    let finishes: [Bool]
    /// `weights[length * stateCount + state]`: how many, relative to the other states at that length.
    let weights: [Double]
    /// The lengths some value has.
    let lengths: [Int]

    /// The most (length, state) cells the tables may have.
    static let maxCells = 1 << 21
    /// The most steps (cells × classes) building the tables may take.
    static let maxWork = 1 << 26

    /// The walk over the values of `dfa` of at most `maxLength` scalars; `nil` when the tables
    /// would be too large.
    init?(_ dfa: RegexDFA, maxLength: Int) {
        let states = dfa.stateCount
        let width = dfa.classes.count
        let (cells, overflow) = (maxLength + 1).multipliedReportingOverflow(by: states)
        guard maxLength >= 0, !overflow, cells <= CountedWalk.maxCells, cells * width <= CountedWalk.maxWork else { return nil }
        self.dfa = dfa
        alphabets = dfa.classes.sets.map(ScalarAlphabet.init)
        let sizes = alphabets.map { Double($0?.count ?? 0) }
        var finishes = dfa.acceptsAtEnd
        var weights = dfa.acceptsAtEnd.map { $0 ? 1.0 : 0 }
        for length in stride(from: 1, through: maxLength, by: 1) {
            let previous = (length - 1) * states
            var largest = 0.0
            for state in 0..<states {
                var finish = false
                var weight = 0.0
                for scalarClass in 0..<width where sizes[scalarClass] > 0 {
                    let target = previous + Int(dfa.transitions[state * width + scalarClass])
                    guard finishes[target] else { continue }
                    finish = true
                    weight += sizes[scalarClass] * weights[target]
                }
                finishes.append(finish)
                weights.append(weight)
                largest = Swift.max(largest, weight)
            }
            if largest > 0 {
                for cell in (length * states)..<((length + 1) * states) { weights[cell] /= largest }
            }
        }
        self.finishes = finishes
        self.weights = weights
        lengths = (0...maxLength).filter { finishes[$0 * states + dfa.initial] }
    }

    /// Appends the UTF-8 of one value; appends nothing when the language is empty.
    func append(using rng: inout SplitMix64, into sink: inout some ByteSink) {
        guard !lengths.isEmpty else { return }
        let states = dfa.stateCount
        let width = dfa.classes.count
        let length = lengths.count == 1 ? lengths[0] : lengths[Int(rng.below(UInt64(lengths.count)))]
        var state = dfa.initial
        for remaining in stride(from: length, to: 0, by: -1) {
            let layer = (remaining - 1) * states
            var total = 0.0
            var open = 0
            for scalarClass in 0..<width where alphabets[scalarClass] != nil {
                let target = layer + Int(dfa.transitions[state * width + scalarClass])
                guard finishes[target] else { continue }
                open += 1
                total += Double(alphabets[scalarClass]?.count ?? 0) * weights[target]
            }
            // With every weight rounded to zero, the open transitions are taken alike.
            var pick = total > 0 ? rng.unit() * total : Double(rng.below(UInt64(Swift.max(open, 1))))
            var chosen = -1
            for scalarClass in 0..<width {
                guard let alphabet = alphabets[scalarClass] else { continue }
                let target = layer + Int(dfa.transitions[state * width + scalarClass])
                guard finishes[target] else { continue }
                chosen = scalarClass
                pick -= total > 0 ? Double(alphabet.count) * weights[target] : 1
                if pick < 0 { break }
            }
            // `chosen` is the last open class when rounding left `pick` at or above zero.
            guard chosen >= 0, let alphabet = alphabets[chosen] else { return }
            sink.appendScalar(alphabet.scalar(at: alphabet.count == 1 ? 0 : rng.below(alphabet.count)))
            state = Int(dfa.transitions[state * width + chosen])
        }
    }

    /// One value as a string.
    func string(using rng: inout SplitMix64) -> String {
        var buffer: [UInt8] = []
        append(using: &rng, into: &buffer)
        return String(decoding: buffer, as: UTF8.self)
    }
}
