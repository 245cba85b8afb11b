/// The options a table look-up offers, indexed once when planning: the distinct values of
/// the column for every combination of the `match` columns' values, so a record's options are
/// one dictionary look-up instead of a scan of the table.
final class TableOptionIndex: @unchecked Sendable {
    /// Distinct values of the column, in row order (the options without `match`).
    let all: [Value]
    /// Options by the `match` columns' values (keys compared by exact bytes: see ``ExactKey``).
    private let byKey: [ExactKey: [Value]]

    init(table: Table, column: Int, matchColumns: [Int]) {
        var all: [Value] = []
        var seenAll = Set<ExactKey>()
        var byKey: [ExactKey: [Value]] = [:]
        var seenByKey: [ExactKey: Set<ExactKey>] = [:]
        for row in table.rows {
            let cell = row[column]
            if seenAll.insert(ExactKey(first: cell)).inserted { all.append(cell) }
            guard let firstColumn = matchColumns.first else { continue }
            let key = ExactKey(
                first: TableOptionIndex.normalized(row[firstColumn]),
                rest: matchColumns.dropFirst().map { TableOptionIndex.normalized(row[$0]) })
            if seenByKey[key, default: []].insert(ExactKey(first: cell)).inserted { byKey[key, default: []].append(cell) }
        }
        self.all = all
        self.byKey = byKey
    }

    /// The options offered when the `match` fields hold `values` (in `match` order).
    func options(matching values: [Value]) -> [Value] {
        guard let first = values.first else { return all }
        return options(
            matching: ExactKey(first: TableOptionIndex.normalized(first), rest: values.dropFirst().map(TableOptionIndex.normalized)))
    }

    /// The options offered for a key built by the caller (the hot path builds no array for one
    /// `match` column).
    func options(matching key: ExactKey) -> [Value] {
        var key = key
        key.first = TableOptionIndex.normalized(key.first)
        for i in key.rest.indices { key.rest[i] = TableOptionIndex.normalized(key.rest[i]) }
        return byKey[key] ?? []
    }

    /// CSV cells are untyped: a number cell matches a field holding its text, and the reverse.
    static func normalized(_ value: Value) -> Value {
        if case .number(let number) = value { return .string(number.description) }
        return value
    }
}
