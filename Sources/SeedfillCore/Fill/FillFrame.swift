/// A frame plan as the filler reads it for every frame it fills: its steps and sizes.
///
/// A class lent without reference counting (see ``RecordFiller/withFrame(_:_:)``), like a
/// step's field: reading the steps and list slots of a frame plan out of arrays retained and
/// released both for every list item of every record.
final class FillFrame: Sendable {
    /// The frame's fill order (see ``FieldStep``).
    let steps: [FieldStep]
    let slotCount: Int
    /// Whether some slot is a list (only then does a filled frame store items).
    let hasLists: Bool
    /// The list slots, whose items a reused frame keeps.
    let listSlots: [Int]
    /// Slot names (`field` or `group.field`), to find the values a constant item gives.
    let slotKeys: [String]
    /// By slot: whether a list stores its value (an array of item objects) in its slot. Only
    /// expressions read it (the writers and checks read the items), so a list no expression
    /// reads is left `null` there (see ``RecordFiller/storesListValue(_:in:read:)``).
    let storesListValue: [Bool]
    /// Fields that share an output name (see ``FramePlan/sharedNames``), with their slots: a
    /// record that shows two of one set is an error.
    let sharedNames: [[(id: FieldID, slot: Int)]]
    /// Whether ``sharedNames`` holds any: read for every frame filled, where a flag costs less
    /// than an array's count.
    let checksSharedNames: Bool

    /// Frame plan `index` of `plan`, whose fill order is `steps`; `read` holds the slots some
    /// expression reads (see ``RecordFiller/readSlots(of:)``), `nil` to store every list's value.
    init(_ index: Int, in plan: ModelPlan, steps: [FieldStep], read: Set<Slot>?) {
        let frame = plan.frames[index]
        self.steps = steps
        slotCount = frame.slotCount
        hasLists = frame.hasLists
        listSlots = frame.slotFields.indices.filter { plan.fields[frame.slotFields[$0]].field.type == .list }
        slotKeys = frame.slotKeys
        sharedNames = frame.sharedNames.map { $0.map { ($0, plan.fields[$0].slot.index) } }
        checksSharedNames = !frame.sharedNames.isEmpty
        storesListValue = frame.slotFields.map { id in
            plan.fields[id].field.type == .list && (read.map { RecordFiller.storesListValue(id, in: plan, read: $0) } ?? true)
        }
    }
}
