/// Constraints that replace a cell's own while a condition holds: an entry of a model's `rules`.
///
/// ```swift
/// CellRule(when: "type == 'passport'", mask: "#### ######")
/// CellRule(when: "type == 'residencePermit'", pattern: "^8[2-3] [0-9]{7}$")
/// ```
///
/// Give only constraints the cell's ``CellType`` takes (a text's `mask`, a date's `min`…);
/// another is reported when the model is made.
public struct CellRule: Sendable {
    /// The condition, an expression.
    public var when: String
    /// Shortest text.
    public var minLength: Int?
    /// Longest text.
    public var maxLength: Int?
    /// A regular expression the text matches.
    public var pattern: String?
    /// A mask the text fits.
    public var mask: String?
    /// The letters a mask's `?` stands for.
    public var maskLetters: String?
    /// Lower bound.
    public var min: CellBound?
    /// Upper bound.
    public var max: CellBound?
    /// Digits after the point.
    public var scale: Int?
    /// Fewest items.
    public var minItems: Int?
    /// Most items.
    public var maxItems: Int?
    /// Accepted MIME types.
    public var accept: [String]?
    /// Largest file size, in bytes.
    public var maxSize: Int?

    /// A rule applying the given constraints while `when` holds.
    public init(
        when: String, minLength: Int? = nil, maxLength: Int? = nil, pattern: String? = nil, mask: String? = nil,
        maskLetters: String? = nil, min: CellBound? = nil, max: CellBound? = nil, scale: Int? = nil, minItems: Int? = nil,
        maxItems: Int? = nil, accept: [String]? = nil, maxSize: Int? = nil
    ) {
        self.when = when
        self.minLength = minLength
        self.maxLength = maxLength
        self.pattern = pattern
        self.mask = mask
        self.maskLetters = maskLetters
        self.min = min
        self.max = max
        self.scale = scale
        self.minItems = minItems
        self.maxItems = maxItems
        self.accept = accept
        self.maxSize = maxSize
    }
}
