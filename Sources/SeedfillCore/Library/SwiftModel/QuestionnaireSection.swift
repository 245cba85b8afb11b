/// A section of a questionnaire declared in Swift: one case of a `String` enum whose raw value
/// is the section's key.
///
/// ```swift
/// enum InsurantSection: String, QuestionnaireSection {
///     case person, document
///     var cells: [any QuestionnaireCell] {
///         switch self {
///         case .person: PersonCell.allCases
///         case .document: DocumentCell.allCases
///         }
///     }
/// }
/// ```
///
/// The enum's cases, in declaration order, are the model's sections (`CaseIterable` is
/// synthesised for a plain enum). A section is what a JSON model writes as an entry of
/// `sections` with `key`, `title`, `visibleWhen` and `fields`.
public protocol QuestionnaireSection: RawRepresentable, CaseIterable, Sendable where RawValue == String {
    /// The section's display title; by default its key.
    var title: String { get }
    /// The section's cells (its fields), in the order the form shows them.
    var cells: [any QuestionnaireCell] { get }
    /// An expression that hides the whole section while it holds; `nil` (the default) for none.
    var hiddenWhen: String? { get }
    /// An expression that shows the section only while it holds (JSON's `visibleWhen`); `nil`
    /// (the default) for none. Give `hiddenWhen` or `visibleWhen`, not both.
    var visibleWhen: String? { get }
}

extension QuestionnaireSection {
    /// The key: the section's title when it declares none.
    public var title: String { rawValue }
    /// No condition: the section is always shown.
    public var hiddenWhen: String? { nil }
    /// No condition: the section is always shown.
    public var visibleWhen: String? { nil }
}
