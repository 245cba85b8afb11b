/// ``QuestionnaireWriter`` for compact output (JSON Lines: the bulk of every large run), at a
/// few instructions per byte.
///
/// An object reserves room for all its members at once; then each member is its `,"key":`
/// copied a word at a time from the layout and its value formatted in place, at a cursor kept
/// out of memory. Values are read where they lie in the frame: a copy of a `Value` holding text
/// costs a retain and a release, so nothing that may call out of line (growing the buffer,
/// escaping) runs while the text is borrowed. A value that does not fit the room reserved
/// (long text, a decimal with very many digits) or needs escapes is written again, the
/// general way, and the room is reserved anew after it.
struct CompactQuestionnaire {
    let members: UnsafeBufferPointer<QuestionnaireLayout.Member>
    /// The layout's keys, with ``QuestionnaireLayout/keyPadding`` bytes after the last.
    let keys: UnsafePointer<UInt8>

    /// Room reserved after every key, for its value: every keyword, date, time and whole
    /// number, and most other numbers and texts. (It also covers the 7 bytes a word copy of the
    /// key may run past it.)
    static let valueRoom = QuestionnaireLayout.valueRoom

    /// Writes the visible members in `range` of `frame` as an object that takes at most
    /// `room` bytes while its values fit in place (``QuestionnaireLayout/Member/childrenRoom``).
    func writeObject(_ range: Range<Int>, room: Int, frame: FilledFrame, into writer: inout JSONWriter) {
        frame.visible.withUnsafeBufferPointer { visible in
            frame.values.withUnsafeBufferPointer { values in
                guard let visible = visible.baseAddress, let values = values.baseAddress else {
                    Self.append(UInt8(ascii: "{"), UInt8(ascii: "}"), to: &writer)
                    return
                }
                writeMembers(range, room: room, visible: visible, values: values, frame: frame, into: &writer)
            }
        }
    }

    /// ``writeObject(_:room:frame:into:)`` with the frame's slots at hand (sections share them).
    private func writeMembers(
        _ range: Range<Int>, room: Int, visible: UnsafePointer<Bool>, values: UnsafePointer<Value>, frame: FilledFrame,
        into writer: inout JSONWriter
    ) {
        // Bytes go to `out`; `start` is where the room reserved began (for the commit).
        var start = writer.reserve(room)
        var out = start
        out[0] = UInt8(ascii: "{")
        out += 1
        // The first member written goes without the comma its key starts with.
        var skip = 1
        for index in range {
            // Read through a pointer, field by field as needed: a copy of the whole member
            // would hold more values than there are registers.
            let member = members.baseAddress.unsafelyUnwrapped + index
            let slot = member.pointee.slot
            guard visible[slot] else { continue }
            let value = values + slot
            let keyStart = member.pointee.key.lowerBound &+ skip
            let keyCount = member.pointee.key.upperBound &- keyStart
            skip = 0
            Self.copyWords(keys + keyStart, count: keyCount, to: out)
            out += keyCount
            let shape = member.pointee.shape
            if shape != .object, shape != .list, let written = Self.writeScalar(value, shape: shape, at: out) {
                out += written
                continue
            }
            // Anything else is written through the writer; then the whole room is reserved
            // again (more than the members left need).
            writer.commit(out - start)
            let children = member.pointee.children
            let childrenRoom = member.pointee.childrenRoom
            switch shape {
            case .object:
                writeMembers(children, room: childrenRoom, visible: visible, values: values, frame: frame, into: &writer)
            case .list:
                writeList(children, room: childrenRoom, items: frame.items[slot], into: &writer)
            case .decimal, .plain:
                Self.writeOther(value, shape: shape, into: &writer)
            }
            start = writer.reserve(room)
            out = start
        }
        out[0] = UInt8(ascii: "}")
        writer.commit(out + 1 - start)
    }

    /// Writes list items as an array of objects of the members in `children`.
    private func writeList(_ children: Range<Int>, room: Int, items: [FilledFrame], into writer: inout JSONWriter) {
        Self.append(UInt8(ascii: "["), to: &writer)
        for (i, item) in items.enumerated() {
            if i > 0 { Self.append(UInt8(ascii: ","), to: &writer) }
            writeObject(children, room: room, frame: item, into: &writer)
        }
        Self.append(UInt8(ascii: "]"), to: &writer)
    }

    /// Writes a value that is not a container at `out`, where ``valueRoom`` bytes are
    /// reserved; returns the byte count, or `nil` for a value to be written by
    /// ``writeOther(_:shape:into:)``.
    @inline(__always)
    private static func writeScalar(_ value: UnsafePointer<Value>, shape: QuestionnaireLayout.Shape, at out: UnsafeMutablePointer<UInt8>)
        -> Int?
    {
        switch value.pointee {
        case .string(let text):
            return text.utf8.withContiguousStorageIfAvailable { utf8 in
                utf8.count <= valueRoom - 2 ? JSONEscaping.writeQuotedIfClean(utf8, to: out) : nil
            } ?? nil
        case .null:
            return copyLiteral("null", to: out)
        case .bool(let flag):
            return copyLiteral(flag ? "true" : "false", to: out)
        case .number(let number):
            guard case .decimal(let scale) = shape else {
                if number.scale == 0 { return writeInteger(number.mantissa, to: out) }
                return number.maxTextCount <= valueRoom ? number.write(to: out) : nil
            }
            return number.maxTextCount(scale: scale) <= valueRoom ? number.write(to: out, scale: scale) : nil
        case .date(let date):
            return quoted(at: out) { date.write(to: $0) }
        case .dateTime(let dateTime):
            return quoted(at: out) { dateTime.write(to: $0) }
        case .time(let time):
            return quoted(at: out) { time.write(to: $0) }
        case .duration, .array, .object:
            return nil
        }
    }

    /// What ``writeScalar(_:shape:at:)`` leaves: text that needs escapes or more room, numbers
    /// with very many digits, durations, and lists or objects held in a field's value
    /// (multichoices, files, JSON constants). Through the writer, a copy of the value at a time.
    @inline(never)
    private static func writeOther(_ value: UnsafePointer<Value>, shape: QuestionnaireLayout.Shape, into writer: inout JSONWriter) {
        if case .decimal(let scale) = shape {
            writer.value(value.pointee, scale: scale)
        } else {
            writer.value(value.pointee)
        }
    }

    /// Writes a whole number as `Number.write(to:)` writes one of scale 0 (at most 20 bytes);
    /// returns the byte count. Most numbers in a questionnaire are whole, and this keeps them
    /// inline.
    @inline(__always)
    static func writeInteger(_ value: Int64, to out: UnsafeMutablePointer<UInt8>) -> Int {
        var magnitude = value.magnitude
        let sign = value < 0 ? 1 : 0
        out[0] = UInt8(ascii: "-")
        let digits = ASCIIDigits.count(of: magnitude)
        ASCIIDigits.writeLast(digits, digitsOf: &magnitude, endingAt: out + sign + digits)
        return sign &+ digits
    }

    /// Writes what `body` formats between quotes at `out`; returns the byte count.
    @inline(__always)
    private static func quoted(at out: UnsafeMutablePointer<UInt8>, _ body: (UnsafeMutablePointer<UInt8>) -> Int) -> Int {
        out[0] = UInt8(ascii: "\"")
        let count = body(out + 1)
        out[count &+ 1] = UInt8(ascii: "\"")
        return count &+ 2
    }

    /// Copies a keyword to `out`; returns its length.
    @inline(__always)
    private static func copyLiteral(_ word: StaticString, to out: UnsafeMutablePointer<UInt8>) -> Int {
        out.initialize(from: word.utf8Start, count: word.utf8CodeUnitCount)
        return word.utf8CodeUnitCount
    }

    /// Copies `count` bytes in whole words: reads and writes up to 7 bytes past them (the
    /// key padding and the room reserved make both safe).
    @inline(__always)
    private static func copyWords(_ source: UnsafePointer<UInt8>, count: Int, to out: UnsafeMutablePointer<UInt8>) {
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(out)
        var offset = 0
        repeat {
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset, as: UInt64.self)
            offset &+= 8
        } while offset < count
    }

    /// Appends one byte.
    @inline(__always)
    private static func append(_ byte: UInt8, to writer: inout JSONWriter) {
        writer.reserve(1)[0] = byte
        writer.commit(1)
    }

    /// Appends two bytes.
    @inline(__always)
    private static func append(_ first: UInt8, _ second: UInt8, to writer: inout JSONWriter) {
        let out = writer.reserve(2)
        out[0] = first
        out[1] = second
        writer.commit(2)
    }
}
