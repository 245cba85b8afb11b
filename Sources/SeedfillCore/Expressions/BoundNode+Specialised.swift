/// Common shapes of expression given cases of their own once an expression is built, so that
/// evaluating them reads the fields where they are stored instead of walking two child nodes.
///
/// `age >= 55`, `status == 'employed'` and `monthlyPayment <= balance` run for every record,
/// inside `and`/`or`, `if(…)` and function calls as often as at the top (where
/// ``ExpressionShortcut`` already takes the common ones). As `.binary` nodes each costs a switch
/// on two boxed children and a test of whether each is stored; a specialised node holds the
/// slot and the literal itself. Only evaluation sees these cases: ``BoundExpression`` keeps the
/// tree as bound (``BoundExpression/root``) for the planner's analyses and evaluates the
/// specialised copy.
extension BoundNode {
    /// The same expression with every `field op literal`, `literal op field` and `field op
    /// field` (for an operator other than `and`/`or`) made a ``slotOperator(_:_:_:slotFirst:)``
    /// or ``slotsOperator(_:_:_:)``, at any depth.
    func specialised() -> BoundNode {
        switch self {
        case .constant, .slot, .recordIndex, .itemIndex, .today, .now, .slotOperator, .slotsOperator:
            return self
        case .binary(let op, .slot(let a), .slot(let b)):
            return .slotsOperator(op, a, b)
        case .binary(let op, .slot(let slot), .constant(let value)):
            return .slotOperator(op, slot, value, slotFirst: true)
        case .binary(let op, .constant(let value), .slot(let slot)):
            return .slotOperator(op, slot, value, slotFirst: false)
        case .binary(let op, let a, let b):
            return .binary(op, a.specialised(), b.specialised())
        case .listMap(let list, let itemDepth, let inner, let flatten):
            return .listMap(list: list, itemDepth: itemDepth, inner: inner.specialised(), flatten: flatten)
        case .member(let base, let name):
            return .member(base.specialised(), name)
        case .index(let base, let index):
            return .index(base.specialised(), index.specialised())
        case .list(let elements):
            return .list(elements.map { $0.specialised() })
        case .not(let operand):
            return .not(operand.specialised())
        case .negate(let operand):
            return .negate(operand.specialised())
        case .and(let a, let b):
            return .and(a.specialised(), b.specialised())
        case .or(let a, let b):
            return .or(a.specialised(), b.specialised())
        case .isNull(let operand, let negated):
            return .isNull(operand.specialised(), negated: negated)
        case .matchesPattern(let operand, let pattern):
            return .matchesPattern(operand.specialised(), pattern)
        case .regexReplace(let text, let pattern, let replacement):
            return .regexReplace(text.specialised(), pattern, replacement.specialised())
        case .call(let function, let arguments):
            return .call(function, arguments.map { $0.specialised() })
        case .aggregate(let function, let list, let itemDepth, let body):
            return .aggregate(function, list: list, itemDepth: itemDepth, body: body.specialised())
        }
    }

    /// ``slotOperator(_:_:_:slotFirst:)``: what ``binary(_:_:_:_:)`` gives for a slot and a
    /// constant, which lends both where they are stored (a slot outside the frames reads as
    /// `null`) to the same operator code.
    @inline(__always)
    static func slotOperator(
        _ op: BinaryOperator, _ slot: Slot, _ constant: Value, slotFirst: Bool, _ context: borrowing EvaluationContext
    ) throws(EvaluationError) -> Value {
        guard holds(slot, context) else {
            return try slotFirst ? applyQuickly(op, .null, constant) : applyQuickly(op, constant, .null)
        }
        let field = context.frames[slot.depth][slot.index]
        return try slotFirst ? applyQuickly(op, field, constant) : applyQuickly(op, constant, field)
    }

    /// ``slotsOperator(_:_:_:)``: what ``binary(_:_:_:_:)`` gives for two slots.
    @inline(__always)
    static func slotsOperator(_ op: BinaryOperator, _ a: Slot, _ b: Slot, _ context: borrowing EvaluationContext) throws(EvaluationError)
        -> Value
    {
        let x = holds(a, context) ? context.frames[a.depth][a.index] : .null
        let y = holds(b, context) ? context.frames[b.depth][b.index] : .null
        return try applyQuickly(op, x, y)
    }
}
