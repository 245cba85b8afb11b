/// Why a value operation failed: overflow, division by zero, a date out of range, a type mismatch.
///
/// Value operations throw this instead of trapping so that user data can never crash a run.
struct ValueError: Error, Sendable, Hashable {
    /// What went wrong, in one sentence without a trailing period.
    var message: String

    /// Creates an error.
    init(_ message: String) { self.message = message }

    static let overflow = ValueError("number too large")
    static let divisionByZero = ValueError("division by zero")
    static let dateOutOfRange = ValueError("date out of range (years 0001 to 9999)")
}

/// The static type of a value, as the expression binder infers it (`any` when unknown).
enum ValueType: String, Sendable, Hashable {
    case any, null, bool, number, string, date, dateTime, time, duration, array, object

    /// A word for messages: "text", "number", "date", ….
    var typeName: String {
        switch self {
        case .any: return "value"
        case .null: return "null"
        case .bool: return "boolean"
        case .number: return "number"
        case .string: return "text"
        case .date: return "date"
        case .dateTime: return "date-time"
        case .time: return "time"
        case .duration: return "duration"
        case .array: return "list"
        case .object: return "object"
        }
    }
}
