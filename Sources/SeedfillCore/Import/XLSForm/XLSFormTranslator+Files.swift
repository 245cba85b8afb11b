import Foundation

/// `select_one_from_file FILE`: the file read as a table, from beside the form or from the
/// project's `data/`, and offered through the model's `{"table": …}` options.
extension XLSFormTranslator {
    mutating func selectFromFile(_ field: inout ImportedField, _ question: XLSQuestion) -> Bool {
        let location = survey.location("type", in: question.row)
        guard let file = question.argument, file.lowercased().hasSuffix(".csv"), !file.contains("/") else {
            untranslated(location, "type", "select_one_from_file reads a .csv file here (an .xml or .geojson one is not translated)")
            return false
        }
        let name = String(file.dropLast(4))
        guard let table = readTable(file, name: name, location: location) else { return false }
        var valueColumn = "name"
        for pair in (survey.cell("parameters", in: question.row)?.text ?? "").split(separator: " ") {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2, parts[0].lowercased() == "value" { valueColumn = parts[1] }
        }
        guard table.column(named: valueColumn) != nil else {
            untranslated(
                location, "type", "\(Quoted.single(file)) has no column \(Quoted.single(valueColumn)) to take the choices' names from")
            return false
        }
        var lookup: [ImportedValue.Member] = [.init(key: "table", value: .string(name)), .init(key: "column", value: .string(valueColumn))]
        if let filter = survey.cell("choice_filter", in: question.row), let info = questions[question.name] {
            guard let match = tableMatch(filter, table: table, scope: ExpressionScope(question: info)) else { return false }
            lookup.append(.init(key: "match", value: .object(match)))
        }
        field["type"] = .string("choice")
        field["options"] = .object(lookup)
        return true
    }

    /// A `choice_filter` on a file's rows as the look-up's `match`: it must be `column = ${question}`
    /// terms joined by `and`.
    mutating func tableMatch(_ cell: XLSWorkbook.Cell, table: Table, scope: ExpressionScope) -> [ImportedValue.Member]? {
        let problem: String
        do throws(XPathError) {
            var match: [ImportedValue.Member] = []
            var terms = [try XPathParser.parse(cell.text)]
            while let term = terms.first {
                terms.removeFirst()
                if case .binary("and", let left, let right) = term {
                    terms = [left, right] + terms
                    continue
                }
                guard case .binary("=", var left, var right) = term else {
                    throw XPathError(message: "only 'column = ${question}' terms joined by 'and' are translated")
                }
                if case .name = right { swap(&left, &right) }
                guard case .name(let column) = left, case .reference = right else {
                    throw XPathError(message: "only 'column = ${question}' terms joined by 'and' are translated")
                }
                guard table.column(named: column) != nil else {
                    throw XPathError(message: "\(Quoted.single(table.file)) has no column \(Quoted.single(column))")
                }
                match.append(.init(key: column, value: .string(try render(right, scope))))
            }
            return match
        } catch {
            problem = error.message
        }
        untranslated(cell.location, "choice_filter", "\(Quoted.single(cell.text.trimmingSpaces)): \(problem)")
        return nil
    }

    /// The table in `file`, read from beside the form or from the project's `data/`, and kept
    /// to be written into `data/`.
    mutating func readTable(_ file: String, name: String, location: SourceLocation) -> Table? {
        if let known = tables.first(where: { $0.name == name }) {
            return Table.load(csv: known.bytes, name: name, file: known.source).table
        }
        let candidates = [FilePath.join(formDirectory, file), FilePath.join(dataDirectory, file)]
        guard let path = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }),
            let data = FileManager.default.contents(atPath: path)
        else {
            untranslated(
                location, "type",
                "select_one_from_file \(Quoted.single(file)) is found neither beside the form nor in the project's data/ (\(candidates.map(Quoted.single).joined(separator: ", ")))"
            )
            return nil
        }
        let (table, problems) = Table.load(csv: Array(data), name: name, file: path)
        guard let table else {
            untranslated(
                location, "type", "\(Quoted.single(path)) cannot be read as a table: \(problems.first?.message ?? "unknown problem")")
            return nil
        }
        tables.append(FormTable(name: name, source: path, bytes: Array(data)))
        return table
    }
}
