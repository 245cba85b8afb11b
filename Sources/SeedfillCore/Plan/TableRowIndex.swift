/// The rows of a table grouped by the values of a `table` generator's `match` columns, built
/// once when planning, so that a draw finds its candidate rows with one look-up instead of
/// comparing every row's cells with the record's values.
///
/// It gives exactly what a scan of the table gives (see ``rows(matching:)``): the indexes of
/// the rows whose `match` cells equal the keys as `==` compares values (a number cell never
/// equals a text; canonically equivalent text is equal), in row order. The same candidates in
/// the same order mean the same row is drawn.
final class TableRowIndex: Sendable {
    /// Row indexes by the `match` cells' values, in row order; `Value`'s hashing agrees with
    /// its `==`, so a key finds exactly the rows a comparison of each cell would.
    private let byKey: [[Value]: [Int]]
    /// The same groups keyed by the exact bytes of the cells that first made them (see
    /// ``ExactKey``): the look-up every draw makes, without the Unicode normalisation that
    /// hashing a `String` costs. Another spelling of a key is found in ``byKey``.
    private let byBytes: [ExactKey: [Int]]

    /// Indexes the rows of `table` by the cells of `columns` (the `match` columns, in `match`
    /// order; at least one).
    init(table: Table, columns: [Int]) {
        var byKey: [[Value]: [Int]] = [:]
        var firstKeys: [[Value]] = []
        for (index, row) in table.rows.enumerated() {
            let key = columns.map { row[$0] }
            if byKey[key] == nil { firstKeys.append(key) }
            byKey[key, default: []].append(index)
        }
        var byBytes: [ExactKey: [Int]] = [:]
        for key in firstKeys where !key.isEmpty {
            // The key as the first row of its group spells it; the group is all rows `==` to it.
            byBytes[ExactKey(first: key[0], rest: Array(key.dropFirst()))] = byKey[key]
        }
        self.byKey = byKey
        self.byBytes = byBytes
    }

    /// The indexes of the rows whose `match` cells equal `key` (the `match` fields' values, in
    /// `match` order), in row order; empty when none does.
    @inline(__always)
    func rows(matching key: ExactKey) -> [Int] {
        if let rows = byBytes[key] { return rows }
        return byKey[[key.first] + key.rest] ?? []
    }
}
