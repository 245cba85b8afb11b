import Foundation

/// Values checked against their question's own rules: validators (numeric, text, regex,
/// email), `inputType` email, `min`/`max` of a number, and the shapes of `matrix` (row →
/// column value), `matrixdropdown` (row → object of columns) and `multipletext` (item → text).
extension SurveyJSChecker {
    mutating func checkShape(_ element: [String: Any], type: String, name: String, value: Any, evaluator: inout SurveyJSEvaluator) {
        let text = value as? String
        let number = value is String ? nil : SurveyJSEvaluator.number(value)
        for validator in (element["validators"] as? [[String: Any]]) ?? [] {
            switch (validator["type"] as? String ?? "").lowercased() {
            case "numeric":
                if let low = validator["minValue"] as? Double, (number ?? low) < low { violations.append("\(name): below \(low)") }
                if let high = validator["maxValue"] as? Double, (number ?? high) > high { violations.append("\(name): above \(high)") }
            case "text":
                let length = text?.count ?? 0
                if let low = validator["minLength"] as? Int, length < low { violations.append("\(name): shorter than \(low)") }
                if let high = validator["maxLength"] as? Int, high > 0, length > high { violations.append("\(name): longer than \(high)") }
                if validator["allowDigits"] as? Bool == false, text?.contains(where: \.isNumber) == true {
                    violations.append("\(name): has digits")
                }
            case "regex":
                if let regex = validator["regex"] as? String, (text ?? "").range(of: regex, options: .regularExpression) == nil {
                    violations.append("\(name): does not match \(regex)")
                }
            case "email": checkEmail(text, name: name)
            default: break
            }
        }
        if type == "text", element["inputType"] as? String == "email" { checkEmail(text, name: name) }
        if type == "text", ["number", "range"].contains(element["inputType"] as? String ?? "") {
            if let low = SurveyJSEvaluator.number(element["min"]), (number ?? low) < low { violations.append("\(name): below min") }
            if let high = SurveyJSEvaluator.number(element["max"]), (number ?? high) > high { violations.append("\(name): above max") }
        }
        switch type {
        case "matrix": checkMatrix(element, name: name, value: value)
        case "matrixdropdown": checkMatrixDropdown(element, name: name, value: value, evaluator: &evaluator)
        case "multipletext":
            guard let object = value as? [String: Any] else { return violations.append("\(name): not an object") }
            let items = (element["items"] as? [[String: Any]]) ?? []
            for key in object.keys where !items.contains(where: { $0["name"] as? String == key }) {
                violations.append("\(name): '\(key)' is no item")
            }
            for item in items {
                guard let itemName = item["name"] as? String else { continue }
                if item["isRequired"] as? Bool == true, SurveyJSEvaluator.isEmpty(object[itemName]) {
                    violations.append("\(name).\(itemName) is required but empty")
                }
                if let itemValue = object[itemName] {
                    checkShape(
                        item.merging(["type": "text"]) { a, _ in a }, type: "text", name: "\(name).\(itemName)", value: itemValue,
                        evaluator: &evaluator)
                    if item["inputType"] as? String == "number", !(itemValue is NSNumber) {
                        violations.append("\(name).\(itemName): not a number")
                    }
                }
            }
        default: break
        }
    }

    private mutating func checkEmail(_ text: String?, name: String) {
        if (text ?? "").range(of: #"^[^@\s]+@[^@\s]+\.[^@\s]+$"#, options: .regularExpression) == nil {
            violations.append("\(name): not an e-mail")
        }
    }

    private static func values(_ list: Any?) -> [String] {
        ((list as? [Any]) ?? []).map { "\(($0 as? [String: Any])?["value"] ?? $0)" }
    }

    private mutating func checkMatrix(_ element: [String: Any], name: String, value: Any) {
        guard let object = value as? [String: Any] else { return violations.append("\(name): not an object") }
        let rows = Self.values(element["rows"]), columns = Self.values(element["columns"])
        for (row, cell) in object {
            if !rows.contains(row) { violations.append("\(name): '\(row)' is no row") }
            if !columns.contains("\(cell)") { violations.append("\(name).\(row): '\(cell)' is no column") }
            reached.insert("\(name).\(row)=\(cell)")
        }
        if element["isAllRowRequired"] as? Bool == true, object.count != rows.count { violations.append("\(name): a row is unanswered") }
    }

    private mutating func checkMatrixDropdown(_ element: [String: Any], name: String, value: Any, evaluator: inout SurveyJSEvaluator) {
        guard let object = value as? [String: Any] else { return violations.append("\(name): not an object") }
        let rows = Self.values(element["rows"])
        for (row, cells) in object {
            if !rows.contains(row) { violations.append("\(name): '\(row)' is no row") }
            guard let cells = cells as? [String: Any] else {
                violations.append("\(name).\(row): not an object")
                continue
            }
            for column in (element["columns"] as? [[String: Any]]) ?? [] {
                guard let columnName = column["name"] as? String else { continue }
                var cell = column
                cell["type"] = column["cellType"] ?? element["cellType"] ?? "dropdown"
                if cell["choices"] == nil { cell["choices"] = element["choices"] }
                if column["isRequired"] as? Bool == true, SurveyJSEvaluator.isEmpty(cells[columnName]) {
                    violations.append("\(name).\(row).\(columnName) is required but empty")
                }
                if let cellValue = cells[columnName] {
                    checkValue(
                        cell, type: (cell["type"] as? String ?? "").lowercased(), name: "\(name).\(row).\(columnName)", value: cellValue,
                        at: "\(name)/\(columnName)", data: evaluator.data, panel: evaluator.panel, item: cells)
                }
            }
            for key in cells.keys where !((element["columns"] as? [[String: Any]]) ?? []).contains(where: { $0["name"] as? String == key })
            {
                violations.append("\(name).\(row): '\(key)' is no column")
            }
        }
    }

    /// The choices a choice question offers: its own, or those of `choicesFromQuestion`
    /// (mode `all`), or that question's answers (mode `selected`).
    func sourceChoices(_ element: [String: Any], data: [String: Any]) -> [Any] {
        if let name = element["name"] as? String, let app = Self.appChoices[name] {
            return appChoiceValues(app, data: data)
        }
        guard let source = element["choicesFromQuestion"] as? String else { return (element["choices"] as? [Any]) ?? [] }
        if element["choicesFromQuestionMode"] as? String == "selected" {
            return (data[source] as? [Any]) ?? []
        }
        var found: [Any] = []
        func search(_ node: Any) {
            if let list = node as? [Any] { return list.forEach(search) }
            guard let object = node as? [String: Any] else { return }
            if object["name"] as? String == source, object["type"] != nil { found = (object["choices"] as? [Any]) ?? [] }
            object.values.forEach(search)
        }
        search(survey)
        return found
    }
}
