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
    }

    /// Checks a seed generator against the field it fills: the kind of value it makes, and
    /// fixed values that can never pass (outside the options, failing the mask).
    mutating func checkAgainstField(_ generator: Generator, spec: GeneratorSpec, field id: FieldID) {
        let planned = fields[id]
        guard planned.kind == .field else { return }
        let field = planned.field
        let type = field.type

        func reject(_ what: String, fits: String) {
            diagnostics.error(
                "\(Quoted.single(what)) does not fit the \(type.rawValue) field \(Quoted.single(field.key))", at: spec.location,
                path: spec.path,
                hint: "\(Quoted.single(what)) fills \(fits) fields")
        }
        switch generator {
        case .int, .decimal, .normal:
            if ![.integer, .decimal, .choice, .text].contains(type) { reject(spec.kind.keyword, fits: "integer and decimal") }
            if type == .integer, case .decimal = generator { reject("decimal", fits: "decimal") }
        case .date: if type != .date { reject("date", fits: "date") }
        case .dateTime: if type != .datetime { reject("datetime", fits: "datetime") }
        case .time: if type != .time { reject("time", fits: "time") }
        case .bool: if type != .boolean { reject("bool", fits: "boolean") }
        case .sequence:
            // Without a format a sequence is a number, so it also fills integer fields.
            if ![.text, .choice, .integer].contains(type) { reject("sequence", fits: "text and integer") }
        case .mask, .regex, .uuid, .template:
            if ![.text, .choice].contains(type) { reject(spec.kind.keyword, fits: "text") }
        case .someOf: if type != .multichoice { reject("someOf", fits: "multichoice") }
        case .reference:
            if ![.ref, .text, .choice, .integer].contains(type) { reject("ref", fits: "ref, text and integer") }
        case .fake(let provider, _, _):
            if provider.makesNumbers, ![.decimal, .text].contains(type) { reject(provider.name, fits: "decimal and text") }
            if !provider.makesNumbers, ![.text, .choice].contains(type) { reject(provider.name, fits: "text") }
        case .nullable(_, let inner), .unique(_, let inner):
            checkAgainstField(inner, spec: spec, field: id)
            return
        default: break
        }

        let fixed: [Value]
        switch generator {
        case .constant(let value): fixed = [value]
        case .oneOf(let values, _): fixed = values
        default: fixed = []
        }
        guard !fixed.isEmpty else { return }
        if case .list(let options)? = planned.options, type == .choice {
            let allowed = options.map(\.value)
            for value in fixed where value != .null && !allowed.contains(value) {
                diagnostics.error(
                    "\(value.quoted) is not one of the options of \(Quoted.single(field.key))", at: spec.location, path: spec.path,
                    hint: "the options are: \(allowed.map(\.quoted).joined(separator: ", "))")
            }
        }
        if planned.rules.isEmpty {
            for value in fixed {
                guard case .string(let text) = value else { continue }
                if let mask = planned.constraints.mask, !mask.matches(text) {
                    diagnostics.error(
                        "\(value.quoted) does not match the mask \(Quoted.single(planned.constraints.maskText ?? "")) of \(Quoted.single(field.key))",
                        at: spec.location, path: spec.path)
                }
                if let pattern = planned.constraints.pattern, !pattern.matches(text) {
                    diagnostics.error(
                        "\(value.quoted) does not match the pattern \(Quoted.single(planned.constraints.patternText ?? "")) of \(Quoted.single(field.key))",
                        at: spec.location, path: spec.path)
                }
            }
        }
    }
}
