extension Number: CustomStringConvertible {
    /// The number as written in JSON and messages: `3.5`, `-0.25`, `12` (the scale is kept, so
    /// a literal `1.50` reads back as `1.50`).
    var description: String {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(24)
        write(into: &buffer)
        return String(decoding: buffer, as: UTF8.self)
    }

    /// The number with exactly `scale` fraction digits (rounded half away from zero or padded
    /// with zeros): `formatted(scale: 2)` of 2000 is `2000.00`.
    func formatted(scale: Int) -> String {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(24)
        write(into: &buffer, scale: scale)
        return String(decoding: buffer, as: UTF8.self)
    }

    /// Appends ``description`` as ASCII bytes, without creating a `String`.
    func write(into buffer: inout [UInt8]) {
        buffer.appendFormatted(maxCount: maxTextCount) { write(to: $0) }
    }

    /// Appends the number with exactly `scale` fraction digits, as ``formatted(scale:)`` does.
    func write(into buffer: inout [UInt8], scale: Int) {
        buffer.appendFormatted(maxCount: maxTextCount(scale: scale)) { write(to: $0, scale: scale) }
    }

    /// The most bytes ``write(to:)`` writes.
    var maxTextCount: Int { Number.maxTextCount(scale: Int(scale), pad: 0) }

    /// The most bytes ``write(to:scale:)`` writes.
    func maxTextCount(scale target: Int) -> Int {
        // Rounding never raises the scale, so padding adds at most `target` zeros after the
        // scale it keeps (and a negative kept scale already counts its own zeros).
        Number.maxTextCount(scale: Int(scale), pad: Swift.max(0, target))
    }

    /// Writes ``description`` at `out` (room for ``maxTextCount`` bytes); returns the count.
    func write(to out: UnsafeMutablePointer<UInt8>) -> Int {
        Number.writeDigits(magnitude, negative: mantissa < 0, scale: Int(scale), pad: 0, to: out)
    }

    /// Writes the number with exactly `scale` fraction digits at `out` (room for
    /// ``maxTextCount(scale:)`` bytes); returns the count.
    func write(to out: UnsafeMutablePointer<UInt8>, scale: Int) -> Int {
        let target = Swift.max(0, scale)
        let value = rounded(scale: target)
        return Number.writeDigits(
            value.magnitude, negative: value.mantissa < 0, scale: Int(value.scale),
            pad: target - Int(value.scale), to: out)
    }

    /// A bound on ``writeDigits(_:negative:scale:pad:to:)``: sign, at most 41 digits (20 of a
    /// `UInt64`, or a scale clamped to 40 and its leading zero), point, padding, and the zeros
    /// of a negative scale.
    private static func maxTextCount(scale: Int, pad: Int) -> Int {
        43 + Swift.max(0, pad) + Swift.max(0, -scale)
    }

    /// Writes `magnitude × 10^-scale` followed by `pad` extra zeros after the point; returns
    /// the byte count.
    private static func writeDigits(
        _ magnitude: UInt64, negative: Bool, scale: Int, pad: Int, to out: UnsafeMutablePointer<UInt8>
    ) -> Int {
        var count = 0
        if negative, magnitude != 0 {
            out[0] = UInt8(ascii: "-")
            count = 1
        }
        // The memberwise initialiser allows any scale: a negative one is trailing zeros.
        if scale < 0 {
            count += writeDigits(magnitude, negative: false, scale: 0, pad: 0, to: out + count)
            (out + count).initialize(repeating: 0x30, count: -scale)
            return count - scale
        }
        let scale = Swift.min(scale, 40)
        // At least one digit before the point; the digits go in from the last one backwards,
        // the fraction's first.
        let shown = Swift.max(ASCIIDigits.count(of: magnitude), scale + 1)
        count += shown + (scale > 0 ? 1 : 0)
        var rest = magnitude
        if scale > 0 {
            ASCIIDigits.writeLast(scale, digitsOf: &rest, endingAt: out + count)
            out[count - scale - 1] = UInt8(ascii: ".")
            ASCIIDigits.writeLast(shown - scale, digitsOf: &rest, endingAt: out + count - scale - 1)
        } else {
            ASCIIDigits.writeLast(shown, digitsOf: &rest, endingAt: out + count)
        }
        if pad > 0 {
            if scale == 0 {
                out[count] = UInt8(ascii: ".")
                count += 1
            }
            (out + count).initialize(repeating: 0x30, count: pad)
            count += pad
        }
        return count
    }
}
