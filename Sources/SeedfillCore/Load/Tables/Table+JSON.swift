extension Table {
    /// Reads a table from a JSON array of flat objects. Columns are the union of the keys, in
    /// the order first seen; every row must have every column (use `null` for an empty cell).
    static func load(json node: JSONNode, name: String? = nil, file: String) -> (table: Table?, diagnostics: [Diagnostic]) {
        guard let elements = node.elements else {
            return (
                nil,
                [
                    .error(
                        "a JSON table must be an array of objects, found \(node.typeDescription)", at: node.location,
                        hint: "write the rows as [{\"make\": \"Lada\", \"model\": \"Vesta\"}, …]")
                ]
            )
        }
        var diagnostics: [Diagnostic] = []
        var columns: [String] = []
        var columnIndex: [String: Int] = [:]
        var cells: [[Int: Value]] = []
        var firstNullCells: [Int: SourceLocation] = [:]
        for (index, element) in elements.enumerated() {
            let path = JSONPath.root.appending(index).description
            guard let members = element.members else {
                diagnostics.append(
                    .error(
                        "row \(index + 1) is \(element.typeDescription); table rows must be objects", at: element.location,
                        path: path))
                cells.append([:])
                continue
            }
            var row: [Int: Value] = [:]
            for member in members {
                if columnIndex[member.key] == nil {
                    columnIndex[member.key] = columns.count
                    columns.append(member.key)
                }
                let column = columnIndex[member.key] ?? 0
                let memberPath = JSONPath.root.appending(index).appending(member.key).description
                switch member.value.kind {
                case .null:
                    row[column] = .null
                    if firstNullCells[column] == nil { firstNullCells[column] = member.value.location }
                case .bool(let value): row[column] = .bool(value)
                case .string(let text): row[column] = .string(text)
                case .number(let literal):
                    if let number = TableCell.number(literal: literal) {
                        row[column] = .number(number)
                    } else {
                        diagnostics.append(
                            .error(
                                "number \(literal) cannot be held exactly", at: member.value.location, path: memberPath,
                                hint: "use at most 18 digits and 18 decimals, or write it as a string"))
                    }
                case .array, .object:
                    diagnostics.append(
                        .error(
                            "column \(Quoted.single(member.key)) of row \(index + 1) holds \(member.value.typeDescription); table cells must be strings, numbers, booleans or null",
                            at: member.value.location, path: memberPath, hint: "flatten it into columns of its own"))
                }
            }
            cells.append(row)
        }
        for (index, element) in elements.enumerated() where element.members?.isEmpty == true {
            // Once, naming every column, rather than once per column.
            diagnostics.append(
                .error(
                    "row \(index + 1) has no cells", at: element.location, path: JSONPath.root.appending(index).description,
                    hint: columns.isEmpty
                        ? "write the row's values, e.g. {\"make\": \"Lada\", \"model\": \"Vesta\"}; null is an empty cell"
                        : "write the row's values for \(Quoted.list(columns.map { Quoted.single($0) })); null is an empty cell"
                ))
        }
        for (index, element) in elements.enumerated() where element.members?.isEmpty == false {
            for (column, key) in columns.enumerated() where cells[index][column] == nil && element[key] == nil {
                diagnostics.append(
                    .error(
                        "row \(index + 1) has no column \(Quoted.single(key))", at: element.location,
                        path: JSONPath.root.appending(index).description,
                        hint: "every row needs the same columns; write \"\(key)\": null for an empty cell"))
            }
        }
        guard diagnostics.isEmpty else { return (nil, diagnostics) }
        let rows = cells.map { row in columns.indices.map { row[$0] ?? .null } }
        var table = Table(
            name: name ?? Table.name(forFile: file), columns: columns, rows: rows, file: file,
            rowLines: elements.map(\.location.line), cellsAreText: false)
        table.firstNullCells = firstNullCells
        return (table, [])
    }
}
