/// Fills record `i` of a seed file: every frame in its planned order, hidden fields skipped,
/// each value drawn from its own random stream and redrawn (a bounded number of times) until it
/// satisfies its field.
public struct RecordFiller: Sendable {
    let plan: ModelPlan
    /// The field checks, made once (see ``FieldCheck``).
    let check: FieldCheck
    let seedKey: UInt64
    let today: LocalDate
    let now: LocalDateTime
    /// How many draws a value gets before the run stops with an error.
    let maxTries: Int
    /// Fields drawn again, with the attempt number, when ``UniqueRedraw`` refills a record
    /// whose `unique` value repeats an earlier record's; empty otherwise.
    var redrawAttempts: [FieldID: Int] = [:]
    /// The seeds the plan's `ref`s read, each with its own filler for this run (empty without
    /// `run`: then a `ref` fails with an error).
    let references: [ReferenceSource]
    /// The list slots of each frame plan, whose items and values a reused frame keeps.
    let listSlots: [[Int]]
    /// What filling reads of each field, by ``FieldID`` (see ``FillField``).
    let fields: [FillField]

    /// Creates a filler for a compiled plan; `run` decides the referenced seeds' records.
    init(plan: ModelPlan, seedKey: UInt64, today: LocalDate, maxTries: Int = 100, run: RunParameters? = nil) {
        let now = LocalDateTime(secondsSinceEpoch: Int64(today.daysSinceEpoch) * 86_400 + 12 * 3600, offsetMinutes: 0)
        // Bounds like `today - 80y` are computed once for the run, not for every draw.
        let plan = plan.specialized(today: today, now: now)
        self.plan = plan
        self.check = FieldCheck(plan: plan)
        self.seedKey = seedKey
        self.today = today
        self.now = now
        self.maxTries = maxTries
        self.references = run.map { run in plan.references.map { ReferenceSource($0, run: run) } } ?? []
        self.fields = plan.fields.indices.map { FillField($0, in: plan) }
        self.listSlots = plan.frames.map { frame in
            frame.slotFields.indices.filter { plan.fields[frame.slotFields[$0]].field.type == .list }
        }
    }

    /// The mutable state of one record being filled.
    struct State {
        var context: EvaluationContext
        let recordKey: UInt64
        let record: Int
        /// Emptied arrays for list values (see ``FillStorage/spareLists``).
        var spareLists: [[Value]] = []
        /// Unused item frames by frame plan (see ``FillStorage/spareItems``).
        var spareItems: [[FilledFrame]] = []
    }

    /// Fills record `record` (from 1) into storage of its own.
    func fill(record: Int) throws(FillError) -> FilledFrame {
        var storage = FillStorage()
        try fill(record: record, into: &storage)
        return storage.record
    }

    /// Fills record `record` (from 1) into `storage.record`, reusing the arrays of the record
    /// filled there before.
    func fill(record: Int, into storage: inout FillStorage) throws(FillError) {
        var state = State(
            context: EvaluationContext(frames: storage.stack.take(), recordIndex: record, itemIndex: 0, today: today, now: now),
            recordKey: RandomStream.recordKey(seedKey: seedKey, record: record), record: record,
            spareLists: storage.spareLists.take(), spareItems: storage.spareItems.take())
        defer {
            storage.stack = state.context.frames.take()
            storage.spareLists = state.spareLists.take()
            storage.spareItems = state.spareItems.take()
        }
        if state.spareItems.count != plan.frames.count { state.spareItems = Array(repeating: [], count: plan.frames.count) }
        // Room for the deepest list's frame, so that entering items never grows the array.
        state.context.frames.removeAll(keepingCapacity: true)
        state.context.frames.reserveCapacity(plan.frames.count)
        try fillFrame(0, into: &storage.record, itemKey: 0, state: &state)
    }

    /// Fills one frame into `frame`; `preset` holds the values a constant list gives this item.
    ///
    /// The frame's values move to the evaluation stack while it is filled (expressions read
    /// them there) and back when it is done, so they are never copied.
    func fillFrame(
        _ frameIndex: Int, into frame: inout FilledFrame, itemKey: UInt64, preset: ObjectValue? = nil, state: inout State
    ) throws(FillError) {
        // The frame plan's properties are read one by one: copying the whole plan would
        // retain each of its arrays.
        let depth = plan.frames[frameIndex].depth
        let hasLists = plan.frames[frameIndex].hasLists
        frame.reset(
            slotCount: plan.frames[frameIndex].slotCount, hasLists: hasLists, listSlots: listSlots[frameIndex],
            spare: &state.spareLists)
        state.context.frames.append(frame.values.take())
        defer { frame.values = state.context.frames.removeLast() }

        // The steps say what each field needs (see ``FrameStep``): a field's class is read
        // only when it is drawn, evaluated or filled.
        for step in check.steps[frameIndex] {
            let id = step.id
            let slot = step.slot
            if step.kind == .helper {
                try produce(id, fields[id], itemKey: itemKey, state: &state)
                continue
            }
            if step.containerSlot >= 0, !frame.visible[step.containerSlot] { continue }
            if step.hasVisibleWhen, let condition = fields[id].visibleWhen {
                guard try evaluate(condition, for: id, what: "visibleWhen", state: &state).isTruthy else { continue }
            }
            frame.visible[slot] = true
            switch step.kind {
            case .helper, .container:
                continue
            case .list:
                let given = preset.flatMap { Self.presetValue($0, at: plan.frames[frameIndex].slotKeys[slot]) }
                try fillList(id, into: &frame.items[slot], itemKey: itemKey, given: given, state: &state)
                state.context.frames[depth][slot] = listValue(frame.items[slot], itemFrame: fields[id].itemFrame!, state: &state)
            case .value:
                if let preset, let given = Self.presetValue(preset, at: plan.frames[frameIndex].slotKeys[slot]) {
                    try accept(given, for: id, state: &state)
                } else {
                    try produce(id, fields[id], itemKey: itemKey, state: &state)
                }
            }
        }
        if hasLists { frame.dropHiddenItems(listSlots: listSlots[frameIndex]) }
    }

    /// Fills the slot of field `id` (whose filling parts are `field`): computed, read-only, or
    /// drawn until valid.
    func produce(_ id: FieldID, _ field: FillField, itemKey: UInt64, state: inout State) throws(FillError) {
        let depth = field.slot.depth
        let slot = field.slot.index
        if let compute = field.compute {
            let value = conform(try evaluate(compute, for: id, what: "compute", state: &state), to: field.planned)
            return try checkFixed(value, for: id, what: "the computed value", state: &state)
        }
        if let enabled = field.enabledWhen, !(try evaluate(enabled, for: id, what: "enabledWhen", state: &state).isTruthy) {
            state.context.frames[depth][slot] = field.initialValue ?? .null
            return
        }
        if case .modelDefault = field.generator, let initial = field.initialValue {
            return try checkFixed(initial, for: id, what: "the initial value", state: &state)
        }
        var rng = redrawStream(RandomStream.generator(recordKey: state.recordKey, pathHash: field.pathHash, itemKey: itemKey), for: id)
        guard maxTries > 0 else { throw failure(id, Violation(rule: "maxTries", message: "no draws allowed"), value: nil, state: state) }
        var value = try draw(field.generator, for: id, rng: &rng, itemKey: itemKey, state: &state)
        if field.mayConform(value) { value = conform(value, to: field.planned) }
        guard let failed = try settle(value, id, field, state: &state) else { return }
        try redraw(id, field, itemKey: itemKey, rng: &rng, after: failed, state: &state)
    }

    /// Stores a drawn value in field `id`'s slot and checks it: `nil` when it stands, else the
    /// value with the rule it breaks (it stays in the slot until the next draw replaces it).
    @inline(__always)
    private func settle(_ value: consuming Value, _ id: FieldID, _ field: FillField, state: inout State) throws(FillError)
        -> (value: Value, problem: Violation)?
    {
        let slot = field.slot
        if field.drawsOnlyValid, !value.isNull {
            // Cannot fail (see ``DrawGuarantee``); the validator still checks the record.
            // Nothing reads the value after it is stored, so it moves into the slot.
            state.context.frames[slot.depth][slot.index] = consume value
            if field.writesOwnScale { try applyRuleScale(id, state: &state) }
            return nil
        }
        state.context.frames[slot.depth][slot.index] = copy value
        let problem: Violation?
        do {
            problem = try check.violation(of: value, field: id, in: &state.context)
        } catch {
            throw evaluationFailure(id, error, what: "its rules", state: state)
        }
        guard let problem else {
            if field.writesOwnScale { try applyRuleScale(id, state: &state) }
            return nil
        }
        return (value, problem)
    }

    /// Draws field `id` again after its first value broke a rule (`first`), until a value
    /// stands or the tries run out.
    ///
    /// A separate function so that the common case, a first draw that stands, keeps none of
    /// this bookkeeping: how many draws broke each rule is kept only here, for the message of a
    /// run that gives up, so that a rule that almost never holds is told apart from one a
    /// generator can never meet.
    private func redraw(
        _ id: FieldID, _ field: FillField, itemKey: UInt64, rng: inout SplitMix64, after first: (value: Value, problem: Violation),
        state: inout State
    ) throws(FillError) {
        var last = first
        var broken: [(rule: String, draws: Int)] = [(first.problem.rule, 1)]
        for _ in 1..<maxTries {
            var value = try draw(field.generator, for: id, rng: &rng, itemKey: itemKey, state: &state)
            if field.mayConform(value) { value = conform(value, to: field.planned) }
            guard let failed = try settle(value, id, field, state: &state) else { return }
            last = failed
            if let i = broken.firstIndex(where: { $0.rule == failed.problem.rule }) {
                broken[i].draws += 1
            } else {
                broken.append((failed.problem.rule, 1))
            }
        }
        throw failure(id, last.problem, value: last.value, broken: broken, state: state)
    }

    /// Carries the decimal in field `id`'s slot at the scale an active rule sets, so that it is
    /// written with exactly that many digits (the writer uses the field's own scale otherwise).
    private func applyRuleScale(_ id: FieldID, state: inout State) throws(FillError) {
        let slot = fields[id].slot
        guard case .number(let number) = state.context.frames[slot.depth][slot.index] else { return }
        do {
            let scale = try check.effectiveConstraints(id, in: &state.context).scale ?? 2
            guard let mantissa = RecordFiller.scaledMantissa(number, scale: scale, roundingUp: false) else { return }
            state.context.frames[slot.depth][slot.index] = .number(Number(mantissa: mantissa, scale: Int8(scale)))
        } catch {
            throw evaluationFailure(id, error, what: "its rules", state: state)
        }
    }

    /// Stores a value that cannot be redrawn (computed, or the initial value) in its slot,
    /// checked so that a record breaking its field stops the run with the reason instead of
    /// failing validation.
    private func checkFixed(_ value: Value, for id: FieldID, what: String, state: inout State) throws(FillError) {
        let slot = fields[id].slot
        state.context.frames[slot.depth][slot.index] = value
        let problem: Violation?
        do {
            problem = try check.violation(of: value, field: id, in: &state.context)
        } catch {
            throw evaluationFailure(id, error, what: "its rules", state: state)
        }
        guard let problem else { return }
        let planned = plan.fields[id]
        let name = planned.fullPath.joined(separator: ".")
        throw FillError(
            diagnostic: .error(
                "record \(state.record): \(what) \(value.jsonText) of '\(name)' breaks its rule \(problem.rule): \(problem.message)",
                at: planned.field.location, path: planned.field.path,
                hint: "this value is not drawn, so it cannot be drawn again; constrain the fields it is made from so that it holds"))
    }
}
