/// `int`: a whole number, uniform in `min…max` on the grid `min + k·step` (`{"int": [1, 10]}`
/// or `{"int": {"min": 1, "max": 10, "step": 5}}`); the bounds may be expressions.
///
/// Its parts, in the order a run meets them:
/// - seed: ``SeedParser/parseInt(_:_:)``, the two forms;
/// - plan: ``PlanBuilder/compileInt(min:max:step:spec:for:)`` binds the bounds, checks their order
///   and the field's bounds, and needs a positive whole `step`;
///   ``PlanBuilder/checkNumberFits(_:spec:field:)``: number and text fields;
/// - guarantee: ``DrawGuarantee/intHolds(_:_:_:)``: constant bounds inside the field's;
/// - unique: the grid between constant bounds, numbered (``UniqueSpace/intSpace(_:_:step:)``);
/// - fill: ``RecordFiller/drawInt(_:_:step:for:rng:state:)``, and between whole constants
///   ``RecordFiller/drawWholeInt(_:_:step:rng:)``, taken inline by the quick draw
///   (``QuickDraw/Kind/wholeInt``); it always gives a number, or `null` for an empty range,
///   which ``RecordFiller/emptyInt(_:_:_:step:state:)`` explains.
extension SeedParser {
    /// `[min, max]` or `{min, max, step?}`.
    mutating func parseInt(_ node: JSONNode, _ path: JSONPath) -> GeneratorKind? {
        if let elements = node.elements {
            guard elements.count == 2 else {
                error(
                    "expected [min, max] for 'int', found an array of \(elements.count) elements", at: node.location, path,
                    hint: "write \"int\": [1, 10] or {\"min\": 1, \"max\": 10, \"step\": 1}")
                return nil
            }
            let low = bound(elements[0], for: "'min' of 'int'", path.appending(0))
            let high = bound(elements[1], for: "'max' of 'int'", path.appending(1))
            guard let low, let high else { return nil }
            return .int(min: low, max: high, step: nil)
        }
        guard
            let args = arguments(
                node, of: "int", allowed: ["min", "max", "step"], required: ["min", "max"],
                example: "[1, 10] or {\"min\": 1, \"max\": 10, \"step\": 1}", path)
        else { return nil }
        let low = args["min"].flatMap { bound($0, for: "'min' of 'int'", path.appending("min")) }
        let high = args["max"].flatMap { bound($0, for: "'max' of 'int'", path.appending("max")) }
        var step: BoundSource?
        if let node = args["step"] {
            step = bound(node, for: "'step' of 'int'", path.appending("step"))
            if step == nil { return nil }
        }
        guard let low, let high else { return nil }
        return .int(min: low, max: high, step: step)
    }
}

extension PlanBuilder {
    /// The bounds bound in the field's scope, checked, and the step.
    mutating func compileInt(
        min minSource: BoundSource, max maxSource: BoundSource, step stepSource: BoundSource?, spec: GeneratorSpec, for id: FieldID
    ) -> Generator? {
        let scope = fields[id].scope
        let (low, high) = (compileBound(minSource, in: scope), compileBound(maxSource, in: scope))
        var step: Int64 = 1
        if let stepSource {
            guard case .value(.number(let number))? = compileBound(stepSource, in: scope), let whole = number.int64Value, whole > 0
            else {
                diagnostics.error("'step' must be a positive whole number", at: stepSource.node.location, path: stepSource.path)
                return nil
            }
            step = whole
        }
        guard let low, let high else { return nil }
        checkOrder(low, high, spec: spec)
        checkWithinField(low, high, spec: spec, field: id)
        return .int(min: low, max: high, step: step)
    }

    /// `int` and `normal` (`what`) fill number fields, text fields (as digits) and choices.
    mutating func checkNumberFits(_ what: String, spec: GeneratorSpec, field id: FieldID) {
        if ![.integer, .decimal, .choice, .text].contains(fields[id].field.type) {
            rejectUnfit(what, fits: "integer and decimal", spec: spec, field: id)
        }
    }
}

extension DrawGuarantee {
    /// Whole constant bounds inside the bounds of an integer field without options.
    static func intHolds(_ min: CompiledBound, _ max: CompiledBound, _ planned: some PlannedFieldParts) -> Bool {
        guard planned.field.type == .integer, planned.options == nil, let low = wholeNumber(min), let high = wholeNumber(max) else {
            return false
        }
        return within(low, high, planned.constraints)
    }
}

extension UniqueSpace {
    /// The grid `min + k·step` between whole constant bounds, numbered; `nil` for other bounds.
    static func intSpace(_ min: CompiledBound, _ max: CompiledBound, step: Int64) -> UniqueSpace? {
        guard case .value(.number(let low)) = min, case .value(.number(let high)) = max, let lo = low.ceil.int64Value,
            let hi = high.floor.int64Value, lo <= hi, step > 0
        else { return nil }
        let steps = UInt64(bitPattern: hi &- lo) / UInt64(step)
        // The whole of Int64 has one value more than UInt64 can count; the last is never used.
        return .integers(start: lo, step: step, count: steps == UInt64.max ? steps : steps + 1)
    }
}

extension QuickDraw {
    /// The quick draw between whole constant bounds, `nil` for other bounds.
    static func wholeInt(_ min: CompiledBound, _ max: CompiledBound, step: Int64) -> QuickDraw? {
        guard case .value(.number(let low)) = min, case .value(.number(let high)) = max, low.scale == 0, high.scale == 0 else {
            return nil
        }
        return QuickDraw(.wholeInt, low: low.mantissa, high: high.mantissa, step: step)
    }
}

extension RecordFiller {
    /// One `int` draw: the bounds evaluated in the record (the field's own where they give no
    /// number), then a number on the grid.
    @inline(__always)
    func drawInt(_ min: CompiledBound, _ max: CompiledBound, step: Int64, for id: FieldID, rng: inout SplitMix64, state: inout State)
        throws(FillError) -> Value
    {
        let (low, high) = try knownRange(min, max, for: id, state: &state)
        return Sampling.uniformInt(low, high, step: step, rng: &rng)
    }

    /// One `int` draw between whole constants.
    @inline(__always)
    static func drawWholeInt(_ low: Int64, _ high: Int64, step: Int64, rng: inout SplitMix64) -> Value {
        Sampling.uniformInt(low, high, step: step, rng: &rng)
    }
}

extension RecordFiller {
    /// ``emptyDrawError(_:_:state:)`` for `int`: the error when no whole number on the grid
    /// lies between its bounds in this record.
    func emptyInt(_ id: FieldID, _ min: CompiledBound, _ max: CompiledBound, step: Int64, state: inout State) throws(FillError)
        -> FillError?
    {
        let (low, high) = try numberRange(min, max, for: id, state: &state)
        var scratch = SplitMix64(seed: 0)
        guard Sampling.uniformInt(low, high, step: step, rng: &scratch).isNull else { return nil }
        let grid = step == 1 ? "no whole number" : "no whole number on the step \(step)"
        return try emptyNumbers(id, min, max, low, high, grid: grid, state: &state)
    }
}
