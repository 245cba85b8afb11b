import Foundation

/// Literals for ``QuestionnaireValue``, so that tests can write expected values directly.
extension QuestionnaireValue: ExpressibleByStringLiteral {
    /// A string.
    public init(stringLiteral value: String) { self = .string(value) }
}

extension QuestionnaireValue: ExpressibleByIntegerLiteral {
    /// A whole number.
    public init(integerLiteral value: Int) { self = .number(Decimal(value)) }
}

extension QuestionnaireValue: ExpressibleByFloatLiteral {
    /// A number with the digits the literal shows: `12.5` is exactly 12.5, not the binary
    /// double nearest to it.
    public init(floatLiteral value: Double) {
        // A Double prints its shortest round-tripping digits, which are the literal's.
        self = Decimal(string: "\(value)").map(QuestionnaireValue.number) ?? .number(Decimal(value))
    }
}

extension QuestionnaireValue: ExpressibleByBooleanLiteral {
    /// `true` or `false`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension QuestionnaireValue: ExpressibleByArrayLiteral {
    /// An array of the elements.
    public init(arrayLiteral elements: QuestionnaireValue...) { self = .array(elements) }
}

extension QuestionnaireValue: ExpressibleByDictionaryLiteral {
    /// An object of the members; a repeated key keeps its last value.
    public init(dictionaryLiteral members: (String, QuestionnaireValue)...) {
        self = .object(Dictionary(members, uniquingKeysWith: { _, last in last }))
    }
}

extension QuestionnaireValue: ExpressibleByNilLiteral {
    /// JSON `null`.
    public init(nilLiteral: ()) { self = .null }
}
