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
