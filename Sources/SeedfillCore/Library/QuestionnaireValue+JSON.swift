import Foundation

/// Reading a ``QuestionnaireValue`` from the JSON seedfill reads and writes.
extension QuestionnaireValue {
    /// The value `node` holds. A number too large for `Decimal` (beyond about 10^165) keeps
    /// its text as a string.
    init(_ node: JSONNode) {
        switch node.kind {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .number(let text): self = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")).map(Self.number) ?? .string(text)
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map(QuestionnaireValue.init))
        case .object(let members):
            self = .object(Dictionary(members.map { ($0.key, QuestionnaireValue($0.value)) }, uniquingKeysWith: { _, last in last }))
        }
    }
}
