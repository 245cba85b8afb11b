/// A check that the validator's first pass makes from a field's ``PassStep`` and the field's
/// own tables, chosen once when the pass is planned.
///
/// ``PlannedField/accepts(_:in:)`` serves every field with a quick check: it works out which
/// rules are in force, tells `null` apart, asks for `validWhen`, and is a call with its own
/// frame, for each of some forty values of a record. Most fields need none of that: a name with
/// a `maxLength`, a date between bounds, a number between two others, a yes/no, a text with a
/// mask or a pattern, a choice. Their check here is the one their quick check would make, in
/// the pass's loop: one or two comparisons, or one look-up in the tables they are checked with.
///
/// Like the quick check it only ever says "certainly valid": when it does not accept a value,
/// the pass goes on as for any other field (the quick check, then the general one, which words
/// what is wrong).
struct PassCheck: Sendable {
    /// What is compared.
    enum Kind: UInt8, Sendable {
        /// No check of its own: the field's checks answer.
        case none
        /// Text with only a `maxLength` (``high``): no more bytes than that is no more scalars
        /// (a `minLength` needs the scalars counted when the bytes are few: ``textBytes``).
        case textLength
        /// A date whose day number is within ``low``...``high``.
        case dayRange
        /// A number without digits after the point, its mantissa within ``low``...``high``.
        case wholeNumber
        /// `true` or `false`.
        case boolean
        // The kinds below read the field's tables, and stay last (see ``readsTables``).
        /// Text without options: the lengths, mask and pattern of the field's
        /// ``PlannedField/constraints``.
        case textBytes
        /// A choice: the options of the field's ``PlannedField/optionCheck``, found by their exact bytes.
        case choice
        /// A date between bounds that are constants or a date field shifted by a duration, of
        /// the field's ``PlannedField/constraints``.
        case date
    }

    let kind: Kind
    let low: Int64
    let high: Int64

    /// No check of its own.
    static let none = PassCheck(kind: .none)

    private init(kind: Kind, low: Int64 = 0, high: Int64 = 0) {
        self.kind = kind
        self.low = low
        self.high = high
    }

    /// Whether the check reads the field's tables (see ``acceptsByTables(_:of:in:)``): the
    /// last three kinds, told by one comparison.
    @inline(__always)
    var readsTables: Bool { kind.rawValue >= Kind.textBytes.rawValue }

    /// The check of a field's values when its quick check (``PlannedField/accepts(_:in:)``)
    /// is exactly this check: the field's quick check is `quick`, its limits `limits` (its
    /// ``PlannedField/constraints``), its options `options` (its ``PlannedField/optionCheck``), and it has no rules, no `validWhen` and no `enabledWhen` (`plain`). The pass makes it
    /// for the fields that are shown by their container alone and hold no computed value
    /// (see ``PassPlan``).
    init(quick: QuickShape, limits: CompiledConstraints, options: OptionCheck?, plain: Bool) {
        guard plain else {
            self = .none
            return
        }
        switch (quick, options) {
        case (.text, nil) where limits.mask == nil && limits.pattern == nil && limits.lengthFloor == 0:
            self.init(kind: .textLength, high: Int64(clamping: limits.lengthCeiling))
        case (.text, nil) where limits.pattern == nil || limits.patternMatcher != nil:
            // A pattern without byte tables is matched by the field's quick check.
            self.init(kind: .textBytes)
        case (.choice, .some):
            self.init(kind: .choice)
        case (.date, nil):
            if let range = limits.dayRange {
                self.init(kind: .dayRange, low: range.low, high: range.high)
            } else {
                self.init(kind: .date)
            }
        case (.wholeNumber, nil):
            guard let range = limits.wholeRange else { self = .none; return }
            self.init(kind: .wholeNumber, low: range.low, high: range.high)
        case (.boolean, nil):
            self.init(kind: .boolean)
        default:
            self = .none
        }
    }

    /// Whether the value at `value` certainly passes in the current record, for the kinds that
    /// compare whole numbers (`false` for the others, and for "ask the field's checks").
    @inline(__always)
    func acceptsAlone(_ value: UnsafePointer<Value>) -> Bool {
        switch kind {
        case .none, .textBytes, .choice, .date:
            return false
        case .textLength:
            guard case .string(let text) = value.pointee else { return false }
            return Int64(text.utf8.count) <= high
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

    /// Whether the value at `value` certainly passes in the current record, for the kinds that
    /// read the tables of `field` (the field whose check this is; `false` for the other kinds):
    /// out of line, so that the pass's loop stays small enough to be compiled as one piece.
    @inline(never)
    func acceptsByTables(_ value: UnsafePointer<Value>, of field: PlannedField, in context: inout EvaluationContext) -> Bool {
        switch kind {
        case .none, .textLength, .dayRange, .wholeNumber, .boolean:
            return false
        case .textBytes:
            guard case .string(let text) = value.pointee else { return false }
            let limits = field.constraints
            return text.utf8.withContiguousStorageIfAvailable { limits.admits(utf8: $0) } ?? false
        case .choice:
            guard let options = field.optionCheck else { return false }
            switch value.pointee {
            case .string(let text):
                return text.utf8.withContiguousStorageIfAvailable { options.offers(utf8: $0, in: context.frames) } ?? false
            case .number(let number):
                // The same digits at the same scale are the same number (`==` also finds 3.0 for 3).
                return options.numbers.withUnsafeBufferPointer { numbers in
                    numbers.contains { $0.mantissa == number.mantissa && $0.scale == number.scale }
                }
            default:
                return false
            }
        case .date:
            guard case .date(let date) = value.pointee else { return false }
            return field.constraints.admitsDay(Int64(date.daysSinceEpoch), in: context)
        }
    }
}

extension CompiledConstraints {
    /// Whether a date with the day number `day` certainly passes `min` and `max` when each is a
    /// constant or a date field shifted by a duration (see ``DateShift``), as
    /// ``admitsBounds(_:in:)`` compares them; `false` for a bound that only evaluating its
    /// expression can tell.
    @inline(__always)
    func admitsDay(_ day: Int64, in context: borrowing EvaluationContext) -> Bool {
        if let dayRange { return dayRange.contains(day) }
        guard let low = dayLimit(minLimit, minShift, unbounded: .min, in: context), day >= low else { return false }
        guard let high = dayLimit(maxLimit, maxShift, unbounded: .max, in: context), day <= high else { return false }
        return true
    }

    /// The day number of `limit` in the current record; `unbounded` when it limits no date (no
    /// bound, a constant of another kind, a shifted field that is empty), `nil` when only
    /// evaluating the expression can tell.
    @inline(__always)
    private func dayLimit(_ limit: Limit, _ shift: DateShift?, unbounded: Int64, in context: borrowing EvaluationContext) -> Int64? {
        switch limit {
        case .date(let date):
            return Int64(date.daysSinceEpoch)
        case .evaluated:
            guard let shift else { return nil }
            switch shift.bound(in: context) {
            case .date(let bound): return Int64(bound.daysSinceEpoch)
            case .null: return unbounded
            case .unknown: return nil
            }
        case .none, .number, .dateTime, .time:
            return unbounded
        }
    }
}
