/// The arithmetic of ``Number`` when the operands and the result fit 64 bits, as most values
/// of a form do (amounts, rates, counts).
///
/// The general operations align and multiply in 128 bits (``WideMagnitude``) and divide one
/// digit at a time through a 128-bit division (`__udivti3`), which dominated expressions such
/// as `annualRate / 100 * termMonths / 12`. Each function here computes the same exact value by
/// the same steps in `Int64`/`UInt64` and returns `nil` whenever any step would not fit (a
/// scale outside 0…``maxScale``, an overflow, a result of `Int64.min`), so that the caller
/// falls back to the general path: results, scales and errors are those of the 128-bit code
/// (property-tested against it in `NumberSmallPathTests`).
extension Number {
    /// `a + b` (`a - b` when `subtract`) when both mantissas aligned to the larger scale, and
    /// the exact result, fit an `Int64`; else `nil`.
    @inline(__always)
    static func smallSum(_ a: Number, _ b: Number, subtract: Bool) -> Number? {
        guard isSmallScale(a.scale), isSmallScale(b.scale) else { return nil }
        var x = a.mantissa
        var y = b.mantissa
        if a.scale < b.scale {
            guard let aligned = scaledUp(x, by: Int(b.scale - a.scale)) else { return nil }
            x = aligned
        } else if b.scale < a.scale {
            guard let aligned = scaledUp(y, by: Int(a.scale - b.scale)) else { return nil }
            y = aligned
        }
        let (result, overflow) = subtract ? x.subtractingReportingOverflow(y) : x.addingReportingOverflow(y)
        guard !overflow else { return nil }
        return trimmed(result, scale: Swift.max(a.scale, b.scale))
    }

    /// `a × b` when the product fits an `Int64` and needs at most ``maxScale`` fraction digits
    /// (no rounding); else `nil`.
    @inline(__always)
    static func smallProduct(_ a: Number, _ b: Number) -> Number? {
        guard isSmallScale(a.scale), isSmallScale(b.scale), a.scale + b.scale <= maxScale else { return nil }
        let (product, overflow) = a.mantissa.multipliedReportingOverflow(by: b.mantissa)
        guard !overflow else { return nil }
        return trimmed(product, scale: a.scale + b.scale)
    }

    /// `a ÷ b` (`b` not zero) by the long division of ``dividingWide(by:)``, when the shifted
    /// numerator fits a `UInt64` and ten times any remainder does (a divisor below 2^64 / 10);
    /// else `nil`.
    ///
    /// The fraction digits come several at a time (``fractionDigits(_:_:_:)``) but are the same
    /// digits, stopping at the same one, as the one-digit loop of `dividingWide`.
    static func smallQuotient(_ a: Number, _ b: Number) -> Number? {
        guard isSmallScale(a.scale), isSmallScale(b.scale) else { return nil }
        let divisor = b.magnitude
        guard divisor != 0, divisor <= UInt64.max / 10 else { return nil }
        let shift = Int(b.scale) - Int(a.scale)
        var numerator = a.magnitude
        var resultScale = 0
        if shift >= 0 {
            let (shifted, overflow) = numerator.multipliedReportingOverflow(by: powersOfTen[shift])
            guard !overflow else { return nil }
            numerator = shifted
        } else {
            resultScale = -shift
        }
        var (quotient, remainder) = numerator.quotientAndRemainder(dividingBy: divisor)
        guard quotient <= UInt64(Int64.max) else { return nil }
        if remainder != 0 { fractionDigits(&quotient, &remainder, &resultScale, divisor) }
        if remainder != 0 {
            let twice = remainder * 2
            if twice > divisor || (twice == divisor && quotient & 1 == 1) { quotient += 1 }
        }
        // At most Int64.max - 9 + 9 + 1 before the digits stop, so it fits.
        guard quotient <= UInt64(Int64.max) else { return nil }
        let negative = (a.mantissa < 0) != (b.mantissa < 0)
        let signed = Int64(quotient)
        return trimmed(negative ? -signed : signed, scale: Int8(resultScale))
    }

    // MARK: - Helpers

    /// Whether a scale is one the general path keeps as it is (0…``maxScale``).
    @inline(__always)
    private static func isSmallScale(_ scale: Int8) -> Bool { scale >= 0 && scale <= maxScale }

    /// `mantissa × 10^digits` (`digits` in 1…18), or `nil` when it overflows.
    @inline(__always)
    private static func scaledUp(_ mantissa: Int64, by digits: Int) -> Int64? {
        let (result, overflow) = mantissa.multipliedReportingOverflow(by: Int64(powersOfTen[digits]))
        return overflow ? nil : result
    }

    /// `mantissa × 10^-scale` with trailing fraction zeros removed, as ``make(negative:magnitude:scale:)``
    /// leaves every result; `nil` for `Int64.min`, whose magnitude `make` would round.
    @inline(__always)
    private static func trimmed(_ mantissa: Int64, scale: Int8) -> Number? {
        guard mantissa != .min else { return nil }
        var m = mantissa
        var s = scale
        while s > 0, m % 10 == 0 {
            m /= 10
            s -= 1
        }
        return Number(mantissa: m, scale: s)
    }
}
