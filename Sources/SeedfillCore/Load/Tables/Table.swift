/// A look-up table from `Seeds/data/`: named columns and rows of values, read from CSV or from
/// a JSON array of flat objects, with the line of each row for diagnostics.
struct Table: Sendable {
    /// The table's name, which seeds and models use (`cars` for `Seeds/data/cars.csv`).
    var name: String
    /// The column names, in file order.
    var columns: [String]
    /// The rows, each `columns.count` values wide.
    var rows: [[Value]]
    /// The file as the user named it.
    var file: String
    /// The 1-based line each row starts on, parallel to `rows`.
    var rowLines: [Int]
    /// Whether the cells were written as text (a CSV file): a cell that is not a plain integer
    /// is text, and may spell the number a field needs. A JSON table's cells have JSON's types.
    var cellsAreText: Bool
    /// Where the first `null` of each column (by index) is written, in a JSON table: one
    /// position per column, not per cell, so that a message can point at the cell itself.
    var firstNullCells: [Int: SourceLocation] = [:]

    /// Creates a table.
    init(name: String, columns: [String], rows: [[Value]], file: String, rowLines: [Int], cellsAreText: Bool = true) {
        self.name = name
        self.columns = columns
        self.rows = rows
        self.file = file
        self.rowLines = rowLines
        self.cellsAreText = cellsAreText
    }

    /// The index of the column called `name`.
    func column(named name: String) -> Int? {
        columns.firstIndex(of: name)
    }

    /// The table name for a file path: its last component without the extension.
    static func name(forFile file: String) -> String {
        let last = file.split(separator: "/").last.map(String.init) ?? file
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return last }
        return String(last[..<dot])
    }

    /// Reads a CSV table. Cells are strings, except plain integers (`106`, `-3`, not `007`),
    /// which become numbers so that `basePower` compares and adds as a number.
    static func load(csv bytes: [UInt8], name: String? = nil, file: String) -> (table: Table?, diagnostics: [Diagnostic]) {
        let (csv, diagnostics) = CSVReader.parse(bytes, file: file)
        guard let csv else { return (nil, diagnostics) }
        let rows = csv.rows.map { $0.map(TableCell.value(ofCSVCell:)) }
        let table = Table(
            name: name ?? Table.name(forFile: file), columns: csv.header, rows: rows, file: file, rowLines: csv.rowLines)
        return (table, diagnostics)
    }
}

/// Turns table cells into values.
enum TableCell {
    /// A CSV cell: a plain decimal integer that fits in 18 digits becomes a number, anything
    /// else (including leading zeros, which would be lost) stays a string.
    static func value(ofCSVCell cell: String) -> Value {
        integer(cell).map { .number(Number(mantissa: $0, scale: 0)) } ?? .string(cell)
    }

    /// The value of `0` or `-?[1-9][0-9]{0,17}`.
    static func integer(_ text: String) -> Int64? {
        var utf8 = text.utf8[...]
        let negative = utf8.first == UInt8(ascii: "-")
        if negative { utf8 = utf8.dropFirst() }
        guard let first = utf8.first, (1...18).contains(utf8.count) else { return nil }
        if first == UInt8(ascii: "0") { return utf8.count == 1 && !negative ? 0 : nil }
        var value: Int64 = 0
        for byte in utf8 {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int64(byte - UInt8(ascii: "0"))
        }
        return negative ? -value : value
    }

    /// The exact value of a JSON number literal (`-12.50`, `1e3`), or `nil` when it needs more
    /// than 18 significant digits or 18 decimals.
    static func number(literal: String) -> Number? {
        var digits: [UInt8] = []
        var fractionDigits = 0
        var exponent = 0
        var negative = false
        var bytes = Array(literal.utf8)[...]
        if bytes.first == UInt8(ascii: "-") {
            negative = true
            bytes = bytes.dropFirst()
        }
        var inFraction = false
        while let byte = bytes.first {
            if byte == UInt8(ascii: ".") {
                inFraction = true
            } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                guard let value = Int(String(decoding: bytes.dropFirst(), as: UTF8.self)), abs(value) < 1000 else { return nil }
                exponent = value
                break
            } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                digits.append(byte - UInt8(ascii: "0"))
                if inFraction { fractionDigits += 1 }
            } else {
                return nil
            }
            bytes = bytes.dropFirst()
        }
        var scale = fractionDigits - exponent
        while scale < 0 {
            digits.append(0)
            scale += 1
        }
        while scale > 0, digits.last == 0 {
            digits.removeLast()
            scale -= 1
        }
        while digits.first == 0 { digits.removeFirst() }
        guard scale <= Int(Number.maxScale), digits.count <= 18 else { return nil }
        let mantissa = digits.reduce(Int64(0)) { $0 * 10 + Int64($1) }
        return Number(mantissa: negative ? -mantissa : mantissa, scale: Int8(scale))
    }
}
