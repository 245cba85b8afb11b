/// The fraction digits of the 64-bit division of ``Number/smallQuotient(_:_:)``, several per
/// step.
///
/// `dividingWide` appends one digit per turn while the remainder is not zero, the scale is
/// below ``Number/maxScale`` and `quotient × 10 + 9` fits an `Int64`. Here one division by the
/// divisor gives the next `k` digits at once (`remainder × 10^k ÷ divisor`): the same digits,
/// since they are those of the long division. `k` is the most digits the one-digit loop would
/// surely take: within the scale left, with `remainder × 10^k` (below `divisor × 10^k`) in a
/// `UInt64`, and with `(quotient + 1) × 10^k ≤ 2^63`, which bounds `quotient × 10 + 9` at every
/// turn whatever the digits (for `k = 1` it is exactly the one-digit test, so the digits stop
/// at the same one). When a step ends the division (no remainder), its trailing zero digits are
/// dropped: the one-digit loop stops at the last non-zero digit, and a zero digit never ends it.
extension Number {
    /// Appends fraction digits to `quotient` (`remainder` not zero, `divisor ≤ UInt64.max / 10`)
    /// exactly as the one-digit long division would.
    @inline(__always)
    static func fractionDigits(_ quotient: inout UInt64, _ remainder: inout UInt64, _ resultScale: inout Int, _ divisor: UInt64) {
        let widest = UInt64.max / divisor  // 10^k ≤ this: remainder × 10^k fits
        while remainder != 0, resultScale < Int(maxScale) {
            let limit = Swift.min(widest, (UInt64(1) << 63) / (quotient + 1))
            var k = Int(maxScale) - resultScale
            while k > 0, powersOfTen[k] > limit { k -= 1 }
            guard k > 0 else { return }
            var (digits, rest) = (remainder * powersOfTen[k]).quotientAndRemainder(dividingBy: divisor)
            if rest == 0 {
                // digits > 0 here (remainder was not zero): drop its trailing zeros, at most k - 1.
                while digits % 100_000_000 == 0 {
                    digits /= 100_000_000
                    k -= 8
                }
                if digits % 10_000 == 0 {
                    digits /= 10_000
                    k -= 4
                }
                if digits % 100 == 0 {
                    digits /= 100
                    k -= 2
                }
                if digits % 10 == 0 {
                    digits /= 10
                    k -= 1
                }
            }
            quotient = quotient * powersOfTen[k] + digits
            remainder = rest
            resultScale += k
        }
    }
}
