/// A field as the filler reads it for every record: the parts of its ``PlannedField`` that
/// filling needs, copied once when the filler is made.
///
/// What it adds to the field are the filler's own forms, worked out once: the generator's
/// cheap cases taken apart (``QuickDraw``), the flags that let a draw skip steps, and the
/// stream key prepared for combining. (Some parts are also in the ``PlannedField``; the two
/// fold into one compiled field in a later step of issue 15, item 1.)
final class FillField: Sendable {
    /// The plan's field, for what is read only when something goes wrong (and for `conform`).
    let planned: PlannedField
    /// Where the value lives.
    let slot: Slot
    let visibleWhen: BoundExpression?
    let enabledWhen: BoundExpression?
    let compute: BoundExpression?
    let initialValue: Value?
    let generator: Generator
    /// The generator's cheap cases taken apart (see ``QuickDraw``).
    let quick: QuickDraw
    /// For a `date` generator: its bounds, for ``QuickDraw/Kind/knownDates``; else `nil`.
    let dateFrom: CompiledBound?
    let dateTo: CompiledBound?
    /// For a `oneOf` generator: its values and cumulative weights, for ``QuickDraw/Kind/oneOf``.
    let oneOfValues: [Value]
    let oneOfWeights: [Double]?
    /// For a `mask` generator: the mask, for ``QuickDraw/Kind/mask``; else `nil`.
    let mask: Mask?
    /// For a `regex` generator: the pattern, for ``QuickDraw/Kind/regex``; else `nil`.
    let regex: RegexPattern?
    /// The key of the field's random stream (its path hash), prepared for combining.
    let path: StreamOperand
    /// Every non-null draw passes the field's checks (see ``DrawGuarantee``).
    let drawsOnlyValid: Bool
    /// A model field, whose draws the filler checks; a `let` helper passes any value (the
    /// checks hold it to nothing), so its draws are stored unchecked.
    let isChecked: Bool
    /// A decimal whose rules may set its scale (see ``PlannedField/writesOwnScale``).
    let writesOwnScale: Bool
    /// For a list: the frame plan of its items.
    let itemFrame: Int?
    /// For a list: whether its items must differ in some fields (`uniqueBy`).
    let hasUniqueBy: Bool
    /// For a list: whether its value (an array of item objects) is stored in its slot. Only
    /// expressions read it (the writers and checks read the items), so a list no expression
    /// reads is left `null` there (see ``storesListValue(_:in:read:)``).
    let storesListValue: Bool
    /// The field's type when ``RecordFiller/conform(_:to:)`` may convert a drawn value to it
    /// (a model field), else `nil` (a `let` helper keeps what it draws).
    let conformType: FieldType?
    /// Whether a drawn value may need converting at all (see ``mayConform(_:)``): `false` when
    /// the field's quick draw always gives one type (or `null`) that its field needs no
    /// conversion of, such as a number for a number field, which saves the test per draw.
    let convertsDraws: Bool
    /// The value is always drawn: the field is not computed, has no `enabledWhen`, and has no
    /// initial value in place of the model's default. One test lets most fields skip three.
    let drawsPlainly: Bool

    /// The filling parts of `id` in `plan` (a run's plan: it is not read again), checked by
    /// `checked`; `read` holds the slots some expression reads (see ``readSlots(of:)``), `nil`
    /// to store every list's value.
    init(_ id: FieldID, in plan: ModelPlan, read: Set<Slot>?) {
        let planned = plan.fields[id]
        self.planned = planned
        slot = planned.slot
        visibleWhen = planned.visibleWhen
        enabledWhen = planned.enabledWhen
        compute = planned.compute
        initialValue = planned.initialValue
        generator = planned.generator
        let quick = QuickDraw(planned.generator)
        self.quick = quick
        if case .date(let from, let to) = planned.generator {
            dateFrom = from
            dateTo = to
        } else {
            dateFrom = nil
            dateTo = nil
        }
        if case .oneOf(let values, let cumulative) = planned.generator {
            oneOfValues = values
            oneOfWeights = cumulative
        } else {
            oneOfValues = []
            oneOfWeights = nil
        }
        if case .mask(let mask) = planned.generator { self.mask = mask } else { mask = nil }
        if case .regex(let pattern) = planned.generator { regex = pattern } else { regex = nil }
        path = StreamOperand(planned.pathHash)
        drawsOnlyValid = planned.drawsOnlyValid
        isChecked = planned.kind == .field
        writesOwnScale = planned.field.type == .decimal && planned.writesOwnScale
        itemFrame = planned.itemFrame
        hasUniqueBy = !planned.uniqueBy.isEmpty
        storesListValue = read.map { Self.storesListValue(id, in: plan, read: $0) } ?? true
        let conformType = planned.kind == .field ? planned.field.type : nil
        self.conformType = conformType
        convertsDraws = conformType.map { Self.convertsDraws(of: quick, to: $0) } ?? false
        var initialReplacesDefault = false
        if case .modelDefault = planned.generator { initialReplacesDefault = planned.initialValue != nil }
        drawsPlainly = planned.compute == nil && planned.enabledWhen == nil && !initialReplacesDefault
    }

    /// Whether ``RecordFiller/conform(_:to:)`` could change `value` for this field (see
    /// ``RecordFiller/conversionDue(_:to:)``); testing it here saves reading the plan's field
    /// for the draws already of their field's type, which is most of them.
    @inline(__always)
    func mayConform(_ value: borrowing Value) -> Bool {
        guard convertsDraws, let type = conformType else { return false }
        return RecordFiller.conversionDue(value, to: type)
    }

    /// Whether a value that `quick` draws may need converting for a field of `type`: asks
    /// ``RecordFiller/conversionDue(_:to:)`` about the one type the draw gives (besides `null`,
    /// which is never converted), `true` when the draw's type is not known beforehand.
    static func convertsDraws(of quick: QuickDraw, to type: FieldType) -> Bool {
        switch quick.kind {
        case .wholeInt:
            return RecordFiller.conversionDue(.number(Number(0)), to: type)
        case .dates, .knownDates:
            // A `date` generator's full draw gives a date (or `null`) too.
            return RecordFiller.conversionDue(.date(LocalDate(daysSinceEpoch: 0)), to: type)
        case .bool:
            return RecordFiller.conversionDue(.bool(false), to: type)
        case .mask, .regex:
            return RecordFiller.conversionDue(.string(""), to: type)
        case .sharedCell, .oneOf, .fake, .general:
            return true
        }
    }
}

extension FillField {
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
