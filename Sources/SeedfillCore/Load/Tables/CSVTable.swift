/// The cells of a CSV file as text: a header and rows that all have the header's width.
struct CSVTable: Sendable, Hashable {
    /// The column names, from the first row.
    var header: [String]
    /// The data rows, each exactly `header.count` cells wide.
    var rows: [[String]]
    /// The 1-based line each row starts on, parallel to `rows`, for diagnostics.
    var rowLines: [Int]

    /// Creates a table.
    init(header: [String], rows: [[String]], rowLines: [Int]) {
        self.header = header
        self.rows = rows
        self.rowLines = rowLines
    }
}
