/// One worksheet of an `.xlsx`: its name and its cells, row by row.
struct XLSXSheet: Sendable, Equatable {
    /// The sheet's name as its tab shows it, e.g. `survey`.
    var name: String
    /// The rows from row 1 to the last row with a non-empty cell: `rows[i]` is row `i + 1`, and
    /// `rows[i][j]` its column `j + 1`. A row ends at its last non-empty cell (an empty row is
    /// `[]`); cells missing before that are there, empty, so `B3` is always `rows[2][1]`.
    var rows: [[XLSXCell]]

    /// The cell texts (``XLSXCell/text``), row by row, as a CSV reader would give them.
    var texts: [[String]] { rows.map { $0.map(\.text) } }

    /// The cells as written (``XLSXCell/writtenText``: a formula as `=FORMULA`), row by row,
    /// as a CSV export that does not evaluate formulas (openpyxl's) gives them.
    var writtenTexts: [[String]] { rows.map { $0.map(\.writtenText) } }
}

/// One cell: its text and where it is.
struct XLSXCell: Sendable, Hashable {
    /// The value as text: a shared or inline string as written; a number as its literal
    /// (`12.0`, `2022`, `1E-3`), never reformatted; a boolean `TRUE` or `FALSE`; an error value
    /// (`#N/A`) as written; a formula cell's cached value, by those same rules. Empty for a
    /// missing cell.
    var text: String
    /// The formula of a formula cell, without its `=` (`TRUE()`); a shared formula is given as
    /// it reads in this cell, its relative references moved. `nil` for a constant.
    var formula: String?
    /// The 1-based row number (`12` for `C12`).
    var row: Int
    /// The 1-based column number (`3` for `C12`).
    var column: Int

    /// An empty cell at `row`, `column`.
    static func empty(row: Int, column: Int) -> XLSXCell { XLSXCell(text: "", formula: nil, row: row, column: column) }

    /// The cell as a user typed it: `=` and the formula for a formula cell, else ``text``.
    var writtenText: String { formula.map { "=" + $0 } ?? text }

    /// The column's letters: `C` for column 3, `AA` for 27.
    var columnName: String { Self.columnName(column) }

    /// The A1-style reference: `C12`.
    var reference: String { columnName + String(row) }

    /// The location of this cell of `sheet` in `file` for messages: line = row, column = column
    /// number, the file named `form.xlsx[survey]`, as `form.xlsx[survey]:12:3`.
    func location(file: String, sheet: String) -> SourceLocation {
        SourceLocation(file: "\(file)[\(sheet)]", line: row, column: column)
    }

    /// The letters of 1-based column `number` (bijective base 26).
    static func columnName(_ number: Int) -> String {
        var number = number
        var letters: [Character] = []
        while number > 0 {
            let digit = (number - 1) % 26
            letters.append(Character(Unicode.Scalar(UInt8(ascii: "A") + UInt8(digit))))
            number = (number - 1) / 26
        }
        return String(letters.reversed())
    }

    /// The row and column of an A1-style reference (`C12`, `$C$12`), or `nil` if `reference`
    /// is not one or lies outside a worksheet's 16,384 columns and 1,048,576 rows.
    static func position(of reference: Substring) -> (row: Int, column: Int)? {
        var column = 0
        var row = 0
        var index = reference.startIndex
        if index < reference.endIndex, reference[index] == "$" { index = reference.index(after: index) }
        while index < reference.endIndex, let value = reference[index].asciiValue,
            (65...90).contains(value) || (97...122).contains(value)
        {
            column = column * 26 + Int((value & 0xDF) - 64)
            guard column <= maximumColumn else { return nil }
            index = reference.index(after: index)
        }
        if index < reference.endIndex, reference[index] == "$" { index = reference.index(after: index) }
        let digits = reference[index...]
        guard column > 0, !digits.isEmpty, digits.count <= 7, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(digits),
            digits.first != "0", number <= maximumRow
        else { return nil }
        row = number
        return (row, column)
    }

    /// The last column of a worksheet (`XFD`).
    static let maximumColumn = 16_384
    /// The last row of a worksheet.
    static let maximumRow = 1_048_576
}
