/// Lists and objects held in a field's value (multichoices, attachments, lists of files, JSON
/// constants), formatted in place for ``CompactQuestionnaire``: the same bytes as
/// ``JSONWriter/value(_:scale:)`` writes for them in compact output.
///
/// Each element goes where ``CompactScalars`` formats scalars, into room reserved for it, and
/// the keys of an object are copied as ``ObjectKeyBytes`` wrote them out for their array (or
/// quoted in place, when one needs an escape); only what ``CompactScalars`` leaves (text to
/// escape, very long numbers, durations) is written through the writer's general path.
enum CompactComposites {
    /// Writes the list or object at `value` in compact form; false (nothing written) for any
    /// other value.
    static func write(_ value: UnsafePointer<Value>, into writer: inout JSONWriter) -> Bool {
        switch value.pointee {
        case .array(let elements):
            writeArray(elements, into: &writer)
            return true
        case .object(let object):
            writeObject(object, into: &writer)
            return true
        default:
            return false
        }
    }

    /// Writes `elements` as a JSON array.
    private static func writeArray(_ elements: [Value], into writer: inout JSONWriter) {
        // (An empty array may have a base address: it is told apart by its count.)
        guard !elements.isEmpty else { return literal("[]", into: &writer) }
        elements.withUnsafeBufferPointer { elements in
            guard let first = elements.baseAddress else { return }
            var lead = UInt8(ascii: "[")
            for i in 0..<elements.count {
                writeElement(first + i, lead: lead, into: &writer)
                lead = UInt8(ascii: ",")
            }
        }
        literal("]", into: &writer)
    }

    /// Writes `object` as a JSON object, its keys in order.
    private static func writeObject(_ object: ObjectValue, into writer: inout JSONWriter) {
        guard !object.keys.isEmpty else { return literal("{}", into: &writer) }
        // Read through a pointer below: values are parallel to keys (as the general writer,
        // which reads `values[i]`, assumes too).
        precondition(object.values.count >= object.keys.count, "an object has a value for every key")
        object.values.withUnsafeBufferPointer { values in
            guard let first = values.baseAddress else { return }
            guard var entry = writer.objectKeys.entry(for: object.keys) else { return writeKeysQuoted(object, first, into: &writer) }
            // Keys written out once for their array (see ``ObjectKeyBytes``).
            for i in 0..<object.keys.count {
                let span = writer.objectKeys.span(i, of: entry)
                let out = writer.reserve(span.count)
                writer.objectKeys.copy(span, of: entry, to: out)
                writer.commit(span.count)
                if !writeElement(first + i, lead: nil, into: &writer) {
                    // A list or object in the value may have put other keys in this array's
                    // entry: find (or write out) this array's again for the keys after it.
                    guard let again = writer.objectKeys.entry(for: object.keys) else {
                        return writeKeysQuoted(object, first, from: i + 1, into: &writer)
                    }
                    entry = again
                }
            }
        }
        literal("}", into: &writer)
    }

    /// Writes the members of `object` from `start` on, each key quoted in place (whose values
    /// are at `first`); the general way for keys that need escapes.
    private static func writeKeysQuoted(
        _ object: ObjectValue, _ first: UnsafePointer<Value>, from start: Int = 0, into writer: inout JSONWriter
    ) {
        for i in start..<object.keys.count {
            writeKey(object.keys[i], lead: i == 0 ? UInt8(ascii: "{") : UInt8(ascii: ","), into: &writer)
            writeElement(first + i, lead: nil, into: &writer)
        }
    }

    /// Writes `lead` (when given) and the value at `value`: in place when it is a scalar that
    /// fits, recursively when it is a list or object, else through the writer. Returns whether
    /// it was written in place (a list or object in it may have written keys otherwise).
    @inline(__always) @discardableResult
    private static func writeElement(_ value: UnsafePointer<Value>, lead: UInt8?, into writer: inout JSONWriter) -> Bool {
        let out = writer.reserve(CompactScalars.room &+ 1)
        var count = 0
        if let lead {
            out[0] = lead
            count = 1
        }
        let written = CompactScalars.write(value, at: out + count)
        writer.commit(count &+ written)
        guard written == 0 else { return true }
        if !write(value, into: &writer) { writer.value(value.pointee) }
        return false
    }

    /// Writes `lead`, `key` quoted and a colon; through the writer for a key to escape.
    @inline(__always)
    private static func writeKey(_ key: String, lead: UInt8, into writer: inout JSONWriter) {
        let done: Int? = key.utf8.withContiguousStorageIfAvailable { utf8 in
            let out = writer.reserve(utf8.count &+ 4)
            out[0] = lead
            let written = JSONEscaping.writeQuotedIfClean(utf8, to: out + 1)
            guard written > 0 else { return 0 }
            out[written &+ 1] = UInt8(ascii: ":")
            writer.commit(written &+ 2)
            return written
        }
        guard (done ?? 0) == 0 else { return }
        // Text to escape, or not contiguous: the writer's way, after the lead.
        let out = writer.reserve(1)
        out[0] = lead
        writer.commit(1)
        writer.key(key, first: true)
    }

    /// Appends a keyword or bracket.
    @inline(__always)
    private static func literal(_ text: StaticString, into writer: inout JSONWriter) {
        let count = text.utf8CodeUnitCount
        writer.reserve(count).initialize(from: text.utf8Start, count: count)
        writer.commit(count)
    }
}
