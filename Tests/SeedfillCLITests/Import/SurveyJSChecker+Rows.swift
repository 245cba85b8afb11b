import Foundation

/// One item of a dynamic panel or one row of a dynamic matrix: its questions (the panel's
/// template, or the matrix's columns by their `cellType` and its detail panel's questions),
/// each shown by its `visibleIf` read with `{panel.x}`/`{row.x}` in the item.
extension SurveyJSChecker {
    mutating func checkItem(
        _ entry: [String: Any], row: [String: Any], of element: [String: Any], type: String, name: String, at: String, data: [String: Any],
        panel: [String: Any]?
    ) {
        var itemAllowed: Set<String> = []
        var itemShown: [String: Bool] = [:]
        if type == "paneldynamic" {
            walk(element, at, visible: true, data: data, panel: entry, item: entry, allowed: &itemAllowed, shown: &itemShown)
        } else {
            var cells: [(cell: [String: Any], at: String)] = []
            for column in (element["columns"] as? [[String: Any]]) ?? [] {
                var cell = column
                cell["type"] = column["cellType"] ?? element["cellType"] ?? "dropdown"
                if cell["choices"] == nil { cell["choices"] = element["choices"] }
                cells.append((cell, "\(at)/\(column["name"] as? String ?? "")"))
            }
            for detail in (element["detailElements"] as? [[String: Any]]) ?? [] {
                cells.append((detail, "\(at)/detail/\(detail["name"] as? String ?? "")"))
            }
            for (cell, cellAt) in cells {
                checkCell(
                    cell, at: cellAt, entry: entry, row: row, name: name, data: data, panel: panel, allowed: &itemAllowed, shown: &itemShown
                )
            }
        }
        for key in entry.keys where !itemAllowed.contains(key) && !key.hasSuffix("-Comment") {
            violations.append("\(name): member '\(key)' is no question of the panel")
        }
        for (key, visible) in itemShown where !visible && entry[key] != nil {
            violations.append("\(name).\(key) hidden but present")
        }
    }

    private mutating func checkCell(
        _ cell: [String: Any], at: String, entry: [String: Any], row: [String: Any], name: String, data: [String: Any],
        panel: [String: Any]?,
        allowed: inout Set<String>, shown: inout [String: Bool]
    ) {
        guard let cellName = (cell["valueName"] ?? cell["name"]) as? String else { return }
        let cellType = (cell["type"] as? String ?? "").lowercased()
        guard !Self.display.contains(cellType) || cellType == "expression" else { return }
        var evaluator = SurveyJSEvaluator(data: data, panel: panel, row: row)
        var visible = cell["visible"] as? Bool != false
        if let condition = cell["visibleIf"] as? String {
            visible = visible && evaluator.holds(condition)
            reached.insert("\(at) \(visible)")
        }
        if cellType == "expression" {
            guard cell["includeIntoResult"] as? Bool != false else { return }
            allowed.insert(cellName)
            shown[cellName] = visible
            if visible, let expression = cell["expression"] as? String {
                checkComputed(expression, element: cell, name: "\(name).\(cellName)", value: entry[cellName], evaluator: &evaluator)
            }
            return
        }
        allowed.insert(cellName)
        shown[cellName] = visible
        guard visible else { return }
        var required = cell["isRequired"] as? Bool == true
        if let condition = cell["requiredIf"] as? String { required = required || evaluator.holds(condition) }
        if required, SurveyJSEvaluator.isEmpty(entry[cellName]) { violations.append("\(name).\(cellName) is required but empty") }
        if let cellValue = entry[cellName] {
            checkValue(cell, type: cellType, name: cellName, value: cellValue, at: at, data: data, panel: panel, item: entry)
        }
    }
}
