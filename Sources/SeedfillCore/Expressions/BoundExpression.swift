/// An expression bound to storage, ready to evaluate for any record.
///
/// Plans hold many of these in class properties, so every check that reads one copies it: the
/// parts live in one immutable object, and a copy costs one reference count, not one per part.
struct BoundExpression: Sendable {
    /// The parts, shared by every copy; a change makes a new one.
    private var storage: Storage

    /// Creates a bound expression.
    init(dependencies: [Slot], staticType: ValueType, root: BoundNode) {
        storage = Storage(dependencies: dependencies, staticType: staticType, root: root)
    }

    /// Every slot the expression reads, deduplicated, in first-use order; a list read through an
    /// aggregate or `list.field` counts as the list's slot.
    var dependencies: [Slot] {
        get { storage.dependencies }
        set { storage = Storage(dependencies: newValue, staticType: storage.staticType, root: storage.root) }
    }

    /// The type of the result as far as binding can tell (`.any` when unknown).
    var staticType: ValueType {
        get { storage.staticType }
        set { storage = Storage(dependencies: storage.dependencies, staticType: newValue, root: storage.root) }
    }

    /// The tree the evaluator walks.
    var root: BoundNode {
        get { storage.root }
        set { storage = Storage(dependencies: storage.dependencies, staticType: storage.staticType, root: newValue) }
    }

    /// The expression's value for the record and item in `context`.
    func evaluate(in context: inout EvaluationContext) throws(EvaluationError) -> Value {
        // The two commonest cases first, without going through an optional.
        switch storage.shortcut {
        case .none:
            return try storage.program.evaluate(&context)
        case .constant(let value):
            return value
        default:
            if let value = storage.shortcut.value(in: context) { return value }
            return try storage.program.evaluate(&context)
        }
    }

    /// Whether the expression holds, as a condition (see ``Value/isTruthy``).
    func isTrue(in context: inout EvaluationContext) throws(EvaluationError) -> Bool {
        if let value = storage.shortcut.value(in: context) { return value.isTruthy }
        return try storage.program.isTrue(&context)
    }

    /// Calls `body` with the expression's value; a field or a constant is lent where it is
    /// stored instead of copied, for callers that only look at the value.
    @inline(__always)
    func withValue<R>(in context: inout EvaluationContext, _ body: (Value) throws(EvaluationError) -> R) throws(EvaluationError) -> R {
        if storage.program.isStored { return try storage.program.withStored(context, body) }
        return try body(try evaluate(in: &context))
    }

    /// The expression's value when it is a date the shortcut can tell without the tree (a
    /// constant, `birthDate + 18y`), else `nil`: then ``evaluate(in:)`` gives the value or error.
    @inline(__always)
    func knownDate(in context: borrowing EvaluationContext) -> LocalDate? {
        storage.shortcut.date(in: context)
    }

    /// The expression's value when it is a number the shortcut can tell without the tree (a
    /// constant, `round(basePower * 0.9)`), else `nil`: then ``evaluate(in:)`` decides.
    @inline(__always)
    func knownNumber(in context: borrowing EvaluationContext) -> Number? {
        storage.shortcut.number(in: context)
    }

    /// The value when the expression does not depend on the record (a literal bound), else `nil`.
    var constantValue: Value? {
        if case .constant(let value) = storage.root { return value }
        return nil
    }

    /// The immutable parts of a bound expression.
    private final class Storage: Sendable {
        // What evaluating reads first (a class lays its properties out in order).
        /// How a common shape of `root` is evaluated without walking it.
        let shortcut: ExpressionShortcut
        /// `root` as evaluated, its common shapes specialised (see ``BoundNode/specialised()``).
        let program: BoundNode
        let dependencies: [Slot]
        let staticType: ValueType
        let root: BoundNode

        init(dependencies: [Slot], staticType: ValueType, root: BoundNode) {
            self.dependencies = dependencies
            self.staticType = staticType
            self.root = root
            program = root.specialised()
            shortcut = ExpressionShortcut(root)
        }
    }
}
