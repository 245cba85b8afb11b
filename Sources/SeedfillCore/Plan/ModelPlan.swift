/// A model compiled for filling: every field with its storage slot, its bound expressions and
/// compiled constraints, and each frame's fill order.
///
/// A *frame* is the storage of one record (frame 0) or of one list item (one frame plan per
/// list). Sections and groups live in their enclosing frame; only lists open a new one.
package struct ModelPlan: Sendable {
    /// The model it was compiled from.
    package var model: Model
    /// Every field, section, group and `let` helper, indexed by ``FieldID``.
    var fields: [PlannedField]
    /// Frame plans; index 0 is the record root.
    var frames: [FramePlan]
    /// Name scopes (root, each group, each list item), indexed by `ScopeID.id`.
    var scopes: [NameScope]
    /// Top-level items (sections and fields) in model order.
    var rootItems: [FieldID]
    /// Tables used by the model or its seed, in the order generators and options refer to them.
    var tableList: [Table]
    /// The stream key of each table's shared row (see ``TableRows/sharedRow(rowKey:rowCount:recordKey:itemKey:)``),
    /// hashed once here rather than for every record.
    var tableRowKeys: [UInt64] = []
    /// Seeds its `ref` generators read records of, indexed by ``Reference/source``.
    var references: [ReferencePlan] = []
}

/// Index of a field in ``ModelPlan/fields``.
package typealias FieldID = Int

/// The storage and order of one kind of frame.
struct FramePlan: Sendable {
    /// 0 for the record root, 1 for items of a top-level list, and so on.
    var depth: Int
    /// The list whose items use this frame (`nil` for the root).
    var list: FieldID?
    /// Number of slots.
    var slotCount: Int
    /// The field stored in each slot.
    var slotFields: [FieldID]
    /// Slot names (field paths within the frame), shared by every item's `ObjectValue`.
    var slotKeys: [String]
    /// Slot paths as the fixture writes them (each field's output name): where `validate` says
    /// a problem lies.
    var slotPaths: [String] = []
    /// Fields (and `let` helpers) of this frame in fill order.
    var order: [FieldID] = []
    /// The name scope of the frame's top level.
    var scope: ScopeID
    /// Whether some slot of the frame is a list (only then does a filled frame store items).
    var hasLists = false
    /// Fields of this frame written into one object under one output name, each set in
    /// model order: a record may show at most one of each (see ``ModelPlan/findSharedNames()``).
    var sharedNames: [[FieldID]] = []
}

/// What a planned entry is.
enum PlannedKind: Sendable, Equatable {
    /// A field of the model (including sections and groups).
    case field
    /// A seed file's `let` helper: drawn, readable by expressions, never written.
    case helper
}

/// A field compiled against its model and seed: what filling, validation and writing read.
///
/// Immutable (`let`s only, so `Sendable` as it is): the planner builds a ``FieldDraft`` and
/// makes this of it once it is done; a run's specialisation makes new ones. A class, so that
/// the many look-ups share one instance instead of copying dozens of references.
final class PlannedField: PlannedFieldParts, Sendable {
    // Declared in the order the per-record loops read them: what filling reads, then what
    // checking reads, then what only planning, tools and messages read (the model's own
    // declaration, `field`, over a kilobyte, is held out of line: see ``Declaration``). A class
    // lays its properties out in this order, so the parts a record touches share few cache
    // lines.

    // Filling (see ``RecordFiller``).

    /// The key of the field's random stream (its path hash), prepared for combining.
    let path: StreamOperand
    /// Where the value lives.
    let slot: Slot
    /// Field or helper.
    let kind: PlannedKind
    /// The value is always drawn: the field is not computed, has no `enabledWhen`, and has no
    /// initial value in place of the model's default. One test lets most fields skip three.
    let drawsPlainly: Bool
    /// Every non-null draw of the generator passes the field's checks (see ``DrawGuarantee``):
    /// the filler need not check it before the record is validated. Set for a run's plan.
    let drawsOnlyValid: Bool
    /// Whether a drawn value may need converting at all (see ``mayConform(_:)``): `false` when
    /// the field's quick draw always gives one type (or `null`) that its field needs no
    /// conversion of, such as a number for a number field, which saves the test per draw.
    let convertsDraws: Bool
    /// A decimal whose rules may set its scale: its values carry their scale when written.
    let writesOwnScale: Bool
    /// The field's type when ``RecordFiller/conform(_:to:)`` may convert a drawn value to it
    /// (a model field), else `nil` (a `let` helper keeps what it draws).
    let conformType: FieldType?
    /// The generator's cheap cases taken apart (see ``QuickDraw``).
    let quick: QuickDraw
    /// How the value is drawn (see ``Generator``).
    let generator: Generator
    /// The compiled conditions, computation and initial value.
    let visibleWhen: BoundExpression?
    let enabledWhen: BoundExpression?
    let compute: BoundExpression?
    let initialValue: Value?
    /// For a list: the frame plan of its items.
    let itemFrame: Int?
    /// For a list: the item slots of its `uniqueBy` fields (empty without).
    let uniqueBy: [Int]

    // Checking (see ``FieldCheck``).

    /// The quick check its values take (see ``accepts(_:in:)``).
    let quickShape: QuickShape
    /// The one check its values take when that is all of its quick check (see ``PassCheck``).
    let passCheck: PassCheck
    /// The constraints of the field without rules (see ``CompiledConstraints``).
    let constraints: CompiledConstraints
    /// The options as the checks look them up, if the field has any.
    let optionCheck: OptionCheck?
    /// With rules that one field's text chooses between, their reading (see ``RuleSwitch``).
    let ruleSwitch: RuleSwitch?
    /// The `rules`, compiled, in order.
    let rules: [CompiledRule]
    /// The constraints in force for each combination of active rules (bit `i` set when rule `i`
    /// holds), merged once when planning; empty when there are too many rules to list them all.
    let constraintsByActiveRules: [CompiledConstraints]
    /// `enabledWhen` as the checks read it: `nil` for a computed field, which is never read-only.
    let checkedEnabledWhen: BoundExpression?
    /// The compiled `requiredWhen`, `validWhen` and a list's `count`.
    let requiredWhen: BoundExpression?
    let validWhen: BoundExpression?
    let listCount: BoundExpression?
    /// The slot of the enclosing section or group in the same frame, if any.
    let containerSlot: Int?

    // Planning, tools and messages.

    /// The model's declaration (a synthetic one for `let` helpers).
    var field: Field { declaration.field }
    /// ``field``, held in an object of its own (see ``Declaration``).
    private let declaration: Declaration
    /// Keys from the record root, list keys included, e.g. `["drivers", "birthDate"]`.
    let fullPath: [String]
    /// Stable hash of the dotted full path: the key of the field's random stream.
    let pathHash: UInt64
    /// The frame plan holding the slot.
    let frame: Int
    /// The scope the field's own expressions are read in.
    let scope: ScopeID
    /// The enclosing section or group in the same frame, if any.
    let container: FieldID?
    /// Child fields of a section, group or list, in model order.
    let children: [FieldID]
    /// Declaration order within the whole model (ties in the fill order).
    let declarationIndex: Int
    /// The options as compiled (fixed ones with their conditions, or a table column).
    let options: CompiledOptions?
    /// The `defaultExpr`, compiled: the value in place of the model's default (read only by
    /// fields that have one, which are never drawn plainly, so it sits out of the hot part).
    let defaultExpr: BoundExpression?
    /// The seed entry the generator came from (for messages), if any.
    let generatorPath: String?
    let generatorLocation: SourceLocation?
    /// The value type expressions see.
    let valueType: ValueType
    /// Slots named in `parents`: dependencies that no expression states.
    let declaredParents: [Slot]
    /// Fixed options with no per-option condition, listed once (values, exclusive ones, and the
    /// values equal to no exclusive one, which a multiple choice draws from).
    let fixedOptions: (values: [Value], exclusive: [Value], plain: [Value])?
    /// The generator reads cells of a CSV table, whose text may spell the number the field
    /// needs (see ``RecordFiller/conform(_:to:)``); no other text is read as a number.
    let readsTextCells: Bool

    /// A field's declaration, out of line. It is over a kilobyte: held in the field, it spaced
    /// the plan's fields two kilobytes apart, so the first lines of every field, which the
    /// per-record loops read, fell into the same few sets of the level-1 data cache and evicted
    /// one another (the reference workload missed that cache a fifth more often).
    private final class Declaration: Sendable {
        let field: Field

        init(_ field: Field) {
            self.field = field
        }
    }

    /// The finished field of `draft`, whose container (if any) has its value in `containerSlot`.
    convenience init(_ draft: FieldDraft, containerSlot: Int?) {
        self.init(draft, Parts(draft, containerSlot: containerSlot))
    }

    /// The finished field of `draft` with its `parts`. Allocates nothing but the field itself
    /// (see ``finished(_:)``).
    private init(_ draft: FieldDraft, _ parts: Parts) {
        declaration = parts.declaration
        kind = draft.kind
        fullPath = draft.fullPath
        pathHash = draft.pathHash
        slot = draft.slot
        frame = draft.frame
        scope = draft.scope
        container = draft.container
        children = draft.children
        itemFrame = draft.itemFrame
        declarationIndex = draft.declarationIndex
        visibleWhen = draft.visibleWhen
        requiredWhen = draft.requiredWhen
        enabledWhen = draft.enabledWhen
        compute = draft.compute
        defaultExpr = draft.defaultExpr
        validWhen = draft.validWhen
        constraints = draft.constraints
        rules = draft.rules
        constraintsByActiveRules = draft.constraintsByActiveRules
        options = draft.options
        listCount = draft.listCount
        uniqueBy = draft.uniqueBy
        initialValue = draft.initialValue
        generator = draft.generator
        generatorPath = draft.generatorPath
        generatorLocation = draft.generatorLocation
        valueType = draft.valueType
        declaredParents = draft.declaredParents
        fixedOptions = draft.fixedOptions
        drawsOnlyValid = draft.drawsOnlyValid
        readsTextCells = draft.readsTextCells
        containerSlot = parts.containerSlot
        checkedEnabledWhen = parts.checkedEnabledWhen
        optionCheck = parts.optionCheck
        quickShape = parts.quickShape
        ruleSwitch = parts.ruleSwitch
        passCheck = parts.passCheck
        let quick = parts.quick
        self.quick = quick
        path = StreamOperand(draft.pathHash)
        writesOwnScale = draft.field.type == .decimal && draft.rules.contains { $0.constraints.scale != nil }
        let conformType = draft.kind == .field ? draft.field.type : nil
        self.conformType = conformType
        convertsDraws = conformType.map { Self.convertsDraws(of: quick, to: $0) } ?? false
        var initialReplacesDefault = false
        if case .modelDefault = draft.generator { initialReplacesDefault = draft.initialValue != nil || draft.defaultExpr != nil }
        drawsPlainly = draft.compute == nil && draft.enabledWhen == nil && !initialReplacesDefault
    }

    /// The finished fields of `drafts`, in the same order.
    ///
    /// Every part that allocates is made first, then the fields one after another with nothing
    /// allocated between them, so that the fields lie next to each other in memory, in plan
    /// order. The per-record loops read the first lines of every field of a frame in turn; laid
    /// out apart (each field among its own parts) they were scattered over the heap, and the
    /// reference workload ran about 1.5 % slower for the same instructions.
    static func finished(_ drafts: [FieldDraft]) -> [PlannedField] {
        let parts = drafts.map { Parts($0, containerSlot: $0.container.map { drafts[$0].slot.index }) }
        return drafts.indices.map { PlannedField(drafts[$0], parts[$0]) }
    }

    /// What a finished field is made of beyond its draft's own parts: everything that
    /// allocates, and what is worked out of the draft.
    private struct Parts {
        let declaration: Declaration
        let containerSlot: Int?
        let checkedEnabledWhen: BoundExpression?
        let optionCheck: OptionCheck?
        let quickShape: QuickShape
        let ruleSwitch: RuleSwitch?
        let passCheck: PassCheck
        let quick: QuickDraw

        /// The parts of `draft`, whose container (if any) has its value in `containerSlot`.
        init(_ draft: FieldDraft, containerSlot: Int?) {
            declaration = Declaration(draft.field)
            self.containerSlot = containerSlot
            let checkedEnabledWhen = draft.compute == nil ? draft.enabledWhen : nil
            self.checkedEnabledWhen = checkedEnabledWhen
            let optionCheck = OptionCheck(draft)
            self.optionCheck = optionCheck
            let quickShape = QuickShape(draft, options: optionCheck)
            self.quickShape = quickShape
            let rulesListed = !draft.rules.isEmpty && !draft.constraintsByActiveRules.isEmpty
            ruleSwitch = rulesListed ? RuleSwitch(draft.rules.map(\.when)) : nil
            passCheck = PassCheck(
                quick: quickShape, limits: draft.constraints, options: optionCheck,
                plain: draft.rules.isEmpty && draft.validWhen == nil && checkedEnabledWhen == nil)
            if case .modelDefault = draft.generator {
                quick = QuickDraw.modelDefault(of: draft, options: optionCheck)
            } else {
                quick = QuickDraw(draft.generator)
            }
        }
    }
}

/// A `rules` entry, compiled.
struct CompiledRule: Sendable {
    var when: BoundExpression
    var constraints: CompiledConstraints
    var path: String
}

/// Options of a choice, compiled.
enum CompiledOptions: Sendable {
    /// Fixed options.
    case list([CompiledOption])
    /// Distinct values of a table column among rows matching the given slots.
    case table(table: Int, column: Int, match: [(column: Int, slot: Slot)], tableName: String, columnName: String, index: TableOptionIndex)
    /// The distinct answers another field holds in the record: `answers` evaluates to them (a
    /// multichoice's array, or a list's item values); `source` is the name as written.
    case from(_ answers: BoundExpression, source: String)
}

/// One fixed option.
struct CompiledOption: Sendable {
    var value: Value
    var visibleWhen: BoundExpression?
    var exclusive: Bool
}
