/// `decimal`: a number with `scale` digits after the point, uniform in `min…max`
/// (`{"decimal": {"min": 0, "max": 100, "scale": 2}}`); the bounds may be expressions.
///
/// Its parts, in the order a run meets them:
/// - seed: ``SeedParser/parseDecimal(_:_:)``;
/// - plan: ``PlanBuilder/compileDecimal(min:max:scale:spec:for:)`` binds the bounds and checks
///   their order, the field's bounds and scale, and that the grid has a value;
///   ``PlanBuilder/checkDecimalFits(spec:field:)``: decimal and text fields and choices;
/// - guarantee: ``DrawGuarantee/decimalHolds(_:_:scale:_:)``: constant bounds inside the
///   field's, at no more digits than it keeps;
/// - fill: ``RecordFiller/drawDecimal(_:_:scale:for:rng:state:)``; a number, or `null` for an
///   empty range, which ``RecordFiller/emptyDecimal(_:_:_:scale:state:)`` explains.
extension SeedParser {
    /// `{min, max, scale}`.
    mutating func parseDecimal(_ node: JSONNode, _ path: JSONPath) -> GeneratorKind? {
        guard
            let args = arguments(
                node, of: "decimal", allowed: ["min", "max", "scale"], required: ["min", "max", "scale"],
                example: "{\"min\": 0, \"max\": 100, \"scale\": 2}", path)
        else { return nil }
        let low = args["min"].flatMap { bound($0, for: "'min' of 'decimal'", path.appending("min")) }
        let high = args["max"].flatMap { bound($0, for: "'max' of 'decimal'", path.appending("max")) }
        let scale = args["scale"].flatMap {
            wholeInt($0, for: "'scale' of 'decimal'", path.appending("scale"), in: 0...SeedParser.maxScale)
        }
        guard let low, let high, let scale else { return nil }
        return .decimal(min: low, max: high, scale: scale)
    }
}

extension PlanBuilder {
    /// The bounds bound in the field's scope and checked, with the scale.
    mutating func compileDecimal(min minSource: BoundSource, max maxSource: BoundSource, scale: Int, spec: GeneratorSpec, for id: FieldID)
        -> Generator?
    {
        let scope = fields[id].scope
        let (low, high) = (compileBound(minSource, in: scope), compileBound(maxSource, in: scope))
        guard let low, let high else { return nil }
        checkOrder(low, high, spec: spec)
        checkWithinField(low, high, spec: spec, field: id)
        checkScale(scale, spec: spec, field: id)
        checkGrid(low, high, scale: scale, spec: spec)
        return .decimal(min: low, max: high, scale: scale)
    }

    /// `decimal` fills the fields `int` fills, except integer ones.
    mutating func checkDecimalFits(spec: GeneratorSpec, field id: FieldID) {
        checkNumberFits("decimal", spec: spec, field: id)
        if fields[id].field.type == .integer { rejectUnfit("decimal", fits: "decimal", spec: spec, field: id) }
    }
}

extension DrawGuarantee {
    /// Constant bounds inside the bounds of a decimal field without options, at a scale it keeps.
    static func decimalHolds(_ min: CompiledBound, _ max: CompiledBound, scale: Int, _ planned: some PlannedFieldParts) -> Bool {
        let c = planned.constraints
        guard planned.field.type == .decimal, planned.options == nil, scale <= (c.scale ?? 2), let low = number(min),
            let high = number(max)
        else { return false }
        return within(low, high, c)
    }
}

extension RecordFiller {
    /// One `decimal` draw: the bounds evaluated in the record, then a number on the grid.
    @inline(__always)
    func drawDecimal(_ min: CompiledBound, _ max: CompiledBound, scale: Int, for id: FieldID, rng: inout SplitMix64, state: inout State)
        throws(FillError) -> Value
    {
        let (low, high) = try knownRange(min, max, for: id, state: &state)
        return Sampling.uniformDecimal(low, high, scale: scale, rng: &rng)
    }
}

extension RecordFiller {
    /// ``emptyDrawError(_:_:state:)`` for `decimal`: the error when no number of `scale`
    /// decimal places lies between its bounds in this record.
    func emptyDecimal(_ id: FieldID, _ min: CompiledBound, _ max: CompiledBound, scale: Int, state: inout State) throws(FillError)
        -> FillError?
    {
        let (low, high) = try numberRange(min, max, for: id, state: &state)
        var scratch = SplitMix64(seed: 0)
        guard Sampling.uniformDecimal(low, high, scale: scale, rng: &scratch).isNull else { return nil }
        return try emptyNumbers(id, min, max, low, high, grid: "no number of \(scale) decimal places", state: &state)
    }
}
