/// The frame that the validator's first pass checks, read in place: the buffers of its value
/// and visibility arrays (``RecordValidator/isValid(frameIndex:_:context:)``).
///
/// Through the arrays, each read of a slot checks a bound, and the value array could not be
/// read at all while it is on the evaluation stack; copying either array out of the frame
/// would retain it for the check and release it after. The buffers stay valid while the frame
/// is checked, because:
/// - the pass never writes a value or a visibility flag, and nothing else runs meanwhile;
/// - the value array only moves (onto the evaluation stack and back), which keeps its buffer,
///   and an expression that replaces a frame of the stack puts the same array back before it
///   returns;
/// - the pass changes only the frame's items (each is checked in place), which are arrays of
///   their own.
///
/// Debug builds check that the value array on top of the stack is still the one read here
/// (``assertReads(_:)``). A `CheckedFrame` lives only inside `isValid`.
struct CheckedFrame {
    /// The frame's slot values.
    private let values: UnsafeBufferPointer<Value>
    /// Whether each slot is visible.
    let visible: UnsafeBufferPointer<Bool>

    /// The buffers of `frame`'s arrays, read before its values move onto the stack.
    init(_ frame: borrowing FilledFrame) {
        values = frame.values.withUnsafeBufferPointer { $0 }
        visible = frame.visible.withUnsafeBufferPointer { $0 }
    }

    /// The value of `slot`, where the frame holds it.
    @inline(__always)
    func value(_ slot: Int) -> UnsafePointer<Value> {
        assert(slot >= 0 && slot < values.count, "slot \(slot) outside a frame of \(values.count)")
        return values.baseAddress.unsafelyUnwrapped + slot
    }

    /// Checks, in debug builds, that `stacked` (the value array on top of the evaluation stack)
    /// is the array whose buffer this frame reads.
    func assertReads(_ stacked: [Value]) {
        assert(
            stacked.count == values.count && stacked.withUnsafeBufferPointer { $0.baseAddress == values.baseAddress },
            "the frame's values moved to another buffer while it was checked")
    }
}
