import Foundation

/// `normal`: a normally distributed number, clamped to `min…max` and rounded to `scale` digits
/// (`{"normal": {"mean": 50, "sd": 10, "min": 0, "max": 100}}`).
///
/// Its parts, in the order a run meets them:
/// - seed: ``SeedParser/parseNormal(_:_:)``;
/// - plan: ``PlanBuilder/compileNormal(mean:sd:min:max:scale:spec:for:)``: a constant mean and a
///   non-negative constant sd, bounds in order, and the field's scale unless one is given;
///   ``PlanBuilder/checkNumberFits(_:spec:field:)``: number and text fields;
/// - fill: ``RecordFiller/drawNormal(mean:sd:_:_:scale:for:rng:state:)``, Box–Muller with two
///   numbers of the field's stream.
extension SeedParser {
    /// `{mean, sd, min?, max?, scale?}`.
    mutating func parseNormal(_ node: JSONNode, _ path: JSONPath) -> GeneratorKind? {
        guard
            let args = arguments(
                node, of: "normal", allowed: ["mean", "sd", "min", "max", "scale"], required: ["mean", "sd"],
                example: "{\"mean\": 50, \"sd\": 10, \"min\": 0, \"max\": 100}", path)
        else { return nil }
        var failed = false
        func optionalBound(_ key: String, _ parser: inout SeedParser) -> BoundSource? {
            guard let node = args[key] else { return nil }
            let value = parser.bound(node, for: "\(Quoted.single(key)) of 'normal'", path.appending(key))
            if value == nil { failed = true }
            return value
        }
        let mean = optionalBound("mean", &self)
        let sd = optionalBound("sd", &self)
        let low = optionalBound("min", &self)
        let high = optionalBound("max", &self)
        var scale: Int?
        if let node = args["scale"] {
            scale = wholeInt(node, for: "'scale' of 'normal'", path.appending("scale"), in: 0...SeedParser.maxScale)
            if scale == nil { failed = true }
        }
        guard !failed, let mean, let sd else { return nil }
        return .normal(mean: mean, sd: sd, min: low, max: high, scale: scale)
    }
}

extension PlanBuilder {
    /// The constant mean and sd, the bounds, and the scale (the field's when none is given).
    mutating func compileNormal(
        mean meanSource: BoundSource, sd sdSource: BoundSource, min minSource: BoundSource?, max maxSource: BoundSource?,
        scale: Int?, spec: GeneratorSpec, for id: FieldID
    ) -> Generator? {
        let scope = fields[id].scope
        guard case .value(.number(let mean))? = compileBound(meanSource, in: scope),
            case .value(.number(let sd))? = compileBound(sdSource, in: scope), sd.doubleValue >= 0
        else {
            diagnostics.error("'normal' needs a number 'mean' and a non-negative number 'sd'", at: spec.location, path: spec.path)
            return nil
        }
        let (low, high) = (compileBound(minSource, in: scope), compileBound(maxSource, in: scope))
        if let low, let high { checkOrder(low, high, spec: spec) }
        // Without its own scale, a normal fills a decimal field to the field's scale (2 unless
        // set), and anything else with whole numbers.
        let fieldScale = fields[id].field.constraints.scale ?? (fields[id].kind != .helper && fields[id].field.type == .decimal ? 2 : 0)
        if let scale { checkScale(scale, spec: spec, field: id) }
        return .normal(mean: mean.doubleValue, sd: sd.doubleValue, min: low, max: high, scale: scale ?? fieldScale)
    }
}

extension RecordFiller {
    /// One `normal` draw; clamping keeps the value inside the bounds.
    @inline(__always)
    func drawNormal(
        mean: Double, sd: Double, _ min: CompiledBound?, _ max: CompiledBound?, scale: Int, for id: FieldID, rng: inout SplitMix64,
        state: inout State
    ) throws(FillError) -> Value {
        // Box–Muller.
        let u1 = Swift.max(rng.unit(), 0x1.0p-53)
        let u2 = rng.unit()
        var x = mean + sd * (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
        var low: Number?
        var high: Number?
        if case .number(let n)? = try evaluateBound(min, for: id, state: &state) { low = n; x = Swift.max(x, n.doubleValue) }
        if case .number(let n)? = try evaluateBound(max, for: id, state: &state) { high = n; x = Swift.min(x, n.doubleValue) }
        return Sampling.clamped(Sampling.decimal(fromDouble: x, scale: scale), low, high, scale: scale)
    }
}
