/// A frame plan as the filler reads it for every frame it fills: its steps and sizes.
///
/// A class lent without reference counting (see ``RecordFiller/withFrame(_:_:)``), like a
/// step's field: reading the steps and list slots of a frame plan out of arrays retained and
/// released both for every list item of every record.
final class FillFrame: Sendable {
    /// The frame's fill order (see ``FillStep``).
    let steps: [FillStep]
    let slotCount: Int
    /// Whether some slot is a list (only then does a filled frame store items).
    let hasLists: Bool
    /// The list slots, whose items a reused frame keeps.
    let listSlots: [Int]
    /// Slot names (`field` or `group.field`), to find the values a constant item gives.
    let slotKeys: [String]

    /// Frame plan `index` of `plan`, whose fill order is `steps`.
    init(_ index: Int, in plan: ModelPlan, steps: [FillStep]) {
        let frame = plan.frames[index]
        self.steps = steps
        slotCount = frame.slotCount
        hasLists = frame.hasLists
        listSlots = frame.slotFields.indices.filter { plan.fields[frame.slotFields[$0]].field.type == .list }
        slotKeys = frame.slotKeys
    }
}
