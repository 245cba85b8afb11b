/// Which lists store their value in their slot: only expressions read it (the writers and
/// checks read the items), so a list that no expression reads is left `null` there.
extension RecordFiller {
    /// Every slot that some expression of `plan` reads (a list read through an aggregate or
    /// `list.field` counts as the list's slot): the fields' conditions, computations, rules,
    /// bounds, options and generators, as the planner orders them by; and the slots whose
    /// values are compared: a list's `uniqueBy` fields, and `unique` fields drawn again (see
    /// ``UniqueRedraw``).
    ///
    /// Slots are compared by depth and index alone, so a list is kept whenever any frame at
    /// its depth has a slot read at its index: more lists than need it, never fewer.
    static func readSlots(of plan: ModelPlan) -> Set<Slot> {
        var read = Set<Slot>()
        for id in plan.fields.indices {
            for dependency in FieldDependencies.labelled(id, fields: plan.fields, frames: plan.frames, includingItems: false) {
                read.insert(dependency.slot)
            }
            let planned = plan.fields[id]
            if case .redraw? = UniqueSpaceCheck.uniqueDraw(in: planned.generator) { read.insert(planned.slot) }
            if let itemFrame = planned.itemFrame {
                for index in planned.uniqueBy { read.insert(Slot(depth: plan.frames[itemFrame].depth, index: index)) }
            }
        }
        return read
    }

    /// Whether list `id` of `plan` stores its value, given the slots some expression reads:
    /// when its slot is read, or when the list whose items hold it stores its value. An
    /// expression reads that list's items through its value (`drivers.claims`,
    /// `sum(drivers, count(claims))`), and so the values of the lists inside them, which the
    /// binder does not count as dependencies of their own.
    static func storesListValue(_ id: FieldID, in plan: ModelPlan, read: Set<Slot>) -> Bool {
        var list = id
        while !read.contains(plan.fields[list].slot) {
            guard let outer = plan.frames[plan.fields[list].frame].list else { return false }
            list = outer
        }
        return true
    }
}
