/// Contradictions in a range generator's own arguments, seen without generating: an empty
/// range, or more digits than the decimal field keeps.
extension PlanBuilder {
    /// A generator writing more digits after the point than a decimal field keeps can never
    /// produce a valid value (the field check rejects it), so it is an input error.
    mutating func checkScale(_ scale: Int, spec: GeneratorSpec, field id: FieldID) {
        let planned = fields[id]
        guard planned.kind == .field, planned.field.type == .decimal else { return }
        let fieldScale = planned.field.constraints.scale ?? 2
        if scale > fieldScale {
            diagnostics.error("'scale' \(scale) is more than the \(fieldScale) digits the field '\(planned.field.key)' keeps after the point",
                              at: spec.location, path: spec.path, hint: "use \"scale\": \(fieldScale) or less, or raise the field's scale")
        }
    }

    /// Literal bounds in the wrong order leave no value to draw.
    mutating func checkOrder(_ low: CompiledBound, _ high: CompiledBound, spec: GeneratorSpec) {
        guard case .value(let a) = low, case .value(let b) = high, let order = Value.compareForBounds(a, b) else { return }
        if order > 0 {
            diagnostics.error("the range is empty: \(a.jsonText) is greater than \(b.jsonText)", at: spec.location, path: spec.path,
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
