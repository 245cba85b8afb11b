/// Where a `choice` or `multichoice` field's options come from.
enum Options: Sendable, Hashable {
    /// A fixed list of options.
    case list([Option])
    /// A table look-up: the distinct values of `column`, among rows whose `match` columns equal
    /// the named fields' values (a cascading choice).
    case table(TableLookup)
    /// The answers another field holds in the same record (`{"from": "hobbies"}`): a
    /// multichoice, or `list.field` for a text or choice field of a list's items.
    case from(SourceText)
}

/// One option of a choice.
struct Option: Sendable, Hashable {
    /// The option's value (any JSON scalar), as written.
    var value: JSONNode
    /// Display title.
    var title: String?
    /// Shown only while this holds (a choice filter).
    var visibleWhen: SourceText?
    /// A "none of these" option of a multichoice: never combined with another.
    var exclusive: Bool
    /// JSON path of the option.
    var path: String

    /// Creates an option.
    init(value: JSONNode, title: String? = nil, visibleWhen: SourceText? = nil, exclusive: Bool = false, path: String) {
        self.value = value
        self.title = title
        self.visibleWhen = visibleWhen
        self.exclusive = exclusive
        self.path = path
    }
}

/// `{"table", "column", "match"}` — in models (`options`) and seeds (the `table` generator).
struct TableLookup: Sendable, Hashable {
    /// The table's name (file name without extension in `data/`).
    var table: String
    /// The column whose values are offered.
    var column: String
    /// Table column → field name (as written; resolved when planning), in file order.
    var match: [(column: String, field: SourceText)]
    /// Where the look-up object starts.
    var location: SourceLocation
    /// JSON path of the look-up object.
    var path: String

    /// Creates a look-up.
    init(table: String, column: String, match: [(column: String, field: SourceText)], location: SourceLocation, path: String) {
        self.table = table
        self.column = column
        self.match = match
        self.location = location
        self.path = path
    }

    static func == (a: TableLookup, b: TableLookup) -> Bool {
        a.table == b.table && a.column == b.column && a.location == b.location && a.path == b.path
            && a.match.map(\.column) == b.match.map(\.column) && a.match.map(\.field) == b.match.map(\.field)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(table)
        hasher.combine(column)
        hasher.combine(path)
    }
}
