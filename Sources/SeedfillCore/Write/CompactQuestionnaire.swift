/// ``QuestionnaireWriter`` for compact output (JSON Lines: the bulk of every large run): the
/// steps of a ``CompactProgram`` walked over a record's frames, at a few instructions a byte.
///
/// A frame (the record, or a list item) reserves room for all its steps at once; then each
/// member is its `,"key":` copied in blocks from its step and its value formatted in place,
/// at a cursor kept out of memory. Values are read where they lie in the frame: a copy of a
/// `Value` holding text costs a retain and a release, so nothing that may call out of line
/// (growing the buffer, escaping) runs while the text is borrowed. A value that does not fit
/// the room reserved (long text, a decimal with very many digits) or needs escapes is written
/// again, the general way, and the room is reserved anew after it.
struct CompactQuestionnaire {
    /// The program's keys, with ``CompactProgram/slack`` bytes after the last.
    let keys: UnsafePointer<UInt8>

    /// Writes `frame` as the object of the steps from `first` to their end, which takes at
    /// most `room` bytes while its values fit in place (``CompactProgram/room(_:from:)``);
    /// `comma` puts a comma before it (list items after the first).
    ///
    /// The frame is passed by address, a list item's as it lies in its array: its slots are
    /// read through it and kept as bare addresses for the length of the write. (Inside the
    /// closures of `withUnsafeBufferPointer`, every list item's three arrays were retained and
    /// released around the call that writes it: the compiler cannot see that writing leaves
    /// the record alone.) The caller holds the record for the whole write and nothing mutates
    /// it, so its arrays, and the buffers they hold, stay where they are.
    func writeObject(
        from first: UnsafePointer<CompactProgram.Step>, room: Int, comma: Bool, frame: UnsafePointer<FilledFrame>,
        into writer: inout JSONWriter
    ) {
        guard let visible = frame.pointee.visible.withUnsafeBufferPointer({ $0.baseAddress }),
            let values = frame.pointee.values.withUnsafeBufferPointer({ $0.baseAddress })
        else {
            // A frame with no slots: nothing can be visible.
            let out = writer.reserve(3)
            out[0] = UInt8(ascii: ",")
            out[comma ? 1 : 0] = UInt8(ascii: "{")
            out[comma ? 2 : 1] = UInt8(ascii: "}")
            writer.commit(comma ? 3 : 2)
            return
        }
        writeSteps(from: first, room: room, comma: comma, visible: visible, values: values, frame: frame, into: &writer)
    }

    /// ``writeObject(from:room:comma:frame:into:)`` with the frame's slots at hand.
    private func writeSteps(
        from first: UnsafePointer<CompactProgram.Step>, room: Int, comma: Bool, visible: UnsafePointer<Bool>,
        values: UnsafePointer<Value>, frame: UnsafePointer<FilledFrame>, into writer: inout JSONWriter
    ) {
        // Bytes go to `out`; `start` is where the room reserved began (for the commit).
        var start = writer.reserve(room)
        var out = start
        out[0] = UInt8(ascii: ",")
        out += comma ? 1 : 0
        // What goes before the next key: its comma, or the brace of an object just opened
        // (written already, and overwritten by the comma of a key copied in a block).
        var lead = UInt8(ascii: "{")
        out[0] = lead
        // Read through the pointer, field by field as needed: a copy of the whole step would
        // hold more values than there are registers.
        var step = first
        walk: while true {
            while step.pointee.isShortValue {
                // Most steps: a key and a value formatted in place.
                let slot = Int(truncatingIfNeeded: step.pointee.slot)
                if visible[slot] {
                    out += copyHead(of: step, lead: lead, to: out)
                    lead = UInt8(ascii: ",")
                    let written = CompactScalars.write(values + slot, at: out)
                    if written > 0 {
                        out += written
                    } else {
                        writeOther(values + slot, kind: .value, scale: 0, start: &start, out: &out, room: room, into: &writer)
                    }
                }
                step += 1
            }
            var kind = step.pointee.kind
            switch kind {
            case .end:
                break walk
            case .close:
                // `{}` when nothing was written after the brace.
                out += lead == UInt8(ascii: "{") ? 1 : 0
                out[0] = UInt8(ascii: "}")
                out += 1
                lead = UInt8(ascii: ",")
                step += 1
                continue
            case .value, .decimal, .open, .list:
                break
            case .omittableValue, .omittableDecimal:
                // Left out while empty (one step: a value holds nothing else); else written
                // as any other value.
                let slot = Int(truncatingIfNeeded: step.pointee.slot)
                if !visible[slot] || values[slot].isNull {
                    step += 1
                    continue
                }
                kind = kind == .omittableValue ? .value : .decimal
            }
            let slot = Int(truncatingIfNeeded: step.pointee.slot)
            guard visible[slot] else {
                step += Int(truncatingIfNeeded: step.pointee.skip)
                continue
            }
            out += copyKey(of: step, lead: lead, to: out)
            lead = UInt8(ascii: ",")
            let argument = Int(truncatingIfNeeded: step.pointee.argument)
            switch kind {
            case .open:
                out[0] = UInt8(ascii: "{")
                lead = UInt8(ascii: "{")
                // Into the object, unlike every other step.
                step += 1
                continue
            case .list:
                out[0] = UInt8(ascii: "[")
                writer.commit(out + 1 - start)
                writeItems(of: slot, from: step + 1, room: argument, frame: frame, into: &writer)
                start = writer.reserve(room)
                out = start
                out[0] = UInt8(ascii: "]")
                out += 1
            case .decimal:
                let written = CompactScalars.write(values + slot, scale: argument, at: out)
                if written > 0 {
                    out += written
                } else {
                    writeOther(values + slot, kind: kind, scale: argument, start: &start, out: &out, room: room, into: &writer)
                }
            default:
                // A value whose key is too long for its step.
                let written = CompactScalars.write(values + slot, at: out)
                if written > 0 {
                    out += written
                } else {
                    writeOther(values + slot, kind: kind, scale: argument, start: &start, out: &out, room: room, into: &writer)
                }
            }
            step += Int(truncatingIfNeeded: step.pointee.skip)
        }
        out += lead == UInt8(ascii: "{") ? 1 : 0
        out[0] = UInt8(ascii: "}")
        writer.commit(out + 1 - start)
    }

    /// Writes a value the general way, through the writer, after the bytes up to `out`; then
    /// reserves the whole room again (more than the steps left need).
    @inline(__always)
    private func writeOther(
        _ value: UnsafePointer<Value>, kind: CompactProgram.Kind, scale: Int, start: inout UnsafeMutablePointer<UInt8>,
        out: inout UnsafeMutablePointer<UInt8>, room: Int, into writer: inout JSONWriter
    ) {
        writer.commit(out - start)
        CompactScalars.writeOther(value, kind: kind, scale: scale, into: &writer)
        start = writer.reserve(room)
        out = start
    }

    /// Writes the items of the list in `slot` of `frame` as objects of the steps from `first`,
    /// separated by commas.
    private func writeItems(
        of slot: Int, from first: UnsafePointer<CompactProgram.Step>, room: Int, frame: UnsafePointer<FilledFrame>,
        into writer: inout JSONWriter
    ) {
        // Frames without lists may hold no item arrays at all.
        guard slot < frame.pointee.items.count,
            let lists = frame.pointee.items.withUnsafeBufferPointer({ $0.baseAddress }),
            let items = lists[slot].withUnsafeBufferPointer({ $0.baseAddress })
        else { return }
        for i in 0..<lists[slot].count {
            writeObject(from: first, room: room, comma: i > 0, frame: items + i, into: &writer)
        }
    }

    /// Writes `lead` and the key of `step` (of at most ``CompactProgram/headCount`` bytes) at
    /// `out`, where `lead` replaces the key's comma; returns the length of the key.
    @inline(__always)
    private func copyHead(of step: UnsafePointer<CompactProgram.Step>, lead: UInt8, to out: UnsafeMutablePointer<UInt8>) -> Int {
        let raw = UnsafeMutableRawPointer(out)
        raw.storeBytes(of: step.pointee.head.0, as: SIMD16<UInt8>.self)
        raw.storeBytes(of: step.pointee.head.1, toByteOffset: 16, as: SIMD16<UInt8>.self)
        out[0] = lead
        return Int(truncatingIfNeeded: step.pointee.keyCount)
    }

    /// ``copyHead(of:lead:to:)`` for a key of any length.
    @inline(__always)
    private func copyKey(of step: UnsafePointer<CompactProgram.Step>, lead: UInt8, to out: UnsafeMutablePointer<UInt8>) -> Int {
        let count = copyHead(of: step, lead: lead, to: out)
        if count > CompactProgram.headCount {
            let rest = Int(truncatingIfNeeded: step.pointee.keyStart) &+ CompactProgram.headCount
            Self.copyBlocks(keys + rest, count: count &- CompactProgram.headCount, to: out + CompactProgram.headCount)
        }
        return count
    }

    /// Copies `count` bytes in blocks of 16: reads and writes up to 15 bytes past them (the
    /// key slack and the room reserved make both safe).
    @inline(__always)
    private static func copyBlocks(_ source: UnsafePointer<UInt8>, count: Int, to out: UnsafeMutablePointer<UInt8>) {
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(out)
        var offset = 0
        repeat {
            let block = from.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
            to.storeBytes(of: block, toByteOffset: offset, as: SIMD16<UInt8>.self)
            offset &+= 16
        } while offset < count
    }
}
