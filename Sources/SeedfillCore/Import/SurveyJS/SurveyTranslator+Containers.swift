/// Questions whose value is an object or an array of objects: dynamic panels, matrices and
/// multiple text.
extension SurveyTranslator {
    /// `paneldynamic`: a list whose items hold the template's questions.
    mutating func panelDynamic(_ element: JSONNode, pointer: String, into field: inout ImportedField) -> Bool {
        field["type"] = .string("list")
        let least = Int(element["minPanelCount"]?.numberLiteral ?? "0") ?? 0
        let most = Int(element["maxPanelCount"]?.numberLiteral ?? "") ?? max(least, 3)
        field["minItems"] = .number(String(least))
        field["maxItems"] = .number(String(max(most, least, 1)))
        let scope = SurveyScope(panel: itemNames[pointer] ?? SurveyNames())
        field.fields = container(element, pointer: pointer, conditions: [], scope: scope)
        if field.fields?.isEmpty != false {
            note(.untranslated, element, pointer, "a dynamic panel without questions is not translated", keyword: "templateElements")
            return false
        }
        return true
    }

    /// `matrixdynamic` (a list of rows) and `matrixdropdown` (an object of row → object): each
    /// row's columns by their `cellType` (the matrix's, a dropdown by default).
    mutating func matrixDropdown(_ element: JSONNode, pointer: String, type: String, scope: SurveyScope, into field: inout ImportedField)
        -> Bool
    {
        let rowScope = SurveyScope(panel: scope.panel, row: itemNames[pointer] ?? SurveyNames())
        var columns: [ImportedField] = []
        for (index, column) in (element["columns"]?.elements ?? []).enumerated() {
            var cell = column
            let at = "\(pointer)/columns/\(index)"
            if case .object(var members) = column.kind {
                let cellType = column["cellType"]?.stringValue ?? element["cellType"]?.stringValue ?? "dropdown"
                members.removeAll { $0.key == "type" }
                members.append(
                    JSONMember(key: "type", keyLocation: column.location, value: JSONNode(.string(cellType), at: column.location)))
                if column["choices"] == nil, let choices = element["choices"],
                    ["dropdown", "radiogroup", "checkbox", "tagbox"].contains(cellType)
                {
                    members.append(JSONMember(key: "choices", keyLocation: choices.location, value: choices))
                }
                cell = JSONNode(.object(members), at: column.location)
            }
            columns += question(cell, pointer: at, conditions: [], scope: rowScope)
        }
        guard !columns.isEmpty else {
            note(.untranslated, element, pointer, "a matrix without columns is not translated", keyword: "columns")
            return false
        }
        if type == "matrixdynamic" {
            // A detail panel's questions are stored in the row object, beside the columns.
            for (index, detail) in (element["detailElements"]?.elements ?? []).enumerated() {
                let at = "\(pointer)/detailElements/\(index)"
                let detailType = detail["type"]?.stringValue?.lowercased() ?? ""
                if Self.containerTypes.contains(detailType) || Self.displayTypes.contains(detailType) || types.isDisplay(detailType) {
                    if Self.containerTypes.contains(detailType) {
                        note(.untranslated, detail, at, "a panel inside a matrix's detail panel is not translated", keyword: "type")
                    }
                    continue
                }
                columns += question(detail, pointer: at, conditions: [], scope: rowScope)
            }
        } else if element["detailElements"] != nil {
            note(.untranslated, element, pointer, "a matrixdropdown's detail panel is not translated", keyword: "detailElements")
        }
        if type == "matrixdynamic" {
            field["type"] = .string("list")
            let least = Int(element["minRowCount"]?.numberLiteral ?? "0") ?? 0
            let most = Int(element["maxRowCount"]?.numberLiteral ?? "") ?? max(least, 3)
            field["minItems"] = .number(String(least))
            field["maxItems"] = .number(String(max(most, least, 1)))
            field.fields = columns
            return true
        }
        field["type"] = .string("group")
        field.fields = rows(element, pointer: pointer).map { rowKey, rowValue in
            var row = ImportedField(key: rowKey, members: [("type", .string("group"))], fields: columns)
            if rowKey != rowValue { row["name"] = .string(rowValue) }
            return row
        }
        return true
    }

    /// `matrix`: an object of row → one of the columns' values.
    mutating func matrix(_ element: JSONNode, pointer: String, into field: inout ImportedField) -> Bool {
        let values = (element["columns"]?.elements ?? []).compactMap(Self.choiceValue)
        guard !values.isEmpty else {
            note(.untranslated, element, pointer, "a matrix without columns is not translated", keyword: "columns")
            return false
        }
        let required = element["isRequired"]?.boolValue == true || element["isAllRowRequired"]?.boolValue == true
        field["type"] = .string("group")
        field.fields = rows(element, pointer: pointer).map { rowKey, rowValue in
            var row = ImportedField(key: rowKey, members: [("type", .string("choice")), ("options", .array(values))])
            if rowKey != rowValue { row.members.insert(("name", .string(rowValue)), at: 0) }
            if !required { row["optional"] = .string("omit") }
            return row
        }
        if element["rowsVisibleIf"] != nil {
            note(.untranslated, element, pointer, "rowsVisibleIf is not translated", keyword: "rowsVisibleIf")
        }
        return !(field.fields ?? []).isEmpty
    }

    /// `multipletext`: an object of item → text (or number).
    mutating func multipleText(_ element: JSONNode, pointer: String, into field: inout ImportedField) -> Bool {
        field["type"] = .string("group")
        var items: [ImportedField] = []
        for (index, item) in (element["items"]?.elements ?? []).enumerated() {
            guard let key = keys["\(pointer)/items/\(index)"], let name = item["name"]?.stringValue else { continue }
            var text = ImportedField(key: key)
            if key != name { text["name"] = .string(name) }
            guard textField(item, pointer: "\(pointer)/items/\(index)", scope: SurveyScope(), into: &text) else { continue }
            if item["isRequired"]?.boolValue != true { text["optional"] = .string("omit") }
            items.append(text)
        }
        field.fields = items
        return !items.isEmpty
    }

    /// The keys and values of a matrix's rows.
    private func rows(_ element: JSONNode, pointer: String) -> [(String, String)] {
        (element["rows"]?.elements ?? []).enumerated().compactMap { index, row in
            guard let key = keys["\(pointer)/rows/\(index)"], let value = Self.choiceValue(row) else { return nil }
            return (key, Self.valueText(value))
        }
    }
}
