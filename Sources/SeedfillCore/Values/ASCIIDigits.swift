/// Decimal digits written straight into memory: the shared core of the value formatters.
///
/// The formatters write into a pointer with a known bound, so a writer that owns its memory
/// (``JSONWriter``) pays one capacity check per value, and `[UInt8]` callers one reservation,
/// instead of a uniqueness and capacity check per byte.
enum ASCIIDigits {
    /// Writes `value` (0…99) as exactly two digits.
    @inline(__always)
    static func writeTwo(_ value: Int, to out: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(out).storeBytes(of: pair(value), as: UInt16.self)
    }

    /// Writes `value` (0…9999) as exactly four digits.
    @inline(__always)
    static func writeFour(_ value: Int, to out: UnsafeMutablePointer<UInt8>) {
        writeTwo(value / 100, to: out)
        writeTwo(value % 100, to: out + 2)
    }

    /// The number of decimal digits of `value` (1 for zero).
    @inline(__always)
    static func count(of value: UInt64) -> Int {
        var digits = 1
        var limit: UInt64 = 10
        // 10^19 is the largest power of ten a UInt64 holds: past it, 20 digits.
        while value >= limit {
            digits += 1
            if digits == 20 { break }
            limit &*= 10
        }
        return digits
    }

    /// Writes the last `count` decimal digits of `value` (zeros once it runs out) so that they
    /// end just before `end`, and divides `value` by 10^`count`; two digits per division.
    @inline(__always)
    static func writeLast(_ count: Int, digitsOf value: inout UInt64, endingAt end: UnsafeMutablePointer<UInt8>) {
        var position = end
        var left = count
        while left >= 2 {
            let next = value / 100
            position -= 2
            writeTwo(Int(truncatingIfNeeded: value &- next &* 100), to: position)
            value = next
            left -= 2
        }
        if left == 1 {
            let next = value / 10
            position -= 1
            position[0] = 0x30 &+ UInt8(truncatingIfNeeded: value &- next &* 10)
            value = next
        }
    }

    /// The most bytes ``writePadded(_:width:to:)`` writes for `width` up to 20.
    static let maxPaddedCount = 21

    /// Writes `value` as at least `width` (≤ 20) decimal digits, with a leading `-` when negative;
    /// returns the number of bytes written.
    static func writePadded(_ value: Int, width: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
        var magnitude = UInt64(value.magnitude)
        let sign = value < 0 ? 1 : 0
        if value < 0 { out[0] = UInt8(ascii: "-") }
        let digits = Swift.max(count(of: magnitude), Swift.min(width, 20))
        writeLast(digits, digitsOf: &magnitude, endingAt: out + sign + digits)
        return sign + digits
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
                // `room` starts at the array's end and holds at least `maxCount` bytes (it has
                // no address only when that is none).
                guard let start = room.baseAddress else { return }
                let written = body(start + initialized)
                precondition(written >= 0 && initialized + written <= room.count, "a formatter wrote past its bound")
                initialized += written
            }
        }
    }
}
