/// Contradictions in a range generator's own arguments, seen without generating: an empty
/// range, or more digits than the decimal field keeps.
extension PlanBuilder {
    /// A generator writing more digits after the point than a decimal field ever keeps (its own
    /// scale or any rule's) can never produce a valid value, so it is an input error.
    mutating func checkScale(_ scale: Int, spec: GeneratorSpec, field id: FieldID) {
        let planned = fields[id]
        guard planned.kind == .field, planned.field.type == .decimal else { return }
        let fieldScale = planned.rules.compactMap(\.constraints.scale).reduce(planned.field.constraints.scale ?? 2, Swift.max)
        if scale > fieldScale {
            diagnostics.error(
                "'scale' \(scale) is more than the \(fieldScale) digits the field \(Quoted.single(planned.field.key)) keeps after the point",
                at: spec.location, path: spec.path, hint: "use \"scale\": \(fieldScale) or less, or raise the field's scale")
        }
    }

    /// Literal decimal bounds with no `scale`-digit number between them (0.001…0.004 at scale 2)
    /// leave nothing to draw.
    mutating func checkGrid(_ low: CompiledBound, _ high: CompiledBound, scale: Int, spec: GeneratorSpec) {
        guard case .value(.number(let a)) = low, case .value(.number(let b)) = high, a <= b,
            let lo = Sampling.scaledMantissa(a, scale: scale, roundingUp: true),
            let hi = Sampling.scaledMantissa(b, scale: scale, roundingUp: false), lo > hi
        else { return }
        diagnostics.error(
            "the range \(a.description)…\(b.description) holds no number with \(scale) digits after the point",
            at: spec.location, path: spec.path, hint: "widen the range or raise 'scale'")
    }

    /// A generator range entirely outside the field's literal `min`…`max` can never produce a
    /// valid value; without this check the run would only stop after every redraw failed.
    /// Rules may move the field's bounds, so a field with a rule that sets `min` or `max` is not
    /// judged here.
    mutating func checkWithinField(_ low: CompiledBound, _ high: CompiledBound, spec: GeneratorSpec, field id: FieldID) {
        let planned = fields[id]
        guard planned.kind == .field, !planned.rules.contains(where: { $0.constraints.min != nil || $0.constraints.max != nil }),
            case .value(let a) = low, case .value(let b) = high
        else { return }
        var outside: String?
        if case .value(let fieldMin)? = planned.constraints.min, let order = Value.compareForBounds(b, fieldMin), order < 0 {
            outside = "below the field's minimum \(fieldMin.quoted)"
        }
        if case .value(let fieldMax)? = planned.constraints.max, let order = Value.compareForBounds(a, fieldMax), order > 0 {
            outside = "above the field's maximum \(fieldMax.quoted)"
        }
        guard let outside else { return }
        diagnostics.error(
            "the range \(a.quoted)…\(b.quoted) lies wholly \(outside), so \(Quoted.single(planned.field.key)) can get no valid value",
            at: spec.location, path: spec.path, hint: "make the range overlap the field's bounds")
    }

    /// A `mask` generator always writes `length` characters; outside the text field's
    /// `minLength`…`maxLength` (with no rule to move them) no value it draws is valid.
    mutating func checkLength(_ length: Int, of what: String, spec: GeneratorSpec, field id: FieldID) {
        let planned = fields[id]
        guard planned.kind == .field, planned.field.type == .text,
            !planned.rules.contains(where: { $0.constraints.minLength != nil || $0.constraints.maxLength != nil })
        else { return }
        if let maxLength = planned.constraints.maxLength, length > maxLength {
            diagnostics.error(
                "the \(what) writes \(length) characters, more than the maxLength \(maxLength) of \(Quoted.single(planned.field.key))",
                at: spec.location, path: spec.path, hint: "shorten the mask or raise 'maxLength'")
        } else if let minLength = planned.constraints.minLength, length < minLength {
            diagnostics.error(
                "the \(what) writes \(length) characters, fewer than the minLength \(minLength) of \(Quoted.single(planned.field.key))",
                at: spec.location, path: spec.path, hint: "lengthen the mask or lower 'minLength'")
        }
    }

    /// Literal bounds in the wrong order leave no value to draw.
    mutating func checkOrder(_ low: CompiledBound, _ high: CompiledBound, spec: GeneratorSpec) {
        guard case .value(let a) = low, case .value(let b) = high, let order = Value.compareForBounds(a, b) else { return }
        if order > 0 {
            diagnostics.error(
                "the range is empty: \(a.quoted) is greater than \(b.quoted)", at: spec.location, path: spec.path,
                hint: "write the smaller bound first")
        }
    }
}

extension Value {
    /// Compares two bound values of the same kind: negative, zero or positive; `nil` when they
    /// are not comparable.
    static func compareForBounds(_ a: Value, _ b: Value) -> Int? {
        switch (a, b) {
        case (.number(let x), .number(let y)): return x < y ? -1 : (x == y ? 0 : 1)
        case (.date(let x), .date(let y)): return x < y ? -1 : (x == y ? 0 : 1)
        case (.dateTime(let x), .dateTime(let y)): return x < y ? -1 : (x == y ? 0 : 1)
        case (.time(let x), .time(let y)): return x < y ? -1 : (x == y ? 0 : 1)
        default: return nil
        }
    }
}
