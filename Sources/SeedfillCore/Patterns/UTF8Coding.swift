/// UTF-8 encoding straight into a byte buffer, without going through `String`.
enum UTF8Append {
    /// Appends the UTF-8 bytes of code point `value` (a valid scalar).
    @inline(__always)
    static func scalar(_ value: UInt32, to buffer: inout [UInt8]) {
        buffer.appendScalar(value)
    }

    /// The number of UTF-8 bytes of code point `value`.
    static func length(_ value: UInt32) -> Int {
        value < 0x80 ? 1 : value < 0x800 ? 2 : value < 0x10000 ? 3 : 4
    }
}

/// UTF-8 decoding of a `String`'s bytes in place, without going through its scalar view.
enum UTF8Decode {
    /// The scalar whose UTF-8 starts with the non-ASCII byte `lead` at `index`, and its length.
    ///
    /// A `String`'s UTF-8 is always valid; a sequence cut short by the end of the buffer (which
    /// cannot happen) reads as U+FFFD spanning the rest, rather than reading past the buffer.
    @inline(__always)
    static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int, lead: UInt8) -> (UInt32, Int) {
        let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        guard index &+ length <= bytes.count else { return (0xFFFD, bytes.count &- index) }
        var scalar = UInt32(lead) & (0x7F >> UInt32(length))
        for offset in 1..<length {
            scalar = scalar << 6 | UInt32(bytes[index &+ offset] & 0x3F)
        }
        return (scalar, length)
    }
}
