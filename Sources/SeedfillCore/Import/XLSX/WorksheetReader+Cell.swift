/// Reading one `<c>`: its value (`<v>` or `<is>`), its formula (`<f>`) and its type (`t`).
extension WorksheetReader {
    /// The cell whose start tag `element` was just read at `row`, `column`.
    mutating func cell(_ element: XMLScanner.Element, row: Int, column: Int, xml: inout XMLPart) throws(Diagnostic) -> XLSXCell {
        var cell = XLSXCell.empty(row: row, column: column)
        var value = ""
        var inlineText: String?
        var formula: (text: String, attributes: XMLScanner.Element)?
        var depth = 1
        var reading: String?  // the child whose text is being read: "v" or "f"
        while depth > 0, let event = try xml.next() {
            switch event {
            case .start(let child):
                if depth == 1, child.name == "is" {
                    inlineText = try xml.richText()
                    continue
                }
                depth += 1
                if depth == 2, child.name == "v" || child.name == "f" { reading = child.name }
                if depth == 2, child.name == "f" { formula = ("", child) }
            case .end:
                depth -= 1
                reading = nil
            case .text(let text):
                if reading == "v" { value += text }
                if reading == "f" { formula?.text += text }
            }
        }
        if let formula { cell.formula = sharedFormula(formula.text, formula.attributes, at: cell) }
        cell.text = try text(of: element.attribute("t") ?? "n", value: value, inline: inlineText, cell: cell)
        return cell
    }

    /// The text of a cell of type `type` whose `<v>` holds `value`.
    private func text(of type: String, value: String, inline: String?, cell: XLSXCell) throws(Diagnostic) -> String {
        switch type {
        case "s":
            // A string cell with no value (some writers leave one styled) is empty.
            if value.isEmpty { return "" }
            guard let index = Int(value), sharedStrings.indices.contains(index) else {
                throw problem(
                    "cell \(cell.reference) refers to shared string \(Quoted.single(value)), but the workbook has \(sharedStrings.count)",
                    cell)
            }
            return sharedStrings[index]
        case "inlineStr":
            return inline ?? value
        case "b":
            switch value.lowercased() {
            case "1", "true": return "TRUE"
            case "0", "false": return "FALSE"
            case "": return ""
            default: throw problem("cell \(cell.reference) is a boolean whose value \(Quoted.single(value)) is neither 1 nor 0", cell)
            }
        case "n", "str", "e", "d":
            // A number as its literal, a formula's text result, an error value, an ISO 8601 date.
            return value
        default:
            throw problem("cell \(cell.reference) has the unknown type \(Quoted.single(type))", cell)
        }
    }

    /// The formula of a cell: its own text, or, for a cell sharing a formula (`t="shared"` with
    /// no text), the master's formula moved to this cell; the first cell with text becomes the master.
    private mutating func sharedFormula(_ text: String, _ element: XMLScanner.Element, at cell: XLSXCell) -> String? {
        guard element.attribute("t") == "shared", let index = element.attribute("si") else { return text }
        if !text.isEmpty {
            sharedFormulas[index] = XLSXCell(text: "", formula: text, row: cell.row, column: cell.column)
            return text
        }
        guard let master = sharedFormulas[index], let formula = master.formula else { return nil }
        return FormulaReferences.moved(formula, rows: cell.row - master.row, columns: cell.column - master.column)
    }

    /// An error at `cell`.
    private func problem(_ message: String, _ cell: XLSXCell) -> Diagnostic {
        Diagnostic.error(message, at: cell.location(file: file, sheet: sheet), hint: XLSXReader.damagedHint)
    }
}
