/// The UTF-8 bytes of a text being built by a template or a text function: in memory the caller
/// lends (a stack buffer) until that is full, then on the heap.
///
/// A rendered e-mail is built once, here, and turned into one `String`: no byte array is
/// allocated for it, and `lower(translit(name))` rewrites its own bytes in place instead of
/// making a string per call.
struct TextBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// Whether `base` was allocated here (and must be freed here).
    private var ownsMemory = false
    /// How many bytes were written.
    private(set) var count = 0

    /// A buffer writing into `memory` first (which must outlive it).
    init(_ memory: UnsafeMutableBufferPointer<UInt8>) {
        if let start = memory.baseAddress, memory.count > 0 {
            base = start
            capacity = memory.count
        } else {
            base = .allocate(capacity: 64)
            capacity = 64
            ownsMemory = true
        }
    }

    deinit {
        if ownsMemory { base.deallocate() }
    }

    /// The text written so far.
    func makeString() -> String {
        String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }

    /// The text written from byte `start` on.
    func string(from start: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: base + start, count: count - start), as: UTF8.self)
    }

    /// The bytes written from `start` on, to read or rewrite in place.
    func bytes(from start: Int) -> UnsafeMutableBufferPointer<UInt8> {
        UnsafeMutableBufferPointer(start: base + start, count: count - start)
    }

    /// Drops the bytes from `start` on.
    mutating func truncate(to start: Int) {
        count = start
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: 1) }
        base[count] = byte
        count &+= 1
    }

    /// Appends a run of bytes.
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        if capacity - count < bytes.count { grow(toHold: bytes.count) }
        SmallCopy.copy(from: source, to: base + count, count: bytes.count)
        count &+= bytes.count
    }

    /// Appends the UTF-8 of `text`.
    mutating func append(_ text: String) {
        // A native string lends its bytes where they are; only another (bridged) one is copied.
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) != nil { return }
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Lets `body` write at most `maxCount` bytes at the end; it returns how many it wrote.
    @inline(__always)
    mutating func write(maxCount: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        if capacity - count < maxCount { grow(toHold: maxCount) }
        let written = body(base + count)
        // A formatter that outran its bound has already written past the buffer: stop here.
        precondition(written >= 0 && written <= maxCount, "a formatter wrote past its bound")
        count &+= written
    }

    /// Makes room for `extra` more bytes, at least doubling so appends stay amortised O(1).
    @inline(never)
    private mutating func grow(toHold extra: Int) {
        let newCapacity = Swift.max(capacity * 2, count + extra)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        if ownsMemory { base.deallocate() }
        base = newBase
        capacity = newCapacity
        ownsMemory = true
    }
}

extension TextBuffer {
    /// Appends `value` as a template shows it (see ``Value/writeText(into:)``). Inlined, so
    /// that a field's value is switched on where the record stores it, not copied out first.
    @inline(__always)
    mutating func appendText(of value: borrowing Value) {
        switch value {
        case .null: break
        case .string(let s): append(s)
        case .number(let n): write(maxCount: n.maxTextCount) { n.write(to: $0) }
        case .bool(let b): append(b ? "true" : "false")
        case .date(let d): write(maxCount: LocalDate.maxTextCount) { d.write(to: $0) }
        case .dateTime(let d): write(maxCount: LocalDateTime.maxTextCount) { d.write(to: $0) }
        case .time(let t): write(maxCount: TimeOfDay.maxTextCount) { t.write(to: $0) }
        case .duration(let d): append(d.description)
        case .array, .object:
            appendJSON(of: value)
        }
    }

    /// Appends a list or object as JSON: rare in templates, where the JSON writer's array is
    /// good enough.
    @inline(never)
    private mutating func appendJSON(of value: borrowing Value) {
        var json: [UInt8] = []
        value.writeJSON(into: &json)
        json.withUnsafeBufferPointer { append($0) }
    }
}
