/// Table cells that cannot fill the field reading them, found when planning rather than at the
/// record that happens to draw them.
extension PlanBuilder {
    /// A `table` generator on a field that is always required: a row whose cell in the column is
    /// empty (`null` in a JSON table) would fail the record that draws it, so the first such row
    /// is reported, with its row number and column, at the cell itself.
    mutating func checkEmptyCells(_ lookup: TableLookup, column: Int, for id: FieldID, spec: GeneratorSpec) {
        let planned = fields[id]
        guard planned.kind == .field, Self.isAlwaysRequired(planned),
            let table = tables[lookup.table],
            let row = table.rows.firstIndex(where: { column < $0.count && $0[column] == .null })
        else { return }
        let name = planned.fullPath.joined(separator: ".")
        let line = row < table.rowLines.count ? table.rowLines[row] : 1
        let path = table.file.hasSuffix(".json") ? JSONPath.root.appending(row).appending(lookup.column).description : nil
        diagnostics.error(
            "row \(row + 1) of table \(Quoted.single(lookup.table)) has an empty cell (null) in column \(Quoted.single(lookup.column)), which fills the required field \(Quoted.single(name))",
            at: table.firstNullCells[column] ?? SourceLocation(file: table.file, line: line, column: 1), path: path,
            hint: "fill the cell, or let \(Quoted.single(name)) be empty (\"optional\": true in the model); this 'table' is at \(spec.path)"
        )
    }
}
