/// A seed file's top-level `"empty": p`: every optional field that no entry maps is empty with
/// probability `p` (left out of the fixture when the model says `"optional": "omit"`, written
/// as `null` otherwise), as if each had been mapped to its default with `"null": p`.
///
/// It wraps the unmapped fields' generators in ``Generator/nullable(_:_:)``, once, when the
/// plan is built: the fill loop sees nothing new. A field inside a list item is drawn per item,
/// as every draw there is. Fields that cannot take it are left alone: required ones (and those
/// with `requiredWhen`, which a seed maps with `null` when it means to), computed ones, and those
/// with an `initialValue` or a `defaultExpr` (which stand in for the default: wrapped, the
/// default would be drawn in their place); so are sections, groups and lists.
extension PlanBuilder {
    /// Wraps the unmapped optional fields' generators (see above); warns when there are none.
    mutating func compileEmpty() {
        guard let seed, let (probability, location) = seed.empty else { return }
        var wrapped = 0
        for id in fields.indices where takesEmpty(fields[id]) {
            fields[id].generator = .nullable(probability, fields[id].generator)
            wrapped += 1
        }
        if wrapped == 0 {
            diagnostics.append(
                Diagnostic(
                    .warning, "'empty' applies to no field of model \(Quoted.single(model.name))", at: location, path: "empty",
                    hint:
                        "'empty' makes optional fields that this file does not map empty; here every field is required, mapped, computed or has an 'initialValue' or a 'defaultExpr'"
                ))
        }
    }

    /// Whether `empty` applies to `planned`: an optional field holding one value, filled by
    /// its default.
    private func takesEmpty(_ planned: FieldDraft) -> Bool {
        let field = planned.field
        guard planned.kind == .field, planned.generatorPath == nil, field.optional, field.requiredWhen == nil,
            field.compute == nil, field.initialValue == nil, field.defaultExpr == nil
        else { return false }
        switch field.type {
        case .section, .group, .list: return false
        default: return true
        }
    }
}
