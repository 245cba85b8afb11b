/// A check that the validator's first pass makes from a field's ``PassStep`` alone, without
/// lending out the field's ``CheckedField``: for fields whose values are certainly valid when
/// one or two whole numbers say so, chosen once when the pass is planned.
///
/// ``CheckedField/accepts(_:in:)`` serves every field with a quick check: it works out which
/// rules are in force, tells `null` apart, asks for `validWhen`, and is a call with its own
/// frame, for each of some forty values of a record. Almost half of them need none of that: a
/// name with a `maxLength`, a date between constant bounds, a whole number between two others,
/// a yes/no. Their check here is one or two comparisons in the pass's loop.
///
/// Like the quick check it only ever says "certainly valid": when it does not accept a value,
/// the pass goes on as for any other field (the quick check, then the general one, which words
/// what is wrong).
struct PassCheck: Sendable {
    /// What is compared.
    enum Kind: UInt8, Sendable {
        /// No check of its own: the field's checks answer.
        case none
        /// Text with only `minLength` (``low``) and `maxLength` (``high``): its byte count
        /// decides, when it can (see ``ValueLimits/admits(utf8:)``).
        case textLength
        /// A date whose day number is within ``low``...``high``.
        case dayRange
        /// A number without digits after the point, its mantissa within ``low``...``high``.
        case wholeNumber
        /// `true` or `false`.
        case boolean
    }

    let kind: Kind
    let low: Int64
    let high: Int64

    /// No check of its own.
    static let none = PassCheck(kind: .none, low: 0, high: 0)

    private init(kind: Kind, low: Int64, high: Int64) {
        self.kind = kind
        self.low = low
        self.high = high
    }

    /// The check of `step`'s values, whose checks are `field`: one only for a value field that
    /// is shown by its container alone and holds no computed value, whose quick check
    /// (``CheckedField/accepts(_:in:)``) is exactly this comparison: no rules, no `validWhen`,
    /// no options, no mask or pattern.
    init(_ step: FrameStep, _ field: CheckedField) {
        guard step.kind == .value, !step.hasVisibleWhen, field.compute == nil, field.ruleConditions.isEmpty, field.validWhen == nil,
            field.options == nil
        else {
            self = .none
            return
        }
        let limits = field.limits
        switch field.quick {
        case .text where limits.mask == nil && limits.pattern == nil:
            self.init(kind: .textLength, low: Int64(limits.lengthFloor), high: Int64(clamping: limits.lengthCeiling))
        case .date:
            guard let range = limits.dayRange else { self = .none; return }
            self.init(kind: .dayRange, low: range.low, high: range.high)
        case .wholeNumber:
            guard let range = limits.wholeRange else { self = .none; return }
            self.init(kind: .wholeNumber, low: range.low, high: range.high)
        case .boolean:
            self.init(kind: .boolean, low: 0, high: 0)
        default:
            self = .none
        }
    }

    /// Whether the value at `value` certainly passes; `false` means "ask the field's checks".
    @inline(__always)
    func accepts(_ value: UnsafePointer<Value>) -> Bool {
        switch kind {
        case .none:
            return false
        case .textLength:
            guard case .string(let text) = value.pointee else { return false }
            // Between a quarter of the byte count and the byte count are scalars.
            let count = Int64(text.utf8.count)
            return count <= high && count >> 2 >= low
        case .dayRange:
            guard case .date(let date) = value.pointee else { return false }
            let day = Int64(date.daysSinceEpoch)
            return day >= low && day <= high
        case .wholeNumber:
            guard case .number(let number) = value.pointee, number.scale == 0 else { return false }
            return number.mantissa >= low && number.mantissa <= high
        case .boolean:
            guard case .bool = value.pointee else { return false }
            return true
        }
    }
}
