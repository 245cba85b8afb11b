import Foundation

/// A bound of a ``CellType`` (`min`, `max`): a number, or a text that is an ISO value or an
/// expression, as a model file writes it.
///
/// Literals build it: `.integer(min: 18)`, `.decimal(max: 99.5)`,
/// `.date(min: "2000-01-01", max: "today - 18y")`, `.time(min: "09:00")`.
public enum CellBound: Sendable, Hashable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral {
    /// A number, exactly as written.
    case number(Decimal)
    /// An ISO date, date-time or time (`"2000-01-01"`, `"09:00"`), or an expression
    /// (`"today - 18y"`, `"birthDate + 14y"`).
    case text(String)

    /// A whole number.
    public init(integerLiteral value: Int) { self = .number(Decimal(value)) }

    /// A number with the digits the literal shows.
    public init(floatLiteral value: Double) {
        self = Decimal(string: "\(value)", locale: Locale(identifier: "en_US_POSIX")).map(CellBound.number) ?? .number(Decimal(value))
    }

    /// An ISO value or an expression.
    public init(stringLiteral value: String) { self = .text(value) }
}
