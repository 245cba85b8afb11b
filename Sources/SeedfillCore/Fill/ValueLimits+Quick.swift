/// The quick check's reading of a set of limits (see ``CheckedField/accepts(_:in:)``): whether a
/// value certainly passes them, from its bytes or its number, without a ``FieldViolation`` to word.
extension ValueLimits {
    /// Whether a text with the UTF-8 bytes `bytes` certainly passes the lengths, the mask and
    /// the pattern, as ``FieldCheck`` checks them; `false` also for a pattern without byte
    /// tables (the general check answers for those), unless `patternByScalars` says that the
    /// caller matches such a pattern itself.
    @inline(__always)
    func admits(utf8 bytes: UnsafeBufferPointer<UInt8>, patternByScalars: Bool = false) -> Bool {
        // The byte count stands in for the length when it decides (see
        // ``FieldCheck/lengthForLimits(_:minLength:maxLength:)``); else the scalars are counted.
        var length = bytes.count
        if length > lengthCeiling || length / 4 < lengthFloor { length = ValueLimits.scalarCount(bytes) }
        guard length >= lengthFloor, length <= lengthCeiling else { return false }
        if let maskMatcher, !maskMatcher.matches(utf8: bytes) { return false }
        if pattern != nil {
            if let patternMatcher {
                guard patternMatcher.matches(utf8: bytes) else { return false }
            } else if !patternByScalars {
                return false
            }
        }
        return true
    }

    /// The number of Unicode scalars in valid UTF-8: the bytes that do not continue a scalar.
    private static func scalarCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        for byte in bytes where byte & 0xC0 != 0x80 { count &+= 1 }
        return count
    }

    /// Whether the value at `value` certainly passes `min` and `max`, bounds that depend on the
    /// record evaluated; `false` also when one fails to evaluate (the general check reports it).
    @inline(__always)
    func admitsBounds(_ value: UnsafePointer<Value>, in context: inout EvaluationContext) -> Bool {
        // Constant bounds of the value's kind: one comparison each, no copy of the value.
        switch value.pointee {
        case .date(let date):
            if let dayRange { return dayRange.contains(Int64(date.daysSinceEpoch)) }
        case .number(let number):
            if number.scale == 0, let wholeRange { return wholeRange.contains(number.mantissa) }
            if Int(number.scale) == scale, let scaledRange { return scaledRange.contains(number.mantissa) }
        default:
            break
        }
        return admitsBoundsAsLimits(value, in: &context)
    }

    /// ``admitsBounds(_:in:)`` for bounds evaluated per record or of another form: `min`,
    /// then `max`, each evaluated (when it is not a constant) and compared as
    /// ``Value/compareForBounds(_:_:)`` compares.
    @inline(never)
    private func admitsBoundsAsLimits(_ value: UnsafePointer<Value>, in context: inout EvaluationContext) -> Bool {
        guard let lower = order(of: value, againstMin: true, in: &context), lower >= 0 else { return false }
        guard let upper = order(of: value, againstMin: false, in: &context), upper <= 0 else { return false }
        return true
    }

    /// How the value compares with `min` (or `max`) in the current record: 0 when there is no
    /// such bound (or the two do not compare), `nil` when the bound fails to evaluate.
    @inline(__always)
    private func order(of value: UnsafePointer<Value>, againstMin: Bool, in context: inout EvaluationContext) -> Int? {
        let limit = againstMin ? min : max
        switch limit {
        case .none:
            return 0
        case .evaluated:
            // A shifted date field is read in place; other bounds are evaluated.
            if case .date(let date) = value.pointee, let shift = againstMin ? minShift : maxShift {
                switch shift.bound(in: context) {
                case .date(let bound): return Limit.order(date, bound)
                case .null: return 0
                case .unknown: break
                }
            }
            // Evaluated through the optional itself: binding it first would retain its parts.
            let bound: Value?
            if againstMin { bound = try? minExpression?.evaluate(in: &context) } else { bound = try? maxExpression?.evaluate(in: &context) }
            guard let bound else { return nil }
            return Limit.order(of: value, against: bound) ?? 0
        case .number, .date, .dateTime, .time:
            return limit.order(of: value.pointee) ?? 0
        }
    }
}

/// A `min` and a `max` that are constants, as whole numbers a value of one kind is compared
/// with directly: a date's day number, or a number's mantissa at one scale. Numbers compare as
/// ``Value/compareForBounds(_:_:)`` orders them, so a value passes exactly when
/// `low <= x <= high`.
struct WholeRange: Sendable {
    let low: Int64
    let high: Int64

    /// What the whole numbers stand for.
    enum Kind {
        case days
        case mantissa(scale: Int)
    }

    /// The range of `min` and `max` for values of `kind`; `nil` when a bound is evaluated per
    /// record, or is a number with more digits after the point than `scale` (or too large).
    init?(_ min: Limit, _ max: Limit, _ kind: Kind) {
        guard let low = WholeRange.read(min, kind, unbounded: .min), let high = WholeRange.read(max, kind, unbounded: .max) else {
            return nil
        }
        self.low = low
        self.high = high
    }

    @inline(__always)
    func contains(_ x: Int64) -> Bool { x >= low && x <= high }

    /// A bound as a whole number of `kind`; `unbounded` for no bound, and for a constant that
    /// values of this kind are not compared with (``Limit/order(of:)`` gives `nil`: no limit).
    private static func read(_ limit: Limit, _ kind: Kind, unbounded: Int64) -> Int64? {
        switch (limit, kind) {
        case (.evaluated, _): return nil
        case (.date(let date), .days): return Int64(date.daysSinceEpoch)
        case (.number(let number), .mantissa(let scale)): return mantissa(number, scale: scale)
        default: return unbounded
        }
    }

    /// The mantissa of `number` written with `scale` digits after the point, when it can be.
    private static func mantissa(_ number: Number, scale: Int) -> Int64? {
        let normalized = number.normalized
        guard Int(normalized.scale) <= scale else { return nil }
        var mantissa = normalized.mantissa
        for _ in Int(normalized.scale)..<scale {
            let (product, overflow) = mantissa.multipliedReportingOverflow(by: 10)
            if overflow { return nil }
            mantissa = product
        }
        return mantissa
    }
}
