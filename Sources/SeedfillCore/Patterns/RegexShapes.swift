/// The lengths at which a pattern's byte automaton (``RegexByteMatcher``) accepts every value
/// whose bytes each come from one set per position — a VIN `^[A-HJ-NPR-Z0-9]{17}$` at 17 bytes,
/// a registration number `^[ABEKMHOPCTYX][0-9]{3}[ABEKMHOPCTYX]{2}[0-9]{2,3}$` at 8 and at 9 —
/// so that such a value is accepted after testing its bytes one by one, each on its own, instead
/// of walking the automaton.
///
/// Walking the automaton is a chain: each byte's step reads the row the step before it found,
/// so a value costs a memory read's latency per byte however wide the processor is. Position by
/// position, every byte is tested on its own and the tests overlap.
///
/// The sets are over the automaton's scalar columns, without the column that continuation bytes
/// take (which keeps the state, so that in a byte sequence that is not UTF-8 it would count
/// positions differently from scalars). A value with a scalar outside ASCII has a continuation
/// byte, fails every set there, and is walked; so is every value the sets do not accept. The
/// sets only ever say "matches".
///
/// At a length `n`, let `A[k]` be the states from which some `k` more columns end in a state
/// that accepts at the end, and `R[i]` the states reached from the initial one after `i` columns
/// that stay within `A[n - i]`; position `i`'s set `S[i]` holds the columns that lead from some
/// state of `R[i]` into `A[n - i - 1]`. When every column of `S[i]` leads every state of `R[i]`
/// into `A[n - i - 1]`, for every `i`, then every sequence of columns taken from those sets is a
/// match: each step stays within `R`, and the states of `R[n]` accept. (Every match of length `n`
/// takes its columns from the sets, too, so for ASCII values the sets say exactly what the
/// automaton says.)
struct RegexShapes: Sendable {
    /// The longest length looked at.
    static let maxLength = 64
    /// Automata with more states than this are not looked at (planning stays quick).
    static let maxStates = 64
    /// How many (position, state) pairs one automaton's lengths may visit in all: lengths not
    /// reached by then have no sets (each takes at most `length * maxStates`, so a pattern
    /// such as `^[a-z]{1,50}$` still gets every one of its lengths).
    static let maxVisits = 100_000

    /// `start[n]`: where length `n`'s sets begin in ``sets``, or -1 when length `n` has none;
    /// `maxLength + 1` entries, or none at all.
    let start: [Int32]
    /// The sets of columns, one bit per column, `n` of them from `start[n]` for each length `n`.
    let sets: [UInt64]

    /// No shapes: every value is matched by walking the automaton.
    static let none = RegexShapes(start: [], sets: [])

    private init(start: [Int32], sets: [UInt64]) {
        self.start = start
        self.sets = sets
    }

    /// The shapes of the automaton whose row `s` starts at `s * stride` in `table`, over its
    /// first `columns` columns of next-row starts (the scalar classes), with the acceptance flag
    /// at `endColumn`, starting at row `initial` (see ``RegexByteMatcher/table``).
    init(table: [Int32], stride: Int, columns: Int, endColumn: Int, initial: Int) {
        let states = stride > 0 ? table.count / stride : 0
        guard states > 0, states <= RegexShapes.maxStates, columns < 64 else {
            self = .none
            return
        }
        // Sets of states (and of columns), one bit each.
        func bit(_ index: Int) -> UInt64 { 1 << UInt64(index) }
        // successors[state]: the states after any column; columnsInto[state * states + target]:
        // the columns that lead from `state` to `target`.
        var successors = [UInt64](repeating: 0, count: states)
        var columnsInto = [UInt64](repeating: 0, count: states * states)
        var accepting: UInt64 = 0
        for state in 0..<states {
            for column in 0..<columns {
                let target = Int(table[state * stride + column]) / stride
                successors[state] |= bit(target)
                columnsInto[state * states + target] |= bit(column)
            }
            if table[state * stride + endColumn] != 0 { accepting |= bit(state) }
        }

        // within[k]: the states that end in an accepting state after some k more columns.
        var within = [accepting]
        for k in 1...RegexShapes.maxLength {
            var ending: UInt64 = 0
            for state in 0..<states where successors[state] & within[k - 1] != 0 { ending |= bit(state) }
            within.append(ending)
        }

        var start = [Int32](repeating: -1, count: RegexShapes.maxLength + 1)
        var sets: [UInt64] = []
        let first = initial / stride
        var visits = 0
        for length in 1...RegexShapes.maxLength where within[length] & bit(first) != 0 {
            guard visits < RegexShapes.maxVisits else { break }
            var reached = bit(first)
            var lengthSets: [UInt64] = []
            for position in 0..<length {
                let alive = within[length - position - 1]
                // The columns from each reached state into `alive`: the position's set when they
                // are the same columns from every reached state.
                var set: UInt64?
                var following: UInt64 = 0
                var exact = true
                var pending = reached
                visits &+= pending.nonzeroBitCount
                while pending != 0 {
                    let state = pending.trailingZeroBitCount
                    pending &= pending &- 1
                    var columnsAlive: UInt64 = 0
                    var targets = successors[state] & alive
                    following |= targets
                    while targets != 0 {
                        columnsAlive |= columnsInto[state &* states &+ targets.trailingZeroBitCount]
                        targets &= targets &- 1
                    }
                    if set == nil { set = columnsAlive }
                    exact = exact && columnsAlive == set
                }
                guard exact, let set else { break }
                lengthSets.append(set)
                reached = following
            }
            guard lengthSets.count == length else { continue }
            start[length] = Int32(sets.count)
            sets += lengthSets
        }
        if sets.isEmpty {
            self = .none
        } else {
            self.init(start: start, sets: sets)
        }
    }

    /// Whether no length has sets (``accepts(_:column:)`` is always `false`).
    var isEmpty: Bool { sets.isEmpty }

    /// Whether `bytes` certainly match: their length has sets, and each byte's column (by
    /// `column`) is in its position's set. `false` means "walk the automaton".
    @inline(__always)
    func accepts(_ bytes: UnsafeBufferPointer<UInt8>, column: UnsafeBufferPointer<UInt16>) -> Bool {
        let length = bytes.count
        guard length < start.count else { return false }
        let first = Int(start[length])
        guard first >= 0 else { return false }
        return sets.withUnsafeBufferPointer { sets in
            var missing: UInt64 = 0
            var at = first
            for byte in bytes {
                // Every column, the continuation one (`columns`) included, is below 64; no set
                // holds the continuation column, so such a byte is missing.
                missing |= ~(sets[at] &>> UInt64(column[Int(byte)]))
                at &+= 1
            }
            return missing & 1 == 0
        }
    }
}
