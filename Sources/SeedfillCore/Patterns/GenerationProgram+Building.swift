extension GenerationProgram {
    /// The generator of a regex tree; unbounded repetitions run at most `cap` times.
    init(_ node: RegexNode, cap: Int) {
        var builder = Builder()
        let maxBytes = builder.emit(node, cap: cap)
        self = builder.program(maxBytes: maxBytes)
    }

    /// The generator of a mask: its positions in order, each a literal or a draw from an alphabet.
    init(mask tokens: [Mask.Token], alphabets: [ScalarAlphabet]) {
        var builder = Builder()
        var maxBytes = 0
        for token in tokens {
            switch token {
            case .literal(let scalar): maxBytes = RegexNode.saturating(maxBytes, builder.literal(scalar))
            case .symbol(let alphabet): maxBytes = RegexNode.saturating(maxBytes, builder.draw(alphabets[alphabet]))
            }
        }
        self = builder.program(maxBytes: maxBytes)
    }

    /// Collects the steps and tables; each `emit` returns the most bytes its steps append.
    private struct Builder {
        var steps: [Step] = []
        var literals: [UInt8] = []
        var tables: [UInt8] = []
        var alphabets: [ScalarAlphabet] = []
        var branchStarts: [Int32] = []
        /// Where each distinct ASCII table starts in `tables` (looked up only, never iterated).
        var tableStarts: [[UInt8]: Int] = [:]
        /// The `bytes` step the next literal may extend: the last step, when no block began or
        /// ended after it (extending across a boundary would move a literal into or out of a loop).
        var openRun: Int?

        func program(maxBytes: Int) -> GenerationProgram {
            GenerationProgram(
                steps: steps, literals: literals, tables: tables, alphabets: alphabets,
                branchStarts: branchStarts, maxBytes: maxBytes,
                straight: StraightProgram(steps: steps, literals: literals, tables: tables, maxBytes: maxBytes))
        }

        mutating func emit(_ node: RegexNode, cap: Int) -> Int {
            switch node {
            case .empty, .start, .end, .lookahead: return 0
            case .scalar(let regexClass): return draw(regexClass.generate)
            case .concat(let parts):
                return parts.reduce(0) { RegexNode.saturating($0, emit($1, cap: cap)) }
            case .alternation(let branches):
                steps.append(.choice(count: Int32(branches.count), first: Int32(branchStarts.count)))
                let first = branchStarts.count
                branchStarts.append(contentsOf: repeatElement(0, count: branches.count + 1))
                var most = 0
                for (offset, branch) in branches.enumerated() {
                    openRun = nil
                    branchStarts[first + offset] = Int32(steps.count)
                    most = max(most, emit(branch, cap: cap))
                }
                openRun = nil
                branchStarts[first + branches.count] = Int32(steps.count)
                return most
            case .repetition(let body, let min, let max):
                let upper = RegexNode.upperCount(min, max, cap: cap)
                let at = steps.count
                steps.append(.repetition(min: min, spread: 0, end: 0))
                openRun = nil
                let bodyBytes = emit(body, cap: cap)
                openRun = nil
                steps[at] = .repetition(min: min, spread: UInt64(upper - min + 1), end: Int32(steps.count))
                return RegexNode.saturating(bodyBytes, times: upper)
            }
        }

        /// Adds a uniform draw from `alphabet` (a literal when it has one scalar: no draw).
        mutating func draw(_ alphabet: ScalarAlphabet) -> Int {
            if alphabet.count == 1 { return literal(alphabet.scalar(at: 0)) }
            openRun = nil
            if let table = alphabet.asciiTable {
                steps.append(.ascii(start: Int32(tableStart(table)), count: Int32(table.count)))
                return 1
            }
            steps.append(.scalar(alphabet: Int32(alphabets.count), count: alphabet.count))
            alphabets.append(alphabet)
            return UTF8Append.length(alphabet.ranges.last?.upperBound ?? 0x10FFFF)
        }

        /// Adds the UTF-8 of `scalar`, extending the open literal run when there is one.
        mutating func literal(_ scalar: UInt32) -> Int {
            let start = literals.count
            UTF8Append.scalar(scalar, to: &literals)
            let length = literals.count - start
            if let run = openRun, case .bytes(let runStart, let runCount) = steps[run] {
                steps[run] = .bytes(start: runStart, count: runCount + Int32(length))
            } else {
                openRun = steps.count
                steps.append(.bytes(start: Int32(start), count: Int32(length)))
            }
            return length
        }

        /// Where `table` starts in ``tables``, added unless the same table is there already.
        private mutating func tableStart(_ table: [UInt8]) -> Int {
            if let known = tableStarts[table] { return known }
            tableStarts[table] = tables.count
            tables.append(contentsOf: table)
            return tables.count - table.count
        }
    }
}
