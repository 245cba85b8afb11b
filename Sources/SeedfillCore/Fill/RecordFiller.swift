/// Fills record `i` of a seed file: every frame in its planned order, hidden fields skipped,
/// each value drawn from its own random stream and redrawn (a bounded number of times) until it
/// satisfies its field.
struct RecordFiller: Sendable {
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
    /// Values given for the record (an object laid out as the written questionnaire), kept as
    /// they are and checked like a constant list item's (see ``accept(_:for:in:state:)``);
    /// every field they do not give is filled as usual. `nil` (the usual case) gives none.
    var preset: ObjectValue?
    /// The seeds the plan's `ref`s read, each with its own filler for this run (empty without
    /// `run`: then a `ref` fails with an error).
    let references: [ReferenceSource]
    /// The run plan's fields, by ``FieldID``.
    let fields: [PlannedField]
    /// What filling reads of each frame plan (see ``FillFrame``).
    let frames: [FillFrame]
    /// The same, lent by ``withFrame(_:_:)``.
    private let lentFrames: ObjectTable<FillFrame>

    /// Creates a filler for a compiled plan; `run` decides the referenced seeds' records.
    /// `keepsListValues` stores every list's value in its slot, whether or not an expression
    /// of the plan reads it (for records that another seed's `ref` reads).
    init(
        plan: ModelPlan, seedKey: UInt64, today: LocalDate, maxTries: Int = 100, run: RunParameters? = nil, keepsListValues: Bool = false
    ) {
        let now = RunConstantFolder.now(on: today)
        // Read before the plan is specialised (which can only drop reads of the run's constants).
        let read = keepsListValues ? nil : RecordFiller.readSlots(of: plan)
        // Bounds like `today - 80y` are computed once for the run, not for every draw.
        let plan = plan.specialized(today: today, now: now)
        self.plan = plan
        let check = FieldCheck(plan: plan)
        self.check = check
        self.seedKey = seedKey
        self.today = today
        self.now = now
        self.maxTries = maxTries
        self.references = run.map { run in plan.references.map { ReferenceSource($0, run: run) } } ?? []
        let fields = plan.fields
        self.fields = fields
        let frames = plan.frames.indices.map { FillFrame($0, in: plan, steps: check.steps[$0], read: read) }
        self.frames = frames
        self.lentFrames = ObjectTable(frames)
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
        /// The records the job's `ref`s filled last (see ``FillStorage/referencedRecords``).
        var referencedRecords = ReferenceCache()
        /// No field is drawn again with a salted stream (``redrawAttempts`` is empty) and
        /// ``maxTries`` allows a draw: each value then skips both tests (see
        /// ``produce(_:_:in:item:state:)``). `false` is always correct, only slower.
        var plainDraws = false
    }

    /// Fills record `record` (from 1) into storage of its own.
    func fill(record: Int) throws(FillError) -> FilledFrame {
        var storage = FillStorage()
        try fill(record: record, into: &storage)
        return storage.record
    }

    /// Fills record `record` (from 1) into `storage.record`, reusing the arrays of the record
    /// filled there before.
    ///
    /// A record whose earlier draws left a later field's bounds empty is filled again with new
    /// draws of the fields those bounds read (see ``fillAgain(record:into:after:)``); every
    /// other record is filled once, exactly as before.
    func fill(record: Int, into storage: inout FillStorage) throws(FillError) {
        do {
            try fillOnce(record: record, into: &storage)
        } catch {
            guard !error.redrawSources.isEmpty, maxTries > 1 else { throw error }
            try fillAgain(record: record, into: &storage, after: error)
        }
    }

    /// Fills record `record` into `storage.record` once, with the streams as they are.
    func fillOnce(record: Int, into storage: inout FillStorage) throws(FillError) {
        var state = State(
            context: EvaluationContext(frames: storage.stack.take(), recordIndex: record, itemIndex: 0, today: today, now: now),
            recordKey: RandomStream.recordKey(seedKey: seedKey, record: record), record: record,
            spareLists: storage.spareLists.take(), spareItems: storage.spareItems.take())
        swap(&state.referencedRecords, &storage.referencedRecords)
        defer {
            storage.stack = state.context.frames.take()
            storage.spareLists = state.spareLists.take()
            storage.spareItems = state.spareItems.take()
            swap(&state.referencedRecords, &storage.referencedRecords)
        }
        state.plainDraws = redrawAttempts.isEmpty && maxTries > 0
        if state.spareItems.count != plan.frames.count { state.spareItems = Array(repeating: [], count: plan.frames.count) }
        // The stack comes back empty (each frame is taken off it, even when a fill fails), with
        // room for the deepest list's frame, so that entering items never grows the array.
        if !state.context.frames.isEmpty { state.context.frames.removeAll(keepingCapacity: true) }
        if state.context.frames.capacity < plan.frames.count { state.context.frames.reserveCapacity(plan.frames.count) }
        try fillFrame(0, into: &storage.record, itemKey: 0, preset: preset, state: &state)
    }

    /// Fills one frame into `frame`; `preset` holds the values a constant list gives this item
    /// (or, for the record's frame, the values given for the record: see ``preset``).
    ///
    /// The frame's values move to the evaluation stack while it is filled (expressions read
    /// them there) and back when it is done, so they are never copied. They are written
    /// through the frame's buffers (see ``OpenFrame``).
    func fillFrame(
        _ frameIndex: Int, into frame: inout FilledFrame, itemKey: UInt64, preset: ObjectValue? = nil, state: inout State
    ) throws(FillError) {
        try withFrame(frameIndex) { framePlan throws(FillError) in
            try fill(framePlan, into: &frame, itemKey: itemKey, preset: preset, state: &state)
        }
    }

    /// Calls `body` with frame plan `index`'s ``FillFrame``, lent where it is held.
    @inline(__always)
    private func withFrame(_ index: Int, _ body: (FillFrame) throws(FillError) -> Void) throws(FillError) {
        // Written out here and in ``withField(_:of:_:)``: one shared helper stopped the optimiser
        // inlining the fill loop (+4.8 % instructions per record).
        let failure: FillError? = lentFrames.with(index) { object in
            do throws(FillError) {
                try body(object)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    /// Calls `body` with the field of `step`, lent where it is held.
    @inline(__always)
    private func withField(
        _ step: FieldStep, of fields: ObjectTable<PlannedField>, _ body: (PlannedField) throws(FillError) -> Void
    ) throws(FillError) {
        // Written out here and in ``withFrame(_:_:)``: one shared helper stopped the optimiser
        // inlining the fill loop (+4.8 % instructions per record).
        let failure: FillError? = fields.with(step.id) { object in
            do throws(FillError) {
                try body(object)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    /// ``fillFrame(_:into:itemKey:preset:state:)`` with its frame plan's ``FillFrame``.
    @inline(__always)
    private func fill(
        _ framePlan: FillFrame, into frame: inout FilledFrame, itemKey: UInt64, preset: ObjectValue?, state: inout State
    ) throws(FillError) {
        let open = frame.open(
            slotCount: framePlan.slotCount, hasLists: framePlan.hasLists, listSlots: framePlan.listSlots, spare: &state.spareLists)
        state.context.frames.append(frame.values.take())
        defer { frame.values = state.context.frames.removeLast() }

        // Every value of the frame combines its stream with the item key (see ``StreamOperand``).
        let item = StreamOperand(itemKey)
        // Read once: the loop lends each field from it (see ``ObjectTable``).
        let fields = check.planned
        // The steps say what each field needs (see ``FieldStep``): a field's class is read
        // only when it is drawn, evaluated or filled. They are read through their buffer: the
        // array is a `let` of the frame plan, but the loop would check its bounds again for
        // every step.
        try framePlan.steps.withUnsafeBufferPointer { steps throws(FillError) in
            for step in steps {
                if step.kind == .helper {
                    try withField(step, of: fields) { field throws(FillError) in
                        try produce(step.id, field, in: open, item: item, state: &state)
                    }
                    continue
                }
                if step.containerSlot >= 0, !open.visible[step.containerSlot] { continue }
                if step.hasVisibleWhen, try !isShown(step, state: &state) { continue }
                open.visible[step.slot] = true
                switch step.kind {
                case .helper, .container:
                    continue
                case .list:
                    try fillList(step, of: framePlan, into: &frame, open: open, itemKey: itemKey, preset: preset, state: &state)
                case .value:
                    if let preset, let given = Self.presetValue(preset, at: framePlan.slotKeys[step.slot]) {
                        try accept(given, for: step.id, in: open, state: &state)
                    } else {
                        try withField(step, of: fields) { field throws(FillError) in
                            try produce(step.id, field, in: open, item: item, state: &state)
                        }
                    }
                }
            }
        }
        if framePlan.hasLists { frame.dropHiddenItems(listSlots: framePlan.listSlots) }
        if framePlan.checksSharedNames { try checkSharedNames(framePlan, visible: frame.visible, state: state) }
    }

    /// Fills the items of the list of `step` in `frame` (of `framePlan`) and stores the
    /// list's value.
    ///
    /// Not inlined: the loop would otherwise make `frame.items` unique once per frame, copying
    /// the empty items array of every list item.
    @inline(never)
    private func fillList(
        _ step: FieldStep, of framePlan: FillFrame, into frame: inout FilledFrame, open: OpenFrame, itemKey: UInt64, preset: ObjectValue?,
        state: inout State
    ) throws(FillError) {
        let given = preset.flatMap { Self.presetValue($0, at: framePlan.slotKeys[step.slot]) }
        // The list's field is lent, not read (and retained) out of ``fields``.
        try withField(step, of: check.planned) { field throws(FillError) in
            try fillList(step.id, field, into: &frame.items[step.slot], itemKey: itemKey, given: given, state: &state)
            if framePlan.storesListValue[step.slot] {
                open.values[step.slot] = listValue(frame.items[step.slot], itemFrame: field.itemFrame!, state: &state)
            }
        }
    }

    /// Whether the `visibleWhen` condition of `step`'s field holds in the record being filled.
    private func isShown(_ step: FieldStep, state: inout State) throws(FillError) -> Bool {
        var shown = true
        try withField(step, of: check.planned) { field throws(FillError) in
            if let condition = field.visibleWhen {
                shown = try evaluate(condition, for: step.id, what: "visibleWhen", state: &state).isTruthy
            }
        }
        return shown
    }
}
