/// The checks of a text's `format` and of a geopoint (see ``TextFormat`` and ``GeoPoint``).
extension FieldCheck {
    /// `text` broken by the format `format`, if it is.
    static func formatViolation(_ text: String, format: TextFormat) -> FieldViolation? {
        guard !format.accepts(text) else { return nil }
        return FieldViolation(
            rule: "format \(Quoted.single(format.rawValue))",
            message: "\(Value.string(text).quoted) is not \(format.noun)")
    }

    /// What is wrong with `value` as a geopoint within `bounds`, if anything.
    static func geopointViolation(_ value: Value, bounds: GeoBounds) -> FieldViolation? {
        guard case .string(let text) = value else {
            return FieldViolation(
                rule: "type",
                message: "expected a geopoint \"lat lon alt accuracy\" (four numbers separated by spaces), found \(value.quoted)")
        }
        return GeoPoint.violation(text, bounds: bounds).map { FieldViolation(rule: $0.rule, message: $0.message) }
    }
}
