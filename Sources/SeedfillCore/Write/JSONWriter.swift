/// Writes JSON as bytes, straight into a buffer: no `JSONEncoder`, no intermediate strings.
///
/// Non-copyable because it owns its ``ByteBuffer``: pass it `inout`, take the bytes with
/// ``buffer``.
struct JSONWriter: ~Copyable {
    private var bytes: ByteBuffer
    /// Two-space indentation and line breaks when true; compact otherwise.
    let pretty: Bool
    private var depth: Int
    /// The keys of objects in values, written out once per array of keys (compact output;
    /// see ``CompactComposites``).
    var objectKeys = ObjectKeyBytes()

    /// A writer; `depth` indents the whole value as if nested that deep (for array elements).
    init(pretty: Bool, depth: Int = 0, capacity: Int = 4096) {
        self.pretty = pretty
        self.depth = depth
        bytes = ByteBuffer(capacity: capacity)
    }

    /// The bytes written so far (a copy; setting it replaces them).
    var buffer: [UInt8] {
        get { bytes.array }
        set { bytes.replaceAll(with: newValue) }
    }

    /// Empties the writer for the next value, keeping its storage (one writer per job can
    /// then write every record without allocating).
    mutating func reset(depth: Int = 0) {
        bytes.removeAll()
        self.depth = depth
    }

    /// The number of bytes written so far.
    var count: Int { bytes.count }

    /// Calls `body` with the bytes written so far, without copying them.
    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try bytes.withBytes(body)
    }

    // MARK: - In place

    /// Makes room for `count` more bytes and returns where they go; ``commit(_:)`` keeps those
    /// written. For callers that format a run of bytes themselves (compact output only: no
    /// indentation is added).
    @inline(__always)
    mutating func reserve(_ count: Int) -> UnsafeMutablePointer<UInt8> { bytes.reserve(count) }

    /// Keeps `written` bytes written at the pointer ``reserve(_:)`` returned.
    @inline(__always)
    mutating func commit(_ written: Int) { bytes.commit(written) }

    // MARK: - Structure

    mutating func beginObject() { bytes.append(UInt8(ascii: "{")); depth += 1 }

    mutating func endObject(empty: Bool) {
        depth -= 1
        if !empty { newline() }
        bytes.append(UInt8(ascii: "}"))
    }

    mutating func beginArray() { bytes.append(UInt8(ascii: "[")); depth += 1 }

    mutating func endArray(empty: Bool) {
        depth -= 1
        if !empty { newline() }
        bytes.append(UInt8(ascii: "]"))
    }

    /// Starts a member: the separating comma (unless first), indentation, the key and colon.
    mutating func key(_ key: String, first: Bool) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        newline()
        string(key)
        bytes.append(UInt8(ascii: ":"))
        if pretty { bytes.append(UInt8(ascii: " ")) }
    }

    /// Starts a member whose key is already encoded as `"key":` (quoted, escaped, with the
    /// colon), as ``QuestionnaireLayout`` keeps them: the same bytes as ``key(_:first:)``.
    @inline(__always)
    mutating func key(encoded: UnsafeBufferPointer<UInt8>, first: Bool) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        if pretty { newline() }
        bytes.append(encoded)
        if pretty { bytes.append(UInt8(ascii: " ")) }
    }

    /// Starts an array element: the separating comma (unless first) and indentation.
    mutating func element(first: Bool) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        newline()
    }

    private mutating func newline() {
        guard pretty else { return }
        let width = 1 + 2 * depth
        bytes.write(maxCount: width) { out in
            out[0] = 0x0A
            (out + 1).initialize(repeating: 0x20, count: width - 1)
            return width
        }
    }

    // MARK: - Scalars

    /// A JSON string with the escapes JSON requires (and nothing more: UTF-8 is written as is).
    @inline(__always)
    mutating func string(_ text: String) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { string(utf8: $0) }
        if done == nil {
            var contiguous = text
            contiguous.withUTF8 { string(utf8: $0) }
        }
    }

    /// ``string(_:)`` for UTF-8 bytes.
    @inline(__always)
    mutating func string(utf8 text: UnsafeBufferPointer<UInt8>) {
        // Most text needs no escape: the quotes and one copy, checked as it goes.
        let written = JSONEscaping.writeQuotedIfClean(text, to: bytes.reserve(text.count + 2))
        if written > 0 {
            bytes.commit(written)
        } else {
            escapedString(utf8: text)
        }
    }

    /// ``string(utf8:)`` for text with something to escape.
    private mutating func escapedString(utf8 text: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "\""))
        // In pieces, so that a long text reserves six times a piece, not six times itself.
        var start = 0
        while start < text.count {
            let piece = UnsafeBufferPointer(rebasing: text[start..<Swift.min(start + 4096, text.count)])
            bytes.write(maxCount: JSONEscaping.maxEscapedCount(piece.count)) { JSONEscaping.writeEscaped(piece, to: $0) }
            start += piece.count
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Any value; `scale` fixes the digits after the point of a number (decimal fields).
    ///
    /// Inlined, so that a value read from a record is written where it lies, not copied out
    /// first (a retain and release of its text); lists and objects go to ``composite(_:)``.
    @inline(__always)
    mutating func value(_ value: Value, scale: Int? = nil) {
        switch value {
        case .null: literal("null")
        case .bool(true): literal("true")
        case .bool(false): literal("false")
        case .number(let number):
            if let scale {
                bytes.write(maxCount: number.maxTextCount(scale: scale)) { number.write(to: $0, scale: scale) }
            } else {
                bytes.write(maxCount: number.maxTextCount) { number.write(to: $0) }
            }
        case .string(let text): string(text)
        case .date(let date):
            quoted(maxCount: LocalDate.maxTextCount) { date.write(to: $0) }
        case .dateTime(let dateTime):
            quoted(maxCount: LocalDateTime.maxTextCount) { dateTime.write(to: $0) }
        case .time(let time):
            quoted(maxCount: TimeOfDay.maxTextCount) { time.write(to: $0) }
        case .duration, .array, .object:
            composite(value)
        }
    }

    /// ``value(_:scale:)`` for lists, objects and durations.
    private mutating func composite(_ value: Value) {
        switch value {
        case .array(let elements):
            beginArray()
            for (i, element) in elements.enumerated() {
                self.element(first: i == 0)
                self.value(element)
            }
            endArray(empty: elements.isEmpty)
        case .object(let object):
            beginObject()
            for (i, key) in object.keys.enumerated() {
                self.key(key, first: i == 0)
                self.value(object.values[i])
            }
            endObject(empty: object.keys.isEmpty)
        default:
            string(value.jsonText)
        }
    }

    /// Writes what `body` formats (at most `maxCount` bytes) between quotes.
    @inline(__always)
    private mutating func quoted(maxCount: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        bytes.write(maxCount: maxCount + 2) { out in
            out[0] = UInt8(ascii: "\"")
            let count = body(out + 1)
            out[count + 1] = UInt8(ascii: "\"")
            return count + 2
        }
    }

    /// Writes a keyword (`null`, `true`, `false`).
    private mutating func literal(_ word: StaticString) {
        word.withUTF8Buffer { bytes.append($0) }
    }
}
