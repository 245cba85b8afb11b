/// A ``RegexDFA`` laid out for matching UTF-8 bytes with one table read per byte, behind one
/// reference so that matching a value copies (and retains) nothing.
///
/// When a pattern's sets hold every non-ASCII scalar alike or none of them (almost every
/// pattern: `.`, `[^…]`, `\S` hold them all; ASCII classes hold none), the scalar after a lead
/// byte does not matter, only that there is one. The lead byte then takes the step of the
/// non-ASCII class and each continuation byte takes an extra "stay" column, so the walk needs no
/// decoding and no branch per byte. Other patterns match scalar by scalar with the ``RegexDFA``.
final class RegexByteMatcher: Sendable {
    /// The automaton, for patterns that tell non-ASCII scalars apart.
    let dfa: RegexDFA
    /// Row `s` starts at `s * stride`: columns `0..<classCount` hold the next state's row start,
    /// column `classCount` the row's own start (the stay column), and column `classCount + 1`
    /// 1 when the value matches if it ends in the state, else 0. Empty when ``dfa`` matches.
    let table: [Int32]
    /// The column of each byte: its class for ASCII, the stay column for continuation bytes, the
    /// non-ASCII class for lead bytes.
    let column: [UInt16]
    /// The row start of the initial state.
    let initial: Int
    /// The column holding whether a state accepts at the end.
    let endColumn: Int
    /// The lengths at which matches take their bytes from one set per position (checked
    /// without walking ``table``).
    let shapes: RegexShapes

    /// The byte tables of `dfa`, or just `dfa` when its non-ASCII scalars fall in several classes.
    init(_ dfa: RegexDFA) {
        self.dfa = dfa
        let classes = dfa.classes
        let classCount = classes.count
        let stride = classCount + 2
        endColumn = classCount + 1
        // `starts[0]` is 128: a single run means one class for every non-ASCII scalar.
        guard classes.starts.count == 1, classes.runClasses.count == 1 else {
            table = []
            column = []
            initial = 0
            shapes = .none
            return
        }
        var column = [UInt16](repeating: UInt16(classCount), count: 256)
        for byte in 0..<128 { column[byte] = classes.ascii[byte] }
        for byte in 0xC0..<256 { column[byte] = classes.runClasses[0] }
        self.column = column

        var table = [Int32](repeating: 0, count: dfa.stateCount * stride)
        for state in 0..<dfa.stateCount {
            let row = state * stride
            for scalarClass in 0..<classCount {
                table[row + scalarClass] = Int32(Int(dfa.transitions[state * classCount + scalarClass]) * stride)
            }
            table[row + classCount] = Int32(row)
            table[row + classCount + 1] = dfa.acceptsAtEnd[state] ? 1 : 0
        }
        self.table = table
        initial = dfa.initial * stride
        shapes = RegexShapes(table: table, stride: stride, columns: classCount, endColumn: endColumn, initial: initial)
    }

    /// Whether some part of `value` matches, with the semantics of ``RegexProgram/search(_:)``.
    func matches(_ value: String) -> Bool {
        guard !table.isEmpty else { return dfa.matches(value) }
        // Native strings always expose their (valid) UTF-8; the scalar walk is only for other storage.
        if let result = value.utf8.withContiguousStorageIfAvailable({ run(utf8: $0) }) { return result }
        return dfa.matches(value)
    }

    /// Whether the byte tables are made (``matches(utf8:)`` then answers for every value).
    var matchesBytes: Bool { !table.isEmpty }

    /// ``matches(_:)`` over valid UTF-8 read in place; only for a matcher that ``matchesBytes``
    /// (without tables, the answer is `false`).
    @inline(__always)
    func matches(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !table.isEmpty else { return false }
        return run(utf8: bytes)
    }

    /// Runs the byte automaton over valid UTF-8.
    ///
    /// No early exit: the dead and accepting states loop on themselves, so reading on to the end
    /// gives the same answer, and values are short enough that the saved test per byte pays more.
    /// A value that ``shapes`` accept position by position is not walked.
    @inline(__always)
    private func run(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        table.withUnsafeBufferPointer { table in
            column.withUnsafeBufferPointer { column in
                if shapes.accepts(bytes, column: column) { return true }
                var row = initial
                for byte in bytes {
                    row = Int(table[row &+ Int(column[Int(byte)])])
                }
                return table[row &+ endColumn] != 0
            }
        }
    }
}
