/// ``QuestionnaireWriter`` for compact output (JSON Lines: the bulk of every large run): the
/// steps of a ``CompactProgram`` walked over a record's frames, at a few instructions a byte.
///
/// A frame (the record, or a list item) reserves room for all its steps at once; then each
/// member is its `,"key":` copied in blocks from the program and its value formatted in place,
/// at a cursor kept out of memory. Values are read where they lie in the frame: a copy of a
/// `Value` holding text costs a retain and a release, so nothing that may call out of line
/// (growing the buffer, escaping) runs while the text is borrowed. A value that does not fit
/// the room reserved (long text, a decimal with very many digits) or needs escapes is written
/// again, the general way, and the room is reserved anew after it.
struct CompactQuestionnaire {
    let steps: UnsafePointer<CompactProgram.Step>
    /// The program's keys, with ``CompactProgram/slack`` bytes after the last.
    let keys: UnsafePointer<UInt8>

    /// Writes `frame` as the object of the steps in `range`, which takes at most `room` bytes
    /// while its values fit in place (``CompactProgram/room(_:_:)``); `comma` puts a comma
    /// before it (list items after the first).
    @inline(__always)
    func writeObject(
        _ range: Range<Int>, room: Int, comma: Bool, frame: borrowing FilledFrame, into writer: inout JSONWriter
    ) {
        let slots = Slots(frame)
        guard slots.visible != nil, slots.values != nil else {
            // A frame with no slots: nothing can be visible.
            let out = writer.reserve(3)
            out[0] = UInt8(ascii: ",")
            out[comma ? 1 : 0] = UInt8(ascii: "{")
            out[comma ? 2 : 1] = UInt8(ascii: "}")
            writer.commit(comma ? 3 : 2)
            return
        }
        writeSteps(range, room: room, comma: comma, frame: slots, into: &writer)
    }

    /// A frame's slots, where they lie.
    ///
    /// Kept as bare addresses for the length of one write, outside the closures of
    /// `withUnsafeBufferPointer`: inside them, every list item's three arrays were retained
    /// and released around the call that writes it (the compiler cannot see that writing
    /// leaves the record alone). The caller borrows the record for the whole write and nothing
    /// mutates it, so its arrays, and the buffers they hold, stay where they are.
    private struct Slots {
        let visible: UnsafePointer<Bool>?
        let values: UnsafePointer<Value>?
        /// `nil` in a frame without lists.
        let items: UnsafePointer<[FilledFrame]>?
        let itemCount: Int

        @inline(__always)
        init(_ frame: borrowing FilledFrame) {
            visible = frame.visible.withUnsafeBufferPointer { $0.baseAddress }
            values = frame.values.withUnsafeBufferPointer { $0.baseAddress }
            items = frame.items.withUnsafeBufferPointer { $0.baseAddress }
            itemCount = frame.items.count
        }
    }

    /// ``writeObject(_:room:comma:frame:into:)`` with the frame's slots at hand.
    private func writeSteps(_ range: Range<Int>, room: Int, comma: Bool, frame: Slots, into writer: inout JSONWriter) {
        let visible = frame.visible.unsafelyUnwrapped
        let values = frame.values.unsafelyUnwrapped
        // Bytes go to `out`; `start` is where the room reserved began (for the commit).
        var start = writer.reserve(room)
        var out = start
        out[0] = UInt8(ascii: ",")
        out += comma ? 1 : 0
        out[0] = UInt8(ascii: "{")
        out += 1
        // The first member of an object goes without the comma its key starts with.
        var skip = 1
        var index = range.lowerBound
        while index < range.upperBound {
            // Read through a pointer, field by field as needed: a copy of the whole step would
            // hold more values than there are registers.
            let step = steps + index
            index &+= 1
            let kind = step.pointee.kind
            if kind == .close {
                out[0] = UInt8(ascii: "}")
                out += 1
                skip = 0
                continue
            }
            let slot = step.pointee.slot
            guard visible[slot] else {
                if kind == .open || kind == .list { index = step.pointee.next }
                continue
            }
            let keyStart = step.pointee.keyStart &+ skip
            let keyCount = step.pointee.keyCount &- skip
            skip = 0
            Self.copyBlocks(keys + keyStart, count: keyCount, to: out)
            out += keyCount
            let value = values + slot
            switch kind {
            case .value:
                if let written = CompactScalars.write(value, at: out) {
                    out += written
                    continue
                }
            case .decimal:
                if let written = CompactScalars.write(value, scale: step.pointee.argument, at: out) {
                    out += written
                    continue
                }
            case .open:
                out[0] = UInt8(ascii: "{")
                out += 1
                skip = 1
                continue
            case .close:
                continue
            case .list:
                out[0] = UInt8(ascii: "[")
                writer.commit(out + 1 - start)
                writeItems(of: slot, steps: index..<step.pointee.next, room: step.pointee.argument, frame: frame, into: &writer)
                index = step.pointee.next
                start = writer.reserve(room)
                out = start
                out[0] = UInt8(ascii: "]")
                out += 1
                continue
            }
            // A value to write the general way, through the writer; then the whole room is
            // reserved again (more than the steps left need).
            writer.commit(out - start)
            CompactScalars.writeOther(value, kind: kind, scale: step.pointee.argument, into: &writer)
            start = writer.reserve(room)
            out = start
        }
        out[0] = UInt8(ascii: "}")
        writer.commit(out + 1 - start)
    }

    /// Writes the items of the list in `slot` as objects of `steps`, separated by commas.
    private func writeItems(of slot: Int, steps: Range<Int>, room: Int, frame: Slots, into writer: inout JSONWriter) {
        guard slot < frame.itemCount, let lists = frame.items else { return }
        let list = lists + slot
        guard let items = list.pointee.withUnsafeBufferPointer({ $0.baseAddress }) else { return }
        for i in 0..<list.pointee.count {
            writeObject(steps, room: room, comma: i > 0, frame: items[i], into: &writer)
        }
    }

    /// Copies `count` bytes in blocks of 16: reads and writes up to 15 bytes past them (the
    /// key slack and the room reserved make both safe).
    @inline(__always)
    private static func copyBlocks(_ source: UnsafePointer<UInt8>, count: Int, to out: UnsafeMutablePointer<UInt8>) {
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(out)
        var offset = 0
        repeat {
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self), toByteOffset: offset, as: SIMD16<UInt8>.self)
            offset &+= 16
        } while offset < count
    }
}
