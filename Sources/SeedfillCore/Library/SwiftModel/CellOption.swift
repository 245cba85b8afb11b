/// One option of a `choice` or `multichoice` cell: a value, and optionally a title, a
/// condition that offers it, and (for a multichoice) whether it excludes every other.
///
/// A literal is an option of that value: `"passport"`, `3`, `true`.
public struct CellOption: Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral {
    /// The value written when the option is chosen: a string, a number or a boolean.
    public var value: QuestionnaireValue
    /// The display title.
    public var title: String?
    /// An expression: the option is offered only while it holds (a choice filter).
    public var visibleWhen: String?
    /// Whether the option is a "none of these" of a multichoice, never combined with another.
    public var exclusive: Bool

    /// An option of `value` (a string, a number or a boolean; anything else is reported when
    /// the model is made).
    public init(_ value: QuestionnaireValue, title: String? = nil, visibleWhen: String? = nil, exclusive: Bool = false) {
        self.value = value
        self.title = title
        self.visibleWhen = visibleWhen
        self.exclusive = exclusive
    }

    /// An option of a string.
    public init(stringLiteral value: String) { self.init(.string(value)) }

    /// An option of a whole number.
    public init(integerLiteral value: Int) { self.init(QuestionnaireValue(integerLiteral: value)) }

    /// An option of `true` or `false`.
    public init(booleanLiteral value: Bool) { self.init(.bool(value)) }
}

/// Where the options of a `choice` or `multichoice` cell come from: a list, a table, or
/// another cell's answers.
///
/// An array literal is a list: `.choice(["personal", "taxi"])`.
public enum CellOptions: Sendable, ExpressibleByArrayLiteral {
    /// These options, in this order.
    case list([CellOption])
    /// The distinct values of `column` of the table `table` (`data/TABLE.csv`), among the rows
    /// whose columns named in `match` equal the fields they name (a cascading choice:
    /// `["region": "region"]`). `match` is written in its keys' alphabetical order.
    case table(_ table: String, column: String, match: [String: String] = [:])
    /// The answers another cell holds in the same questionnaire: a multichoice (`"pets"`), or
    /// `"list.field"` for a text or choice cell of a list's items (`"children.name"`).
    case from(_ field: String)

    /// A list of the options.
    public init(arrayLiteral options: CellOption...) { self = .list(options) }
}
