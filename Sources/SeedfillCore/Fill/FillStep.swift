/// One entry of a frame's fill order as the filler's loop reads it for every record: the
/// field's ``FrameStep`` numbers and its ``FillField``, lent without reference counting.
///
/// Taking a field's class out of an array and passing it on retains and releases it, about
/// forty instructions, for every field of every record. A step holds the class unmanaged and
/// lends it for the call; ``RecordFiller/fields`` keeps every one alive as long as the steps.
struct FillStep: Sendable {
    // 32-bit numbers keep a step to 24 bytes, which the loop copies for every field.
    private let id32: Int32
    private let slot32: Int32
    private let containerSlot32: Int32
    let kind: FrameStep.Kind
    /// Whether the field has a `visibleWhen` condition.
    let hasVisibleWhen: Bool
    private let field: Unmanaged<FillField>

    var id: FieldID { Int(id32) }
    /// The field's slot in its frame.
    var slot: Int { Int(slot32) }
    /// The slot of the enclosing section or group in the same frame, or -1.
    var containerSlot: Int { Int(containerSlot32) }

    /// The step of `frameStep`, whose field is `field` (which must outlive the step).
    init(_ frameStep: FrameStep, field: FillField) {
        // A plan has far fewer than 2^31 fields (each is an object of hundreds of bytes).
        id32 = Int32(clamping: frameStep.id)
        slot32 = Int32(clamping: frameStep.slot)
        containerSlot32 = Int32(clamping: frameStep.containerSlot)
        kind = frameStep.kind
        hasVisibleWhen = frameStep.hasVisibleWhen
        self.field = Unmanaged.passUnretained(field)
    }

    /// Calls `body` with the step's field, lent where it is held.
    @inline(__always)
    func withField(_ body: (FillField) throws(FillError) -> Void) throws(FillError) {
        try field.lend(body)
    }

    /// The steps of each frame of a filler, in fill order: `frameSteps` with `fields`.
    static func steps(_ frameSteps: [[FrameStep]], fields: [FillField]) -> [[FillStep]] {
        frameSteps.map { steps in steps.map { FillStep($0, field: fields[$0.id]) } }
    }
}

extension Unmanaged {
    /// Calls `body` with the instance, lent where it is held (the caller keeps it alive).
    @inline(__always)
    func lend(_ body: (Instance) throws(FillError) -> Void) throws(FillError) {
        // The closure of `_withUnsafeGuaranteedRef` cannot throw a typed error; the error
        // comes out as a value instead (the optimiser folds it back into a plain branch).
        let failure: FillError? = _withUnsafeGuaranteedRef { instance in
            do throws(FillError) {
                try body(instance)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }
}
