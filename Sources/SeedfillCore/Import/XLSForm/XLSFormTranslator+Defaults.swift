/// The `default` column: a constant as the field's `initialValue`, typed as the question is
/// (numbers, dates, a choice's name, a `select_multiple`'s space-separated names); a dynamic
/// default (pyxform's rule: one that calls a function, reads `${…}` or computes) as its
/// `defaultExpr`. A field that no seed entry maps then holds the proposal, as ODK submits it
/// when the enumerator keeps it.
extension XLSFormTranslator {
    /// Sets the field's default from the question's `default` cell, or remarks why not.
    mutating func defaultValue(_ field: inout ImportedField, _ question: XLSQuestion, _ scope: ExpressionScope) {
        guard let cell = survey.cell("default", in: question.row), !cell.text.trimmingSpaces.isEmpty else { return }
        let text = cell.text.trimmingSpaces
        let kept = "fixtures hold answers as typed"
        if field["compute"] != nil || Self.metadataTypes.contains(question.type) {
            remark(cell.location, "default", "the default \(Quoted.single(text)) is not used: ODK fills a \(question.type) itself")
            return
        }
        if let constant = staticDefault(text, question) {
            if let problem = field.constantProblem(constant) {
                remark(cell.location, "default", "the default \(Quoted.single(text)) is not translated: \(problem); \(kept)")
            } else {
                field["initialValue"] = constant
            }
            return
        }
        do throws(XPathError) {
            let node = try XPathParser.parse(cell.text)
            // ODK works a dynamic default out once: when the form opens, or in a repeat when an
            // item is added; only answers given before that (outside the item) are read then.
            let own = questions[question.name]?.repeats ?? []
            for name in node.references {
                guard let info = questions[name], !own.isEmpty, info.repeats.count < own.count,
                    info.repeats == Array(own.prefix(info.repeats.count))
                else {
                    throw XPathError(
                        message: "ODK works it out when the \(own.isEmpty ? "form is first opened" : "repeat item is added"), "
                            + "before ${\(name)} is answered")
                }
            }
            if node.mentionsCurrent { throw XPathError(message: "it reads the question's own answer") }
            if field["validWhen"] != nil { throw XPathError(message: "the question's constraint could reject it in some records") }
            field["defaultExpr"] = .string(strip(try render(node, scope)))
            let pointer = workbook.pointer(at: cell.location, column: "default")
            defaultSources[field.key] = (ImportNote(kind: .remark, location: cell.location, pointer: pointer, message: ""), text)
        } catch {
            remark(cell.location, "default", "the dynamic default \(Quoted.single(text)) is not translated: \(error.message); \(kept)")
        }
    }

    /// The constant `text` stands for as the question's value, or `nil` when the default is
    /// dynamic: it reads `${…}`, calls a function, or (a number question's) computes.
    private func staticDefault(_ text: String, _ question: XLSQuestion) -> ImportedValue? {
        if text.contains("${") || text.contains(/[A-Za-z_][A-Za-z0-9_:.-]*\s*\(/) { return nil }
        switch question.type {
        case "integer", "decimal", "range":
            if let number = Double(text), number.isFinite, !text.lowercased().contains("e") { return .number(Self.number(text)) }
            if let node = try? XPathParser.parse(text), case .binary = node { return nil }
            return .string(text)
        case "select_one":
            let numeric = questions[question.name]?.numericOptions == true && TableCell.integer(text) != nil
            return Self.optionValue(text, numeric: numeric)
        case "select_multiple":
            return .string(text.split(whereSeparator: \.isWhitespace).joined(separator: " "))
        default:
            return .string(text)
        }
    }
}
