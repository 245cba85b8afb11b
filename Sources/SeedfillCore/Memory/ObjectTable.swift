/// Objects by number, each lent to a call without reference counting.
///
/// The filler and the validator visit every field of every record. Reading a field's class out
/// of an array and passing it to a call retains and releases it (Swift cannot tell that the
/// array outlives the call), about forty instructions per field and per record, as much as
/// checking a short text. A table holds each object in a noncopyable slot and lends it by
/// borrowing the slot: what is borrowed cannot change or go away for the length of the call, so
/// the object is passed as it is.
///
/// The slots are the one unsafe storage of the per-record loops: a buffer that the table
/// allocates and fills in `init`, never changes, and frees in `deinit`. The numbers lent are
/// the plan's own (a field's or a frame plan's), made with the table; debug builds check each
/// against the count (a check that cost 1 % of the reference workload's instructions in
/// release builds).
final class ObjectTable<Object: AnyObject & Sendable>: @unchecked Sendable {
    // `@unchecked`: the buffer is written only by `init` and `deinit`, and the objects it
    // holds are `Sendable`; between the two every thread only reads it.

    /// One object, held where it can be borrowed but not copied.
    private struct Slot: ~Copyable {
        let object: Object
    }

    private let slots: UnsafeMutableBufferPointer<Slot>

    /// A table of `objects`, numbered from 0 in their order; it keeps them alive.
    init(_ objects: [Object]) {
        slots = .allocate(capacity: objects.count)
        for (index, object) in objects.enumerated() {
            (slots.baseAddress! + index).initialize(to: Slot(object: object))
        }
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    /// How many objects the table holds.
    var count: Int { slots.count }

    /// Calls `body` with object `index` (from 0, less than ``count``). A call that throws
    /// returns its error as a value (a `Result`, or an optional error): a closure that throws
    /// here stops the optimiser inlining the per-record loops around it.
    @inline(__always)
    func with<R>(_ index: Int, _ body: (Object) -> R) -> R {
        #if DEBUG
            precondition(UInt(bitPattern: index) < UInt(slots.count), "object \(index) of a table of \(slots.count)")
        #endif
        return Self.lend(slots[index], body)
    }

    /// Calls `body` with the object of `slot`, borrowed for the call.
    @inline(__always)
    private static func lend<R>(_ slot: borrowing Slot, _ body: (Object) -> R) -> R {
        body(slot.object)
    }
}
