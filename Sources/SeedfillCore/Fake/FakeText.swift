/// The UTF-8 bytes of one `fake` value being written: in stack memory with room for the most
/// bytes the value can have, then made into one `String`.
///
/// Providers write their parts here in order (words, separators, zero-padded numbers) instead
/// of interpolating or joining strings: a value costs one `String` made at the end (none on the
/// heap when it has at most 15 bytes), not one per part. The bound a provider gives is checked
/// on every write, so a wrong bound stops the program instead of writing past the memory.
struct FakeText: ~Copyable {
    private let base: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    /// How many bytes were written.
    private(set) var count = 0

    private init(_ memory: UnsafeMutableBufferPointer<UInt8>) {
        // `make` never asks for less than one byte, so the memory has an address.
        base = memory.baseAddress!
        capacity = memory.count
    }

    /// The text `body` writes, at most `maxBytes` bytes of UTF-8.
    @inline(__always)
    static func make(maxBytes: Int, _ body: (inout FakeText) -> Void) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Swift.max(maxBytes, 1)) { memory in
            var text = FakeText(memory)
            body(&text)
            return String(decoding: UnsafeBufferPointer(start: memory.baseAddress, count: text.count), as: UTF8.self)
        }
    }

    /// Room for `extra` more bytes, or a stop: the provider's bound was wrong.
    @inline(__always)
    private func reserve(_ extra: Int) {
        precondition(extra <= capacity &- count, "a fake provider wrote past its bound")
    }

    /// Appends one ASCII byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count &+= 1
    }

    /// Appends the UTF-8 of `text`.
    @inline(__always)
    mutating func append(_ text: String) {
        // Data strings are literals or native, so their bytes are lent where they are.
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) != nil { return }
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Appends a run of bytes.
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        reserve(bytes.count)
        SmallCopy.copy(from: source, to: base + count, count: bytes.count)
        count &+= bytes.count
    }

    /// Appends `value` (≥ 0) in decimal with at least `width` digits, zero-padded (width 1:
    /// what `String(value)` spells).
    @inline(__always)
    mutating func append(_ value: Int, width: Int = 1) {
        precondition(value >= 0, "a fake provider wrote a negative number")
        var magnitude = UInt64(value)
        let digits = Swift.max(ASCIIDigits.count(of: magnitude), width)
        reserve(digits)
        ASCIIDigits.writeLast(digits, digitsOf: &magnitude, endingAt: base + count + digits)
        count &+= digits
    }

    /// The byte at `offset` of what was written, to overwrite (a check character).
    subscript(offset: Int) -> UInt8 {
        get {
            precondition(offset >= 0 && offset < count, "a fake provider read past its text")
            return base[offset]
        }
        set {
            precondition(offset >= 0 && offset < count, "a fake provider wrote past its text")
            base[offset] = newValue
        }
    }
}

/// The most UTF-8 bytes of any string of a data list: the bound for writing one of them.
func maxUTF8Count(_ list: [String]) -> Int {
    list.reduce(0) { Swift.max($0, $1.utf8.count) }
}
