/// A set of texts, or of tuples of texts, that compares them by their exact UTF-8 bytes.
///
/// Every checked choice asks whether its value is an option. A `Set<String>` would hash with
/// `Hasher` and compare with Unicode normalisation, and an array of options is walked one
/// `String` (one reference count) at a time. This set is built once when planning: it keeps
/// every entry's bytes end to end in one array and hashes a probe's bytes in place, so a
/// look-up allocates nothing and retains nothing.
///
/// A final class of `let`s: a check reads it in place, without copying (retaining) its arrays.
///
/// It only ever answers "these exact bytes are here". Another spelling of the same text
/// (canonically equivalent, as `==` sees it) is not found; callers then fall back to `==`.
final class ExactTextSet: Sendable {
    /// How many texts make one entry (1 for plain options; `match` keys and the value for a
    /// table look-up).
    let arity: Int
    /// Every entry's parts, end to end.
    private let bytes: [UInt8]
    /// Part `k` (entry `e`, part `p`: `k = e × arity + p`) spans `starts[k] ..< starts[k + 1]`.
    private let starts: [Int]
    /// Each entry's hash, compared before its bytes.
    private let hashes: [UInt64]
    /// Open addressing with linear probing: entry number + 1 in each bucket, 0 when empty. A
    /// power of two long and at most half full, so a probe ends quickly at an empty bucket.
    private let buckets: [Int32]

    /// A set of the distinct `entries`, each `arity` texts long.
    init(_ entries: [[String]], arity: Int) {
        self.arity = arity
        var bytes: [UInt8] = []
        var starts: [Int] = [0]
        var hashes: [UInt64] = []
        var capacity = 2
        while capacity < 2 * entries.count { capacity *= 2 }
        var buckets = [Int32](repeating: 0, count: capacity)
        // Whether the entry stored as number `stored` has exactly the texts of `entry`.
        func holds(_ entry: [String], at stored: Int) -> Bool {
            (0..<arity).allSatisfy { p in
                bytes[starts[stored * arity + p]..<starts[stored * arity + p + 1]].elementsEqual(entry[p].utf8)
            }
        }
        for entry in entries where entry.count == arity {
            var hash = TextHash()
            for part in entry { hash.add(Array(part.utf8)) }
            var bucket = Int(truncatingIfNeeded: hash.value) & (capacity - 1)
            var duplicate = false
            while buckets[bucket] != 0 {
                let other = Int(buckets[bucket]) - 1
                if hashes[other] == hash.value, holds(entry, at: other) {
                    duplicate = true
                    break
                }
                bucket = (bucket + 1) & (capacity - 1)
            }
            guard !duplicate else { continue }
            for part in entry {
                bytes.append(contentsOf: part.utf8)
                starts.append(bytes.count)
            }
            hashes.append(hash.value)
            buckets[bucket] = Int32(hashes.count)
        }
        self.bytes = bytes
        self.starts = starts
        self.hashes = hashes
        self.buckets = buckets
    }

    /// The number of distinct entries.
    var count: Int { hashes.count }

    /// Whether `text` is an entry of a set of single texts.
    func contains(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { contains(utf8: $0) } ?? false
    }

    /// Whether (`first`, `second`) is an entry of a set of pairs: one pass over each text's
    /// bytes, where the general look-up fetches them twice.
    func contains(_ first: String, _ second: String) -> Bool {
        first.utf8.withContiguousStorageIfAvailable { a in
            second.utf8.withContiguousStorageIfAvailable { b in contains(utf8: a, b) } ?? false
        } ?? false
    }

    /// Whether the text with the UTF-8 bytes `probe` is an entry of a set of single texts.
    @inline(__always)
    func contains(utf8 probe: UnsafeBufferPointer<UInt8>) -> Bool {
        var hash = TextHash()
        hash.add(probe)
        return contains(hash: hash.value) { part(0, of: $0, is: probe) }
    }

    /// The number of the entry of a set of single texts that has exactly the bytes `probe`
    /// (entries are numbered in the order they were given, repeated ones left out), or `nil`.
    @inline(__always)
    func entry(utf8 probe: UnsafeBufferPointer<UInt8>) -> Int? {
        var hash = TextHash()
        hash.add(probe)
        var found: Int?
        _ = contains(hash: hash.value) { entry in
            guard part(0, of: entry, is: probe) else { return false }
            found = entry
            return true
        }
        return found
    }

    /// Whether the pair of texts with the UTF-8 bytes `first` and `second` is an entry of a set
    /// of pairs.
    @inline(__always)
    func contains(utf8 first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
        var hash = TextHash()
        hash.add(first)
        hash.add(second)
        return contains(hash: hash.value) { part(0, of: $0, is: first) && part(1, of: $0, is: second) }
    }

    /// Whether some entry has the hash `hash` and is accepted by `matches` (given the entry's
    /// number, it compares the parts with ``part(_:of:is:)``).
    @inline(__always)
    func contains(hash: UInt64, where matches: (Int) -> Bool) -> Bool {
        // Read through buffer pointers: the buckets are a power of two long and hold entry
        // numbers + 1, so no index needs a bounds check.
        buckets.withUnsafeBufferPointer { buckets in
            hashes.withUnsafeBufferPointer { hashes in
                let mask = buckets.count &- 1
                var bucket = Int(truncatingIfNeeded: hash) & mask
                while true {
                    let slot = Int(buckets[bucket])
                    if slot == 0 { return false }
                    if hashes[slot &- 1] == hash, matches(slot &- 1) { return true }
                    bucket = (bucket &+ 1) & mask
                }
            }
        }
    }

    /// Whether part `p` of entry `entry` has exactly the bytes `probe`.
    @inline(__always)
    func part(_ p: Int, of entry: Int, is probe: UnsafeBufferPointer<UInt8>) -> Bool {
        let k = entry &* arity &+ p
        return starts.withUnsafeBufferPointer { starts in
            let start = starts[k]
            guard starts[k &+ 1] &- start == probe.count else { return false }
            guard let base = probe.baseAddress, probe.count > 0 else { return true }
            return bytes.withUnsafeBufferPointer { stored in TextHash.sameBytes(stored.baseAddress! + start, base, count: probe.count) }
        }
    }

    /// Whether part `p` of entry `entry` is exactly `text`.
    @inline(__always)
    func part(_ p: Int, of entry: Int, is text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { part(p, of: entry, is: $0) } ?? false
    }
}

/// The hash of a tuple of texts, fed one text at a time: a word-at-a-time multiply-xor mix.
///
/// It only spreads the entries of one ``ExactTextSet`` over its buckets within one run, so it
/// needs no seed; it is not a stream key (those come from ``StableHash``-style hashing of names).
struct TextHash {
    /// The hash of the texts added so far.
    private(set) var value: UInt64 = 0x243F_6A88_85A3_08D3

    /// Adds a text's bytes, with its length first so that ("ab", "c") and ("a", "bc") differ.
    /// Whole words are read, the last one overlapping the one before when the length is not a
    /// multiple of 8 (the length tells the two apart), so no byte is read one at a time.
    @inline(__always)
    mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        let n = bytes.count
        var h = TextHash.mix(value, UInt64(n))
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            if n >= 8 {
                var i = 0
                while i &+ 8 < n {
                    h = TextHash.mix(h, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                    i &+= 8
                }
                h = TextHash.mix(h, raw.loadUnaligned(fromByteOffset: n &- 8, as: UInt64.self))
            } else if n >= 4 {
                let first = UInt64(raw.loadUnaligned(as: UInt32.self))
                let last = UInt64(raw.loadUnaligned(fromByteOffset: n &- 4, as: UInt32.self))
                h = TextHash.mix(h, first &<< 32 | last)
            } else if n > 0 {
                h = TextHash.mix(h, UInt64(base[0]) | UInt64(base[n / 2]) &<< 8 | UInt64(base[n &- 1]) &<< 16)
            }
        }
        value = h
    }

    /// Adds the bytes of an array (when building a set).
    mutating func add(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { add($0) }
    }

    /// Adds a text; `false` when its UTF-8 is not contiguous (never for a native string), and
    /// then the look-up cannot be made this way.
    mutating func add(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { add($0) } != nil
    }

    /// Whether the `count` bytes at `a` and at `b` are the same, compared a word at a time as
    /// ``add(_:)`` reads them: short texts, for which a call to `memcmp` costs more than the
    /// comparison.
    @inline(__always)
    static func sameBytes(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count n: Int) -> Bool {
        let x = UnsafeRawPointer(a)
        let y = UnsafeRawPointer(b)
        if n >= 8 {
            var i = 0
            while i &+ 8 < n {
                guard x.loadUnaligned(fromByteOffset: i, as: UInt64.self) == y.loadUnaligned(fromByteOffset: i, as: UInt64.self) else {
                    return false
                }
                i &+= 8
            }
            return x.loadUnaligned(fromByteOffset: n &- 8, as: UInt64.self) == y.loadUnaligned(fromByteOffset: n &- 8, as: UInt64.self)
        }
        if n >= 4 {
            return x.loadUnaligned(as: UInt32.self) == y.loadUnaligned(as: UInt32.self)
                && x.loadUnaligned(fromByteOffset: n &- 4, as: UInt32.self) == y.loadUnaligned(fromByteOffset: n &- 4, as: UInt32.self)
        }
        var i = 0
        while i < n {
            guard a[i] == b[i] else { return false }
            i &+= 1
        }
        return true
    }

    @inline(__always)
    private static func mix(_ h: UInt64, _ x: UInt64) -> UInt64 {
        let m = (h ^ x) &* 0x9E37_79B9_7F4A_7C15
        return m ^ (m &>> 29)
    }
}
