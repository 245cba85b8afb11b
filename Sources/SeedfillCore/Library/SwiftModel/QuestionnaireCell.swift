/// A cell (a field) of a questionnaire declared in Swift: one case of a `String` enum whose raw
/// value is the field's key.
///
/// ```swift
/// enum DocumentCell: String, QuestionnaireCell {
///     case type, number
///     var cellType: CellType {
///         switch self {
///         case .type: .choice(["passport", "license"])
///         case .number: .text(maxLength: 20)
///         }
///     }
///     var parentFields: [any QuestionnaireCell] { self == .number ? [DocumentCell.type] : [] }
///     var rules: [CellRule] {
///         self == .number ? [CellRule(when: "type == 'passport'", mask: "#### ######")] : []
///     }
/// }
/// ```
///
/// Only ``cellType`` must be given; every other property has a default that leaves the JSON
/// model's key of the same name out. Each property is the model key of the same meaning:
/// ``hiddenWhen`` is `visibleWhen` negated, ``parentFields`` is `parents`, ``isOptional`` is
/// `optional` (``omitsEmpty`` makes it `"omit"`), ``isInternal`` is `internal`.
public protocol QuestionnaireCell: RawRepresentable, CaseIterable, Sendable where RawValue == String {
    /// The cell's display title; by default its key.
    var title: String { get }
    /// What the cell holds, with the constraints of its type.
    var cellType: CellType { get }
    /// The value used when the seed file does not map the field (`initialValue`); `nil` (the
    /// default) for none.
    var initialValue: QuestionnaireValue? { get }
    /// An expression that hides the cell while it holds: `visibleWhen` negated. A hidden cell
    /// gets no value and is left out of the fixture. `nil` (the default) for none.
    var hiddenWhen: String? { get }
    /// An expression that shows the cell only while it holds (`visibleWhen`); `nil` (the
    /// default) for none. Give `hiddenWhen` or `visibleWhen`, not both.
    var visibleWhen: String? { get }
    /// The cells this one depends on without an expression saying so (`parents`): changing one
    /// of them clears this cell. Empty by default.
    var parentFields: [any QuestionnaireCell] { get }
    /// Constraints that replace the type's own while a condition holds (`rules`); empty by default.
    var rules: [CellRule] { get }
    /// Whether a visible cell may be empty (`optional`); `false` by default.
    var isOptional: Bool { get }
    /// Whether an empty cell is left out of the fixture rather than written as `null`
    /// (`"optional": "omit"`, which makes it optional too); `false` by default.
    var omitsEmpty: Bool { get }
    /// Whether the cell is filled and read by expressions but never written (`internal`; it
    /// needs ``compute``); `false` by default.
    var isInternal: Bool { get }
    /// An expression: the cell is required while it holds, optional otherwise (`requiredWhen`).
    var requiredWhen: String? { get }
    /// An expression: the cell is read-only while it is false (`enabledWhen`).
    var enabledWhen: String? { get }
    /// An expression that calculates the cell's value, never generated (`compute`).
    var compute: String? { get }
    /// A cross-field check, as an expression that must hold (`validWhen`).
    var validWhen: String? { get }
    /// What a form shows when ``validWhen`` fails (`message`).
    var message: String? { get }
}

extension QuestionnaireCell {
    /// The key: the cell's title when it declares none.
    public var title: String { rawValue }
    /// No initial value.
    public var initialValue: QuestionnaireValue? { nil }
    /// No condition: the cell is always shown.
    public var hiddenWhen: String? { nil }
    /// No condition: the cell is always shown.
    public var visibleWhen: String? { nil }
    /// No declared parents (those named in expressions and rules are parents anyway).
    public var parentFields: [any QuestionnaireCell] { [] }
    /// No rules.
    public var rules: [CellRule] { [] }
    /// Required: a visible cell must have a value.
    public var isOptional: Bool { false }
    /// An empty optional cell is written as `null`.
    public var omitsEmpty: Bool { false }
    /// Written.
    public var isInternal: Bool { false }
    /// No condition.
    public var requiredWhen: String? { nil }
    /// No condition: always enabled.
    public var enabledWhen: String? { nil }
    /// Not calculated.
    public var compute: String? { nil }
    /// No cross-field check.
    public var validWhen: String? { nil }
    /// No message.
    public var message: String? { nil }
}
