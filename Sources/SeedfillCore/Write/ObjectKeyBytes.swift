/// The keys of the objects that ``CompactComposites`` writes, quoted once per array of keys
/// rather than once per object.
///
/// Objects held in values mostly share their keys: every file of an attachment has the one
/// array `fileName`, `mimeType`, `size`, every item of a list its layout's slot names, every
/// record a `ref` embeds its model's. Quoting a key costs a check of every byte for escapes
/// and a copy, about a hundred instructions, as much as the value after it. Here the keys of
/// the last two arrays seen are kept written out, each with the byte before it (`{` for the
/// first, `,` for the others) and its colon, the same bytes as quoting them one by one
/// writes; an object whose keys are one of these arrays copies them.
///
/// An array is known by its buffer: an entry holds its array, so while it is held no other
/// array has that buffer (an array's buffer is freed only with its last holder, and one
/// shared by two holders is copied before either changes it), and an array with the same
/// buffer and count has the same keys. Keys that need escapes are remembered as such and
/// written the general way.
struct ObjectKeyBytes {
    /// One array of keys, written out.
    private struct Entry {
        /// The keys, held so that their buffer stays theirs (see the type's summary).
        var keys: [String] = []
        /// Each key with its lead and colon (`{"a":,"b":`), end to end: key `i`'s bytes end
        /// at `ends[i]` and start where key `i - 1`'s end (or at 0).
        var bytes: [UInt8] = []
        var ends: [Int] = []
        /// Whether no key needs an escape (otherwise `bytes` is empty).
        var clean = false

        /// Whether `other` is the array this entry holds: the same buffer and count.
        @inline(__always)
        func holds(_ other: [String]) -> Bool {
            keys.count == other.count
                && keys.withUnsafeBufferPointer { mine in other.withUnsafeBufferPointer { mine.baseAddress == $0.baseAddress } }
        }
    }

    /// The two arrays seen last; a new one replaces them in turn.
    private var first = Entry()
    private var second = Entry()
    private var replacesFirst = true

    /// Which entry (0 or 1) holds `keys` written out, writing them on the first sight of the
    /// array; `nil` when a key needs an escape (or there are none), and the caller quotes them.
    @inline(__always)
    mutating func entry(for keys: [String]) -> Int? {
        if first.holds(keys) { return first.clean ? 0 : nil }
        if second.holds(keys) { return second.clean ? 1 : nil }
        return add(keys)
    }

    /// Writes `keys` out into the entry replaced next.
    @inline(never)
    private mutating func add(_ keys: [String]) -> Int? {
        var entry = Entry()
        entry.keys = keys
        entry.clean = !keys.isEmpty
        for (index, key) in keys.enumerated() where entry.clean {
            var key = key
            let written = key.withUTF8 { utf8 in
                [UInt8](unsafeUninitializedCapacity: utf8.count + 4) { out, count in
                    out[0] = index == 0 ? UInt8(ascii: "{") : UInt8(ascii: ",")
                    let quoted = JSONEscaping.writeQuotedIfClean(utf8, to: out.baseAddress! + 1)
                    out[quoted + 1] = UInt8(ascii: ":")
                    count = quoted > 0 ? quoted + 2 : 0
                }
            }
            entry.clean = !written.isEmpty
            entry.bytes += written
            entry.ends.append(entry.bytes.count)
        }
        if !entry.clean {
            entry.bytes = []
            entry.ends = []
        }
        let index = replacesFirst ? 0 : 1
        if replacesFirst { first = entry } else { second = entry }
        replacesFirst.toggle()
        return entry.clean ? index : nil
    }

    /// Where key `key` of entry `entry` (as ``entry(for:)`` gave it), with its lead and
    /// colon, starts in the entry's bytes, and its byte count.
    @inline(__always)
    func span(_ key: Int, of entry: Int) -> (start: Int, count: Int) {
        entry == 0 ? Self.span(key, first) : Self.span(key, second)
    }

    /// Copies `count` bytes from `start` of entry `entry`'s bytes (a ``span(_:of:)``) to `out`.
    @inline(__always)
    func copy(_ span: (start: Int, count: Int), of entry: Int, to out: UnsafeMutablePointer<UInt8>) {
        if entry == 0 { Self.copy(span, first, to: out) } else { Self.copy(span, second, to: out) }
    }

    @inline(__always)
    private static func span(_ key: Int, _ held: borrowing Entry) -> (start: Int, count: Int) {
        let start = key == 0 ? 0 : held.ends[key - 1]
        return (start, held.ends[key] - start)
    }

    @inline(__always)
    private static func copy(_ span: (start: Int, count: Int), _ held: borrowing Entry, to out: UnsafeMutablePointer<UInt8>) {
        held.bytes.withUnsafeBufferPointer { bytes in
            assert(span.start >= 0 && span.count >= 0 && span.start + span.count <= bytes.count, "a span of the entry's bytes")
            out.initialize(from: bytes.baseAddress.unsafelyUnwrapped + span.start, count: span.count)
        }
    }
}
