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

    private static func holds<F: PlannedFieldParts>(_ generator: Generator, _ planned: F, _ fields: [F]) -> Bool {
        let c = planned.constraints
        let type = planned.field.type
        switch generator {
        case .nullable(_, let inner):
            return holds(inner, planned, fields)
        case .bool:
            return boolHolds(planned)
        case .mask(let mask):
            return maskHolds(mask, planned)
        case .regex(let pattern):
            return regexHolds(pattern, planned)
        case .oneOf(let values, _):
            return oneOfHolds(values, planned)
        case .table(let table, let column, let drawMatch, _):
            guard type == .choice, drawMatch.isEmpty, case .table(let optionTable, let optionColumn, let match, _, _, _)? = planned.options,
                optionTable == table, optionColumn == column
            else { return false }
            // The column's values are offered for the `match` fields' values; drawn from the
            // record's shared row, the value is offered when those fields hold the same row's cells.
            return match.allSatisfy { sharesRow(of: table, column: $0.column, at: $0.slot, with: planned, fields) }
        case .int(let min, let max, _):
            guard type == .integer, planned.options == nil, let low = wholeNumber(min), let high = wholeNumber(max) else { return false }
            return within(low, high, c)
        case .decimal(let min, let max, let scale):
            guard type == .decimal, planned.options == nil, scale <= (c.scale ?? 2), let low = number(min), let high = number(max)
            else { return false }
            return within(low, high, c)
        case .date(let from, let to):
            guard type == .date, planned.options == nil, let from, let to, let min = c.min, let max = c.max else { return false }
            // A bound reading the field itself sees the previous draw while drawing.
            let own = planned.slot
            guard !from.dependencies.contains(own), !to.dependencies.contains(own) else { return false }
            return yieldsDate(from) && yieldsDate(to) && sameBound(from, min) && sameBound(to, max)
        default:
            return false
        }
    }

    /// Whether the value at `slot` is always `column` of the row of `table` that `planned` draws
    /// from: a field or helper of the record's root drawn from the same table's shared row
    /// without a `match`, always shown, and kept as the cell is (text, a choice, or a helper;
    /// a number cell made text is still the key the options are indexed by).
    ///
    /// Only the root: a list item's fields may be given by a constant list instead of drawn.
    private static func sharesRow<F: PlannedFieldParts>(of table: Int, column: Int, at slot: Slot, with planned: F, _ fields: [F])
        -> Bool
    {
        guard planned.frame == 0, slot.depth == 0, let source = fields.first(where: { $0.frame == 0 && $0.slot == slot }),
            case .table(table, column, let match, _) = source.generator, match.isEmpty,
            source.compute == nil, source.enabledWhen == nil, source.visibleWhen == nil,
            source.kind == .helper || source.field.type == .choice || source.field.type == .text
        else { return false }
        // A helper is always drawn; a field only while every section or group holding it is shown.
        var container = source.kind == .helper ? nil : source.container
        while let id = container {
            guard fields[id].visibleWhen == nil else { return false }
            container = fields[id].container
        }
        return true
    }

    /// Whether `low…high` lies inside the field's constant bounds (a missing bound is no limit).
    private static func within(_ low: Number, _ high: Number, _ c: CompiledConstraints) -> Bool {
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

    private static func number(_ bound: CompiledBound) -> Number? {
        if case .number(let n)? = constant(bound) { return n }
        return nil
    }

    private static func wholeNumber(_ bound: CompiledBound) -> Number? {
        guard let n = number(bound), n.int64Value != nil else { return nil }
        return n
    }

    private static func constant(_ bound: CompiledBound) -> Value? {
        switch bound {
        case .value(let value): return value
        case .expression(let expression, _): return expression.constantValue
        }
    }

    /// Whether a bound always evaluates to a date (so the date generator honours it exactly).
    private static func yieldsDate(_ bound: CompiledBound) -> Bool {
        switch bound {
        case .value(let value): if case .date = value { return true } else { return false }
        case .expression(let expression, _):
            if case .date? = expression.constantValue { return true }
            return expression.staticType == .date
        }
    }

    /// Whether two bounds are the same computation: equal constants, or structurally equal
    /// expressions over the same slots.
    private static func sameBound(_ a: CompiledBound, _ b: CompiledBound) -> Bool {
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
