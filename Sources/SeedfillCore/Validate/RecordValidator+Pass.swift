/// The validator's first pass: whether a record is valid, with every check that
/// ``RecordValidator/problems(in:record:stack:)`` makes and nothing kept to report.
///
/// Almost every record is valid, and certifying one should cost little more than its checks:
/// no paths, no problem list, no error handling per field, the values read where they are
/// stored. A record that fails here (or whose checks fail to evaluate) is checked again by the
/// reporting pass, which words what is wrong; so this pass decides nothing on its own: it only
/// has to be as strict as the other (see ``RecordValidatorTests``).
extension RecordValidator {
    /// Whether `frame` (a frame of frame plan `frameIndex`, the current item when in a list)
    /// passes every check of the reporting pass; throws when one of them cannot be evaluated.
    ///
    /// `frame` is `inout` so that nothing in it is copied: its values move onto the evaluation
    /// stack while it is checked (expressions read them there) and back when it is done, and
    /// its list items are checked where they are held. A copied item would retain its three
    /// arrays for the check and release them after (see ``CheckedFrame``). Nothing else in it
    /// changes.
    func isValid(frameIndex: Int, _ frame: inout FilledFrame, context: inout EvaluationContext) throws(EvaluationError) -> Bool {
        // A frame of another size than its plan's is not one the filler made: the reporting
        // pass looks at it.
        let slotCount = pass.slotCounts[frameIndex]
        guard frame.values.count == slotCount, frame.visible.count == slotCount else { return false }
        let range = pass.frames[frameIndex]
        // A frame without slots has no buffers to read (and its plan no steps).
        guard slotCount > 0 else { return range.isEmpty }
        // Read once: the loop lends each field from it (see ``ObjectTable``).
        let fields = check.planned
        let checked = CheckedFrame(frame)
        context.frames.append(frame.values.take())
        defer {
            checked.assertReads(context.frames[context.frames.count - 1])
            frame.values = context.frames.removeLast()
        }
        return try pass.steps.withUnsafeBufferPointer { steps throws(EvaluationError) -> Bool in
            for step in steps[range] {
                // A value certainly valid by its step's own check needs nothing more of its field.
                var byTables = false
                if step.check.kind != .none {
                    let shown = step.containerSlot < 0 || checked.visible[step.containerSlot]
                    if shown == checked.visible[step.slot] {
                        if !shown || step.check.acceptsAlone(checked.value(step.slot)) { continue }
                        byTables = step.check.readsTables
                    }
                }
                let passed = try fields.with(step.id) { field in
                    Result { () throws(EvaluationError) -> Bool in
                        if byTables, step.check.acceptsByTables(checked.value(step.slot), of: field, in: &context) { return true }
                        return try passes(step, field, checked, &frame, context: &context)
                    }
                }.get()
                guard passed else { return false }
            }
            // Of fields sharing an output name, at most one shown.
            guard pass.checksSharedNames else { return true }
            return pass.sharedSlots[frameIndex].allSatisfy { $0.count { checked.visible[$0] } <= 1 }
        }
    }

    /// Whether the field of `step` (whose checks are `field`) is shown exactly when it should be
    /// and, when shown, holds what its checks accept.
    @inline(__always)
    private func passes(
        _ step: PassStep, _ field: PlannedField, _ checked: CheckedFrame, _ frame: inout FilledFrame, context: inout EvaluationContext
    ) throws(EvaluationError) -> Bool {
        let slot = step.slot
        var shown = step.containerSlot < 0 || checked.visible[step.containerSlot]
        if shown, step.hasVisibleWhen, let condition = field.visibleWhen {
            shown = try condition.evaluate(in: &context).isTruthy
        }
        guard shown == checked.visible[slot] else { return false }
        guard shown else { return true }
        switch step.kind {
        case .helper, .container:
            return true
        case .list:
            return try listPasses(step.id, field, slot, of: &frame, context: &context)
        case .value:
            let value = checked.value(slot)
            if let compute = field.compute, try !holdsComputed(compute, step.id, value, context: &context) { return false }
            if field.accepts(value, in: &context) { return true }
            return try check.generalViolation(of: value.pointee, field: step.id, field, in: &context) == nil
        }
    }

    /// Whether the value at `value` is what `compute`, field `id`'s expression, gives in the
    /// current record. Never inlined: few fields are computed, and the evaluation inlined was
    /// a fifth of the pass's loop.
    @inline(never)
    private func holdsComputed(_ compute: BoundExpression, _ id: FieldID, _ value: UnsafePointer<Value>, context: inout EvaluationContext)
        throws(EvaluationError) -> Bool
    {
        let expected = try check.rounded(computed: try compute.evaluate(in: &context), field: id, in: &context)
        return Value.sameAsStored(expected, value.pointee) || expected == value.pointee
    }

    /// Whether the items of list `id` (the list in `slot` of `frame`) are valid, as many as its
    /// `count` says, within its `minItems` and `maxItems`, and unique by its `uniqueBy`.
    ///
    /// Never inlined: inside the pass's loop, the optimiser made `frame.items` unique once per
    /// frame, copying the empty items array of every list item.
    @inline(never)
    private func listPasses(
        _ id: FieldID, _ field: PlannedField, _ slot: Int, of frame: inout FilledFrame, context: inout EvaluationContext
    )
        throws(EvaluationError) -> Bool
    {
        guard let itemFrame = field.itemFrame else { return false }
        let saved = context.itemIndex
        for index in frame.items[slot].indices {
            context.itemIndex = index + 1
            guard try isValid(frameIndex: itemFrame, &frame.items[slot][index], context: &context) else { return false }
        }
        context.itemIndex = saved
        guard check.listViolation(id, items: frame.items[slot]) == nil else { return false }
        guard let count = field.listCount else { return true }
        let expected = try count.evaluate(in: &context)
        let wanted: Int64? = if case .number(let n) = expected { n.int64Value } else if case .null = expected { 0 } else { nil }
        return wanted == Int64(frame.items[slot].count)
    }
}
