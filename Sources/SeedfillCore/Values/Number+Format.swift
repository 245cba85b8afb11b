extension Number: CustomStringConvertible {
    /// The number as written in JSON and messages: `3.5`, `-0.25`, `12` (the scale is kept, so
    /// a literal `1.50` reads back as `1.50`).
    public var description: String {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(24)
        write(into: &buffer)
        return String(decoding: buffer, as: UTF8.self)
    }

    /// The number with exactly `scale` fraction digits (rounded half away from zero or padded
    /// with zeros): `formatted(scale: 2)` of 2000 is `2000.00`.
    public func formatted(scale: Int) -> String {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(24)
        write(into: &buffer, scale: scale)
        return String(decoding: buffer, as: UTF8.self)
    }

    /// Appends ``description`` as ASCII bytes, without creating a `String`.
    public func write(into buffer: inout [UInt8]) {
        Number.writeDigits(magnitude, negative: mantissa < 0, scale: Int(scale), pad: 0, into: &buffer)
    }

    /// Appends the number with exactly `scale` fraction digits, as ``formatted(scale:)`` does.
    public func write(into buffer: inout [UInt8], scale: Int) {
        let target = Swift.max(0, scale)
        let value = rounded(scale: target)
        Number.writeDigits(
            value.magnitude, negative: value.mantissa < 0, scale: Int(value.scale),
            pad: target - Int(value.scale), into: &buffer)
    }

    /// Writes `magnitude × 10^-scale` followed by `pad` extra zeros after the point.
    private static func writeDigits(
        _ magnitude: UInt64, negative: Bool, scale: Int, pad: Int, into buffer: inout [UInt8]
    ) {
        if negative, magnitude != 0 { buffer.append(UInt8(ascii: "-")) }
        // The public memberwise initialiser allows any scale; keep the stack buffer safe.
        if scale < 0 {
            writeDigits(magnitude, negative: false, scale: 0, pad: 0, into: &buffer)
            for _ in 0..<(-scale) { buffer.append(0x30) }
            return
        }
        let scale = Swift.min(scale, 40)
        // Digits least significant first into a small stack buffer, then copied in order.
        var digits: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { raw in
            var m = magnitude
            repeat {
                raw[count] = UInt8(truncatingIfNeeded: m % 10) + 0x30
                m /= 10
                count += 1
            } while m != 0
            while count <= scale {
                raw[count] = 0x30
                count += 1
            }
            for i in stride(from: count - 1, through: 0, by: -1) {
                if i == scale - 1 { buffer.append(UInt8(ascii: ".")) }
                buffer.append(raw[i])
            }
        }
        if pad > 0 {
            if scale == 0 { buffer.append(UInt8(ascii: ".")) }
            for _ in 0..<pad { buffer.append(0x30) }
        }
    }
}
