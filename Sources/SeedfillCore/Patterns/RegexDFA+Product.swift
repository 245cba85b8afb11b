/// Whether two automata accept a common value, decided on their product: both are run side by
/// side over a split of the scalars fine enough for each (no sampling).
extension RegexDFA {
    /// The most (state, state, length) triples ``acceptsSome(alsoAcceptedBy:lengths:through:)``
    /// visits before it gives up.
    static let productBudget = 1_000_000
    /// The most steps (a triple and a pair of classes) it takes before it gives up.
    static let productWorkBudget = 20_000_000

    /// Whether some value of `low` to `high` scalars (no upper limit when `high` is `nil`) is
    /// accepted by both this automaton and `other`; `nil` when deciding it takes more than the
    /// budgets allow.
    func acceptsSome(alsoAcceptedBy other: RegexDFA, lengths low: Int, through high: Int?) -> Bool? {
        let pairs = classes.pairs(with: other.classes)
        // Lengths are counted up to one past `high` (then the value is too long), or up to `low`
        // when there is no `high` (every longer length is as good).
        let cap = high.map { $0 + 1 } ?? low
        guard cap < RegexDFA.productBudget else { return nil }
        let (width, otherWidth) = (classes.count, other.classes.count)
        func key(_ a: Int, _ b: Int, _ length: Int) -> Int { (a * other.stateCount + b) * (cap + 1) + length }
        var seen = Set([key(initial, other.initial, 0)])
        var queue = [(initial, other.initial, 0)]
        var next = 0
        var work = 0
        while next < queue.count {
            let (a, b, length) = queue[next]
            next += 1
            if acceptsAtEnd[a], other.acceptsAtEnd[b], length >= low { return true }
            let longer = Swift.min(length + 1, cap)
            if let high, longer > high { continue }
            work += pairs.count
            guard work <= RegexDFA.productWorkBudget else { return nil }
            for (mine, theirs) in pairs {
                let a2 = Int(transitions[a * width + mine])
                let b2 = Int(other.transitions[b * otherWidth + theirs])
                // Nothing that starts in a dead state can be accepted.
                if a2 == RegexDFA.dead || b2 == RegexDFA.dead { continue }
                guard seen.insert(key(a2, b2, longer)).inserted else { continue }
                guard seen.count <= RegexDFA.productBudget else { return nil }
                queue.append((a2, b2, longer))
            }
        }
        return false
    }
}

extension ScalarClasses {
    /// Every pair (class here, class in `other`) that some scalar belongs to: the classes of a
    /// split of the scalars that both partitions agree with.
    func pairs(with other: ScalarClasses) -> [(Int, Int)] {
        var found = Set<Int>()
        var pairs: [(Int, Int)] = []
        func add(_ scalar: UInt32) {
            let pair = (classOf(scalar), other.classOf(scalar))
            if found.insert(pair.0 * other.count + pair.1).inserted { pairs.append(pair) }
        }
        for scalar in UInt32(0)..<128 { add(scalar) }
        // Beyond ASCII both keep their classes in runs: a scalar's pair changes only where a
        // run of either begins.
        var starts = Array(Set(self.starts + other.starts))
        starts.sort()
        for start in starts { add(start) }
        return pairs
    }
}
