/// Reads the cells of one worksheet part (`<sheetData>`: `<row>`s of `<c>`s) into rows of
/// ``XLSXCell``s, resolving shared strings and shared formulas.
struct WorksheetReader {
    /// The sheet's name, for messages.
    let sheet: String
    /// The workbook file, for messages.
    let file: String
    /// The workbook's shared strings.
    let sharedStrings: [String]
    /// The rows so far (see ``XLSXSheet/rows``).
    private(set) var rows: [[XLSXCell]] = []
    /// The master of each shared formula, by its `si`.
    var sharedFormulas: [String: XLSXCell] = [:]
    /// Cells in `rows` (and rows), empty ones included, to bound the memory a sheet can take.
    private(set) var cellCount = 0
    /// The most cells this sheet may add: what the workbook's other sheets left.
    let cellBudget: Int

    /// The most cells (empty ones before a filled one, and rows, included) a workbook may hold:
    /// far beyond any form, and small enough to keep in memory.
    static let maximumCells = 5_000_000

    /// A reader of sheet `sheet` of `file`, which may hold `cellBudget` cells.
    init(sheet: String, file: String, sharedStrings: [String], cellBudget: Int = maximumCells) {
        self.sheet = sheet
        self.file = file
        self.sharedStrings = sharedStrings
        self.cellBudget = cellBudget
    }

    /// The rows of the worksheet part read by `xml`.
    mutating func read(_ xml: XMLPart) throws(Diagnostic) -> [[XLSXCell]] {
        var xml = xml
        var row = 0
        var column = 0
        while let event = try xml.next() {
            guard case .start(let element) = event else { continue }
            switch element.name {
            case "row":
                guard let number = element.attribute("r") else {
                    row += 1
                    column = 0
                    continue
                }
                guard let value = Int(number), value >= 1, value <= XLSXCell.maximumRow else {
                    throw xml.error("the row number \(Quoted.single(number)) is not a number from 1 to \(XLSXCell.maximumRow)")
                }
                row = value
                column = 0
            case "c":
                if let reference = element.attribute("r") {
                    guard let position = XLSXCell.position(of: Substring(reference)) else {
                        throw xml.error("the cell reference \(Quoted.single(reference)) is not a cell of a worksheet (A1 to XFD1048576)")
                    }
                    (row, column) = position
                } else {
                    column += 1
                    guard row >= 1, column <= XLSXCell.maximumColumn else {
                        throw xml.error("a cell without a reference is outside the sheet")
                    }
                }
                let cell = try self.cell(element, row: row, column: column, xml: &xml)
                if !cell.text.isEmpty || cell.formula != nil { try place(cell, xml: xml) }
            default:
                continue
            }
        }
        return rows
    }

    /// Puts `cell` at its row and column, filling the gap before it with empty cells.
    private mutating func place(_ cell: XLSXCell, xml: XMLPart) throws(Diagnostic) {
        let rowIndex = cell.row - 1
        let columnIndex = cell.column - 1
        let added = max(0, cell.row - rows.count) + max(0, cell.column - (rowIndex < rows.count ? rows[rowIndex].count : 0))
        guard cellCount + added <= cellBudget else {
            throw Diagnostic.error(
                "the workbook has more than \(Self.maximumCells) cells (counting empty ones before filled ones) up to \(cell.reference)",
                at: cell.location(file: file, sheet: sheet), hint: "delete what lies beyond the form's rows and columns")
        }
        cellCount += added
        while rows.count <= rowIndex { rows.append([]) }
        while rows[rowIndex].count < columnIndex { rows[rowIndex].append(.empty(row: cell.row, column: rows[rowIndex].count + 1)) }
        if rows[rowIndex].count == columnIndex {
            rows[rowIndex].append(cell)
        } else {
            rows[rowIndex][columnIndex] = cell
        }
    }
}
