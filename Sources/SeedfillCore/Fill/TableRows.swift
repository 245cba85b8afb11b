/// Row selection in tables: the rows matching some fields, and the record's shared row.
enum TableRows {
    /// Indexes of the rows of `table` whose `match` columns equal the current values of the
    /// slots, compared with their types: a number cell never equals a text, as a number is
    /// never one of the options `"2022"`, `"2023"` (`check` reports a column and a field of
    /// different types).
    static func matching(_ table: Table, match: [(column: Int, slot: Slot)], in context: inout EvaluationContext) throws(EvaluationError)
        -> [Int]
    {
        if match.isEmpty { return Array(table.rows.indices) }
        var rows: [Int] = []
        for (index, row) in table.rows.enumerated() {
            var ok = true
            for (column, slot) in match where row[column] != context.frames[slot.depth][slot.index] {
                ok = false
                break
            }
            if ok { rows.append(index) }
        }
        return rows
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
