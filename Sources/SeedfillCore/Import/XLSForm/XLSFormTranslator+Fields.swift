/// Survey rows translated into model fields: groups, repeats and questions, with their
/// relevance, requirement, constraint and default.
extension XLSFormTranslator {
    /// The fields of `tree`, in order; notes and rows that hold no data give none.
    mutating func fields(of tree: [XLSQuestion]) -> [ImportedField] {
        var fields: [ImportedField] = []
        for question in tree {
            if let field = field(for: question) { fields.append(field) }
        }
        return fields
    }

    /// The field of one question, group or repeat, or `nil` when it holds no data.
    mutating func field(for question: XLSQuestion) -> ImportedField? {
        guard let info = questions[question.name] else { return nil }
        var field = ImportedField(key: question.key)
        if question.key != question.name { field["name"] = .string(question.name) }
        let scope = ExpressionScope(question: info)
        switch question.kind {
        case .group, .repeat:
            field["type"] = .string(question.kind == .group ? "group" : "list")
            let children = fields(of: question.children)
            guard !children.isEmpty else {
                remark(question.row.location, "type", "\(Quoted.single(question.name)) holds no question with a value: left out")
                return nil
            }
            field.fields = children
            label(&field, question)
            if question.kind == .repeat { repeatCount(&field, question, scope) }
            relevance(&field, question, scope)
            return field
        case .value:
            guard valueType(&field, question, info) else { return nil }
            label(&field, question)
            relevance(&field, question, scope)
            if field["compute"] == nil, !Self.metadataTypes.contains(question.type) { requirement(&field, question, scope) }
            constraint(&field, question, scope)
            defaultValue(&field, question, scope)
            return field
        }
    }

    /// The label in the form's language as the field's title.
    mutating func label(_ field: inout ImportedField, _ question: XLSQuestion) {
        if let label = survey.cell("label", in: question.row, language: language) {
            field["title"] = .string(label.text.split(whereSeparator: \.isNewline).joined(separator: " ").trimmingSpaces)
        }
    }

    /// `relevant` as `visibleWhen`.
    mutating func relevance(_ field: inout ImportedField, _ question: XLSQuestion, _ scope: ExpressionScope) {
        guard let cell = survey.cell("relevant", in: question.row) else { return }
        guard let condition = expression(cell, column: "relevant", scope: scope) else { return }
        if case .string(let count)? = field["visibleWhen"] {
            field["visibleWhen"] = .string("(\(condition)) and \(count)")
        } else {
            field["visibleWhen"] = .string(condition)
        }
    }

    /// `required`: `yes` (or `true`, `TRUE()`, `=TRUE()`, `1`) always; an expression while it
    /// holds; otherwise the question may be left unanswered, and is then left out.
    mutating func requirement(_ field: inout ImportedField, _ question: XLSQuestion, _ scope: ExpressionScope) {
        let cell = survey.cell("required", in: question.row)
        switch cell.flatMap({ Self.yesNo($0.text) }) {
        case true?: return
        case false?,
            nil where cell == nil:
            field["optional"] = .string("omit")
        default:
            field["optional"] = .string("omit")
            if let cell, let condition = expression(cell, column: "required", scope: scope) { field["requiredWhen"] = .string(condition) }
        }
    }

    /// A yes/no cell as people write it (`yes`, `TRUE`, `=TRUE()`, `true()`, `1`, `no` …), or
    /// `nil` when it is an expression.
    static func yesNo(_ text: String) -> Bool? {
        var word = text.trimmingSpaces.lowercased()
        if word.hasPrefix("=") { word.removeFirst() }
        if word.hasSuffix("()") { word.removeLast(2) }
        if ["yes", "true", "1", "1.0", "y"].contains(word) { return true }
        if ["no", "false", "0", "0.0", "n", ""].contains(word) { return false }
        return nil
    }

    /// `repeat_count` as the list's `count` (a number or a question); without one, one to three items.
    mutating func repeatCount(_ field: inout ImportedField, _ question: XLSQuestion, _ scope: ExpressionScope) {
        guard let cell = survey.cell("repeat_count", in: question.row) else {
            field["minItems"] = .number("1")
            field["maxItems"] = .number("3")
            remark(question.row.location, "repeat_count", "a repeat without repeat_count is given 1 to 3 items")
            return
        }
        if let number = Double(cell.text), number >= 0, number == number.rounded() {
            field["count"] = .string(String(Int(number)))
            return
        }
        if let count = expression(cell, column: "repeat_count", scope: scope) {
            field["count"] = .string("coalesce(\(count), 0)")
            // No repeat is no element at all in the instance, not an empty array.
            field["visibleWhen"] = .string("coalesce(\(count), 0) > 0")
        }
    }
}
