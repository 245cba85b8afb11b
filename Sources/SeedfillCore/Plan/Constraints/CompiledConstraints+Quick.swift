/// The quick check's reading of a set of limits (see ``QuickShape``): whether a
/// value certainly passes them, from its bytes or its number, without a ``FieldViolation`` to word.
extension CompiledConstraints {
    /// Whether a text with the UTF-8 bytes `bytes` certainly passes the lengths, the mask and
    /// the pattern, as ``FieldCheck`` checks them; `false` also for a pattern without byte
    /// tables (the general check answers for those), unless `patternByScalars` says that the
    /// caller matches such a pattern itself.
    @inline(__always)
    func admits(utf8 bytes: UnsafeBufferPointer<UInt8>, patternByScalars: Bool = false) -> Bool {
        // The byte count stands in for the length when it decides (see
        // ``FieldCheck/lengthForLimits(_:minLength:maxLength:)``); else the scalars are counted.
        var length = bytes.count
        if length > lengthCeiling || length / 4 < lengthFloor { length = CompiledConstraints.scalarCount(bytes) }
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
            if Int(number.scale) == decimalScale, let scaledRange { return scaledRange.contains(number.mantissa) }
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
        let limit = againstMin ? minLimit : maxLimit
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
