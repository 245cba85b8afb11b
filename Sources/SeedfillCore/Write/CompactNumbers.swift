extension CompactScalars {
    /// Writes a whole number as `Number.write(to:)` writes one of scale 0 (at most 20 bytes);
    /// returns the byte count. Most numbers in a questionnaire are whole, and small.
    @inline(__always)
    static func writeInteger(_ value: Int64, to out: UnsafeMutablePointer<UInt8>) -> Int {
        value >= 0 ? ASCIIDigits.write(UInt64(value), to: out) : writeNegative(value, to: out)
    }

    /// ``writeInteger(_:to:)`` below zero.
    @inline(never)
    private static func writeNegative(_ value: Int64, to out: UnsafeMutablePointer<UInt8>) -> Int {
        out[0] = UInt8(ascii: "-")
        return 1 &+ ASCIIDigits.write(value.magnitude, to: out + 1)
    }

    /// ``write(_:at:)`` for a decimal member: a number with exactly `scale` fraction digits.
    @inline(__always)
    static func write(_ value: UnsafePointer<Value>, scale: Int, at out: UnsafeMutablePointer<UInt8>) -> Int {
        guard case .number(let number) = value.pointee else { return write(value, at: out) }
        // Most decimals are drawn at the scale they are written with: nothing to round or pad.
        if Int(number.scale) == scale, scale > 0, scale <= Number.maxScale {
            return writeFixed(number.mantissa, scale: scale, to: out)
        }
        return number.maxTextCount(scale: scale) <= room ? number.write(to: out, scale: scale) : 0
    }

    /// Writes `mantissa × 10^-scale` with exactly `scale` (1…18) fraction digits, as
    /// `Number.write(to:scale:)` writes a number of that scale (at most 22 bytes): the whole
    /// part (0 when there is none), the point, the fraction; returns the byte count.
    static func writeFixed(_ mantissa: Int64, scale: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
        let magnitude = mantissa.magnitude
        let sign = mantissa < 0 ? 1 : 0
        out[0] = UInt8(ascii: "-")
        guard scale != 2 else {
            // Money: the fraction is one digit pair (and the division one by a constant).
            let whole = magnitude / 100
            let point = sign &+ ASCIIDigits.write(whole, to: out + sign)
            out[point] = UInt8(ascii: ".")
            ASCIIDigits.writeTwo(Int(truncatingIfNeeded: magnitude &- whole &* 100), to: out + point + 1)
            return point &+ 3
        }
        var divisor: UInt64 = 10
        for _ in 1..<scale { divisor &*= 10 }
        let whole = magnitude / divisor
        var fraction = magnitude &- whole &* divisor
        let point = sign &+ ASCIIDigits.write(whole, to: out + sign)
        out[point] = UInt8(ascii: ".")
        let count = point &+ 1 &+ scale
        ASCIIDigits.writeLast(scale, digitsOf: &fraction, endingAt: out + count)
        return count
    }
}
