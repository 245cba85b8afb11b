/// Folding what is constant for a whole run.
///
/// Bounds such as `today - 80y` read no field: within one run (one `today`) they have one
/// value, yet as written they would be evaluated again for every draw and every check. A plan
/// specialised for a run holds those parts as constants, so a record only evaluates what
/// depends on its own fields.
extension ModelPlan {
    /// This plan with every part of every expression that reads no field, record number or item
    /// number replaced by its value for `today` and `now`. The result has its own field objects;
    /// this plan is not changed. Parts whose evaluation fails are kept, so that the error is
    /// still reported, with its record, when a record evaluates them.
    func specialized(today: LocalDate, now: LocalDateTime) -> ModelPlan {
        let folder = RunConstantFolder(today: today, now: now)
        var out = self
        let drafts = fields.map { folder.fold($0) }
        // Decided on the folded plan, where `today - 80y` in the seed and in the model are the
        // same constant; a table choice's guarantee reads the fields its `match` names.
        for draft in drafts { draft.drawsOnlyValid = DrawGuarantee.holds(for: draft, in: drafts) }
        out.fields = PlannedField.finished(drafts)
        return out
    }
}

/// Replaces run-constant parts of a plan's expressions by their values.
struct RunConstantFolder {
    let today: LocalDate
    let now: LocalDateTime

    /// The `now` of a run on `today`: noon UTC, so that it is the same wherever the run is.
    static func now(on today: LocalDate) -> LocalDateTime {
        LocalDateTime(secondsSinceEpoch: Int64(today.daysSinceEpoch) * 86_400 + 12 * 3600, offsetMinutes: 0)
    }

    /// A draft of `planned` with its run constants folded.
    func fold(_ planned: PlannedField) -> FieldDraft {
        let out = FieldDraft(planned)
        out.visibleWhen = planned.visibleWhen.map(fold)
        out.requiredWhen = planned.requiredWhen.map(fold)
        out.enabledWhen = planned.enabledWhen.map(fold)
        out.compute = planned.compute.map(fold)
        out.defaultExpr = planned.defaultExpr.map(fold)
        out.validWhen = planned.validWhen.map(fold)
        out.listCount = planned.listCount.map(fold)
        out.constraints = fold(planned.constraints)
        out.rules = planned.rules.map { CompiledRule(when: fold($0.when), constraints: fold($0.constraints), path: $0.path) }
        out.constraintsByActiveRules = planned.constraintsByActiveRules.map(fold)
        if case .list(let options)? = planned.options {
            out.options = .list(
                options.map { CompiledOption(value: $0.value, visibleWhen: $0.visibleWhen.map(fold), exclusive: $0.exclusive) })
        }
        out.generator = fold(planned.generator)
        return out
    }

    func fold(_ constraints: CompiledConstraints) -> CompiledConstraints {
        // Constant bounds fold to themselves: the constraints are shared, not made again.
        func evaluated(_ bound: CompiledBound?) -> Bool { if case .expression? = bound { true } else { false } }
        guard evaluated(constraints.min) || evaluated(constraints.max) else { return constraints }
        return constraints.withBounds(min: constraints.min.map(fold), max: constraints.max.map(fold))
    }

    func fold(_ bound: CompiledBound) -> CompiledBound {
        guard case .expression(let expression, let text) = bound else { return bound }
        // The text stays: messages quote the bound as the user wrote it.
        return .expression(fold(expression), text: text)
    }

    func fold(_ expression: BoundExpression) -> BoundExpression {
        var out = expression
        out.root = fold(expression.root).node
        return out
    }

    /// The folded node, and whether it is constant for the run.
    func fold(_ node: BoundNode) -> (node: BoundNode, constant: Bool) {
        switch node {
        case .constant: return (node, true)
        case .today: return (.constant(.date(today)), true)
        case .now: return (.constant(.dateTime(now)), true)
        case .slot, .recordIndex, .itemIndex, .listMap, .aggregate, .slotOperator, .slotsOperator: return (node, false)
        case .member(let base, let name):
            let b = fold(base)
            return attempt(.member(b.node, name), b.constant)
        case .index(let base, let index):
            let (b, i) = (fold(base), fold(index))
            return attempt(.index(b.node, i.node), b.constant && i.constant)
        case .list(let elements):
            let folded = elements.map(fold)
            return attempt(.list(folded.map(\.node)), folded.allSatisfy(\.constant))
        case .not(let operand):
            let o = fold(operand)
            return attempt(.not(o.node), o.constant)
        case .negate(let operand):
            let o = fold(operand)
            return attempt(.negate(o.node), o.constant)
        case .and(let a, let b):
            let (x, y) = (fold(a), fold(b))
            return attempt(.and(x.node, y.node), x.constant && y.constant)
        case .or(let a, let b):
            let (x, y) = (fold(a), fold(b))
            return attempt(.or(x.node, y.node), x.constant && y.constant)
        case .isNull(let operand, let negated):
            let o = fold(operand)
            return attempt(.isNull(o.node, negated: negated), o.constant)
        case .binary(let op, let a, let b):
            let (x, y) = (fold(a), fold(b))
            return attempt(.binary(op, x.node, y.node), x.constant && y.constant)
        case .matchesPattern(let operand, let pattern):
            let o = fold(operand)
            return attempt(.matchesPattern(o.node, pattern), o.constant)
        case .regexReplace(let text, let pattern, let replacement):
            let (t, r) = (fold(text), fold(replacement))
            return attempt(.regexReplace(t.node, pattern, r.node), t.constant && r.constant)
        case .call(let function, let arguments):
            let folded = arguments.map(fold)
            return attempt(.call(function, folded.map(\.node)), folded.allSatisfy(\.constant))
        }
    }

    /// `node` as a constant when its operands are constant and it evaluates without error.
    private func attempt(_ node: BoundNode, _ operandsConstant: Bool) -> (node: BoundNode, constant: Bool) {
        guard operandsConstant else { return (node, false) }
        var context = EvaluationContext(frames: [], recordIndex: 1, itemIndex: 0, today: today, now: now)
        guard let value = try? node.evaluate(&context) else { return (node, false) }
        return (.constant(value), true)
    }
}
