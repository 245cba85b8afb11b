/// The escapes a JSON string needs: `"`, `\` and the control characters U+0000…U+001F.
///
/// Everything else, all of UTF-8 included, is written as it is (so are DEL and U+2028).
enum JSONEscaping {
    /// Whether any byte of `text` needs an escape.
    ///
    /// Eight bytes at a time: field values are mostly short runs of letters with nothing to
    /// escape, and a byte-by-byte scan cost more than the copy that follows it.
    static func needsEscape(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let start = text.baseAddress else { return false }
        let raw = UnsafeRawPointer(start)
        let count = text.count
        guard count >= 8 else {
            for i in 0..<count where needsEscape(start[i]) { return true }
            return false
        }
        var offset = 0
        while offset + 8 <= count {
            if needsEscape(word: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) { return true }
            offset += 8
        }
        // The last word overlaps the ones already checked, which changes nothing for "any".
        return offset < count && needsEscape(word: raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
    }

    /// Whether `byte` needs an escape.
    @inline(__always)
    static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// Whether any of the eight bytes in `word` needs an escape.
    @inline(__always)
    static func needsEscape(word: UInt64) -> Bool { escapeFlags(word) != 0 }

    /// Non-zero exactly when some byte of `word` needs an escape (flags can be or-ed together
    /// over many words and tested once).
    ///
    /// `(x - 0x01…01 × n) & ~x & 0x80…80` is non-zero exactly when some byte of `x` is below
    /// `n` (for `n` ≤ 128; borrows only reach bytes above one that matched); with `n` = 1 on
    /// `x ^ c…c` it finds a byte equal to `c`. Every byte to escape is below 0x80, where `x`,
    /// `x ^ 0x22…` and `x ^ 0x5C…` all have their top bit clear, so one `~x` masks all three.
    @inline(__always)
    static func escapeFlags(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let below = (word &- ones &* 0x20) | (quotes &- ones) | (backslashes &- ones)
        return below & ~word & (ones &* 0x80)
    }

    /// ``escapeFlags(_:)`` for two words at once (one SSE register: the lanes never interact).
    @inline(__always)
    static func escapeFlags(_ words: SIMD2<UInt64>) -> SIMD2<UInt64> {
        let ones = SIMD2<UInt64>(repeating: 0x0101_0101_0101_0101)
        let quotes = words ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslashes = words ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let below = (words &- ones &* 0x20) | (quotes &- ones) | (backslashes &- ones)
        return below & ~words & (ones &* 0x80)
    }

    /// Writes `text` between quotes at `out` (room for `text.count + 2` bytes) and returns the
    /// byte count, when nothing in it needs an escape; otherwise returns 0, and what it wrote
    /// is to be overwritten. (Not an optional: in the hot paths that call it, one wrapped in
    /// another cost more than the check itself.)
    ///
    /// The check and the copy in one pass, 16 bytes at a time (the last block overlapping the
    /// one before; shorter text in two overlapping halves): most field values have nothing to
    /// escape.
    @inline(__always)
    static func writeQuotedIfClean(_ text: UnsafeBufferPointer<UInt8>, to out: UnsafeMutablePointer<UInt8>) -> Int {
        let count = text.count
        out[0] = UInt8(ascii: "\"")
        out[count &+ 1] = UInt8(ascii: "\"")
        guard let start = text.baseAddress else { return 2 }
        let source = UnsafeRawPointer(start)
        let target = UnsafeMutableRawPointer(out + 1)
        let flags: UInt64
        if count >= 16 {
            var found = SIMD2<UInt64>()
            var offset = 0
            repeat {
                let block = source.loadUnaligned(fromByteOffset: offset, as: SIMD2<UInt64>.self)
                target.storeBytes(of: block, toByteOffset: offset, as: SIMD2<UInt64>.self)
                found |= escapeFlags(block)
                offset &+= 16
            } while offset &+ 16 <= count
            if offset < count {
                let block = source.loadUnaligned(fromByteOffset: count &- 16, as: SIMD2<UInt64>.self)
                target.storeBytes(of: block, toByteOffset: count &- 16, as: SIMD2<UInt64>.self)
                found |= escapeFlags(block)
            }
            flags = found[0] | found[1]
        } else if count >= 8 {
            let low = source.loadUnaligned(as: UInt64.self)
            let high = source.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
            target.storeBytes(of: low, as: UInt64.self)
            target.storeBytes(of: high, toByteOffset: count &- 8, as: UInt64.self)
            let found = escapeFlags(SIMD2(low, high))
            flags = found[0] | found[1]
        } else if count >= 4 {
            // Two overlapping halves, checked as one word.
            let low = source.loadUnaligned(as: UInt32.self)
            let high = source.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
            target.storeBytes(of: low, as: UInt32.self)
            target.storeBytes(of: high, toByteOffset: count &- 4, as: UInt32.self)
            flags = escapeFlags(UInt64(low) | UInt64(high) << 32)
        } else {
            for i in 0..<count {
                out[i + 1] = start[i]
                if needsEscape(start[i]) { return 0 }
            }
            return count &+ 2
        }
        return flags == 0 ? count &+ 2 : 0
    }

    /// The most bytes ``writeEscaped(_:to:)`` writes for `count` bytes: six for each (`\u001f`).
    static func maxEscapedCount(_ count: Int) -> Int { 6 * count }

    /// Writes `text` with its escapes (and no quotes); returns the byte count.
    static func writeEscaped(_ text: UnsafeBufferPointer<UInt8>, to out: UnsafeMutablePointer<UInt8>) -> Int {
        let backslash = UInt8(ascii: "\\")
        var count = 0
        for byte in text {
            guard needsEscape(byte) else {
                out[count] = byte
                count += 1
                continue
            }
            out[count] = backslash
            switch byte {
            case UInt8(ascii: "\""), backslash:
                out[count + 1] = byte
                count += 2
            case 0x0A:
                out[count + 1] = UInt8(ascii: "n")
                count += 2
            case 0x0D:
                out[count + 1] = UInt8(ascii: "r")
                count += 2
            case 0x09:
                out[count + 1] = UInt8(ascii: "t")
                count += 2
            default:
                out[count + 1] = UInt8(ascii: "u")
                out[count + 2] = UInt8(ascii: "0")
                out[count + 3] = UInt8(ascii: "0")
                out[count + 4] = hexDigit(byte >> 4)
                out[count + 5] = hexDigit(byte & 0xF)
                count += 6
            }
        }
        return count
    }

    /// A lowercase hexadecimal digit for 0…15.
    @inline(__always)
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? 0x30 + nibble : UInt8(ascii: "a") + nibble - 10
    }
}
