/// A bound of a range (`min`, `max`, a generator's `from`/`to`): a fixed value or an expression.
enum Bound: Sendable {
    /// A number, or a string that is an ISO date, date-time or time.
    case value(Value)
    /// Any other string: an expression such as `today - 18y`, with its text for diagnostics.
    case expression(Expr, text: String)

    /// Reads a bound from JSON: a number is a value; a string that is an ISO date
    /// (`2000-01-01`), date-time or time (`09:00`) is that value; any other string is parsed as
    /// an expression. Positions in errors are offsets into the string.
    static func parse(_ node: JSONNode) -> Result<Bound, ExpressionError> {
        switch node.kind {
        case .number(let literal):
            guard let number = Number(literal: literal) else {
                // 1e-400 and 0.0000000000000000001 are not too large but too precise.
                let fraction = literal.split(separator: ".").dropFirst().first?.prefix { $0.isNumber }.count ?? 0
                let tooPrecise = literal.contains("e-") || literal.contains("E-") || fraction > 18
                return .failure(
                    ExpressionError(
                        tooPrecise ? "number has too many decimal places" : "number too large", start: 0,
                        length: literal.unicodeScalars.count,
                        hint: "numbers have at most 18 digits and 18 decimal places"))
            }
            return .success(.value(.number(number)))
        case .string(let text):
            if let date = LocalDate(iso: text) { return .success(.value(.date(date))) }
            if let time = TimeOfDay(iso: text) { return .success(.value(.time(time))) }
            if let dateTime = LocalDateTime(iso: text) { return .success(.value(.dateTime(dateTime))) }
            return ExpressionParser.parse(text).map { .expression($0, text: text) }
        default:
            return .failure(
                ExpressionError(
                    "a bound must be a number or a string, not \(node.typeDescription)", start: 0, length: 0,
                    hint: "e.g. 18, \"2000-01-01\" or \"today - 18y\""))
        }
    }
}
