import Foundation

extension RecordFiller {
    /// One draw of `generator` for field `id`.
    func draw(_ generator: Generator, for id: FieldID, rng: inout SplitMix64, itemKey: UInt64, state: inout State) throws(FillError)
        -> Value
    {
        switch generator {
        case .modelDefault:
            return try modelDefault(id, rng: &rng, itemKey: itemKey, state: &state)
        case .constant(let value):
            return value
        case .oneOf(let values, let cumulative):
            return Self.drawOneOf(values, cumulative: cumulative, rng: &rng)
        case .someOf(let values, let low, let high):
            return Self.drawSomeOf(values, min: low, max: high, rng: &rng)
        case .int(let min, let max, let step):
            return try drawInt(min, max, step: step, for: id, rng: &rng, state: &state)
        case .decimal(let min, let max, let scale):
            return try drawDecimal(min, max, scale: scale, for: id, rng: &rng, state: &state)
        case .normal(let mean, let sd, let min, let max, let scale):
            return try drawNormal(mean: mean, sd: sd, min, max, scale: scale, for: id, rng: &rng, state: &state)
        case .date(let from, let to):
            return try drawDate(from, to, for: id, rng: &rng, state: &state)
        case .dateTime(let from, let to):
            return try drawDateTime(from, to, for: id, rng: &rng, state: &state)
        case .time(let from, let to):
            return try drawTime(from, to, for: id, rng: &rng, state: &state)
        case .bool(let probability):
            return Self.drawBool(probability, rng: &rng)
        case .mask(let mask):
            return Self.drawMask(mask, rng: &rng)
        case .regex(let pattern):
            return Self.drawRegex(pattern, rng: &rng)
        case .sequence(let start, let step, let format):
            return drawSequence(start: start, step: step, format: format, record: state.record, for: id)
        case .uuid:
            return Self.drawUUID(rng: &rng)
        case .template(let template):
            return try drawTemplate(template, for: id, state: &state)
        case .expression(let expression):
            return try evaluate(expression, for: id, what: "its expression", state: &state)
        case .table(let table, let column, let match, let index):
            return drawTable(table, column: column, match: match, index: index, rng: &rng, itemKey: itemKey, state: state)
        case .when(let branches):
            return try drawWhen(branches, for: id, rng: &rng, itemKey: itemKey, state: &state)
        case .nullable(let probability, let inner):
            return try drawNullable(probability, inner, for: id, rng: &rng, itemKey: itemKey, state: &state)
        case .fake(let provider, let locale, let gender):
            return Self.drawFake(provider, locale: locale, gender: gender, rng: &rng, in: state)
        case .unique(let how, let inner):
            return try drawUnique(how, inner, for: id, rng: &rng, itemKey: itemKey, state: &state)
        case .reference(let reference):
            return try referencedValue(reference, for: id, rng: &rng, state: &state)
        }
    }

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
        Self.conversionDue(value, to: planned.field.type) ? conformed(value, to: planned) : value
    }

    /// Whether ``conform(_:to:)`` may convert `value` for a field of `type`: a text where a date,
    /// time or number is due, a date where a date-time is, a number where a text is. Most values
    /// are already of their field's type; this is the one place that says which are not.
    @inline(__always)
    static func conversionDue(_ value: borrowing Value, to type: FieldType) -> Bool {
        switch value {
        case .string:
            switch type {
            case .date, .datetime, .time, .integer, .decimal: return true
            default: return false
            }
        case .number: return type == .text
        case .date: return type == .datetime
        default: return false
        }
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
