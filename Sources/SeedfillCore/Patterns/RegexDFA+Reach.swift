/// Questions about every value at once, answered on the automaton instead of by sampling: does
/// any value of an allowed length match, does any value of a mask match.
///
/// Both walk sets of states one scalar position at a time: the states some value of that many
/// scalars (or some value of the mask's first positions) can reach. A value matches when it can
/// end in a state that accepts at its end.
extension RegexDFA {
    /// The most positions ``matchesSomeLength(from:through:)`` walks before it gives up.
    static let lengthBudget = 4_096

    /// Whether some value of `low` to `high` scalars (no upper limit when `high` is `nil`)
    /// matches; `nil` when that takes more than ``lengthBudget`` positions to decide.
    func matchesSomeLength(from low: Int, through high: Int?) -> Bool? {
        let every = Array(0..<classes.count)
        var current = Set([initial])
        // The sets reached so far, by the length reaching them, and whether each can end there.
        var firstLength: [Set<Int>: Int] = [:]
        var ends: [Bool] = []
        var length = 0
        while true {
            if let high, length > high { return false }
            if current.isEmpty { return false }
            let canEnd = current.contains { acceptsAtEnd[$0] }
            if let start = firstLength[current] {
                // From here the sets repeat those of `start..<length`, with that period.
                let period = length - start
                for offset in 0..<period where ends[start + offset] {
                    // The first length at or after `max(low, length)` that repeats `start + offset`.
                    let from = Swift.max(low, length)
                    let candidate = from + ((start + offset - from) % period + period) % period
                    if high.map({ candidate <= $0 }) ?? true { return true }
                }
                return false
            }
            if canEnd, length >= low { return true }
            guard length < RegexDFA.lengthBudget else { return nil }
            firstLength[current] = length
            ends.append(canEnd)
            current = successors(of: current, classes: every)
            length += 1
        }
    }

    /// Whether some value whose scalar at each position `i` is in `positions[i]` matches (a
    /// mask's values, as sets of scalars).
    func matchesSome(of positions: [ScalarSet]) -> Bool {
        var current = Set([initial])
        for set in positions {
            current = successors(of: current, classes: classes.classes(meeting: set))
            if current.isEmpty { return false }
        }
        return current.contains { acceptsAtEnd[$0] }
    }

    /// The states reached from `states` by one scalar of any of `classes`.
    private func successors(of states: Set<Int>, classes chosen: [Int]) -> Set<Int> {
        var next = Set<Int>()
        for state in states {
            for scalarClass in chosen {
                next.insert(Int(transitions[state * classes.count + scalarClass]))
            }
        }
        return next
    }
}

extension ScalarClasses {
    /// The classes holding at least one scalar of `set`.
    func classes(meeting set: ScalarSet) -> [Int] {
        var found = Set<Int>()
        for range in set.ranges {
            if range.lowerBound < 128 {
                for scalar in range.lowerBound...Swift.min(range.upperBound, 127) { found.insert(Int(ascii[Int(scalar)])) }
            }
            guard range.upperBound >= 128 else { continue }
            let low = Swift.max(range.lowerBound, 128)
            // The run holding `low`, then every run starting inside the range.
            var run = 0
            while run + 1 < starts.count, starts[run + 1] <= low { run += 1 }
            while run < starts.count, starts[run] <= range.upperBound {
                found.insert(Int(runClasses[run]))
                run += 1
            }
        }
        return found.sorted()
    }
}
