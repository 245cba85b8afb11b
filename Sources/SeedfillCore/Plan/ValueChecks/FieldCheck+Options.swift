/// The check of a choice's value against the options it offers in the current record.
extension FieldCheck {
    @inline(__always)
    func optionViolation(_ value: Value, field id: FieldID, _ field: PlannedField, in context: inout EvaluationContext)
        throws(EvaluationError) -> FieldViolation?
    {
        // Almost every value checked is an option spelled exactly as offered: found by its
        // bytes, it needs no list of options. Anything else takes the full check below, which
        // also finds another spelling of the same text (as `==` does) and words the message.
        guard let options = field.optionCheck else { return nil }
        if field.field.type != .multichoice {
            if let texts = options.texts, case .string(let text) = value, texts.contains(text) { return nil }
            if case .number(let number) = value, options.numbers.contains(number) { return nil }
            if let table = options.table, table.offersExactly(value, keys: options.keys, in: context.frames) { return nil }
        }
        // Options with conditions: only those of the value's option (and any that could fail) are evaluated.
        if let conditional = options.conditional,
            try Self.certainlyOffered(value, conditional, multichoice: field.field.type == .multichoice, in: &context)
        {
            return nil
        }
        let allowed = try offeredOptions(id, in: &context)
        guard field.field.type == .multichoice, case .array(let chosen) = value else {
            // A single choice: no array to build.
            if Value.offers(allowed.values, value) { return nil }
            // An open choice takes other text, checked by its text constraints.
            if field.field.isOpen, case .string = value {
                return try typeAndConstraintViolation(value, type: .text, limits: field.constraints, in: &context)
            }
            return notOffered(value, allowed.values, field)
        }
        for element in chosen where !Value.offers(allowed.values, element) {
            return notOffered(element, allowed.values, field)
        }
        if chosen.count > 1, let exclusive = chosen.first(where: { allowed.exclusive.contains($0) }) {
            return FieldViolation(rule: "exclusive", message: "the option \(exclusive.quoted) cannot be combined with others")
        }
        return nil
    }

    /// Whether `value` is certainly among `options` (see ``ConditionalOptions``); `false` leaves
    /// it to the full check. Not inlined, so that the check of other options stays small.
    @inline(never)
    private static func certainlyOffered(
        _ value: Value, _ options: ConditionalOptions, multichoice: Bool, in context: inout EvaluationContext
    )
        throws(EvaluationError) -> Bool
    {
        if multichoice, case .array(let chosen) = value { return try options.accepts(chosen, in: &context) }
        return try options.offers(value, in: &context)
    }

    /// The answers `held` gives as options: its elements (or itself), without `null` or repeats,
    /// in order.
    static func distinctAnswers(_ held: Value) -> [Value] {
        guard case .array(let elements) = held else { return held == .null ? [] : [held] }
        var answers: [Value] = []
        for element in elements {
            if case .array = element {
                for answer in distinctAnswers(element) where !answers.contains(answer) { answers.append(answer) }
            } else if element != .null, !answers.contains(element) {
                answers.append(element)
            }
        }
        return answers
    }

    private func notOffered(_ element: Value, _ values: [Value], _ field: PlannedField) -> FieldViolation {
        if values.isEmpty, case .from(_, let source)? = field.options {
            return FieldViolation(
                rule: "options", message: "\(element.quoted) is not one of the options offered: \(Quoted.single(source)) holds no answers")
        }
        return FieldViolation(
            rule: "options",
            message:
                "\(element.quoted) is not one of the options offered (\(values.prefix(8).map(\.quoted).joined(separator: ", "))\(values.count > 8 ? ", …" : ""))"
        )
    }

    /// The options field `id` offers in the current record (visible options, or the matching
    /// table rows' distinct values), and which of them are exclusive.
    func offeredOptions(_ id: FieldID, in context: inout EvaluationContext) throws(EvaluationError) -> (values: [Value], exclusive: [Value])
    {
        // A table's options for one text key, the usual cascade (make → model): found from the
        // key's bytes where they are stored, with the field lent (see ``ObjectTable``).
        if let values = planned.with(id, { field in Self.optionsByTextKey(field, in: context.frames) }) { return (values, []) }
        switch fields[id].options {
        case .list(let options)?:
            if let fixed = fields[id].fixedOptions { return (fixed.values, fixed.exclusive) }
            var values: [Value] = []
            var exclusive: [Value] = []
            for option in options {
                if let condition = option.visibleWhen, !(try condition.evaluate(in: &context).isTruthy) { continue }
                values.append(option.value)
                if option.exclusive { exclusive.append(option.value) }
            }
            return (values, exclusive)
        case .table(_, _, let match, _, _, let index)?:
            guard let (_, slot) = match.first else { return (index.all, []) }
            let key = ExactKey(
                first: context.frames[slot.depth][slot.index],
                rest: match.count == 1 ? [] : match.dropFirst().map { context.frames[$0.slot.depth][$0.slot.index] })
            let values = index.options(matching: key)
            return (values, [])
        case .from(let answers, _)?:
            return (Self.distinctAnswers(try answers.evaluate(in: &context)), [])
        case nil:
            return ([], [])
        }
    }

    /// The options of `field`, whose options come from a table with one `match` key, when that
    /// key holds text that a row's key has exactly; `nil` for any other field or key.
    @inline(__always)
    private static func optionsByTextKey(_ field: PlannedField, in frames: [[Value]]) -> [Value]? {
        guard let check = field.optionCheck, let table = check.table, check.keys.count == 1 else { return nil }
        return TableOptionIndex.withText(at: check.keys[0], in: frames) { table.options(matchingText: $0) } ?? nil
    }
}
