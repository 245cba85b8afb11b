/// `select_one` and `select_multiple` questions and their choice lists.
extension XLSFormTranslator {
    /// One row of a choice list: the choice's name, label, every column by name, its row.
    struct ChoiceRow {
        var name: String
        var label: String?
        var columns: [String: String]
        var row: XLSWorkbook.Row
    }

    /// The rows of choice list `list`, in sheet order.
    func choiceRows(_ list: String) -> [ChoiceRow] {
        guard let choices else { return [] }
        let header = (choices.sheet.rows.first?.cells ?? []).map { XLSSheetTable.normalised($0.text) }
        return choices.rows.compactMap { row in
            guard choices.cell("list_name", in: row)?.text == list, let name = choices.cell("name", in: row)?.text else { return nil }
            var columns: [String: String] = [:]
            for (index, column) in header.enumerated() where index < row.cells.count && !column.contains("::") {
                if columns[column] == nil { columns[column] = row.cells[index].text.trimmingSpaces }
            }
            return ChoiceRow(name: name, label: choices.cell("label", in: row, language: language)?.text, columns: columns, row: row)
        }
    }

    /// The choice's value as the model writes it: a whole number as a number (as a table's
    /// cells are read), anything else as text.
    static func optionValue(_ name: String, numeric: Bool) -> ImportedValue {
        numeric ? .number(name) : .string(name)
    }

    /// The choices of `question`'s list, or `nil` after noting a missing list.
    mutating func listChoices(_ question: XLSQuestion) -> [ChoiceRow]? {
        let location = survey.location("type", in: question.row)
        guard let list = question.argument, !list.contains(" ") else {
            untranslated(
                location, "type",
                question.argument == nil
                    ? "\(Quoted.single(question.type)) names no choice list"
                    : "\(Quoted.single(question.type + " " + question.argument!)): 'or_other' and extra words are not translated")
            return nil
        }
        let rows = choiceRows(list)
        guard !rows.isEmpty else {
            untranslated(location, "type", "the choices sheet has no list \(Quoted.single(list))")
            return nil
        }
        return rows
    }

    /// `select_one LIST`: a choice of the list's names; a `choice_filter` as each option's `visibleWhen`.
    mutating func selectOne(_ field: inout ImportedField, _ question: XLSQuestion) -> Bool {
        guard let rows = listChoices(question), let info = questions[question.name] else { return false }
        let filter = survey.cell("choice_filter", in: question.row)
        var options: [ImportedValue] = []
        for choice in rows {
            var members: [ImportedValue.Member] = [.init(key: "value", value: Self.optionValue(choice.name, numeric: info.numericOptions))]
            if let label = choice.label { members.append(.init(key: "title", value: .string(label))) }
            if let filter,
                let condition = expression(
                    filter, column: "choice_filter", scope: ExpressionScope(question: info, choiceColumns: choice.columns))
            {
                members.append(.init(key: "visibleWhen", value: .string(condition)))
            }
            options.append(.object(members))
        }
        field["type"] = .string("choice")
        field["options"] = .array(options)
        return true
    }

    /// `select_multiple LIST`: ODK writes the names chosen, in the list's order, separated by
    /// single spaces; the model writes that text, a pattern that allows exactly those.
    mutating func selectMultiple(_ field: inout ImportedField, _ question: XLSQuestion) -> Bool {
        guard let rows = listChoices(question) else { return false }
        if let filter = survey.cell("choice_filter", in: question.row) {
            untranslated(filter.location, "choice_filter", "a choice_filter on a select_multiple is not translated")
            return false
        }
        let names = rows.map { Self.escaped($0.name) }
        // `a( b)?( c)?|b( c)?|c`: each name may be followed by any of the later ones, in order.
        let alternatives = names.indices.map { first in
            names[first] + names[(first + 1)...].map { "(?: \($0))?" }.joined()
        }
        field["type"] = .string("text")
        field["pattern"] = .string("^(?:" + alternatives.joined(separator: "|") + ")$")
        field["messages"] = .object([
            .init(key: "pattern", value: .string("names of the list '\(question.argument!)', in its order, separated by single spaces"))
        ])
        return true
    }

    /// `name` with the regular-expression characters escaped.
    static func escaped(_ name: String) -> String {
        var out = ""
        for character in name {
            if "\\^$.|?*+()[]{}/-".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }
}
