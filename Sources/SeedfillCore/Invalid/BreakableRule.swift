/// One rule of a model that a negative fixture (`generate --invalid`) breaks alone: a field's
/// requiredness, visibility, type, computation, one of its constraints (its own or a `rules`
/// entry's), its options, its list's size or `uniqueBy`, or its `validWhen`.
struct BreakableRule: Hashable, Sendable {
    /// What is broken.
    enum Kind: Hashable, Sendable {
        /// A required field (or one whose `requiredWhen` holds) left empty.
        case required
        /// A field present where its `visibleWhen` hides it.
        case hidden
        /// A value of another JSON type than the field's.
        case type
        /// A computed field holding another value than its `compute` gives.
        case compute
        /// A value just below `min` (one unit of the field's type or scale); `rule` is the
        /// index of the `rules` entry that sets the bound, `nil` for the field's own.
        case min(rule: Int?)
        /// A value just above `max`.
        case max(rule: Int?)
        /// A text one character shorter than `minLength`.
        case minLength(rule: Int?)
        /// A text one character longer than `maxLength`.
        case maxLength(rule: Int?)
        /// A text of the right length that does not match `pattern`.
        case pattern(rule: Int?)
        /// A text that does not match `mask`.
        case mask(rule: Int?)
        /// A text not of the field's `format`.
        case format
        /// A decimal with one digit more than `scale`.
        case scale
        /// A number that is not a multiple of `multipleOf`.
        case multipleOf
        /// A value that is not one of the options offered.
        case option
        /// An `exclusive` option chosen with another.
        case exclusive
        /// One item (or option chosen) fewer than `minItems`.
        case fewerItems(rule: Int?)
        /// One item (or option chosen) more than `maxItems`.
        case moreItems(rule: Int?)
        /// Two items of a list sharing their `uniqueBy` values.
        case uniqueBy
        /// A value for which `validWhen` does not hold.
        case validWhen
        /// A list with one item more (or fewer) than its `count` says.
        case count
        /// A read-only field (its `enabledWhen` false) holding another value than its initial one.
        case readOnly
        /// A file of a type `accept` does not list.
        case accept
        /// A file one byte larger than `maxSize`.
        case maxSize
        /// A geopoint with a number outside its range.
        case geoBounds
    }

    /// The field.
    let field: FieldID
    let kind: Kind

    /// The rules of `plan`'s model fields that a fixture can break, in model order.
    static func rules(of plan: ModelPlan) -> [BreakableRule] {
        var rules: [BreakableRule] = []
        for id in plan.fields.indices where plan.fields[id].kind == .field && !plan.fields[id].field.isInternal {
            rules += kinds(of: plan.fields[id]).map { BreakableRule(field: id, kind: $0) }
        }
        return rules
    }

    /// The kinds of rule `planned` has, in the order ``rules(of:)`` lists them.
    private static func kinds(of planned: PlannedField) -> [Kind] {
        let field = planned.field
        var kinds: [Kind] = []
        if field.visibleWhen != nil { kinds.append(.hidden) }
        guard field.type != .ref else { return kinds }
        if field.compute != nil {
            if !field.type.isContainer { kinds.append(.compute) }
            return kinds
        }
        let scalar = !field.type.isContainer
        if scalar, !field.optional || field.requiredWhen != nil { kinds.append(.required) }
        if [.text, .integer, .decimal, .date, .datetime, .time, .boolean, .multichoice, .geopoint].contains(field.type) {
            kinds.append(.type)
        }
        kinds += constraintKinds(field.constraints, type: field.type, rule: nil)
        if field.type == .text, field.constraints.format != nil { kinds.append(.format) }
        if field.type == .decimal, field.constraints.scale != nil { kinds.append(.scale) }
        if [.integer, .decimal].contains(field.type), field.constraints.multipleOf != nil { kinds.append(.multipleOf) }
        for (index, rule) in field.rules.enumerated() { kinds += constraintKinds(rule.constraints, type: field.type, rule: index) }
        if [.choice, .multichoice].contains(field.type), field.options != nil, !field.isOpen { kinds.append(.option) }
        if field.type == .multichoice, !(planned.fixedOptions?.exclusive.isEmpty ?? true) { kinds.append(.exclusive) }
        if field.type == .list, !field.uniqueBy.isEmpty { kinds.append(.uniqueBy) }
        if field.type == .list, field.count != nil { kinds.append(.count) }
        if field.type == .attachment, field.constraints.accept != nil { kinds.append(.accept) }
        if field.type == .attachment, field.constraints.maxSize != nil, !field.constraints.asFileName { kinds.append(.maxSize) }
        if field.type == .geopoint { kinds.append(.geoBounds) }
        if field.validWhen != nil { kinds.append(.validWhen) }
        if field.enabledWhen != nil, scalar { kinds.append(.readOnly) }
        return kinds
    }

    /// The bounds, lengths, pattern, mask and item counts that `constraints` (the field's own
    /// when `rule` is `nil`, else its `rules` entry `rule`'s) sets on a field of `type`.
    private static func constraintKinds(_ constraints: Constraints, type: FieldType, rule: Int?) -> [Kind] {
        var kinds: [Kind] = []
        switch type {
        case .integer, .decimal, .date, .datetime, .time:
            if constraints.min != nil { kinds.append(.min(rule: rule)) }
            if constraints.max != nil { kinds.append(.max(rule: rule)) }
        case .text:
            if let minLength = constraints.minLength, minLength > 0 { kinds.append(.minLength(rule: rule)) }
            if constraints.maxLength != nil { kinds.append(.maxLength(rule: rule)) }
            if constraints.pattern != nil { kinds.append(.pattern(rule: rule)) }
            if constraints.mask != nil { kinds.append(.mask(rule: rule)) }
        case .multichoice, .list, .attachment:
            // A list's size is checked against its own limits only (not a rule's).
            if type == .list, rule != nil { break }
            if let minItems = constraints.minItems, minItems > 0 { kinds.append(.fewerItems(rule: rule)) }
            if constraints.maxItems != nil { kinds.append(.moreItems(rule: rule)) }
        default:
            break
        }
        return kinds
    }
}
