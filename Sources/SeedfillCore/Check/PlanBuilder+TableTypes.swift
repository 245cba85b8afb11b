/// Table cells against the fields they fill or are matched with, compared with their types as
/// the filler compares them: a number cell is never the text `"2022"`, and a JSON table's text
/// `"7"` is never the number 7 (a CSV cell is text, and may spell a number field's value).
extension PlanBuilder {
    /// Reports a `table` generator (`spec`) whose column holds a cell field `id` can never take:
    /// a JSON table's text for a number field, or a cell of another type than a choice's options.
    mutating func checkTableCells(table number: Int, column: Int, spec: GeneratorSpec, field id: FieldID) {
        let planned = fields[id]
        guard planned.kind == .field, let table = tables[tableIndex[number]] else { return }
        let key = planned.field.key
        let name = table.columns[column]
        func firstRow(where test: (Value) -> Bool) -> Int? { table.rows.indices.first { test(table.rows[$0][column]) } }
        switch planned.field.type {
        case .integer, .decimal:
            guard !table.cellsAreText, let row = firstRow(where: { if case .string = $0 { true } else { false } }) else { return }
            let cell = table.rows[row][column]
            diagnostics.error(
                "\(Self.place(row, of: table)) holds the text \(cell.quoted) in column \(Quoted.single(name)), but \(Quoted.single(key)) is a number field",
                at: spec.location, path: spec.path,
                hint: "text is never read as a number: write the cell as a JSON number, without quotes")
        case .choice:
            let offered: ValueType = planned.valueType
            guard offered == .string || offered == .number,
                let row = firstRow(where: { $0 != .null && Self.kind(of: $0) != offered })
            else { return }
            let cell = table.rows[row][column]
            let are = offered == .string ? "text" : "numbers"
            diagnostics.error(
                "\(Self.place(row, of: table)) holds \(Self.describe(cell)) in column \(Quoted.single(name)), but the options of \(Quoted.single(key)) are \(are)",
                at: spec.location, path: spec.path,
                hint: "a value is compared with the options by type (2022 is not \"2022\"); a CSV cell that is a plain integer is a number")
        default:
            break
        }
    }

    /// Reports a `match` of column `column` of `table` with a field whose values (of static
    /// type `type`) are never of the column's type, so that no row can ever match.
    mutating func checkMatchType(_ table: Table, column: Int, field type: ValueType, name: SourceText) {
        guard type == .string || type == .number else { return }
        let cells = table.rows.map { $0[column] }.filter { $0 != .null }
        guard let first = cells.first, !cells.contains(where: { Self.kind(of: $0) == type }) else { return }
        let are = type == .string ? "text" : "a number"
        let holds = Self.kind(of: first) == .number ? "numbers" : "\(Self.kind(of: first).typeName) values"
        diagnostics.error(
            "column \(Quoted.single(table.columns[column])) of table \(Quoted.single(table.name)) holds \(holds) (such as \(first.quoted)), but \(Quoted.single(name.text)) holds \(are), so no row can ever match",
            at: name.location, path: name.path,
            hint: "a cell is compared with the field by type (2022 is not \"2022\"); a CSV cell that is a plain integer is a number")
    }

    /// The static type of a table cell's value.
    static func kind(of value: Value) -> ValueType {
        switch value {
        case .string: return .string
        case .number: return .number
        case .bool: return .bool
        case .null: return .null
        default: return .any
        }
    }

    /// "the number 2022", "the text "2022"".
    static func describe(_ cell: Value) -> String {
        switch cell {
        case .string: return "the text \(cell.quoted)"
        case .number: return "the number \(cell.quoted)"
        default: return cell.jsonText
        }
    }

    /// "row 1 of table 'years' (data/years.csv:2)".
    static func place(_ row: Int, of table: Table) -> String {
        let line = row < table.rowLines.count ? ":\(table.rowLines[row])" : ""
        return "row \(row + 1) of table \(Quoted.single(table.name)) (\(table.file)\(line))"
    }
}
