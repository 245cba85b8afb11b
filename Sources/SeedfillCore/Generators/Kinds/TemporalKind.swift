/// `date`, `datetime` and `time`: a date, date-time (to the second) or time (to the minute)
/// uniform in `from…to` (`{"date": {"from": "today - 80y", "to": "today - 18y"}}`); a missing
/// bound falls back to the field's, and bounds may be expressions.
///
/// Their parts, in the order a run meets them:
/// - seed: ``SeedParser/parseDateRange(_:_:_:)``, one reading for the three;
/// - plan: ``PlanBuilder/compileTemporal(_:_:spec:for:)`` binds the bounds and checks their
///   order and the field's; ``PlanBuilder/checkTemporalFits(_:type:spec:field:)``: fields of
///   their own type;
/// - guarantee: ``DrawGuarantee/dateHolds(_:_:_:)``: a date between the very bounds the field has;
/// - fill: ``RecordFiller/drawDate(_:_:for:rng:state:)`` (taken inline by the quick draw,
///   ``QuickDraw/Kind/dates`` and ``QuickDraw/Kind/knownDates``: always a date or `null`),
///   ``RecordFiller/drawDateTime(_:_:for:rng:state:)`` and ``RecordFiller/drawTime(_:_:for:rng:state:)``;
///   an empty range is explained by ``RecordFiller/emptyTemporal(_:_:_:state:)``.
extension SeedParser {
    /// `{from?, to?}` for `date`, `datetime` and `time`; a missing bound falls back to the field's.
    mutating func parseDateRange(_ generator: String, _ node: JSONNode, _ path: JSONPath) -> GeneratorKind? {
        let example = generator == "time" ? "{\"from\": \"09:00\", \"to\": \"18:00\"}" : "{\"from\": \"today - 80y\", \"to\": \"today\"}"
        guard let args = arguments(node, of: generator, allowed: ["from", "to"], required: [], example: example, path) else {
            return nil
        }
        var failed = false
        var from: BoundSource?
        var to: BoundSource?
        if let node = args["from"] {
            from = bound(node, for: "'from' of \(Quoted.single(generator))", path.appending("from"))
            failed = failed || from == nil
        }
        if let node = args["to"] {
            to = bound(node, for: "'to' of \(Quoted.single(generator))", path.appending("to"))
            failed = failed || to == nil
        }
        guard !failed else { return nil }
        switch generator {
        case "date": return .date(from: from, to: to)
        case "datetime": return .dateTime(from: from, to: to)
        default: return .time(from: from, to: to)
        }
    }
}

extension PlanBuilder {
    /// The bounds bound in the field's scope, checked for order and against the field's bounds.
    mutating func compileTemporal(_ from: BoundSource?, _ to: BoundSource?, spec: GeneratorSpec, for id: FieldID) -> (
        CompiledBound?, CompiledBound?
    )? {
        let scope = fields[id].scope
        let (low, high) = (compileBound(from, in: scope), compileBound(to, in: scope))
        if let low, let high {
            checkOrder(low, high, spec: spec)
            checkWithinField(low, high, spec: spec, field: id)
        }
        return (low, high)
    }

    /// `date`, `datetime` and `time` (`what`) each fill fields of their own `type` only.
    mutating func checkTemporalFits(_ what: String, type: FieldType, spec: GeneratorSpec, field id: FieldID) {
        if fields[id].field.type != type { rejectUnfit(what, fits: what, spec: spec, field: id) }
    }
}

extension DrawGuarantee {
    /// A date between the very bounds of a date field without options, when both are known to
    /// be dates and neither reads the field itself (it would see the previous draw).
    static func dateHolds(_ from: CompiledBound?, _ to: CompiledBound?, _ planned: some PlannedFieldParts) -> Bool {
        let c = planned.constraints
        guard planned.field.type == .date, planned.options == nil, let from, let to, let min = c.min, let max = c.max else {
            return false
        }
        let own = planned.slot
        guard !from.dependencies.contains(own), !to.dependencies.contains(own) else { return false }
        return yieldsDate(from) && yieldsDate(to) && sameBound(from, min) && sameBound(to, max)
    }
}

extension QuickDraw {
    /// A `date`'s quick draw: between constant dates, else between bounds usually known
    /// without evaluation (its quick draw keeps them, ``QuickDraw/dateFrom`` and ``QuickDraw/dateTo``).
    static func dates(_ from: CompiledBound?, _ to: CompiledBound?) -> QuickDraw {
        guard case .value(.date(let low))? = from, case .value(.date(let high))? = to else { return QuickDraw(.knownDates) }
        return QuickDraw(.dates, from: low, to: high)
    }
}

extension RecordFiller {
    /// One `date` draw: bounds known without evaluating (constants, `birthDate + 18y`) drawn
    /// between at once, else evaluated.
    @inline(__always)
    func drawDate(_ from: CompiledBound?, _ to: CompiledBound?, for id: FieldID, rng: inout SplitMix64, state: inout State)
        throws(FillError) -> Value
    {
        if let low = Self.knownDate(from, in: state.context), let high = Self.knownDate(to, in: state.context) {
            return Sampling.uniformDate(low, high, rng: &rng)
        }
        let (low, high) = try temporalRange(from, to, for: id, state: &state)
        return Sampling.uniformDate(low, high, today: today, rng: &rng)
    }

    /// One `date` draw between constant dates.
    @inline(__always)
    static func drawDate(_ from: LocalDate, _ to: LocalDate, rng: inout SplitMix64) -> Value {
        Sampling.uniformDate(from, to, rng: &rng)
    }

    /// One `datetime` draw, to the second.
    @inline(__always)
    func drawDateTime(_ from: CompiledBound?, _ to: CompiledBound?, for id: FieldID, rng: inout SplitMix64, state: inout State)
        throws(FillError) -> Value
    {
        let (low, high) = try temporalRange(from, to, for: id, state: &state)
        return Sampling.uniformDateTime(low, high, now: now, rng: &rng)
    }

    /// One `time` draw, to the minute.
    @inline(__always)
    func drawTime(_ from: CompiledBound?, _ to: CompiledBound?, for id: FieldID, rng: inout SplitMix64, state: inout State)
        throws(FillError) -> Value
    {
        let (low, high) = try temporalRange(from, to, for: id, state: &state)
        return Sampling.uniformTime(low, high, rng: &rng)
    }
}

extension RecordFiller {
    /// ``emptyDrawError(_:_:state:)`` for a date, date-time or time between `from` and `to`
    /// (the field's bounds for a side left open).
    func emptyTemporal(_ id: FieldID, _ from: CompiledBound?, _ to: CompiledBound?, state: inout State) throws(FillError)
        -> FillError?
    {
        let (low, high) = try temporalRange(from, to, for: id, state: &state)
        var scratch = SplitMix64(seed: 0)
        let type = plan.fields[id].field.type
        let draw: Value
        switch type {
        case .datetime: draw = Sampling.uniformDateTime(low, high, now: now, rng: &scratch)
        case .time: draw = Sampling.uniformTime(low, high, rng: &scratch)
        default: draw = Sampling.uniformDate(low, high, today: today, rng: &scratch)
        }
        guard draw.isNull, let low, let high else { return nil }
        let field = fieldBoundTexts(id, state: &state)
        return emptyBounds(
            id, low: (from?.text ?? field.min, low), high: (to?.text ?? field.max, high), inverted: true, grid: "", state: state)
    }
}
