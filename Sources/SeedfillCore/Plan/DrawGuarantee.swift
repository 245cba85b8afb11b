/// Whether a field's generator can only draw values its own constraints accept.
///
/// The filler checks every draw so that a bad one is drawn again. For many fields the seed says
/// the same thing as the model — `"mask": "## ## ######"` for a field with that mask, dates
/// between the very bounds the field has, a table's column for a choice offering that column —
/// and the check can never fail. Knowing that when planning saves a check per value; the
/// record is still validated in full before it is written (``RecordValidator``), so a wrong
/// answer here could only turn a redraw into a reported error, never let a bad value through.
///
/// The proof is deliberately narrow: fields without rules, `validWhen` or references, and
/// generators whose output is decided by constants or by the field's own bound expressions.
/// Emptiness is not covered: a `null` draw is always checked (a required field must redraw).
enum DrawGuarantee {
    /// Whether every non-null draw of `planned`'s generator passes its type, constraint and
    /// option checks. `fields` are the plan's fields (a table choice's `match` names others).
    static func holds<F: PlannedFieldParts>(for planned: F, in fields: [F]) -> Bool {
        // `enabledWhen` is excluded too: it may read the field itself, and then it holds or not
        // depending on the value drawn.
        guard planned.kind == .field, planned.rules.isEmpty, planned.validWhen == nil, planned.compute == nil,
            planned.enabledWhen == nil, planned.field.type != .ref
        else { return false }
        return holds(planned.generator, planned, fields)
    }

    /// Whether `low…high` lies inside the field's constant bounds (a missing bound is no limit).
    static func within(_ low: Number, _ high: Number, _ c: CompiledConstraints) -> Bool {
        if let min = c.min {
            guard let bound = number(min), let order = Value.compareForBounds(.number(low), .number(bound)), order >= 0 else {
                return false
            }
        }
        if let max = c.max {
            guard let bound = number(max), let order = Value.compareForBounds(.number(high), .number(bound)), order <= 0 else {
                return false
            }
        }
        return true
    }

    static func number(_ bound: CompiledBound) -> Number? {
        if case .number(let n)? = constant(bound) { return n }
        return nil
    }

    static func wholeNumber(_ bound: CompiledBound) -> Number? {
        guard let n = number(bound), n.int64Value != nil else { return nil }
        return n
    }

    static func constant(_ bound: CompiledBound) -> Value? {
        switch bound {
        case .value(let value): return value
        case .expression(let expression, _): return expression.constantValue
        }
    }

    /// Whether a bound always evaluates to a date (so the date generator honours it exactly).
    static func yieldsDate(_ bound: CompiledBound) -> Bool {
        switch bound {
        case .value(let value): if case .date = value { return true } else { return false }
        case .expression(let expression, _):
            if case .date? = expression.constantValue { return true }
            return expression.staticType == .date
        }
    }

    /// Whether two bounds are the same computation: equal constants, or structurally equal
    /// expressions over the same slots.
    static func sameBound(_ a: CompiledBound, _ b: CompiledBound) -> Bool {
        switch (a, b) {
        case (.value(let x), .value(let y)): return x == y
        case (.expression(let x, _), .expression(let y, _)): return x.root.isSame(as: y.root)
        default: return false
        }
    }
}

extension BoundNode {
    /// Structural equality for the nodes bounds are made of; anything else counts as different.
    func isSame(as other: BoundNode) -> Bool {
        switch (self, other) {
        case (.constant(let a), .constant(let b)): return a == b
        case (.slot(let a), .slot(let b)): return a == b
        case (.today, .today), (.now, .now), (.recordIndex, .recordIndex), (.itemIndex, .itemIndex): return true
        case (.negate(let a), .negate(let b)), (.not(let a), .not(let b)): return a.isSame(as: b)
        case (.binary(let op, let a1, let a2), .binary(let op2, let b1, let b2)):
            return op == op2 && a1.isSame(as: b1) && a2.isSame(as: b2)
        case (.call(let f, let a), .call(let g, let b)):
            return f == g && a.count == b.count && zip(a, b).allSatisfy { $0.isSame(as: $1) }
        default: return false
        }
    }
}
