import Foundation

/// An XLSForm workbook as sheets of cell strings, each cell with where it is written: read
/// from a `*.survey.csv` and the `*.choices.csv` and `*.settings.csv` beside it (an `.xlsx`
/// reader gives the same value from the workbook itself).
struct XLSWorkbook: Sendable {
    /// One cell: its text as written, and its place (file, line and column).
    struct Cell: Sendable {
        var text: String
        var location: SourceLocation
    }

    /// One row of a sheet, its cells in column order.
    struct Row: Sendable {
        var cells: [Cell]
        /// Where the row starts.
        var location: SourceLocation
        /// The row's number in the sheet, from 1 (the header), blank rows counted.
        var number: Int
    }

    /// One sheet: its name (`survey`, `choices`, `settings`), the file it was read from, its rows
    /// (the header first).
    struct Sheet: Sendable {
        var name: String
        var file: String
        var rows: [Row]
    }

    var sheets: [Sheet]

    /// How a message names the cell at `location`: `survey row 4, column C (relevant)`.
    func pointer(at location: SourceLocation, column name: String) -> String {
        for sheet in sheets {
            for row in sheet.rows {
                guard let index = row.cells.firstIndex(where: { $0.location == location }) else { continue }
                return "\(sheet.name) row \(row.number), column \(Self.letters(index)) (\(name))"
            }
        }
        return name
    }

    /// A spreadsheet's column letters for column `index` (from 0): `A`, …, `Z`, `AA`.
    static func letters(_ index: Int) -> String {
        var index = index
        var letters = ""
        repeat {
            letters = String(UnicodeScalar(UInt8(65 + index % 26))) + letters
            index = index / 26 - 1
        } while index >= 0
        return letters
    }

    /// The sheet called `name` (case-insensitive), if the workbook has it.
    func sheet(_ name: String) -> Sheet? {
        sheets.first { $0.name.lowercased() == name }
    }

    /// The workbook of the survey CSV at `path` and its sibling CSVs, or the problems reading it.
    static func read(csv path: String) -> Result<XLSWorkbook, FormReadProblems> {
        let suffix = ".survey.csv"
        guard path.lowercased().hasSuffix(suffix) else {
            return .failure(
                FormReadProblems(diagnostics: [
                    .error(
                        "\(Quoted.single(path)) is not an XLSForm survey sheet",
                        at: SourceLocation(file: path, line: 1, column: 1),
                        hint: "pass the survey sheet saved as NAME.survey.csv, with NAME.choices.csv and NAME.settings.csv beside it")
                ]))
        }
        let stem = String(path.dropLast(suffix.count))
        var sheets: [Sheet] = []
        var problems: [Diagnostic] = []
        for (name, required) in [("survey", true), ("choices", false), ("settings", false)] {
            let file = stem + "." + name + ".csv"
            guard let data = FileManager.default.contents(atPath: file) else {
                if required || FileManager.default.fileExists(atPath: file) {
                    problems.append(.error("cannot read \(Quoted.single(file))", hint: "check that the file exists and is readable"))
                }
                continue
            }
            switch sheet(named: name, bytes: Array(data), file: file) {
            case .success(let sheet): sheets.append(sheet)
            case .failure(let problem): problems.append(problem)
            }
        }
        return problems.isEmpty ? .success(XLSWorkbook(sheets: sheets)) : .failure(FormReadProblems(diagnostics: problems))
    }

    /// The sheet `name` read from CSV `bytes`; blank rows are kept out.
    static func sheet(named name: String, bytes: [UInt8], file: String) -> Result<Sheet, Diagnostic> {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        var scanner = CSVScanner(bytes: body, file: file)
        if let bad = CSVScanner.firstInvalidUTF8(in: body) {
            return .failure(.error("invalid UTF-8 byte", at: scanner.location(of: bad), hint: "save the sheet as UTF-8 CSV"))
        }
        var rows: [Row] = []
        var number = 0
        do {
            while let record = try scanner.nextRecord() {
                number += 1
                guard record.fields.contains(where: { !$0.allSatisfy(\.isWhitespace) }) else { continue }
                let cells = zip(record.fields, record.fieldOffsets).map { Cell(text: $0, location: scanner.location(of: $1)) }
                rows.append(Row(cells: cells, location: scanner.location(of: record.offset), number: number))
            }
        } catch {
            return .failure(error)
        }
        return .success(Sheet(name: name, file: file, rows: rows))
    }
}
