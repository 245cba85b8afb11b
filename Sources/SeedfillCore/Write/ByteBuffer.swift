/// A growable run of bytes with one owner: the writer's scratch space.
///
/// `[UInt8]` checks uniqueness and capacity on every `append`, which costs several times the
/// store itself when a record is written a byte or a short run at a time. This buffer is
/// non-copyable, so nothing can share it: appends are a capacity compare and a store. The bytes
/// leave as an array once, when the caller takes them.
struct ByteBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    /// The number of bytes written.
    private(set) var count = 0
    private var capacity: Int

    /// An empty buffer with room for `capacity` bytes before it grows.
    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The bytes written, as an array.
    var array: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// Replaces everything written with `bytes`.
    mutating func replaceAll(with bytes: [UInt8]) {
        count = 0
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: 1) }
        base[count] = byte
        count += 1
    }

    /// Appends a run of bytes.
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if capacity - count < bytes.count { grow(toHold: bytes.count) }
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Empties the buffer, keeping its storage for the next record.
    mutating func removeAll() { count = 0 }

    /// Calls `body` with the bytes written, without copying them.
    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// Makes room for `count` more bytes and returns where they go; ``commit(_:)`` keeps those
    /// written. For writers that format a whole run in place after one capacity check.
    @inline(__always)
    mutating func reserve(_ count: Int) -> UnsafeMutablePointer<UInt8> {
        // Wrapping arithmetic: `count` never exceeds `capacity`, and the checks would cost as
        // much as the rest.
        if capacity &- self.count < count { grow(toHold: count) }
        return base + self.count
    }

    /// Keeps `written` bytes written at the pointer ``reserve(_:)`` returned.
    @inline(__always)
    mutating func commit(_ written: Int) { count &+= written }

    /// Lets `body` write at most `maxCount` bytes at the end; it returns how many it wrote.
    ///
    /// For formatters that know a bound but not the exact length up front (digits, escapes):
    /// one capacity check instead of one per byte.
    @inline(__always)
    mutating func write(maxCount: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        if capacity - count < maxCount { grow(toHold: maxCount) }
        let written = body(base + count)
        // A formatter that outran its bound has already written past the buffer: stop here.
        precondition(written >= 0 && written <= maxCount, "a formatter wrote past its bound")
        count += written
    }

    /// Makes room for `extra` more bytes, at least doubling so appends stay amortised O(1).
    @inline(never)
    private mutating func grow(toHold extra: Int) {
        let newCapacity = Swift.max(capacity * 2, count + extra)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
