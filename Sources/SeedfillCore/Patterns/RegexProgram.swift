/// A regex compiled to a Thompson NFA and matched by simulating all states at once, so matching
/// takes time proportional to (value length × pattern size) whatever the pattern: no
/// backtracking, no exponential blow-up on `(a*)*b` against a long run of `a`.
struct RegexProgram: Sendable {
    /// One NFA state.
    enum Op: Sendable {
        /// Consume one scalar in `sets[set]`, then go to `next`.
        case consume(set: Int32, next: Int32)
        /// Go to both states.
        case split(Int32, Int32)
        /// Go to `next` (patched in loops).
        case jump(Int32)
        /// Go on only at the start of the value.
        case assertStart(Int32)
        /// Go on only at the end of the value.
        case assertEnd(Int32)
        /// The pattern matched.
        case match
    }

    /// The states; `ops[start]` is the entry.
    private(set) var ops: [Op] = [.match]
    /// The scalar sets that `consume` states test.
    private(set) var sets: [ScalarSet] = []
    /// The entry state.
    private(set) var start: Int32 = 0
    /// Whether a match can begin only at offset 0, so a failed run can stop early.
    private(set) var anchoredAtStart = false

    /// The most states a program may have; repetitions are expanded, so `(a{1000}){1000}` is refused.
    static let maxStates = 20_000

    /// Compiles `node`; `nil` when it would need more than ``maxStates`` states.
    init?(_ node: RegexNode) {
        guard RegexProgram.stateCount(node) <= RegexProgram.maxStates else { return nil }
        start = compile(node, next: 0)
        // Probe a later position both before and at the end of a value: `$` alone is not anchored.
        anchoredAtStart = [1, 2].allSatisfy { count in
            var probe = Simulation(program: self, count: count)
            probe.addClosure(of: start, at: 1)
            return probe.list.isEmpty && !probe.matched
        }
    }

    /// An upper bound of the states `node` compiles to (saturating).
    static func stateCount(_ node: RegexNode) -> Int {
        switch node {
        case .empty, .lookahead: return 0
        case .scalar, .start, .end: return 1
        case .concat(let parts): return parts.reduce(0) { RegexNode.saturating($0, stateCount($1)) }
        case .alternation(let branches):
            return branches.reduce(branches.count) { RegexNode.saturating($0, stateCount($1)) }
        case .repetition(let body, let min, let max):
            let copies = Swift.max(max ?? min + 1, 1)
            return RegexNode.saturating(RegexNode.saturating(stateCount(body) + 1, times: copies), 1)
        }
    }

    private mutating func emit(_ op: Op) -> Int32 {
        ops.append(op)
        return Int32(ops.count - 1)
    }

    /// Compiles `node` so that it continues to `next`; returns its entry state.
    private mutating func compile(_ node: RegexNode, next: Int32) -> Int32 {
        switch node {
        // A lookahead compiles to nothing: a pattern with one matches with the automaton of
        // ``LookaheadLanguage``, and its program describes the pattern without its lookaheads.
        case .empty, .lookahead: return next
        case .scalar(let regexClass):
            sets.append(regexClass.match)
            return emit(.consume(set: Int32(sets.count - 1), next: next))
        case .start: return emit(.assertStart(next))
        case .end: return emit(.assertEnd(next))
        case .concat(let parts):
            var entry = next
            for part in parts.reversed() { entry = compile(part, next: entry) }
            return entry
        case .alternation(let branches):
            var entry = compile(branches[branches.count - 1], next: next)
            for branch in branches.dropLast().reversed() {
                entry = emit(.split(compile(branch, next: next), entry))
            }
            return entry
        case .repetition(let body, let min, let max):
            var entry = next
            if let max {
                // Optional copies nest: (body (body …)?)?, so `{2,4}` is two required and two optional.
                for _ in 0..<(max - min) { entry = emit(.split(compile(body, next: entry), next)) }
            } else {
                let loop = emit(.jump(0))
                ops[Int(loop)] = .split(compile(body, next: loop), next)
                entry = loop
            }
            for _ in 0..<min { entry = compile(body, next: entry) }
            return entry
        }
    }

    /// Whether some part of `scalars` matches (search semantics; anchors tie to the whole value).
    func search(_ scalars: [UInt32]) -> Bool {
        var current = Simulation(program: self, count: scalars.count)
        current.addClosure(of: start, at: 0)
        if current.matched { return true }
        var next = Simulation(program: self, count: scalars.count, reusing: &current)
        for (position, scalar) in scalars.enumerated() {
            next.reset(generation: current.generation + 1)
            for state in current.list {
                if case .consume(let set, let target) = ops[Int(state)], sets[Int(set)].contains(scalar) {
                    next.addClosure(of: target, at: position + 1)
                }
            }
            if !anchoredAtStart { next.addClosure(of: start, at: position + 1) }
            if next.matched { return true }
            if next.list.isEmpty, anchoredAtStart { return false }
            swap(&current, &next)
        }
        return false
    }
}
