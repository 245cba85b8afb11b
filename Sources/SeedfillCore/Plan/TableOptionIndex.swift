/// The options a table look-up offers, indexed once when planning: the distinct values of
/// the column for every combination of the `match` columns' values, so a record's options are
/// one dictionary look-up instead of a scan of the table.
final class TableOptionIndex: @unchecked Sendable {
    /// Distinct values of the column, in row order (the options without `match`).
    let all: [Value]
    /// Options by the `match` columns' values, as `==` compares them (canonically equivalent
    /// text is the same key).
    private let byKey: [[Value]: [Value]]
    /// The same entries keyed by their exact bytes (see ``ExactKey``): the look-up every drawn
    /// record makes, without the Unicode normalisation that hashing a `String` costs.
    private let byBytes: [ExactKey: [Value]]

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
        var byBytes: [ExactKey: [Value]] = [:]
        for (key, values) in byKey {
            byBytes[ExactKey(first: key[0], rest: Array(key.dropFirst()))] = values
        }
        self.byBytes = byBytes
    }

    /// The options offered when the `match` fields hold the key's values (in `match` order;
    /// one `match` column needs no array). Bytes equal to a table key find it directly; anything else (another
    /// spelling of the same text, or no such key) is looked up as `==` compares.
    func options(matching key: ExactKey) -> [Value] {
        var key = key
        key.first = TableOptionIndex.normalized(key.first)
        for i in key.rest.indices { key.rest[i] = TableOptionIndex.normalized(key.rest[i]) }
        if let values = byBytes[key] { return values }
        return byKey[[key.first] + key.rest] ?? []
    }

    /// CSV cells are untyped: a number cell matches a field holding its text, and the reverse.
    static func normalized(_ value: Value) -> Value {
        if case .number(let number) = value { return .string(number.description) }
        return value
    }
}
