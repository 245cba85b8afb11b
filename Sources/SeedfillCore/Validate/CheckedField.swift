/// A field as its checks read it: what ``FieldCheck`` and ``RecordValidator`` need from its
/// ``PlannedField``, gathered once when the check is made.
///
/// What it adds to the field are the checks' own forms, worked out once: the limits of each
/// combination of rules, each choice's options ready for an exact look-up, and the quick
/// check its values take. (Some parts are also in the ``PlannedField``; the two fold into one
/// compiled field in a later step of issue 15, item 1.)
final class CheckedField: Sendable {
    /// A field of the model (a seed's `let` helper is never checked).
    let isField: Bool
    let type: FieldType
    let optional: Bool
    /// For a `ref` field: whether it holds the record (else its key).
    let embeds: Bool
    /// The field's slot in its frame.
    let slot: Int
    /// The slot of the enclosing section or group in the same frame, if any.
    let containerSlot: Int?
    /// For a list: the frame plan of its items.
    let itemFrame: Int?
    let visibleWhen: BoundExpression?
    /// `enabledWhen`, when it applies (a computed field is never read-only).
    let enabledWhen: BoundExpression?
    /// The value a read-only field keeps (`null` when `nil`).
    let initialValue: Value?
    let requiredWhen: BoundExpression?
    let validWhen: BoundExpression?
    let compute: BoundExpression?
    let listCount: BoundExpression?
    /// The conditions of the field's `rules`, in order.
    let ruleConditions: [BoundExpression]
    /// The limits of the field's own constraints: those in force when it has no rules.
    let limits: CompiledConstraints
    /// With rules, the limits in force for each combination of rules that hold (bit `i` set
    /// when rule `i` holds); empty when there are too many rules to list them all.
    let ruleLimits: [CompiledConstraints]
    /// The field's options, if it has any.
    let options: OptionCheck?
    /// For a list: the item slots of its `uniqueBy` fields (empty without).
    let uniqueBy: [Int]
    /// The quick check its values take (see ``accepts(_:in:)``).
    let quick: QuickShape
    /// With rules that one field's text chooses between, their reading (see ``RuleSwitch``).
    let ruleSwitch: RuleSwitch?
    /// The one check its values take when that is all of its quick check (see ``PassCheck``).
    let check: PassCheck

    init(_ planned: PlannedField, in fields: [PlannedField]) {
        isField = planned.kind == .field
        type = planned.field.type
        optional = planned.field.optional
        embeds = planned.field.embed
        slot = planned.slot.index
        containerSlot = planned.container.map { fields[$0].slot.index }
        itemFrame = planned.itemFrame
        visibleWhen = planned.visibleWhen
        enabledWhen = planned.compute == nil ? planned.enabledWhen : nil
        initialValue = planned.initialValue
        requiredWhen = planned.requiredWhen
        validWhen = planned.validWhen
        compute = planned.compute
        listCount = planned.listCount
        ruleConditions = planned.rules.map(\.when)
        limits = planned.constraints
        ruleLimits = planned.rules.isEmpty ? [] : planned.constraintsByActiveRules
        options = OptionCheck(planned)
        uniqueBy = planned.uniqueBy
        let quick = QuickShape(planned, limits: [limits] + ruleLimits, options: options)
        self.quick = quick
        ruleSwitch = ruleLimits.isEmpty ? nil : RuleSwitch(ruleConditions)
        check = PassCheck(
            quick: quick, limits: limits, options: options, plain: planned.rules.isEmpty && planned.validWhen == nil && enabledWhen == nil)
    }
}

/// How a field's options are checked: the exact look-ups that answer for almost every value.
///
/// A class, so that a field without options is a `nil` reference to test, and one with options
/// is not an enum whose payload each check would copy.
final class OptionCheck: Sendable {
    /// The texts among fixed options that have no condition.
    let texts: ExactTextSet?
    /// The numbers among them (a `Value` number equals an option exactly when the numbers do).
    let numbers: [Number]
    /// The fixed options that cannot be chosen with others (of a multiple choice).
    let exclusive: [Value]
    /// A table column's values, for the `match` fields' values.
    let table: TableOptionIndex?
    /// The slots of the `match` fields, in `match` order.
    let keys: [Slot]
    /// Fixed options of which some have conditions, checked without listing the offered ones.
    let conditional: ConditionalOptions?

    /// The check of `planned`'s options, or `nil` when it has none. Options with conditions
    /// have no exact look-up: which are offered is worked out for each record.
    init?(_ planned: PlannedField) {
        switch planned.options {
        case nil:
            return nil
        case .list(let options)?:
            conditional = ConditionalOptions(options)
            let texts = planned.fixedOptions.map { fixed in
                fixed.values.compactMap { value -> [String]? in
                    if case .string(let text) = value { return [text] } else { return nil }
                }
            }
            self.texts = texts.map { ExactTextSet($0, arity: 1) }
            numbers =
                planned.fixedOptions?.values.compactMap { value -> Number? in
                    if case .number(let n) = value { return n } else { return nil }
                } ?? []
            exclusive = planned.fixedOptions?.exclusive ?? []
            table = nil
            keys = []
        case .table(_, _, let match, _, _, let index)?:
            texts = nil
            numbers = []
            exclusive = []
            table = index
            keys = match.map(\.slot)
            conditional = nil
        }
    }
}
