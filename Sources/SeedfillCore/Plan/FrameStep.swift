/// One entry of a frame's fill order as the filler's and validator's loops first read it:
/// plain numbers, no references.
///
/// The loops visit every field of a frame, but many are skipped (hidden by their section or
/// group) or need nothing more (a section or group is only made visible). Reading a field's
/// class for each would retain and release it; these steps let the loops touch a field's
/// ``PlannedField`` only when it is filled or checked.
struct FrameStep: Sendable {
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

    let id: FieldID
    /// The field's slot in its frame.
    let slot: Int
    /// The slot of the enclosing section or group in the same frame, or -1.
    let containerSlot: Int
    let kind: Kind
    /// Whether the field has a `visibleWhen` condition.
    let hasVisibleWhen: Bool

    init(_ id: FieldID, in plan: ModelPlan) {
        let planned = plan.fields[id]
        self.id = id
        slot = planned.slot.index
        containerSlot = planned.container.map { plan.fields[$0].slot.index } ?? -1
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
    static func steps(of plan: ModelPlan) -> [[FrameStep]] {
        plan.frames.map { frame in frame.order.map { FrameStep($0, in: plan) } }
    }
}
