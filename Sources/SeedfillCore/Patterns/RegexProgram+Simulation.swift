extension RegexProgram {
    /// The set of `consume` states alive at one position of the value, built by following
    /// epsilon moves with an explicit stack (no recursion, whatever the program's shape).
    struct Simulation {
        let program: RegexProgram
        /// The number of scalars in the value (for `$`).
        let count: Int
        /// The `consume` states reached, in order.
        var list: [Int32] = []
        /// `marks[state] == generation` when the state was visited at this position.
        var marks: [UInt32]
        /// The current position's stamp.
        var generation: UInt32 = 1
        /// Whether the match state was reached.
        var matched = false
        /// Scratch stack of states to visit.
        var stack: [Int32] = []
        /// How many states all closures so far have visited (the DFA construction's work).
        var visited = 0

        /// A fresh simulation.
        init(program: RegexProgram, count: Int) {
            self.program = program
            self.count = count
            marks = [UInt32](repeating: 0, count: program.ops.count)
        }

        /// A second simulation sharing the mark array's stamps with `other`; it stamps ahead of it.
        init(program: RegexProgram, count: Int, reusing other: inout Simulation) {
            self.init(program: program, count: count)
            generation = other.generation + 1
        }

        /// Empties the list for a new position stamped `generation`.
        mutating func reset(generation: UInt32) {
            list.removeAll(keepingCapacity: true)
            self.generation = generation
            matched = false
        }

        /// Adds `state` and every state reachable from it without consuming, at `position`.
        mutating func addClosure(of state: Int32, at position: Int) {
            stack.append(state)
            while let next = stack.popLast() {
                let index = Int(next)
                guard marks[index] != generation else { continue }
                marks[index] = generation
                visited &+= 1
                switch program.ops[index] {
                case .consume: list.append(next)
                case .match: matched = true
                case .split(let a, let b):
                    stack.append(b)
                    stack.append(a)
                case .jump(let target): stack.append(target)
                case .assertStart(let target): if position == 0 { stack.append(target) }
                case .assertEnd(let target): if position == count { stack.append(target) }
                }
            }
        }
    }
}
