/// The options a table look-up offers, indexed once when planning: the distinct values of
/// the column for every combination of the `match` columns' values, so a record's options are
/// one dictionary look-up instead of a scan of the table.
final class TableOptionIndex: @unchecked Sendable {
    /// Distinct values of the column, in row order (the options without `match`).
    let all: [Value]
    private let byKey: [[Value]: [Value]]

    init(table: Table, column: Int, matchColumns: [Int]) {
        var all: [Value] = []
        var seenAll = Set<Value>()
        var byKey: [[Value]: [Value]] = [:]
        var seenByKey: [[Value]: Set<Value>] = [:]
        for row in table.rows {
            let cell = row[column]
            if seenAll.insert(cell).inserted { all.append(cell) }
            guard !matchColumns.isEmpty else { continue }
            let key = matchColumns.map { TableOptionIndex.normalized(row[$0]) }
            if seenByKey[key, default: []].insert(cell).inserted { byKey[key, default: []].append(cell) }
        }
        self.all = all
        self.byKey = byKey
    }

    /// The options offered when the `match` fields hold `values` (in `match` order).
    func options(matching values: [Value]) -> [Value] {
        byKey[values.map(TableOptionIndex.normalized)] ?? []
    }

    /// CSV cells are untyped: a number cell matches a field holding its text, and the reverse.
    static func normalized(_ value: Value) -> Value {
        if case .number(let number) = value { return .string(number.description) }
        return value
    }
}
