/// Row selection in tables: the rows matching some fields, and the record's shared row.
enum TableRows {
    /// Indexes of the rows of a table whose `match` columns equal the current values of the
    /// slots, in row order, found in the table's ``TableRowIndex``: compared with their types,
    /// a number cell never equals a text, as a number is never one of the options `"2022"`,
    /// `"2023"` (`check` reports a column and a field of different types).
    @inline(__always)
    static func matching(_ index: TableRowIndex, match: [(column: Int, slot: Slot)], in context: borrowing EvaluationContext) -> [Int] {
        let first = match[0].slot
        let key = ExactKey(
            first: context.frames[first.depth][first.index],
            rest: match.count == 1 ? [] : match.dropFirst().map { context.frames[$0.slot.depth][$0.slot.index] })
        return index.rows(matching: key)
    }

    /// The row every field reading `table` without `match` uses in this record or list item:
    /// drawn from a stream keyed by the table's name, so it needs no shared state.
    @inline(__always)
    static func sharedRow(rowKey: UInt64, rowCount: Int, recordKey: UInt64, itemKey: UInt64) -> Int {
        var rng = RandomStream.generator(recordKey: recordKey, pathHash: rowKey, itemKey: itemKey)
        return Int(rng.below(UInt64(rowCount)))
    }
}

extension Value {
    /// Whether `stored`, the value a field holds, is what `self` (its computed value) gives once
    /// conformed to the field (see ``RecordFiller/conform(_:to:)``): equal, or a number stored
    /// as its digits in a text field.
    static func sameAsStored(_ computed: Value, _ stored: Value) -> Bool {
        if computed == stored { return true }
        if case .number(let n) = computed, case .string(let s) = stored { return n.description == s }
        return false
    }
}
