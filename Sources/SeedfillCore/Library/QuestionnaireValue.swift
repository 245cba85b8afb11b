import Foundation

/// A questionnaire, or any value in one, as its JSON holds it: what
/// ``CompiledSeed/record(_:)`` returns and a ``Violation`` quotes.
///
/// Numbers are exact decimals (`12.50` is `Decimal(string: "12.50")`, equal to `12.5`); dates,
/// times and date-times are the ISO strings the JSON holds. Objects compare by their members,
/// whatever the order; ``CompiledSeed/json(_:)`` keeps the order `generate` writes. Literals
/// build values directly: `["make": "Lada", "year": 2020, "price": 12.5, "insured": true]`.
public enum QuestionnaireValue: Sendable, Hashable {
    /// JSON `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, exactly as written.
    case number(Decimal)
    /// A string (also a date, a time or a date-time, as its ISO text).
    case string(String)
    /// An array (a list's items, a multiple choice).
    case array([QuestionnaireValue])
    /// An object (the questionnaire, a section, a group, a list item), by key.
    case object([String: QuestionnaireValue])
}

extension QuestionnaireValue {
    /// The text, when the value is a string.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The truth value, when the value is a boolean.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The number, when the value is a number.
    public var decimalValue: Decimal? {
        if case .number(let number) = self { return number }
        return nil
    }

    /// The number, when the value is a whole number that fits an `Int`.
    public var intValue: Int? {
        guard case .number(var number) = self, number.isFinite else { return nil }
        var whole = Decimal()
        NSDecimalRound(&whole, &number, 0, .plain)
        // A whole number prints as its digits; `Int(_:)` refuses one out of range.
        return whole == number ? Int(whole.description) : nil
    }

    /// The number as the nearest `Double`, when the value is a number.
    public var doubleValue: Double? {
        guard case .number(let number) = self else { return nil }
        return Double(number.description)
    }

    /// The elements, when the value is an array.
    public var arrayValue: [QuestionnaireValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The members by key, when the value is an object.
    public var objectValue: [String: QuestionnaireValue]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// Whether the value is JSON `null`.
    public var isNull: Bool { self == .null }

    /// The member under `key`, when the value is an object that has one.
    public subscript(key: String) -> QuestionnaireValue? {
        objectValue?[key]
    }

    /// Element `index` (from 0), when the value is an array that long.
    public subscript(index: Int) -> QuestionnaireValue? {
        guard let elements = arrayValue, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
}
