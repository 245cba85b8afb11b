/// The tallies of every field of one model over a run: records are added one by one as they
/// are filled (or read back), and nothing of a record is kept once it is added.
struct RunTally: Sendable {
    let plan: ModelPlan
    /// One tally per planned entry (``FieldID``); `let` helpers' stay empty.
    private(set) var fields: [FieldTally]
    /// How each field is summarised.
    private let shapes: [TallyShape]
    /// Records added.
    private(set) var records = 0
    /// Of those, drafts (cut as `generate` cuts them; see ``DraftMaker``).
    var drafts = 0

    /// Empty tallies for `plan`'s fields.
    init(plan: ModelPlan) {
        self.plan = plan
        fields = Array(repeating: FieldTally(), count: plan.fields.count)
        shapes = plan.fields.map(TallyShape.init)
    }

    /// Adds record `record` (any number that tells records apart, such as its index).
    mutating func add(_ frame: FilledFrame, record: Int) {
        records += 1
        add(frame, plan: 0, hash: StableHash.combine(0x7265_706f_7274, UInt64(bitPattern: Int64(record))))
    }

    /// Adds the fields of `frame`, a frame of frame plan `index`.
    private mutating func add(_ frame: FilledFrame, plan index: Int, hash: UInt64) {
        let framePlan = plan.frames[index]
        for (slot, id) in framePlan.slotFields.enumerated() where slot < frame.values.count {
            let planned = plan.fields[id]
            guard planned.kind == .field else { continue }
            let visible = frame.visible[slot]
            let placeHash = StableHash.combine(hash, planned.pathHash)
            if let itemFrame = planned.itemFrame {
                let items = frame.items.isEmpty ? [] : frame.items[slot]
                fields[id].addList(items: items.count, visible: visible)
                guard visible else { continue }
                for (i, item) in items.enumerated() {
                    add(item, plan: itemFrame, hash: StableHash.combine(placeHash, UInt64(i)))
                }
            } else {
                fields[id].add(frame.values[slot], visible: visible, shape: shapes[id], hash: placeHash)
            }
        }
    }
}
