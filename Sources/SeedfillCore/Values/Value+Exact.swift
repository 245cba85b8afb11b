import Foundation

/// Exact comparison of values, for look-ups in the hot path.
///
/// `String`'s `==` and hashing treat canonically equivalent text as equal, which means
/// normalising non-ASCII text on every comparison: slow for Cyrillic table cells compared
/// thousands of times per second. Equal bytes are equal text, so the hot path looks for the
/// exact bytes first and falls back to `==` only when they are not found, which keeps the
/// meaning of `==` (another spelling of the same text still matches) at a fraction of the cost.
extension Value {
    /// Whether the two values are equal with text compared by its exact UTF-8 bytes.
    @inline(__always)
    func isExactly(_ other: Value) -> Bool {
        if case .string(let a) = self, case .string(let b) = other { return Value.sameBytes(a, b) }
        return self == other
    }

    /// Whether two strings have the same UTF-8 bytes (lengths first: most different options
    /// differ in length, and a native string knows its length).
    @inline(__always)
    static func sameBytes(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        // Read in place (a copy and `withUTF8` would retain and check uniqueness); every
        // native or small string lends its bytes, other storage takes the slow walk.
        let same = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y in sameBytes(x, y) }
        }
        return (same ?? nil) ?? a.utf8.elementsEqual(b.utf8)
    }

    /// Whether two byte buffers hold the same bytes: `memcmp`, which compares a word at a
    /// time, where the generic `elementsEqual` steps an iterator byte by byte.
    @inline(__always)
    static func sameBytes(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool {
        guard x.count == y.count else { return false }
        guard let p = x.baseAddress, let q = y.baseAddress else { return true }
        return memcmp(p, q, x.count) == 0
    }
}

/// One or more values as a dictionary key, compared with ``Value/isExactly(_:)`` and hashed
/// by the same bytes; a single value needs no array.
struct ExactKey: Hashable, Sendable {
    var first: Value
    var rest: [Value] = []

    static func == (a: ExactKey, b: ExactKey) -> Bool {
        guard a.first.isExactly(b.first), a.rest.count == b.rest.count else { return false }
        for i in a.rest.indices where !a.rest[i].isExactly(b.rest[i]) { return false }
        return true
    }

    func hash(into hasher: inout Hasher) {
        ExactKey.hash(first, into: &hasher)
        for value in rest { ExactKey.hash(value, into: &hasher) }
    }

    private static func hash(_ value: Value, into hasher: inout Hasher) {
        guard case .string(var text) = value else {
            hasher.combine(value)
            return
        }
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
