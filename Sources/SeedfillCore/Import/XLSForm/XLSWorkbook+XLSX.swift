/// An XLSForm workbook read from the `.xlsx` file itself (see ``XLSXReader``): the same value as
/// from its sheets saved as CSV, so that both give the same model.
extension XLSWorkbook {
    /// The workbook of the `.xlsx` at `path` (its `survey`, `choices` and `settings` sheets), or
    /// the problem reading it. A formula cell reads as its formula (`=TRUE()`), as a CSV export
    /// writes it; each cell is located as `form.xlsx[survey]:ROW:COLUMN`.
    static func read(xlsx path: String) -> Result<XLSWorkbook, FormReadProblems> {
        let read: [XLSXSheet]
        do throws(Diagnostic) {
            read = try XLSXReader.read(file: path)
        } catch {
            return .failure(FormReadProblems(diagnostics: [error]))
        }
        var sheets: [Sheet] = []
        for name in ["survey", "choices", "settings"] {
            guard let sheet = read.first(where: { $0.name.lowercased() == name }) else {
                if name == "survey" {
                    return .failure(
                        FormReadProblems(diagnostics: [
                            .error(
                                "\(Quoted.single(path)) has no sheet 'survey'", at: SourceLocation(file: path, line: 1, column: 1),
                                hint: "an XLSForm's questions are in a sheet named survey; its sheets: "
                                    + read.map { Quoted.single($0.name) }.joined(separator: ", "))
                        ]))
                }
                continue
            }
            var rows: [Row] = []
            for (index, cells) in sheet.rows.enumerated() {
                // Blank rows are kept out, as when the sheet is read from CSV.
                guard cells.contains(where: { !$0.writtenText.allSatisfy(\.isWhitespace) }) else { continue }
                let located = cells.map { Cell(text: $0.writtenText, location: $0.location(file: path, sheet: sheet.name)) }
                let start = located.first?.location ?? SourceLocation(file: "\(path)[\(sheet.name)]", line: index + 1, column: 1)
                rows.append(Row(cells: located, location: start, number: index + 1))
            }
            sheets.append(Sheet(name: name, file: "\(path)[\(sheet.name)]", rows: rows))
        }
        return .success(XLSWorkbook(sheets: sheets))
    }
}
