extension PlanBuilder {
    /// Contradictions in a field's own declaration that need no generation to see.
    mutating func checkStaticContradictions(_ id: FieldID) {
        let planned = fields[id]
        let field = planned.field
        let constraints = [(planned.constraints, field.path)] + planned.rules.map { ($0.constraints, $0.path) }
        for (c, path) in constraints {
            if case .value(let low)? = c.min, case .value(let high)? = c.max, let order = Value.compareForBounds(low, high), order > 0 {
                diagnostics.error(
                    "'min' (\(low.quoted)) is greater than 'max' (\(high.quoted)), so no value can be valid",
                    at: field.location, path: path, hint: "swap the bounds")
            }
            let maxLength = c.maxLength ?? field.constraints.maxLength
            if let mask = c.mask, let maxLength, mask.length > maxLength {
                diagnostics.error(
                    "the mask \(Quoted.single(c.maskText ?? "")) makes \(mask.length) characters but 'maxLength' is \(maxLength)",
                    at: field.location, path: path, hint: "shorten the mask or raise 'maxLength'")
            }
            if let pattern = c.pattern, let maxLength, pattern.minLength > maxLength {
                diagnostics.error(
                    "the pattern \(Quoted.single(c.patternText ?? "")) needs at least \(pattern.minLength) characters but 'maxLength' is \(maxLength)",
                    at: field.location, path: path, hint: "change the pattern or raise 'maxLength'")
            }
            let minLength = c.minLength ?? field.constraints.minLength
            if let mask = c.mask, let minLength, mask.length < minLength {
                diagnostics.error(
                    "the mask \(Quoted.single(c.maskText ?? "")) makes \(mask.length) characters but 'minLength' is \(minLength)",
                    at: field.location, path: path, hint: "lengthen the mask or lower 'minLength'")
            }
        }
        if case .list(let options)? = planned.options {
            if options.isEmpty {
                diagnostics.error(
                    "the \(field.type.rawValue) field \(Quoted.single(field.key)) has no options", at: field.location, path: field.path)
            }
            if field.type == .multichoice, let minItems = field.constraints.minItems, minItems > options.count {
                diagnostics.error(
                    "'minItems' is \(minItems) but there are only \(options.count) options", at: field.location, path: field.path)
            }
        }
        if field.type == .list, let minItems = field.constraints.minItems, let maxItems = field.constraints.maxItems, minItems > maxItems {
            diagnostics.error("'minItems' (\(minItems)) is greater than 'maxItems' (\(maxItems))", at: field.location, path: field.path)
        }
        if field.type == .ref { checkReferenceField(field) }
        if field.type == .list || field.type == .attachment { checkItemLimit(planned) }
        checkPatternAgainstLengths(id)
    }

    /// `minItems` and `maxItems` of a list or an attachment field (its own or a rule's) above
    /// the number of items a record may hold (``RecordFiller/maxItems``).
    private mutating func checkItemLimit(_ planned: some PlannedFieldParts) {
        let limit = ListLimit.maxItems
        let what = planned.field.type == .list ? "items" : "files"
        for (c, path) in [(planned.constraints, planned.field.path)] + planned.rules.map({ ($0.constraints, $0.path) }) {
            for (key, count) in [("minItems", c.minItems), ("maxItems", c.maxItems)] {
                guard let count, count > limit else { continue }
                diagnostics.error(
                    "\(Quoted.single(key)) is \(count), but a record holds at most \(limit) \(what) in one field",
                    at: planned.field.location,
                    path: path, hint: "use at most \(limit), or generate the \(what) as records of a seed file of their own")
            }
        }
    }
}
