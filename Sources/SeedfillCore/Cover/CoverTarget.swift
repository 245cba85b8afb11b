/// Something a cover set of fixtures (`generate --cover`) shows at least once: one value of a
/// choice, multichoice or boolean; an optional field both filled and left empty; a field with
/// a `visibleWhen` both shown and hidden; a list at its fewest and its most items; each branch
/// of the seed's `when`; each rule of the model both holding and not; each option with a
/// `visibleWhen` both offered and not; each bound of a value at its edge.
///
/// A field of a list's items is covered when any item of any fixture shows it.
struct CoverTarget: Hashable, Sendable {
    /// What is to be seen.
    enum Kind: Hashable, Sendable {
        /// The field shown holding the value (a multichoice: holding it among others).
        case value(Value)
        /// The field shown with a value.
        case filled
        /// The field shown empty (`null`, or left out when it is `"optional": "omit"`).
        case empty
        /// The field shown (its `visibleWhen` holds, and its container's).
        case shown
        /// The field hidden while what holds it is there.
        case hidden
        /// A list shown with this many items (its fewest, its most).
        case items(Int)
        /// The field shown where the seed's `when` takes this branch (counted from 0; an `else`
        /// is a branch), or, with `nil`, where no branch's condition holds (the model's default).
        case branch(Int?)
        /// The field shown where rule `rule` (counted from 0) holds, or does not.
        case rule(Int, holds: Bool)
        /// The field shown where the option's `visibleWhen` holds (the option is offered), or not.
        case option(Value, offered: Bool)
        /// The field shown holding the value of its bound `edge` exactly: the field's own bound,
        /// or, with `rule`, that rule's, where the rule holds.
        case edge(CoverEdge, rule: Int?)
    }

    /// The field.
    let field: FieldID
    let kind: Kind

    /// The target in words, the field named by `path`: `car.documentType = "pts"`,
    /// `car.regNumber shown`, `person.birthDate at its max 'today - 18y'`.
    func described(path: String, in plan: ModelPlan) -> String {
        let field = plan.fields[field]
        switch kind {
        case .value(let value): return "\(path) = \(value.quoted)"
        case .filled: return "\(path) filled"
        case .empty: return "\(path) empty"
        case .shown: return "\(path) shown"
        case .hidden: return "\(path) hidden"
        case .items(let count): return "\(path) with \(count) item\(count == 1 ? "" : "s")"
        case .branch(let index?): return "\(path) by branch \(index + 1) of the seed's 'when'"
        case .branch(nil): return "\(path) by no branch of the seed's 'when'"
        case .rule(let index, let holds):
            let condition = field.field.rules[index].when.text
            return "\(path) with rule \(index + 1) (\(Quoted.single(condition))) \(holds ? "holding" : "not holding")"
        case .option(let value, let offered): return "\(path) \(offered ? "offering" : "not offering") \(value.quoted)"
        case .edge(let edge, let rule):
            let constraints = rule.map { field.field.rules[$0].constraints } ?? field.field.constraints
            let bound = edge.text(in: constraints) ?? "?"
            return "\(path) at its \(edge.rawValue) \(bound)" + (rule.map { " (rule \($0 + 1))" } ?? "")
        }
    }

    /// Whether a record can be aimed at the target by giving the field a value (see
    /// ``CoverSearch/aimed(at:from:alone:)``): a value, an empty field, a list's items, a bound.
    var isAimed: Bool {
        switch kind {
        case .value, .empty, .items, .edge: true
        case .filled, .shown, .hidden, .branch, .rule, .option: false
        }
    }

    /// Why no valid record can show the target, when the plan alone says so: a condition that
    /// reads no answer rules it out (see ``constantImpossibility(in:)``), a length no value of
    /// the mask or pattern has, a bound beyond the other bound in force.
    func impossibility(in plan: ModelPlan) -> String? {
        if let reason = constantImpossibility(in: plan) { return reason }
        guard case .edge(let edge, let rule) = kind else { return nil }
        let planned = plan.fields[field]
        let constraints = rule.map { planned.constraints.overridden(by: planned.rules[$0].constraints) } ?? planned.constraints
        return edge.impossibility(in: constraints)
    }
}
