import Foundation
import Testing

@testable import SeedfillCore

// Issue 19, item 6: the three real workbooks read cell by cell as their CSV exports (openpyxl,
// formulas not evaluated) show them.
@Suite struct XLSXRealFormTests {
    /// The real forms, kept with the XLSForm import tests.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SeedfillCLITests/Import/XLSForm/RealForms").path

    static let forms = ["correlaid-migrant-orgs-saxony-survey", "pyxform-xlsform-spec-test", "ucl-biomass-plot-form"]

    /// A small RFC 4180 reader, independent of seedfill's: quoted fields with `""`, CRLF or LF.
    static func csv(_ text: String) -> [[String]] {
        var rows: [[String]] = []
        var row: [String] = []
        var field = ""
        var quoted = false
        var characters = text.unicodeScalars.makeIterator()
        var pending = characters.next()
        while let character = pending {
            pending = characters.next()
            if quoted {
                if character == "\"" {
                    if pending == "\"" {
                        field.unicodeScalars.append("\"")
                        pending = characters.next()
                    } else {
                        quoted = false
                    }
                } else {
                    field.unicodeScalars.append(character)
                }
            } else if character == "\"" {
                quoted = true
            } else if character == "," {
                row.append(field)
                field = ""
            } else if character == "\r" || character == "\n" {
                if character == "\r", pending == "\n" { pending = characters.next() }
                row.append(field)
                rows.append(row)
                (row, field) = ([], "")
            } else {
                field.unicodeScalars.append(character)
            }
        }
        if !field.isEmpty || !row.isEmpty { rows.append(row + [field]) }
        return rows
    }

    /// The cells where `sheet`'s `texts` (by `reading`) and the CSV `rows` differ, as `C12: "xlsx" ≠ "csv"`.
    static func differences(_ sheet: XLSXSheet, _ rows: [[String]], reading: (XLSXCell) -> String) -> [String] {
        var found: [String] = []
        for rowIndex in 0..<max(sheet.rows.count, rows.count) {
            let cells = rowIndex < sheet.rows.count ? sheet.rows[rowIndex] : []
            let fields = rowIndex < rows.count ? rows[rowIndex] : []
            for column in 0..<max(cells.count, fields.count) {
                let cell = column < cells.count ? cells[column] : XLSXCell.empty(row: rowIndex + 1, column: column + 1)
                let field = column < fields.count ? fields[column] : ""
                if reading(cell) != field { found.append("\(cell.reference): \"\(reading(cell))\" ≠ \"\(field)\"") }
            }
        }
        return found
    }

    @Test(arguments: forms)
    func everySheetWithACSVMatchesItCellByCell(_ form: String) throws {
        let sheets = try XLSXReader.read(file: "\(Self.directory)/\(form).xlsx")
        let expectedNames = form.hasPrefix("pyxform") ? ["survey", "choices", "settings", "columns"] : ["survey", "choices", "settings"]
        #expect(sheets.map(\.name) == expectedNames)
        for sheet in sheets {
            let csvPath = "\(Self.directory)/\(form).\(sheet.name).csv"
            let text = try #require(try? String(contentsOfFile: csvPath, encoding: .utf8), "\(csvPath)")
            let rows = Self.csv(text)
            // The export trims trailing empty rows, as the reader does.
            #expect(sheet.rows.count == rows.count, "\(form)[\(sheet.name)]")
            #expect(Self.differences(sheet, rows, reading: \.writtenText) == [], "\(form)[\(sheet.name)]")
            #expect(
                Self.differences(sheet, rows, reading: \.text) == Self.formulaCells["\(form)[\(sheet.name)]", default: []],
                "\(form)[\(sheet.name)]")
        }
    }

    /// The only cells whose ``XLSXCell/text`` differs from the CSV export: formula cells, which
    /// the export writes as their formula and the reader gives as their cached value.
    static let formulaCells = [
        "pyxform-xlsform-spec-test[survey]": [#"K22: "TRUE" ≠ "=TRUE()""#, #"B55: "FALSE" ≠ "=FALSE()""#],
        "pyxform-xlsform-spec-test[settings]": [
            #"F2: "FALSE" ≠ "=FALSE()""#, #"G2: "FALSE" ≠ "=FALSE()""#, #"H2: "TRUE" ≠ "=TRUE()""#,
        ],
        "ucl-biomass-plot-form[settings]": [#"B2: "44662.6850575292" ≠ "=NOW()""#],
    ]
}
