extension Number {
    /// The magnitude of the mantissa (safe for `Int64.min`).
    var magnitude: UInt64 { mantissa.magnitude }

    /// `self + other`, exact; throws when the result does not fit.
    func adding(_ other: Number) throws(ValueError) -> Number {
        if let sum = Number.smallSum(self, other, subtract: false) { return sum }
        return try addingWide(other)
    }

    /// `self + other` in 128 bits: what ``adding(_:)`` gives when the 64-bit path cannot.
    func addingWide(_ other: Number) throws(ValueError) -> Number {
        let scale = Swift.max(Int(self.scale), Int(other.scale))
        let a = Number.aligned(self, to: scale)
        let b = Number.aligned(other, to: scale)
        let aNegative = mantissa < 0
        let bNegative = other.mantissa < 0
        if aNegative == bNegative {
            guard let sum = a.adding(b) else { throw .overflow }
            return try Number.make(negative: aNegative, magnitude: sum, scale: scale)
        }
        if a >= b {
            return try Number.make(negative: aNegative, magnitude: a.subtracting(b), scale: scale)
        }
        return try Number.make(negative: bNegative, magnitude: b.subtracting(a), scale: scale)
    }

    /// `self - other`, exact; throws when the result does not fit.
    func subtracting(_ other: Number) throws(ValueError) -> Number {
        if let difference = Number.smallSum(self, other, subtract: true) { return difference }
        return try subtractingWide(other)
    }

    /// `self - other` in 128 bits: what ``subtracting(_:)`` gives when the 64-bit path cannot.
    func subtractingWide(_ other: Number) throws(ValueError) -> Number {
        let scale = Swift.max(Int(self.scale), Int(other.scale))
        let a = Number.aligned(self, to: scale)
        let b = Number.aligned(other, to: scale)
        let aNegative = mantissa < 0
        let bNegative = !(other.mantissa < 0) && other.mantissa != 0
        if aNegative == bNegative {
            guard let sum = a.adding(b) else { throw .overflow }
            return try Number.make(negative: aNegative, magnitude: sum, scale: scale)
        }
        if a >= b {
            return try Number.make(negative: aNegative, magnitude: a.subtracting(b), scale: scale)
        }
        return try Number.make(negative: bNegative, magnitude: b.subtracting(a), scale: scale)
    }

    /// `self × other`; exact unless the product needs more than ``maxScale`` fraction digits,
    /// in which case it is rounded half-even.
    func multiplying(by other: Number) throws(ValueError) -> Number {
        if let product = Number.smallProduct(self, other) { return product }
        return try multiplyingWide(by: other)
    }

    /// `self × other` in 128 bits: what ``multiplying(by:)`` gives when the 64-bit path cannot.
    func multiplyingWide(by other: Number) throws(ValueError) -> Number {
        let product = magnitude.multipliedFullWidth(by: other.magnitude)
        let negative = (mantissa < 0) != (other.mantissa < 0)
        return try Number.make(
            negative: negative, magnitude: WideMagnitude(high: product.high, low: product.low),
            scale: Int(scale) + Int(other.scale))
    }

    /// `self ÷ other`: exact when the quotient has a finite decimal expansion within
    /// ``maxScale`` digits (`7 / 2 = 3.5`), otherwise rounded half-even at the last digit kept.
    func dividing(by other: Number) throws(ValueError) -> Number {
        guard other.mantissa != 0 else { throw .divisionByZero }
        if let quotient = Number.smallQuotient(self, other) { return quotient }
        return try dividingWide(by: other)
    }

    /// `self ÷ other` in 128 bits: what ``dividing(by:)`` gives when the 64-bit path cannot.
    func dividingWide(by other: Number) throws(ValueError) -> Number {
        guard other.mantissa != 0 else { throw .divisionByZero }
        let divisor = other.magnitude
        let negative = (mantissa < 0) != (other.mantissa < 0)
        // self / other = (ma / mb) × 10^(sb - sa)
        let shift = Int(other.scale) - Int(scale)
        var numerator = WideMagnitude(magnitude)
        var resultScale = 0
        if shift >= 0 {
            guard let shifted = numerator.multiplied(by: powersOfTen[shift]) else { throw .overflow }
            numerator = shifted
        } else {
            resultScale = -shift
        }
        let (wideQuotient, firstRemainder) = numerator.quotientAndRemainder(dividingBy: divisor)
        guard wideQuotient.fitsInt64 else { throw .overflow }
        var quotient = wideQuotient.low
        var remainder = firstRemainder
        // Long division, one fraction digit at a time, while digits remain and fit.
        while remainder != 0, resultScale < Int(Number.maxScale) {
            let (next, overflow) = quotient.multipliedReportingOverflow(by: 10)
            guard !overflow, next <= UInt64(Int64.max) - 9 else { break }
            let wide = remainder.multipliedFullWidth(by: 10)
            let (digit, rest) = divisor.dividingFullWidth((wide.high, wide.low))
            quotient = next + digit
            remainder = rest
            resultScale += 1
        }
        if remainder != 0 {
            // Half-even on what is left: compare 2 × remainder with the divisor (no overflow:
            // remainder < divisor ≤ 2^63).
            let twice = remainder * 2
            if twice > divisor || (twice == divisor && quotient & 1 == 1) { quotient += 1 }
        }
        return try Number.make(negative: negative, magnitude: WideMagnitude(quotient), scale: resultScale)
    }

    /// The remainder of truncating division, with the sign of `self` (`7 % 3 = 1`, `-7 % 3 = -1`).
    func remainder(dividingBy other: Number) throws(ValueError) -> Number {
        guard other.mantissa != 0 else { throw .divisionByZero }
        let scale = Swift.max(Int(self.scale), Int(other.scale))
        let a = Number.aligned(self, to: scale)
        let b = Number.aligned(other, to: scale)
        return try Number.make(negative: mantissa < 0, magnitude: a.remainder(dividingBy: b), scale: scale)
    }

    /// `-self`; throws only for the one mantissa that has no positive counterpart.
    func negated() throws(ValueError) -> Number {
        guard mantissa != .min else { throw .overflow }
        return Number(mantissa: -mantissa, scale: scale)
    }

    /// The absolute value.
    func absolute() throws(ValueError) -> Number {
        mantissa < 0 ? try negated() : self
    }

    /// Rounded to `scale` fraction digits, half away from zero (`round(2.5) = 3`,
    /// `round(-2.5) = -3`, `round(1234, -2) = 1200`), as users of spreadsheets expect.
    func rounded(scale target: Int) -> Number {
        let target = Swift.max(-18, target)
        guard target < Int(scale) else { return self }
        let dropped = Int(scale) - target
        if target >= 0, dropped <= 19 {
            // One division: the first dropped digit is 5 or more exactly when the remainder
            // is at least half the divisor (`round(basePower * 0.9)` for every record).
            let divisor = powersOfTen[dropped]
            let (quotient, remainder) = magnitude.quotientAndRemainder(dividingBy: divisor)
            let result = remainder >= divisor / 2 ? quotient + 1 : quotient
            guard result <= UInt64(Int64.max) else { return self }
            let signed = Int64(result)
            return Number(mantissa: mantissa < 0 ? -signed : signed, scale: Int8(target))
        }
        var quotient = WideMagnitude(magnitude)
        var lastDigit: UInt64 = 0
        for _ in 0..<(Int(scale) - target) {
            (quotient, lastDigit) = quotient.quotientAndRemainder(dividingBy: 10)
        }
        var result = quotient.low
        if lastDigit >= 5 { result += 1 }
        if target < 0 {
            let (product, overflow) = result.multipliedReportingOverflow(by: powersOfTen[-target])
            guard !overflow, product <= UInt64(Int64.max) else { return self }
            result = product
        }
        guard result <= UInt64(Int64.max) else { return self }
        let signed = Int64(result)
        return Number(mantissa: mantissa < 0 ? -signed : signed, scale: Int8(Swift.max(0, target)))
    }

    /// The largest whole number not greater than `self`.
    var floor: Number {
        guard scale > 0 else { return self }
        let divisor = Int64(powersOfTen[Int(scale)])
        let (q, r) = mantissa.quotientAndRemainder(dividingBy: divisor)
        return Number(r < 0 ? q - 1 : q)
    }

    /// The smallest whole number not less than `self`.
    var ceil: Number {
        guard scale > 0 else { return self }
        let divisor = Int64(powersOfTen[Int(scale)])
        let (q, r) = mantissa.quotientAndRemainder(dividingBy: divisor)
        return Number(r > 0 ? q + 1 : q)
    }

    /// The value as an `Int64` when it is whole.
    var int64Value: Int64? {
        let n = normalized
        return n.scale == 0 ? n.mantissa : nil
    }

    /// The nearest `Double` (for statistics such as a normal distribution, never for equality).
    var doubleValue: Double {
        Double(mantissa) / Double(powersOfTen[Int(Swift.max(0, Swift.min(scale, 19)))])
    }

    /// Whether the number is zero.
    var isZero: Bool { mantissa == 0 }

    // MARK: - Helpers

    /// The magnitude scaled to `scale` fraction digits (never overflows 128 bits: < 2^63 × 10^18).
    static func aligned(_ n: Number, to scale: Int) -> WideMagnitude {
        let shift = scale - Int(n.scale)
        let wide = WideMagnitude(n.magnitude)
        return shift == 0 ? wide : (wide.multiplied(by: powersOfTen[shift]) ?? wide)
    }

    /// Builds a number from a wide magnitude, dropping fraction digits (half-even) while the
    /// scale exceeds ``maxScale`` or the mantissa does not fit; trailing zeros are trimmed.
    static func make(negative: Bool, magnitude: WideMagnitude, scale: Int) throws(ValueError) -> Number {
        var m = magnitude
        var s = scale
        while s > Int(maxScale) || !m.fitsInt64 {
            guard s > 0 else { throw .overflow }
            var sticky = false
            var lastDigit: UInt64 = 0
            var dropped = false
            while s > Int(maxScale) || !m.fitsInt64, s > 0 {
                if dropped, lastDigit != 0 { sticky = true }
                (m, lastDigit) = m.quotientAndRemainder(dividingBy: 10)
                s -= 1
                dropped = true
            }
            if lastDigit > 5 || (lastDigit == 5 && (sticky || m.low & 1 == 1)) {
                guard let up = m.adding(WideMagnitude(1)) else { throw .overflow }
                m = up
            }
        }
        var mantissa = Int64(m.low)
        while s > 0, mantissa % 10 == 0 {
            mantissa /= 10
            s -= 1
        }
        return Number(mantissa: negative ? -mantissa : mantissa, scale: Int8(s))
    }
}

extension Number: Comparable {
    /// Numeric order, independent of scale (`1.50 == 1.5 < 2`).
    static func < (a: Number, b: Number) -> Bool {
        // Same scale (the usual case: a value and a bound of one field): the mantissas decide.
        if a.scale == b.scale { return a.mantissa < b.mantissa }
        let aNegative = a.mantissa < 0
        let bNegative = b.mantissa < 0
        if aNegative != bNegative { return aNegative }
        let scale = Swift.max(Int(a.scale), Int(b.scale))
        let x = aligned(a, to: scale)
        let y = aligned(b, to: scale)
        return aNegative ? y < x : x < y
    }
}
