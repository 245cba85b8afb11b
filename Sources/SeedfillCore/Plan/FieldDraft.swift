/// A field as the planner compiles it, one part at a time: the mutable draft of a
/// ``PlannedField``. Only ``PlanBuilder`` and a run's specialisation (see
/// ``ModelPlan/specialized(today:now:)``) hold drafts; a plan holds ``PlannedField``s.
final class FieldDraft: PlannedFieldParts {
    /// The model's declaration (a synthetic one for `let` helpers).
    var field: Field
    /// Field or helper.
    var kind: PlannedKind
    /// Keys from the record root, list keys included, e.g. `["drivers", "birthDate"]`.
    var fullPath: [String]
    /// Stable hash of the dotted full path: the key of the field's random stream.
    var pathHash: UInt64
    /// Where the value lives.
    var slot: Slot
    /// The frame plan holding the slot.
    var frame: Int
    /// The scope the field's own expressions are read in.
    var scope: ScopeID
    /// The enclosing section or group in the same frame, if any.
    var container: FieldID?
    /// Child fields of a section, group or list, in model order.
    var children: [FieldID] = []
    /// For a list: the frame plan of its items.
    var itemFrame: Int?
    /// Declaration order within the whole model (ties in the fill order).
    var declarationIndex: Int
    /// Compiled conditions, constraints and generator.
    var visibleWhen: BoundExpression?
    var requiredWhen: BoundExpression?
    var enabledWhen: BoundExpression?
    var compute: BoundExpression?
    /// The value of the field when no seed entry maps it, in place of the model's default.
    var defaultExpr: BoundExpression?
    var validWhen: BoundExpression?
    var constraints: CompiledConstraints = CompiledConstraints.none
    var rules: [CompiledRule] = []
    /// The constraints in force for each combination of active rules (bit `i` set when rule `i`
    /// holds), merged once when planning; empty when there are too many rules to list them all.
    var constraintsByActiveRules: [CompiledConstraints] = []
    var options: CompiledOptions?
    var listCount: BoundExpression?
    var uniqueBy: [Int] = []
    var initialValue: Value?
    var generator: Generator = .modelDefault
    /// The seed entry the generator came from (for messages), if any.
    var generatorPath: String?
    var generatorLocation: SourceLocation?
    /// The value type expressions see.
    var valueType: ValueType
    /// Slots named in `parents`: dependencies that no expression states.
    var declaredParents: [Slot] = []
    /// Fixed options with no per-option condition, listed once (values, exclusive ones, and the
    /// values equal to no exclusive one, which a multiple choice draws from).
    var fixedOptions: (values: [Value], exclusive: [Value], plain: [Value])?
    /// Every non-null draw of the generator passes the field's checks (see ``DrawGuarantee``):
    /// the filler need not check it before the record is validated. Set for a run's plan.
    var drawsOnlyValid: Bool = false
    /// The generator reads cells of a CSV table, whose text may spell the number the field
    /// needs (see ``RecordFiller/conform(_:to:)``); no other text is read as a number.
    var readsTextCells: Bool = false

    init(
        field: Field, kind: PlannedKind, fullPath: [String], pathHash: UInt64, slot: Slot, frame: Int, scope: ScopeID,
        container: FieldID?, declarationIndex: Int, valueType: ValueType
    ) {
        self.field = field
        self.kind = kind
        self.fullPath = fullPath
        self.pathHash = pathHash
        self.slot = slot
        self.frame = frame
        self.scope = scope
        self.container = container
        self.declarationIndex = declarationIndex
        self.valueType = valueType
    }

    /// A draft of `planned`, to make a field that differs from it in some parts.
    init(_ planned: PlannedField) {
        field = planned.field
        kind = planned.kind
        fullPath = planned.fullPath
        pathHash = planned.pathHash
        slot = planned.slot
        frame = planned.frame
        scope = planned.scope
        container = planned.container
        children = planned.children
        itemFrame = planned.itemFrame
        declarationIndex = planned.declarationIndex
        visibleWhen = planned.visibleWhen
        requiredWhen = planned.requiredWhen
        enabledWhen = planned.enabledWhen
        compute = planned.compute
        defaultExpr = planned.defaultExpr
        validWhen = planned.validWhen
        constraints = planned.constraints
        rules = planned.rules
        constraintsByActiveRules = planned.constraintsByActiveRules
        options = planned.options
        listCount = planned.listCount
        uniqueBy = planned.uniqueBy
        initialValue = planned.initialValue
        generator = planned.generator
        generatorPath = planned.generatorPath
        generatorLocation = planned.generatorLocation
        valueType = planned.valueType
        declaredParents = planned.declaredParents
        fixedOptions = planned.fixedOptions
        drawsOnlyValid = planned.drawsOnlyValid
        readsTextCells = planned.readsTextCells
    }
}
