extension RegexDFA {
    /// The most states an automaton may have; beyond it matching stays with the NFA simulation
    /// (patterns such as `(a|b)*a(a|b){12}` need exponentially many).
    static let maxStates = 2_000
    /// The most NFA states the construction may look at (following epsilon moves, testing the
    /// alive states against each class), so that a large pattern parsed on the fly (the
    /// `matches` operator) never costs much to prepare.
    static let constructionBudget = 2_000_000
    /// The most set-membership tests spent on finding the scalar classes.
    static let classBudget = 4_000_000
    /// The most entries the transition table may have (4 MB).
    static let maxCells = 1 << 21

    /// Builds the automaton of `program` by subset construction; `nil` when it would need more
    /// than `maxStates` states or more work than the budgets allow.
    init?(_ program: RegexProgram, maxStates: Int = RegexDFA.maxStates) {
        guard let classes = ScalarClasses(program.sets, budget: RegexDFA.classBudget) else { return nil }
        var builder = Builder(program: program, classes: classes, maxStates: min(maxStates, Int(UInt16.max)))
        guard builder.build() else { return nil }
        self.classes = classes
        transitions = builder.transitions
        acceptsAtEnd = builder.acceptsAtEnd
        initial = builder.initial
    }

    /// A DFA state while building: the NFA `consume` states alive (sorted) and whether the
    /// value may end there. Two positions with equal keys have equal futures.
    private struct Key: Hashable {
        let alive: [Int32]
        let acceptsAtEnd: Bool
    }

    /// The construction's working state.
    private struct Builder {
        let program: RegexProgram
        let classes: ScalarClasses
        let maxStates: Int
        /// `accepts[set * classes.count + class]`: whether NFA set `set` holds scalar class `class`.
        var accepts: [Bool] = []
        var keys: [Key] = []
        var ids: [Key: Int] = [:]
        var transitions: [UInt16] = []
        var acceptsAtEnd: [Bool] = []
        var initial = RegexDFA.dead
        /// NFA states looked at outside the closures.
        var work = 0
        /// Epsilon closures between two scalars, and at the end of the value.
        var between: RegexProgram.Simulation
        var atEnd: RegexProgram.Simulation

        init(program: RegexProgram, classes: ScalarClasses, maxStates: Int) {
            self.program = program
            self.classes = classes
            self.maxStates = maxStates
            // With count 2, position 1 is neither the start nor the end; with count 1 it is the end.
            between = RegexProgram.Simulation(program: program, count: 2)
            atEnd = RegexProgram.Simulation(program: program, count: 1)
        }

        /// Builds every reachable state; `false` when a limit is hit.
        mutating func build() -> Bool {
            accepts = program.sets.flatMap { set in classes.representatives.map(set.contains) }
            // The two fixed states come first; their rows loop on themselves.
            keys = [Key(alive: [], acceptsAtEnd: false), Key(alive: [], acceptsAtEnd: true)]
            acceptsAtEnd = [false, true]

            // Position 0 is the start of the value (and, for the empty value, also its end).
            var first = RegexProgram.Simulation(program: program, count: 1)
            first.addClosure(of: program.start, at: 0)
            var empty = RegexProgram.Simulation(program: program, count: 0)
            empty.addClosure(of: program.start, at: 0)
            guard let entry = state(alive: first.list, matchedNow: first.matched, matchedAtEnd: empty.matched) else {
                return false
            }
            initial = entry

            var seeds: [Int32] = []
            var next = 0
            while next < keys.count {
                let alive = keys[next].alive
                work += alive.count * classes.count
                for scalarClass in 0..<classes.count {
                    guard next > RegexDFA.accepted else {
                        transitions.append(UInt16(next))
                        continue
                    }
                    seeds.removeAll(keepingCapacity: true)
                    for op in alive {
                        if case .consume(let set, let target) = program.ops[Int(op)],
                            accepts[Int(set) * classes.count + scalarClass]
                        {
                            seeds.append(target)
                        }
                    }
                    // Search semantics: unless anchored, a match may also begin after this scalar.
                    if !program.anchoredAtStart { seeds.append(program.start) }
                    guard let target = step(seeds) else { return false }
                    transitions.append(UInt16(target))
                }
                next += 1
            }
            return true
        }

        /// The state reached from `seeds` (NFA states entered by consuming a scalar).
        private mutating func step(_ seeds: [Int32]) -> Int? {
            between.reset(generation: between.generation + 1)
            for seed in seeds { between.addClosure(of: seed, at: 1) }
            if between.matched { return RegexDFA.accepted }
            atEnd.reset(generation: atEnd.generation + 1)
            for seed in seeds { atEnd.addClosure(of: seed, at: 1) }
            guard work + between.visited + atEnd.visited <= RegexDFA.constructionBudget else { return nil }
            return state(alive: between.list, matchedNow: false, matchedAtEnd: atEnd.matched)
        }

        /// The id of the state with these NFA states alive, added when new.
        private mutating func state(alive: [Int32], matchedNow: Bool, matchedAtEnd: Bool) -> Int? {
            if matchedNow { return RegexDFA.accepted }
            if alive.isEmpty, !matchedAtEnd, program.anchoredAtStart { return RegexDFA.dead }
            let key = Key(alive: alive.sorted(), acceptsAtEnd: matchedAtEnd)
            if let known = ids[key] { return known }
            guard keys.count < maxStates, (keys.count + 1) * classes.count <= RegexDFA.maxCells else { return nil }
            ids[key] = keys.count
            keys.append(key)
            acceptsAtEnd.append(matchedAtEnd)
            return keys.count - 1
        }
    }
}
