/// Transliteration straight into a template's ``TextBuffer``, the way `translit` and
/// `lower(translit(…))` run for every templated e-mail.
extension Transliteration {
    /// Appends the Latin spelling of `s` to `buffer` (a template's text), making no string.
    static func append(_ s: String, to buffer: inout TextBuffer) {
        var text = s
        text.withUTF8 { bytes in
            guard bytes.contains(where: { $0 & 0xFE == 0xD0 }) else { return buffer.append(bytes) }
            buffer.write(maxCount: bytes.count * 2) { out in
                write(bytes, into: UnsafeMutableBufferPointer(start: out, count: bytes.count * 2))
            }
        }
    }

    /// Appends `lower(translit(s))` to `buffer` in one pass, as an e-mail template spells a
    /// name: each Russian letter as its lower-case Latin spelling, ASCII letters lower-cased,
    /// other ASCII unchanged. `false`, with nothing appended, when `s` holds any other scalar:
    /// then the two functions must run one after the other (`lower` of non-ASCII text follows
    /// the Unicode rules). Capitals need no look at their neighbours here, since the
    /// spelling is lower-cased anyway.
    static func appendLowercased(_ s: String, to buffer: inout TextBuffer) -> Bool {
        // A native string lends its bytes where they are; only another (bridged) one is copied.
        if let handled = s.utf8.withContiguousStorageIfAvailable({ appendLowercased(utf8: $0, to: &buffer) }) {
            return handled
        }
        var text = s
        return text.withUTF8 { appendLowercased(utf8: $0, to: &buffer) }
    }

    /// ``appendLowercased(_:to:)``, the spelling copied from `spellings` when `s` is one of its names.
    @inline(__always)
    static func appendLowercased(_ s: String, using spellings: LatinSpellings, to buffer: inout TextBuffer) -> Bool {
        spellings.append(s, to: &buffer) || appendLowercased(s, to: &buffer)
    }

    /// ``appendLowercased(_:to:)`` of the UTF-8 `bytes` of a text.
    static func appendLowercased(utf8 bytes: UnsafeBufferPointer<UInt8>, to buffer: inout TextBuffer) -> Bool {
        let table = twoByte  // read once: each access to a static checks its one-time initialiser
        var handled = true
        // A scalar at most doubles (2 bytes → "shch"), so twice the input always suffices.
        buffer.write(maxCount: bytes.count * 2) { out in
            let count = bytes.count
            var i = 0
            var o = 0
            while i < count {
                let lead = bytes[i]
                if lead < 0x80 {
                    out[o] = lead &- UInt8(ascii: "A") < 26 ? lead | 0x20 : lead
                    o &+= 1
                    i &+= 1
                    continue
                }
                guard lead & 0xFE == 0xD0, i + 1 < count else {
                    handled = false
                    return 0
                }
                let entry = table[Int(lead & 1) << 6 | Int(bytes[i + 1] & 0x3F)]
                guard entry & russianLetter != 0 else {
                    handled = false
                    return 0
                }
                // All four bytes stored at once, as in ``write(_:into:)``; `o` counts the real ones.
                UnsafeMutableRawPointer(out + o).storeBytes(of: UInt32(truncatingIfNeeded: entry).littleEndian, as: UInt32.self)
                o &+= Int(truncatingIfNeeded: entry >> lengthShift & 7)
                i &+= 2
            }
            return o
        }
        return handled
    }
}
