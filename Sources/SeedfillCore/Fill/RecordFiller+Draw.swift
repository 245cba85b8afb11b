extension RecordFiller {
    /// Adapts a drawn value to the field's type where the meaning is unambiguous: ISO text for
    /// a date, date-time or time field, a number for a text field (written as its digits), a
    /// date for a date-time field, and the text of a CSV cell for a number field (CSV cells are
    /// text). Text from anywhere else (an expression, a JSON table) is never read as a number:
    /// it stays text, and the field's check rejects it.
    ///
    /// The value is consumed: most values pass unchanged, and are moved through, not copied.
    /// Only text, numbers and dates can change, and only for some field types: the common
    /// cases (text in a text field, a number in a number field) are decided here, inline.
    @inline(__always)
    func conform(_ value: consuming Value, to planned: PlannedField) -> Value {
        planned.field.type.conversionDue(of: value) ? conformed(value, to: planned) : value
    }

    /// ``conform(_:to:)`` for text, numbers and dates.
    private func conformed(_ value: consuming Value, to planned: PlannedField) -> Value {
        guard planned.kind == .field else { return value }
        switch planned.field.type {
        case .date:
            if case .string(let text) = value, let date = LocalDate(iso: text) { return .date(date) }
        case .datetime:
            if case .string(let text) = value, let dateTime = LocalDateTime(iso: text) { return .dateTime(dateTime) }
            if case .date(let date) = value {
                return .dateTime(LocalDateTime(secondsSinceEpoch: Int64(date.daysSinceEpoch) * 86_400, offsetMinutes: 0))
            }
        case .time:
            if case .string(let text) = value, let time = TimeOfDay(iso: text) { return .time(time) }
        case .text:
            if case .number(let number) = value { return .string(number.description) }
        case .integer, .decimal:
            if planned.readsTextCells, case .string(let text) = value, let number = Number(literal: text) { return .number(number) }
        default:
            break
        }
        return value
    }
}
