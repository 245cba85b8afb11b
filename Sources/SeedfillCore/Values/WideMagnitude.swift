/// An unsigned 128-bit integer, just wide enough to align or multiply two `Number` mantissas.
///
/// `UInt128` needs macOS 15, and the package supports macOS 13, so this is done by hand.
struct WideMagnitude: Comparable, Sendable {
    var high: UInt64
    var low: UInt64

    init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    init(_ value: UInt64) {
        high = 0
        low = value
    }

    static func < (a: WideMagnitude, b: WideMagnitude) -> Bool {
        a.high != b.high ? a.high < b.high : a.low < b.low
    }

    var isZero: Bool { high == 0 && low == 0 }

    /// Whether the value fits a non-negative `Int64`.
    var fitsInt64: Bool { high == 0 && low <= UInt64(Int64.max) }

    func multiplied(by factor: UInt64) -> WideMagnitude? {
        let low = factor.multipliedFullWidth(by: self.low)
        let (highProduct, overflow) = high.multipliedReportingOverflow(by: factor)
        if overflow { return nil }
        let (sum, carry) = highProduct.addingReportingOverflow(low.high)
        if carry { return nil }
        return WideMagnitude(high: sum, low: low.low)
    }

    func adding(_ other: WideMagnitude) -> WideMagnitude? {
        let (low, carry) = self.low.addingReportingOverflow(other.low)
        var (high, overflow) = self.high.addingReportingOverflow(other.high)
        if overflow { return nil }
        if carry {
            (high, overflow) = high.addingReportingOverflow(1)
            if overflow { return nil }
        }
        return WideMagnitude(high: high, low: low)
    }

    /// `self - other`; requires `self >= other`.
    func subtracting(_ other: WideMagnitude) -> WideMagnitude {
        let (low, borrow) = self.low.subtractingReportingOverflow(other.low)
        return WideMagnitude(high: self.high &- other.high &- (borrow ? 1 : 0), low: low)
    }

    func quotientAndRemainder(dividingBy divisor: UInt64) -> (quotient: WideMagnitude, remainder: UInt64) {
        // A value that fits 64 bits is divided by one instruction, not a 128-bit division.
        if high == 0 { return (WideMagnitude(low / divisor), low % divisor) }
        let highQuotient = high / divisor
        let highRemainder = high % divisor
        let (lowQuotient, remainder) = divisor.dividingFullWidth((highRemainder, low))
        return (WideMagnitude(high: highQuotient, low: lowQuotient), remainder)
    }

    /// The remainder of `self / divisor` for any non-zero divisor (shift-and-subtract).
    func remainder(dividingBy divisor: WideMagnitude) -> WideMagnitude {
        if divisor.high == 0 { return WideMagnitude(quotientAndRemainder(dividingBy: divisor.low).remainder) }
        var remainder = WideMagnitude(0)
        for bit in stride(from: 127, through: 0, by: -1) {
            remainder = WideMagnitude(high: (remainder.high << 1) | (remainder.low >> 63), low: remainder.low << 1)
            let word = bit >= 64 ? high >> UInt64(bit - 64) : low >> UInt64(bit)
            remainder.low |= word & 1
            if remainder >= divisor { remainder = remainder.subtracting(divisor) }
        }
        return remainder
    }
}

/// Powers of ten that fit a `UInt64` (10^0 … 10^19).
let powersOfTen: [UInt64] = {
    var table: [UInt64] = [1]
    for _ in 1...19 { table.append(table[table.count - 1] * 10) }
    return table
}()
