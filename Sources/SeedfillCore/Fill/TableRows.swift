/// Row selection in tables: the rows matching some fields, and the record's shared row.
enum TableRows {
    /// Indexes of the rows of `table` whose `match` columns equal the current values of the slots.
    static func matching(_ table: Table, match: [(column: Int, slot: Slot)], in context: inout EvaluationContext) throws(EvaluationError)
        -> [Int]
    {
        if match.isEmpty { return Array(table.rows.indices) }
        var rows: [Int] = []
        for (index, row) in table.rows.enumerated() {
            var ok = true
            for (column, slot) in match where !sameCell(row[column], context.frames[slot.depth][slot.index]) {
                ok = false
                break
            }
            if ok { rows.append(index) }
        }
        return rows
    }

    /// Whether a table cell equals a field's value; a number cell equals its text too, since
    /// CSV cells are untyped.
    static func sameCell(_ cell: Value, _ value: Value) -> Bool {
        if cell == value { return true }
        switch (cell, value) {
        case (.number(let n), .string(let s)), (.string(let s), .number(let n)): return n.description == s
        default: return false
        }
    }

    /// The row every field reading `table` without `match` uses in this record or list item:
    /// drawn from a stream keyed by the table's name, so it needs no shared state.
    @inline(__always)
    static func sharedRow(rowKey: UInt64, rowCount: Int, recordKey: UInt64, itemKey: UInt64) -> Int {
        var rng = RandomStream.generator(recordKey: recordKey, pathHash: rowKey, itemKey: itemKey)
        return Int(rng.below(UInt64(rowCount)))
    }

    /// The stream key of a table's shared row, from its name; planned once per table.
    static func rowKey(tableName: String) -> UInt64 {
        StableHash.hash("table:" + tableName)
    }
}
