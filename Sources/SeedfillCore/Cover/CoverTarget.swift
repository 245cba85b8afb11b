/// Something a cover set of fixtures (`generate --cover`) shows at least once: one value of a
/// choice, multichoice or boolean; an optional field both filled and left empty; a field with
/// a `visibleWhen` both shown and hidden; a list at its fewest and its most items.
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
    }

    /// The field.
    let field: FieldID
    let kind: Kind

    /// The targets of `plan`'s model fields, in model order: for each field, shown and hidden
    /// when it has a `visibleWhen`; each option of a choice or multichoice with a fixed list of
    /// options, `true` and `false` of a boolean; a list whose count the model does not fix at its
    /// fewest items (0 without `minItems`) and at its `maxItems`; filled and empty when it is
    /// optional.
    static func targets(of plan: ModelPlan) -> [CoverTarget] {
        var targets: [CoverTarget] = []
        for id in plan.fields.indices where plan.fields[id].kind == .field {
            let planned = plan.fields[id]
            let field = planned.field
            if planned.visibleWhen != nil {
                targets += [CoverTarget(field: id, kind: .shown), CoverTarget(field: id, kind: .hidden)]
            }
            guard planned.compute == nil else { continue }
            switch field.type {
            case .choice, .multichoice:
                if case .list(let options)? = field.options {
                    var seen: Set<Value> = []
                    for option in options {
                        guard let value = Value.fromJSON(option.value), seen.insert(value).inserted else { continue }
                        targets.append(CoverTarget(field: id, kind: .value(value)))
                    }
                }
            case .boolean:
                targets += [CoverTarget(field: id, kind: .value(.bool(true))), CoverTarget(field: id, kind: .value(.bool(false)))]
            default:
                break
            }
            if field.type == .list, field.count == nil {
                // At its fewest items (0 when it has no minimum) and at its most, when bounded.
                let fewest = field.constraints.minItems ?? 0
                targets.append(CoverTarget(field: id, kind: .items(fewest)))
                if let most = field.constraints.maxItems, most > fewest { targets.append(CoverTarget(field: id, kind: .items(most))) }
            }
            if field.optional, ![.section, .group, .list].contains(field.type) {
                targets += [CoverTarget(field: id, kind: .filled), CoverTarget(field: id, kind: .empty)]
            }
        }
        return targets
    }

    /// The target in words, the field named by `path`: `car.documentType = "pts"`,
    /// `car.regNumber shown`.
    func described(path: String) -> String {
        switch kind {
        case .value(let value): "\(path) = \(value.quoted)"
        case .filled: "\(path) filled"
        case .empty: "\(path) empty"
        case .shown: "\(path) shown"
        case .hidden: "\(path) hidden"
        case .items(let count): "\(path) with \(count) item\(count == 1 ? "" : "s")"
        }
    }

    /// Whether a record can be aimed at the target by giving the field a value (see
    /// ``CoverSearch/aimed(at:from:alone:)``): a value, or an empty field.
    var isAimed: Bool {
        switch kind {
        case .value, .empty, .items: true
        case .filled, .shown, .hidden: false
        }
    }
}
