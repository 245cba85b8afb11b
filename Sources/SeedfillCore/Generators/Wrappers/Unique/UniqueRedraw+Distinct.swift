/// The fields whose values must differ from record to record however the records are numbered:
/// for records that are not one run's 1, 2, 3… in turn (the random records after a cover set,
/// see ``CoverFill``), where a numbered `unique` value or a `sequence` no longer differs by
/// construction.
extension UniqueRedraw {
    /// Every `unique` field of `plan` (numbered or redrawn) and every field a `sequence` fills,
    /// in plan order; each is its own only field drawn again (nothing is drawn again here: the
    /// keys are only compared, see ``keys(of:json:)``).
    init(distinctIn plan: ModelPlan) {
        var found: [Field] = []
        for (id, planned) in plan.fields.enumerated() {
            guard UniqueSpaceCheck.uniqueDraw(in: planned.generator) != nil || Self.isSequence(planned.generator) else { continue }
            let chain = Self.chain(of: id, plan: plan)
            let listSlots = chain.dropFirst().map { plan.fields[plan.frames[$0].list!].slot.index }
            found.append(Field(id: id, slot: planned.slot.index, listSlots: listSlots, redrawn: [id]))
        }
        self.init(fields: found)
    }

    /// Whether `generator` is a `sequence` (under `null`).
    private static func isSequence(_ generator: Generator) -> Bool {
        switch generator {
        case .sequence: return true
        case .nullable(_, let inner): return isSequence(inner)
        default: return false
        }
    }
}
