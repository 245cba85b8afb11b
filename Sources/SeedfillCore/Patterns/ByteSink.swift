/// Where generated UTF-8 goes: a growing byte array, or a buffer of known size that a `String`
/// is built in place from (one allocation instead of an array and then a string).
protocol ByteSink {
    /// Appends one byte.
    mutating func append(_ byte: UInt8)
}

extension Array: ByteSink where Element == UInt8 {}

/// Writes into memory that is large enough for everything written (callers size it from an
/// upper bound computed ahead), so a byte costs one store and no capacity check.
struct PointerSink: ByteSink {
    /// The start of the memory.
    let base: UnsafeMutablePointer<UInt8>
    /// How many bytes were written.
    private(set) var count = 0

    /// A sink writing from `base` on.
    init(_ base: UnsafeMutablePointer<UInt8>) { self.base = base }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        base[count] = byte
        count &+= 1
    }
}

extension ByteSink {
    /// Appends the UTF-8 bytes of code point `value` (a valid scalar).
    @inline(__always)
    mutating func appendScalar(_ value: UInt32) {
        switch value {
        case 0..<0x80:
            append(UInt8(value))
        case 0x80..<0x800:
            append(UInt8(0xC0 | (value >> 6)))
            append(UInt8(0x80 | (value & 0x3F)))
        case 0x800..<0x10000:
            append(UInt8(0xE0 | (value >> 12)))
            append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            append(UInt8(0x80 | (value & 0x3F)))
        default:
            append(UInt8(0xF0 | (value >> 18)))
            append(UInt8(0x80 | ((value >> 12) & 0x3F)))
            append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            append(UInt8(0x80 | (value & 0x3F)))
        }
    }
}
