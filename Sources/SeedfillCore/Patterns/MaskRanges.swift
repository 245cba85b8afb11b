/// A mask checked eight bytes at a time, for the masks whose every position accepts one run of
/// ASCII bytes: a literal (`+`, `-`, a space) or `#` (`0`...`9`), as phone and document numbers
/// are written.
///
/// A value with as many bytes as the mask has positions matches only with one ASCII byte per
/// position (see ``MaskMatcher/matches(utf8:)``). Eight such bytes are read as one word and
/// compared with the eight positions' lowest and highest bytes all at once: with every byte's
/// top bit set first, subtracting a byte of at most 127 never borrows from the next, and the
/// top bit that is left says whether the byte was at least that low; the same the other way
/// round for the high. Where the byte table (``MaskMatcher/byteAccepted``) takes a load, a test
/// and a branch per byte, this takes a handful of operations per eight.
enum MaskRanges {
    /// The top bit of every byte.
    private static let topBits: UInt64 = 0x8080_8080_8080_8080

    /// The lowest and highest bytes of `positions` as words, low then high, for the words read
    /// at byte 0, 8, 16, … and the last at `count - 8` (overlapping the one before); empty when
    /// there are fewer than 8 positions or one accepts no run of ASCII bytes.
    static func words(_ positions: [MaskMatcher.Position]) -> [UInt64] {
        let count = positions.count
        guard count >= 8 else { return [] }
        var lows: [UInt8] = []
        var highs: [UInt8] = []
        for position in positions {
            guard let (low, high) = run(of: position) else { return [] }
            lows.append(low)
            highs.append(high)
        }
        var words: [UInt64] = []
        var offset = 0
        while true {
            let at = Swift.min(offset, count - 8)
            var low: UInt64 = 0
            var high: UInt64 = 0
            // Little-endian, as `loadUnaligned` reads the value's bytes: byte `j` in bits 8j...
            for j in 0..<8 {
                low |= UInt64(lows[at + j]) << (8 * j)
                high |= UInt64(highs[at + j]) << (8 * j)
            }
            words.append(low)
            words.append(high)
            if at == count - 8 { break }
            offset += 8
        }
        return words
    }

    /// The lowest and highest ASCII byte `position` accepts, when it accepts exactly the bytes
    /// between them.
    private static func run(of position: MaskMatcher.Position) -> (UInt8, UInt8)? {
        func accepts(_ byte: Int) -> Bool {
            let map = byte < 64 ? position.asciiLow : position.asciiHigh
            return map >> UInt64(byte & 63) & 1 != 0
        }
        guard let low = (0..<128).first(where: accepts), let high = (0..<128).last(where: accepts) else { return nil }
        guard (low...high).allSatisfy(accepts) else { return nil }
        return (UInt8(low), UInt8(high))
    }

    /// Whether `bytes` (as many as the mask's positions) are ASCII and each within its
    /// position's run, given the mask's ``words(_:)``.
    @inline(__always)
    static func match(_ bytes: UnsafeBufferPointer<UInt8>, _ words: UnsafeBufferPointer<UInt64>) -> Bool {
        guard let base = bytes.baseAddress, bytes.count >= 8 else { return false }
        let raw = UnsafeRawPointer(base)
        let last = bytes.count &- 8
        var passed = topBits
        var offset = 0
        var k = 0
        while true {
            let at = Swift.min(offset, last)
            let x = raw.loadUnaligned(fromByteOffset: at, as: UInt64.self)
            // A byte of 128 or more clears its top bit in `~x`, so the word fails (what its
            // subtractions borrow does not matter then).
            passed &= ~x & ((x | topBits) &- words[k]) & ((words[k &+ 1] | topBits) &- x)
            if at == last { break }
            offset &+= 8
            k &+= 2
        }
        return passed & topBits == topBits
    }
}
