extension FieldType {
    /// Whether a drawn `value` may be converted for a field of this type (see
    /// ``RecordFiller/conform(_:to:)``): a text where a date, time or number is due, a date
    /// where a date-time is, a number where a text is. Most values are already of their field's
    /// type; this is the one place that says which are not.
    @inline(__always)
    func conversionDue(of value: borrowing Value) -> Bool {
        switch value {
        case .string:
            switch self {
            case .date, .datetime, .time, .integer, .decimal: return true
            default: return false
            }
        case .number: return self == .text
        case .date: return self == .datetime
        default: return false
        }
    }
}
