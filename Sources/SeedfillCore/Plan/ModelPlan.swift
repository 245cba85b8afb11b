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
    /// Fields (and `let` helpers) of this frame in fill order.
    var order: [FieldID] = []
    /// The name scope of the frame's top level.
    var scope: ScopeID
    /// Whether some slot of the frame is a list (only then does a filled frame store items).
    var hasLists = false
}

/// What a planned entry is.
enum PlannedKind: Sendable, Equatable {
    /// A field of the model (including sections and groups).
    case field
    /// A seed file's `let` helper: drawn, readable by expressions, never written.
    case helper
}

/// A field compiled against its model and seed.
///
/// A class so that the filler's many look-ups share one instance instead of copying dozens
/// of references; the planner is the only writer, and a finished plan is never changed.
final class PlannedField: @unchecked Sendable {
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

    /// Compiled conditions, constraints and generator; filled in by the planner.
    var visibleWhen: BoundExpression?
    var requiredWhen: BoundExpression?
    var enabledWhen: BoundExpression?
    var compute: BoundExpression?
    var validWhen: BoundExpression?
    var constraints = CompiledConstraints.none
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
    var valueType: ValueType = .any
    /// Slots named in `parents`: dependencies that no expression states.
    var declaredParents: [Slot] = []
    /// Fixed options with no per-option condition, listed once (values, exclusive ones).
    var fixedOptions: (values: [Value], exclusive: [Value])?
    /// Every non-null draw of the generator passes the field's checks (see ``DrawGuarantee``):
    /// the filler need not check it before the record is validated. Set for a run's plan.
    var drawsOnlyValid = false
    /// The generator reads cells of a CSV table, whose text may spell the number the field
    /// needs (see ``RecordFiller/conform(_:to:)``); no other text is read as a number.
    var readsTextCells = false
    /// The field as messages name it: `'drivers.birthDate'`, or `the helper 'age'`.
    var messageName: String {
        kind == .helper ? "the helper \(Quoted.single(field.key))" : "'\(fullPath.joined(separator: "."))'"
    }

    /// A new instance with the same properties (for a plan that changes some of them).
    func copy() -> PlannedField {
        let out = PlannedField(
            field: field, kind: kind, fullPath: fullPath, pathHash: pathHash, slot: slot, frame: frame, scope: scope,
            container: container, declarationIndex: declarationIndex, valueType: valueType)
        out.children = children
        out.itemFrame = itemFrame
        out.visibleWhen = visibleWhen
        out.requiredWhen = requiredWhen
        out.enabledWhen = enabledWhen
        out.compute = compute
        out.validWhen = validWhen
        out.constraints = constraints
        out.rules = rules
        out.constraintsByActiveRules = constraintsByActiveRules
        out.options = options
        out.listCount = listCount
        out.uniqueBy = uniqueBy
        out.initialValue = initialValue
        out.generator = generator
        out.generatorPath = generatorPath
        out.generatorLocation = generatorLocation
        out.declaredParents = declaredParents
        out.fixedOptions = fixedOptions
        out.drawsOnlyValid = drawsOnlyValid
        out.readsTextCells = readsTextCells
        return out
    }

    /// A decimal whose rules may change its scale: its values carry their scale when written.
    var writesOwnScale: Bool { rules.contains { $0.constraints.scale != nil } }

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
}

/// One fixed option.
struct CompiledOption: Sendable {
    var value: Value
    var visibleWhen: BoundExpression?
    var exclusive: Bool
}
