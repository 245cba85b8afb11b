/// The frame being filled, written in place: the buffers of its value and visibility arrays.
///
/// The filler writes a slot for every field of every record. Through the arrays,
/// `state.context.frames[depth][slot] = value` checks two arrays for sharing and two bounds,
/// and `frame.visible[slot] = true` one more; through the buffers a write is a store.
///
/// The buffers stay valid and unshared while the frame is filled, because:
/// - ``FilledFrame/open(slotCount:hasLists:listSlots:spare:)`` takes them from arrays it has
///   just made unique (it writes every slot), and the value array then only moves (onto the
///   evaluation stack and back), which keeps its buffer;
/// - nothing appends to either array while the frame is filled, and nothing but the filler
///   writes them: expressions read the stack, and an item loop of an expression that replaces
///   a frame of the stack puts the same array back before it returns;
/// - the filler writes only between evaluations, never while an expression reads.
///
/// An `OpenFrame` lives only inside ``RecordFiller/fillFrame(_:into:itemKey:preset:state:)``.
struct OpenFrame {
    /// The frame's slot values (the array on top of the evaluation stack).
    let values: UnsafeMutableBufferPointer<Value>
    /// Whether each slot is visible (the filled frame's `visible` array).
    let visible: UnsafeMutableBufferPointer<Bool>

    /// Stores the first value of `slot` in this fill, moving `value` in. The slot holds `null`
    /// (every slot does when the frame is opened), so there is no value to destroy.
    @inline(__always)
    func initialize(_ slot: Int, to value: consuming Value) {
        assert(values[slot].isNull, "slot \(slot) filled twice")
        (values.baseAddress.unsafelyUnwrapped + slot).initialize(to: value)
    }

    /// Stores the first value of `slot` in this fill, like ``initialize(_:to:)``, and checks it
    /// with `check`, which reads it both as its argument and in its slot (for `validWhen`).
    ///
    /// The two are one value: the slot gets its bytes, without a reference of its own, while
    /// `check` runs, and takes the value over when it returns or throws. Storing a copy instead
    /// would retain the value's text for the slot, only to release the argument's afterwards.
    /// Nothing writes the slot meanwhile (expressions only read it), and a read copies the
    /// value as usual, so the shared bytes are never released early.
    @inline(__always)
    func initialize(
        _ slot: Int, to value: consuming Value, checking check: (borrowing Value) throws(FillError) -> FieldViolation?
    ) throws(FillError) -> FieldViolation? {
        assert(values[slot].isNull, "slot \(slot) filled twice")
        let address = values.baseAddress.unsafelyUnwrapped + slot
        var value = value
        withUnsafePointer(to: &value) { UnsafeMutableRawPointer(address).copyMemory(from: $0, byteCount: MemoryLayout<Value>.size) }
        do {
            let problem = try check(value)
            // Initialising writes over the shared bytes without releasing them.
            address.initialize(to: consume value)
            return problem
        } catch {
            address.initialize(to: consume value)
            throw error
        }
    }
}

extension UnsafeMutableBufferPointer<Value> {
    /// Sets every value to `null`. A value without references (a number, a date, `null`…) is
    /// written over; only text, lists and objects are destroyed (their references released).
    /// `OpenFrameTests` checks that the values written over hold no references.
    @inline(__always)
    func clear() {
        guard let base = baseAddress else { return }
        for index in indices {
            switch self[index] {
            case .null, .bool, .number, .date, .dateTime, .time, .duration:
                (base + index).initialize(to: .null)
            case .string, .array, .object:
                self[index] = .null
            }
        }
    }
}
