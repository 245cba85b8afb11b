/// Decimal digits written straight into memory: the shared core of the value formatters.
///
/// The formatters write into a pointer with a known bound, so a writer that owns its memory
/// (``JSONWriter``) pays one capacity check per value, and `[UInt8]` callers one reservation,
/// instead of a uniqueness and capacity check per byte.
enum ASCIIDigits {
    /// Writes `value` (0…99) as exactly two digits.
    @inline(__always)
    static func writeTwo(_ value: Int, to out: UnsafeMutablePointer<UInt8>) {
        let v = UInt(bitPattern: value)
        out[0] = 0x30 &+ UInt8(truncatingIfNeeded: v / 10)
        out[1] = 0x30 &+ UInt8(truncatingIfNeeded: v % 10)
    }

    /// Writes `value` (0…9999) as exactly four digits.
    @inline(__always)
    static func writeFour(_ value: Int, to out: UnsafeMutablePointer<UInt8>) {
        writeTwo(value / 100, to: out)
        writeTwo(value % 100, to: out + 2)
    }

    /// The most bytes ``writePadded(_:width:to:)`` writes for `width` up to 20.
    static let maxPaddedCount = 21

    /// Writes `value` as at least `width` (≤ 20) decimal digits, with a leading `-` when negative;
    /// returns the number of bytes written.
    static func writePadded(_ value: Int, width: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
        var written = 0
        if value < 0 {
            out[0] = UInt8(ascii: "-")
            written = 1
        }
        var magnitude = value.magnitude
        var digits = 1
        var divisor: UInt = 1
        while divisor <= magnitude / 10 {
            divisor *= 10
            digits += 1
        }
        for _ in digits..<Swift.max(digits, width) {
            out[written] = 0x30
            written += 1
        }
        while divisor > 0 {
            out[written] = 0x30 &+ UInt8(truncatingIfNeeded: magnitude / divisor)
            written += 1
            magnitude %= divisor
            divisor /= 10
        }
        return written
    }
}

extension Array where Element == UInt8 {
    /// Appends what `body` writes, at most `maxCount` bytes; `body` returns how many it wrote.
    ///
    /// One reservation for a whole formatted value, rather than an `append` per byte.
    @inline(__always)
    mutating func appendFormatted(maxCount: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        append(addingCapacity: maxCount) { span in
            span.withUnsafeMutableBufferPointer { room, initialized in
                // `room` starts at the array's end and holds at least `maxCount` bytes.
                let written = body(room.baseAddress! + initialized)
                precondition(written >= 0 && initialized + written <= room.count, "a formatter wrote past its bound")
                initialized += written
            }
        }
    }
}
