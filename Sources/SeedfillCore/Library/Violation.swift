/// One rule a questionnaire breaks: what `seedfill validate` reports, as a value.
public struct Violation: Sendable, Hashable, CustomStringConvertible {
    /// The JSON path of the offending value within the questionnaire (`vehicle.regNumber`,
    /// `drivers[0].birthDate`); empty for the questionnaire as a whole.
    public let path: String
    /// The rule broken, as the model states it (`mask '## ## ######'`, `required`,
    /// `validWhen 'startDate > today'`), or `layout` for a value where the model has no field
    /// or a field of another shape.
    public let rule: String
    /// The value found at ``path``; `nil` when there is none (a required field left out).
    public let value: QuestionnaireValue?
    /// What is wrong, in one sentence.
    public let message: String
    /// The 1-based line of the value in the JSON text (of the nearest enclosing value when
    /// it is missing).
    public let line: Int
    /// The 1-based column of the value in the JSON text, in Unicode scalars.
    public let column: Int
    /// The value's JSON text, as `validate` quotes it when the message does not.
    let valueText: String?

    /// `LINE:COLUMN: PATH: MESSAGE (rule: RULE), value VALUE`, worded as `seedfill validate`
    /// words it.
    public var description: String {
        var text = "\(line):\(column): \(path.isEmpty ? "(questionnaire)" : path): \(message) (rule: \(rule))"
        if let valueText, !message.contains(valueText) { text += ", value \(valueText)" }
        return text
    }
}
