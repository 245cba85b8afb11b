import Foundation

/// Numbers, dates, date-times and times on one number line, for histograms: a number as itself,
/// a date as its day number, a date-time as seconds since 1970, a time as minutes since midnight.
enum ValueAxis {
    /// Where `value` lies on its type's line; `nil` for values that have no place on one.
    static func position(of value: Value) -> Double? {
        switch value {
        case .number(let number): number.doubleValue
        case .date(let date): Double(date.daysSinceEpoch)
        case .dateTime(let dateTime): Double(dateTime.secondsSinceEpoch)
        case .time(let time): Double(time.minutes)
        default: nil
        }
    }

    /// The text of the point at `position` on the line of `type`, as a tick label.
    static func label(_ position: Double, type: FieldType) -> String {
        switch type {
        case .date:
            return LocalDate(daysSinceEpoch: Int32(clamping: Int(position.rounded()))).iso
        case .datetime:
            let seconds = Int64(position.rounded())
            return String(LocalDateTime(secondsSinceEpoch: seconds, offsetMinutes: 0).iso.prefix(16))
        case .time:
            let minutes = Int(position.rounded())
            return TimeOfDay(minutes: Int16(clamping: minutes)).iso
        default:
            return number(position)
        }
    }

    /// A short decimal text: whole numbers without a point, others with up to three digits.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
