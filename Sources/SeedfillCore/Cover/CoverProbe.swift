/// Reads which ``CoverTarget``s a filled record shows.
struct CoverProbe: Sendable {
    let plan: ModelPlan
    /// By field: the lists it is an item field of, outermost first.
    let lists: [[FieldID]]
    /// What `today` and `now()` read in the conditions and bounds a target is seen by.
    let today: LocalDate
    let now: LocalDateTime

    /// Where field `id` is in `record`: each frame that holds it (the record, or an item of
    /// each list on its way that is shown), the item numbers on the way, and whether it is
    /// shown there.
    func places(of id: FieldID, in record: FilledFrame) -> [(frame: FilledFrame, indices: [Int], shown: Bool)] {
        var frames: [(FilledFrame, [Int])] = [(record, [])]
        for list in lists[id] {
            let slot = plan.fields[list].slot.index
            frames = frames.flatMap { frame, indices in
                frame.visible[slot] ? frame.items[slot].enumerated().map { ($1, indices + [$0]) } : []
            }
        }
        let slot = plan.fields[id].slot.index
        return frames.map { ($0.0, $0.1, $0.0.visible[slot]) }
    }

    /// The item numbers of the first place in `record` where `target` is seen, or `nil`.
    func hit(_ target: CoverTarget, in record: FilledFrame) -> [Int]? {
        let slot = plan.fields[target.field].slot.index
        for (frame, indices, shown) in places(of: target.field, in: record) {
            let value = frame.values[slot]
            let seen: Bool
            switch target.kind {
            case .shown: seen = shown
            case .hidden: seen = !shown
            case .filled: seen = shown && !value.isNull
            case .empty: seen = shown && value.isNull
            case .items(let count): seen = shown && frame.items[slot].count == count
            case .branch, .rule, .option, .edge:
                seen = shown && sees(target, value: value, at: indices, in: record)
            case .value(let wanted):
                if case .array(let chosen) = value, plan.fields[target.field].field.type == .multichoice {
                    seen = shown && chosen.contains(wanted)
                } else {
                    seen = shown && value == wanted
                }
            }
            if seen { return indices }
        }
        return nil
    }

    /// The first place in `record` where `target`'s field is shown, or `nil`.
    func shownPlace(of target: CoverTarget, in record: FilledFrame) -> [Int]? {
        places(of: target.field, in: record).first { $0.shown }?.indices
    }
}
