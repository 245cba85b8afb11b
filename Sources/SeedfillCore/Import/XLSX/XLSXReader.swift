import Foundation

/// Reads the worksheets of an `.xlsx` workbook (Office Open XML, ECMA-376): a zip archive of
/// XML parts, opened here with seedfill's own ``ZipArchive``, ``Inflate`` and ``XMLScanner``.
///
/// The XLSForm importer calls ``read(file:)`` (or ``read(bytes:file:)``) and gets each worksheet
/// in workbook order, its cells by row and column (see ``XLSXSheet`` and ``XLSXCell`` for how
/// each kind of cell reads). Chart sheets and dialog sheets, which hold no cells, are left out.
/// Number formats are not applied: a date typed into a cell reads as its serial number.
///
/// A formula cell has two readings: ``XLSXCell/text`` is its cached value, as pyxform reads a
/// workbook (`TRUE`), and ``XLSXCell/writtenText`` is `=` and its formula (`=TRUE()`), as the
/// CSV exports beside the real forms show it. An importer that must give the same model from
/// an `.xlsx` and from its CSV export reads ``XLSXSheet/writtenTexts``; the two readings differ
/// only in formula cells.
///
/// Every problem is thrown as one ``Diagnostic``: the file alone for a damaged archive,
/// `form.xlsx[xl/worksheets/sheet1.xml]:LINE:COLUMN` for malformed XML, and
/// `form.xlsx[survey]:12:3` (row 12, column C) for a bad cell.
enum XLSXReader {
    /// The largest file read, as for one entry: 200 MB.
    static let maximumFileSize = ZipArchive.maximumEntrySize

    /// The worksheets of the `.xlsx` at `file` (as the user named it), in workbook order.
    static func read(file: String) throws(Diagnostic) -> [XLSXSheet] {
        let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
        guard size <= maximumFileSize else {
            throw Diagnostic.error(
                "the workbook is \(size) bytes, over the limit of \(maximumFileSize)", at: location(file),
                hint: "save the form's sheets as CSV and import the .survey.csv")
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw Diagnostic.error("cannot read the file", hint: "check that \(Quoted.single(file)) exists and is readable")
        }
        return try read(bytes: [UInt8](data), file: file)
    }

    /// The worksheets of the `.xlsx` held in `bytes`, in workbook order; `file` names it in messages.
    static func read(bytes: [UInt8], file: String) throws(Diagnostic) -> [XLSXSheet] {
        let archive: ZipArchive
        do {
            archive = try ZipArchive(bytes: bytes)
        } catch {
            throw Diagnostic.error("not a readable .xlsx: \(error.message)", at: location(file), hint: damagedHint)
        }
        var package = XLSXPackage(archive: archive, file: file)
        let workbook = try package.workbookPath()
        let relationships = try package.relationships(of: workbook)
        var sharedStrings: [String] = []
        if let strings = relationships.first(where: { $0.type.hasSuffix("/sharedStrings") }) {
            sharedStrings = try package.sharedStrings(at: strings.target)
        }
        var sheets: [XLSXSheet] = []
        var cellBudget = WorksheetReader.maximumCells
        for listed in try package.sheetList(at: workbook) {
            guard let relationship = relationships.first(where: { $0.id == listed.id }) else {
                throw Diagnostic.error(
                    "the workbook lists sheet \(Quoted.single(listed.name)) as \(Quoted.single(listed.id)), which its relationships do not define",
                    at: location(file), hint: damagedHint)
            }
            guard relationship.type.hasSuffix("/worksheet") else { continue }
            var reader = WorksheetReader(sheet: listed.name, file: file, sharedStrings: sharedStrings, cellBudget: cellBudget)
            let rows = try reader.read(try package.xml(relationship.target))
            cellBudget -= reader.cellCount
            sheets.append(XLSXSheet(name: listed.name, rows: rows))
        }
        return sheets
    }

    /// The location of a problem with the whole file.
    static func location(_ file: String) -> SourceLocation { SourceLocation(file: file, line: 0, column: 0) }

    /// What to try when a workbook is damaged.
    static let damagedHint = "open it in a spreadsheet program and save it again as .xlsx, or export its sheets as CSV"
}
