/// Boolean combinations of automata, for lookaheads: the values some clause accepts, where a
/// clause asks some automata to accept and others not to (intersection and complement).
///
/// The automata run side by side over the common refinement of their scalar classes; the
/// product is then minimised, so that every state from which nothing can be accepted becomes
/// ``RegexDFA/dead`` and every state from which everything is accepted becomes
/// ``RegexDFA/accepted``, as the matchers expect.
extension RegexDFA {
    /// One clause: every automaton of `must` accepts the value and none of `mustNot` does.
    struct Clause: Sendable {
        var must: [Int]
        var mustNot: [Int] = []
    }

    /// The most states the product may reach before it is minimised.
    static let maxProductStates = 20_000
    /// The most steps minimising may take (states × classes, per refinement round).
    static let minimisingBudget = 50_000_000

    /// The automaton of the values some clause accepts, over `parts`; `nil` when it needs more
    /// states or work than the limits allow.
    init?(combining all: [RegexDFA], clauses written: [Clause]) {
        // Only the automata some clause reads run.
        var position = [Int](repeating: -1, count: all.count)
        var parts: [RegexDFA] = []
        for index in written.flatMap({ $0.must + $0.mustNot }) where position[index] < 0 {
            position[index] = parts.count
            parts.append(all[index])
        }
        let clauses = written.map { Clause(must: $0.must.map { position[$0] }, mustNot: $0.mustNot.map { position[$0] }) }
        guard let classes = ScalarClasses(parts.flatMap(\.classes.sets), budget: RegexDFA.classBudget) else { return nil }
        let width = classes.count
        // The class of each part that each class of the product falls in.
        let columns = parts.map { part in classes.representatives.map { part.classes.classOf($0) } }
        var keys = [parts.map(\.initial)]
        var ids = [keys[0]: 0]
        var transitions: [Int] = []
        var accepts: [Bool] = []
        var next = 0
        while next < keys.count {
            let key = keys[next]
            accepts.append(
                clauses.contains { clause in
                    clause.must.allSatisfy { parts[$0].acceptsAtEnd[key[$0]] }
                        && !clause.mustNot.contains { parts[$0].acceptsAtEnd[key[$0]] }
                })
            for scalarClass in 0..<width {
                let target = parts.indices.map { j in
                    Int(parts[j].transitions[key[j] * parts[j].classes.count + columns[j][scalarClass]])
                }
                if let known = ids[target] {
                    transitions.append(known)
                    continue
                }
                guard keys.count < RegexDFA.maxProductStates, (keys.count + 1) * width <= RegexDFA.maxCells else { return nil }
                ids[target] = keys.count
                keys.append(target)
                transitions.append(keys.count - 1)
            }
            next += 1
        }
        guard let minimal = RegexDFA(minimising: transitions, accepts: accepts, classes: classes) else { return nil }
        self = minimal
    }

    /// The minimal automaton of a complete one whose state 0 is the initial state (Moore's
    /// refinement), with its dead and accepting sinks numbered ``dead`` and ``accepted``.
    private init?(minimising transitions: [Int], accepts: [Bool], classes: ScalarClasses) {
        let count = accepts.count
        let width = classes.count
        var block = accepts.map { $0 ? 1 : 0 }
        var blocks = Set(block).count
        var work = 0
        while true {
            work += count * width
            guard work <= RegexDFA.minimisingBudget else { return nil }
            var signatures: [[Int]: Int] = [:]
            var refined = [Int](repeating: 0, count: count)
            for state in 0..<count {
                var signature = [block[state]]
                for scalarClass in 0..<width { signature.append(block[transitions[state * width + scalarClass]]) }
                if let known = signatures[signature] {
                    refined[state] = known
                } else {
                    refined[state] = signatures.count
                    signatures[signature] = signatures.count
                }
            }
            block = refined
            if signatures.count == blocks { break }
            blocks = signatures.count
        }
        // One state per block, numbered after the two sinks in the order the product met them.
        var number = [Int?](repeating: nil, count: blocks)
        var representative: [Int] = []
        for state in 0..<count where number[block[state]] == nil {
            let row = (0..<width).map { block[transitions[state * width + $0]] }
            let sink = row.allSatisfy { $0 == block[state] }
            if sink {
                number[block[state]] = accepts[state] ? RegexDFA.accepted : RegexDFA.dead
            } else {
                number[block[state]] = representative.count + 2
                representative.append(state)
            }
        }
        let stateCount = representative.count + 2
        guard stateCount <= RegexDFA.maxStates, stateCount * width <= RegexDFA.maxCells else { return nil }
        var table = [UInt16](repeating: 0, count: stateCount * width)
        for scalarClass in 0..<width { table[RegexDFA.accepted * width + scalarClass] = UInt16(RegexDFA.accepted) }
        for (offset, state) in representative.enumerated() {
            for scalarClass in 0..<width {
                // Every block has a number: each was met at its first state.
                table[(offset + 2) * width + scalarClass] = UInt16(number[block[transitions[state * width + scalarClass]]] ?? 0)
            }
        }
        self.init(
            classes: classes, transitions: table, acceptsAtEnd: [false, true] + representative.map { accepts[$0] },
            initial: number[block[0]] ?? RegexDFA.dead)
    }
}

extension ScalarClasses {
    /// The scalars of each class.
    var sets: [ScalarSet] {
        var ranges = [[ClosedRange<UInt32>]](repeating: [], count: count)
        for scalar in 0..<UInt32(128) { ranges[Int(ascii[Int(scalar)])].append(scalar...scalar) }
        for (run, start) in starts.enumerated() {
            let end = run + 1 < starts.count ? starts[run + 1] - 1 : ScalarSet.maxScalar
            ranges[Int(runClasses[run])].append(start...end)
        }
        return ranges.map(ScalarSet.init)
    }
}
