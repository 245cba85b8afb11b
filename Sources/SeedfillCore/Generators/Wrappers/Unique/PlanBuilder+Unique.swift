/// Compiling the `unique` modifier (SPEC §5.7): a keyed permutation where the generator's value
/// space can be numbered, a redraw in record order everywhere else; and the check that the
/// space is large enough for the seed's count, done before anything is generated.
///
/// `unique` wraps any generator. Its parts, all in `Generators/Wrappers/Unique/`: the seed
/// parser reads it with the other modifiers; ``PlanBuilder/compileUnique(_:spec:for:)`` here
/// asks ``UniqueSpace/of(_:)`` for the wrapped kind's numbered space (each kind contributes its
/// own, from its unit) and numbers it with a ``UniquePermutation``; the filler draws through
/// ``RecordFiller/drawUnique(_:_:for:rng:itemKey:state:)``, and ``UniqueRedraw`` fills a record
/// again when a redrawn value repeats.
extension PlanBuilder {
    /// Wraps `generator` so that its values are unique across the run.
    mutating func compileUnique(_ generator: Generator, spec: GeneratorSpec, for id: FieldID) -> Generator {
        // A sequence is unique by construction; numbering it again would only reorder it.
        if case .sequence = generator { return generator }
        guard let space = UniqueSpace.of(generator), let perRecord = itemsPerRecord(of: id) else {
            return .unique(.redraw, generator)
        }
        let how = UniqueDraw.permutation(space, UniquePermutation(size: space.count), itemsPerRecord: perRecord)
        if let problem = UniqueSpaceCheck.problem(
            how, field: fields[id], count: seed?.count ?? 10,
            location: spec.location, path: spec.path)
        {
            diagnostics.append(problem)
        }
        return .unique(how, generator)
    }

    /// `unique` belongs to a field, not to one of its `when` branches (the branches would each
    /// number their own values, and could repeat each other's).
    mutating func rejectUniqueOnBranch(_ spec: GeneratorSpec) {
        diagnostics.error(
            "'unique' goes on the field's entry, not on a 'when' branch", at: spec.location, path: spec.path,
            hint: "write \"unique\": true next to \"when\"; the field's values are then unique whichever branch makes them")
    }

    /// How many values of field `id` one record can hold: 1 at the record's top level, the
    /// list's largest item count inside the items of a top-level list, `nil` when that is not
    /// known before filling (an item count from an expression without `maxItems`, nested lists).
    private func itemsPerRecord(of id: FieldID) -> Int? {
        let frame = frames[fields[id].frame]
        guard frame.depth > 0 else { return 1 }
        guard frame.depth == 1, let list = frame.list else { return nil }
        let planned = fields[list]
        let c = planned.constraints
        switch planned.generator {
        case .modelDefault:
            return planned.listCount != nil ? c.maxItems : c.defaultItems.high
        case .int(_, .value(.number(let high)), _):
            guard let most = high.int64Value, most >= 0, most <= ListLimit.maxItems else { return c.maxItems }
            return Swift.max(Int(most), 1)
        default:
            return c.maxItems
        }
    }
}

/// The located input error for a `unique` count larger than the generator's value space,
/// shared by the planner (with the seed's `count`) and `generate` (with `--count`).
enum UniqueSpaceCheck {
    /// The error for `count` records of a field drawn `how`, or `nil` when the space suffices.
    static func problem(_ how: UniqueDraw, field planned: some PlannedFieldParts, count: Int, location: SourceLocation?, path: String?)
        -> Diagnostic?
    {
        guard case .permutation(let space, _, let perRecord) = how, count > 0 else { return nil }
        let product = UInt64(count).multipliedReportingOverflow(by: UInt64(perRecord))
        let needed = product.overflow ? UInt64.max : product.partialValue
        guard product.overflow || needed > space.count else { return nil }
        let name = planned.fullPath.joined(separator: ".")
        let records = count == 1 ? "1 record" : "\(CountText.grouped(UInt64(count))) records"
        let demand =
            perRecord == 1
            ? "\(CountText.grouped(needed)) distinct values for \(records)"
            : "up to \(CountText.grouped(needed)) distinct values (\(records) × up to \(perRecord) items)"
        return .error(
            "'unique' on \(Quoted.single(name)) needs \(demand), but \(space.shortage)",
            at: location, path: path,
            hint: "lower the count, or give the generator more values")
    }

    /// Every such error of a plan for a run of `count` records.
    static func problems(in plan: ModelPlan, count: Int) -> [Diagnostic] {
        plan.fields.compactMap { planned in
            guard let how = permutation(in: planned.generator) else { return nil }
            return problem(how, field: planned, count: count, location: planned.generatorLocation, path: planned.generatorPath)
        }
    }

    /// Whether a plan has fields whose uniqueness only holds within one run (or shard).
    static func redrawnFields(in plan: ModelPlan) -> [PlannedField] {
        plan.fields.filter { planned in
            if case .redraw? = uniqueDraw(in: planned.generator) { return true }
            return false
        }
    }

    private static func permutation(in generator: Generator) -> UniqueDraw? {
        guard let how = uniqueDraw(in: generator), case .permutation = how else { return nil }
        return how
    }

    /// The `unique` wrapper of a field's generator (under `null`), if any.
    static func uniqueDraw(in generator: Generator) -> UniqueDraw? {
        switch generator {
        case .unique(let how, _): return how
        case .nullable(_, let inner): return uniqueDraw(in: inner)
        default: return nil
        }
    }
}
