/// One place of a field in a filled record: the record itself for a field outside lists, else
/// one item of each list on the way (each shown), with whether the field is shown there.
struct FieldPlace {
    /// The record, then each item on the way, outermost first.
    var frames: [FilledFrame]
    /// The item numbers on the way (from 0), one per list.
    var indices: [Int]
    /// Whether the field is shown.
    var shown: Bool
    /// Whether what holds the field (its section or group, when it has one) is shown.
    var holderShown: Bool

    /// The frame holding the field.
    var frame: FilledFrame { frames[frames.count - 1] }

    /// Every place of field `id` (of `plan`) in `record`, in item order; `lists` are the lists
    /// it is an item field of, outermost first (see ``QuestionnaireForm/lists``).
    static func places(of id: FieldID, in record: FilledFrame, plan: ModelPlan, lists: [FieldID]) -> [FieldPlace] {
        var partial: [(frames: [FilledFrame], indices: [Int])] = [([record], [])]
        for list in lists {
            let slot = plan.fields[list].slot.index
            partial = partial.flatMap { frames, indices in
                let frame = frames[frames.count - 1]
                return frame.visible[slot] ? frame.items[slot].enumerated().map { (frames + [$1], indices + [$0]) } : []
            }
        }
        let planned = plan.fields[id]
        let slot = planned.slot.index
        return partial.map { frames, indices in
            let frame = frames[frames.count - 1]
            let holder = planned.containerSlot.map { frame.visible[$0] } ?? true
            return FieldPlace(frames: frames, indices: indices, shown: frame.visible[slot], holderShown: holder)
        }
    }

    /// The context the validator checks the field in at this place, in record `record`.
    func context(record: Int, today: LocalDate, now: LocalDateTime) -> EvaluationContext {
        EvaluationContext(
            frames: frames.map(\.values), recordIndex: record, itemIndex: indices.last.map { $0 + 1 } ?? 0, today: today, now: now)
    }
}
