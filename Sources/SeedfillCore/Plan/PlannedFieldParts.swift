/// What a planned field holds, as the planner's checks and helpers read it: both the
/// finished ``PlannedField`` and the planner's ``FieldDraft`` have it, so code that only reads
/// a field serves both.
protocol PlannedFieldParts: AnyObject {
    var field: Field { get }
    var kind: PlannedKind { get }
    var fullPath: [String] { get }
    var pathHash: UInt64 { get }
    var slot: Slot { get }
    var frame: Int { get }
    var scope: ScopeID { get }
    var container: FieldID? { get }
    var children: [FieldID] { get }
    var itemFrame: Int? { get }
    var declarationIndex: Int { get }
    var visibleWhen: BoundExpression? { get }
    var requiredWhen: BoundExpression? { get }
    var enabledWhen: BoundExpression? { get }
    var compute: BoundExpression? { get }
    var defaultExpr: BoundExpression? { get }
    var validWhen: BoundExpression? { get }
    var constraints: CompiledConstraints { get }
    var rules: [CompiledRule] { get }
    var constraintsByActiveRules: [CompiledConstraints] { get }
    var options: CompiledOptions? { get }
    var listCount: BoundExpression? { get }
    var uniqueBy: [Int] { get }
    var initialValue: Value? { get }
    var generator: Generator { get }
    var generatorPath: String? { get }
    var generatorLocation: SourceLocation? { get }
    var valueType: ValueType { get }
    var declaredParents: [Slot] { get }
    var fixedOptions: (values: [Value], exclusive: [Value], plain: [Value])? { get }
    var drawsOnlyValid: Bool { get }
    var readsTextCells: Bool { get }
}

extension PlannedFieldParts {
    /// The field as messages name it: `'drivers.birthDate'`, or `the helper 'age'`.
    var messageName: String {
        kind == .helper ? "the helper \(Quoted.single(field.key))" : "'\(fullPath.joined(separator: "."))'"
    }
}
