/// One entry of a frame's fill order as the filler's loop reads it for every record: the
/// field's ``FrameStep`` numbers and its ``PlannedField``, lent without reference counting
/// (see ``Lent``; ``RecordFiller/fields`` owns the fields for as long as the steps exist).
struct FillStep: Sendable {
    // 32-bit numbers keep a step to 24 bytes, which the loop copies for every field.
    private let id32: Int32
    private let slot32: Int32
    private let containerSlot32: Int32
    let kind: FrameStep.Kind
    /// Whether the field has a `visibleWhen` condition.
    let hasVisibleWhen: Bool
    private let field: Lent<PlannedField>

    var id: FieldID { Int(id32) }
    /// The field's slot in its frame.
    var slot: Int { Int(slot32) }
    /// The slot of the enclosing section or group in the same frame, or -1.
    var containerSlot: Int { Int(containerSlot32) }

    /// The step of `frameStep`, whose field is `field` (which must outlive the step).
    init(_ frameStep: FrameStep, field: PlannedField) {
        // A plan has far fewer than 2^31 fields (each is an object of hundreds of bytes).
        id32 = Int32(clamping: frameStep.id)
        slot32 = Int32(clamping: frameStep.slot)
        containerSlot32 = Int32(clamping: frameStep.containerSlot)
        kind = frameStep.kind
        hasVisibleWhen = frameStep.hasVisibleWhen
        self.field = Lent(field)
    }

    /// Calls `body` with the step's field, lent where it is held.
    @inline(__always)
    func withField(_ body: (PlannedField) throws(FillError) -> Void) throws(FillError) {
        // Written out here and beside its twin (RecordFiller.withFrame, FillStep.withField): one shared `Lent.lend`
        // extension stopped the optimiser inlining the fill loop (+4.8 % instructions per record).
        let failure: FillError? = field.with { field in
            do throws(FillError) {
                try body(field)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    /// The steps of each frame of a filler, in fill order: `frameSteps` with `fields`.
    static func steps(_ frameSteps: [[FrameStep]], fields: [PlannedField]) -> [[FillStep]] {
        frameSteps.map { steps in steps.map { FillStep($0, field: fields[$0.id]) } }
    }
}
