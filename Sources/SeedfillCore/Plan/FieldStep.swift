/// One entry of a frame's fill order as the per-record loops read it: plain numbers.
///
/// The filler and the validator visit every field of every frame, but many are skipped
/// (hidden by their section or group) or need nothing more (a section or group is only made
/// visible). The numbers here decide that; the field itself is lent by ``FieldCheck/planned``
/// only when it is filled or checked.
struct FieldStep: Sendable {
    /// What the loop does with an entry once it is visible.
    enum Kind: UInt8, Sendable {
        /// A seed's `let` helper: always drawn, never shown or checked.
        case helper
        /// A section or group: only its visibility is recorded.
        case container
        /// A list: its items are filled (or checked) in their own frames.
        case list
        /// Any other field: one value.
        case value
    }

    // 32-bit numbers keep a step to 16 bytes, which the loops copy for every field.
    private let id32: Int32
    private let slot32: Int32
    private let containerSlot32: Int32
    let kind: Kind
    /// Whether the field has a `visibleWhen` condition.
    let hasVisibleWhen: Bool

    var id: FieldID { Int(id32) }
    /// The field's slot in its frame.
    var slot: Int { Int(slot32) }
    /// The slot of the enclosing section or group in the same frame, or -1.
    var containerSlot: Int { Int(containerSlot32) }

    /// The step of field `id` of `fields`.
    init(_ id: FieldID, of fields: [PlannedField]) {
        let planned = fields[id]
        // A plan has far fewer than 2^31 fields (each is an object of hundreds of bytes).
        id32 = Int32(clamping: id)
        slot32 = Int32(clamping: planned.slot.index)
        containerSlot32 = Int32(clamping: planned.containerSlot ?? -1)
        hasVisibleWhen = planned.visibleWhen != nil
        kind =
            switch (planned.kind, planned.field.type) {
            case (.helper, _): .helper
            case (.field, .section), (.field, .group): .container
            case (.field, .list): .list
            case (.field, _): .value
            }
    }

    /// The steps of each frame of `plan`, in fill order.
    static func steps(of plan: ModelPlan) -> [[FieldStep]] {
        plan.frames.map { frame in frame.order.map { FieldStep($0, of: plan.fields) } }
    }
}
