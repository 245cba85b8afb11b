/// Proposals for the limits of a field: a bound, a length, a pattern or mask, a format, a
/// scale, a step, an item count, `uniqueBy`. Bounds and lengths are broken at their edge: one
/// unit of the field's type or scale past it (a day for a date, a second for a date-time, a
/// minute for a time, one character, one item).
extension RuleBreaker {
    func limitProposals(_ rule: BreakableRule, _ planned: PlannedField, at place: FieldPlace, current: Value, record: Int) -> [Value?] {
        let limits = BreakableRule.source(planned, rule: rule.ruleIndex)
        switch rule.kind {
        case .min, .max:
            var context = place.context(record: record, today: today, now: now)
            guard let effective = try? check.effectiveConstraints(rule.field, in: &context) else { return [] }
            let isMin: Bool = if case .min = rule.kind { true } else { false }
            guard (isMin ? effective.min?.text : effective.max?.text) == (isMin ? limits.min?.text : limits.max?.text),
                let bound = try? (isMin ? effective.minValue(in: &context) : effective.maxValue(in: &context))
            else { return [] }
            return outside(bound, below: isMin, planned: planned)
        case .minLength:
            guard case .string(let text) = current, let minLength = limits.minLength, minLength > 0 else { return [] }
            return [.string(String(String.UnicodeScalarView(text.unicodeScalars.prefix(minLength - 1))))]
        case .maxLength:
            guard case .string(let text) = current, let maxLength = limits.maxLength else { return [] }
            var scalars = Array(text.unicodeScalars.prefix(maxLength))
            let filler = scalars.last ?? "x"
            while scalars.count <= maxLength { scalars.append(filler) }
            return [.string(String(String.UnicodeScalarView(scalars)))]
        case .pattern, .mask, .format:
            guard case .string(let text) = current else { return [] }
            return Self.misspelled(text).map(Value.string)
        case .scale:
            guard case .number(let number) = current else { return [] }
            let digit = Number(mantissa: 1, scale: Int8(clamping: planned.constraints.decimalScale + 1))
            return [(try? number.adding(digit)).map(Value.number)].compactMap { $0 }
        case .multipleOf:
            guard case .number(let number) = current, let unit = unit(of: planned) else { return [] }
            return [(try? number.adding(unit)).map(Value.number)].compactMap { $0 }
        case .fewerItems:
            guard case .array(let elements) = current, let minItems = limits.minItems, minItems > 0 else { return [] }
            return [.array(Array(elements.prefix(minItems - 1)))]
        case .moreItems:
            guard case .array(let elements) = current, let maxItems = limits.maxItems else { return [] }
            return moreItems(elements, than: maxItems, planned: planned, field: rule.field).map { .array($0) }
        case .uniqueBy:
            guard case .array(let items) = current, let first = items.first else { return [] }
            var proposals: [Value?] = []
            if items.count > 1, let copied = copyingKeys(of: first, into: items[1], list: planned) {
                proposals.append(.array([first, copied] + items.dropFirst(2)))
            }
            proposals.append(.array([first, first] + items.dropFirst()))
            return proposals
        default:
            return structureProposals(rule, planned, current: current)
        }
    }

    /// The value one unit of the field's type past `bound` (below it when `below`), then, for
    /// a number with `multipleOf`, the nearest multiple past it.
    private func outside(_ bound: Value, below: Bool, planned: PlannedField) -> [Value?] {
        let sign: Int64 = below ? -1 : 1
        switch bound {
        case .number(let number):
            guard let unit = unit(of: planned) else { return [] }
            var proposals: [Value?] = []
            // A bound finer than the field's scale: the first value of the scale past it.
            let edge = planned.field.type == .integer ? number.rounded(scale: 0) : number.rounded(scale: planned.constraints.decimalScale)
            for step in [unit] + (planned.constraints.multipleOf.map { [$0] } ?? []) {
                if let moved = try? edge.adding(Number(mantissa: step.mantissa * sign, scale: step.scale)) {
                    proposals.append(.number(moved))
                }
            }
            return proposals
        case .date(let date):
            return [date.adding(days: Int(sign)).map { .string($0.iso) }]
        case .dateTime(let dateTime):
            let moved = LocalDateTime(secondsSinceEpoch: dateTime.secondsSinceEpoch + sign, offsetMinutes: dateTime.offsetMinutes)
            return [.string(moved.iso)]
        case .time(let time):
            let minutes = Int(time.minutes) + Int(sign)
            guard (0..<1440).contains(minutes) else { return [] }
            return [.string(TimeOfDay(minutes: Int16(minutes)).iso)]
        default:
            return []
        }
    }

    /// One unit of a number field: 1 for an integer, the last digit of a decimal's scale.
    private func unit(of planned: PlannedField) -> Number? {
        switch planned.field.type {
        case .integer: Number(1)
        case .decimal: Number(mantissa: 1, scale: Int8(clamping: planned.constraints.decimalScale))
        default: nil
        }
    }

    /// `text` with one character changed (a digit to a letter, anything else to a digit), each
    /// of its first eight in turn, then with a space added, then `x` alone.
    static func misspelled(_ text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var proposals: [String] = []
        for index in scalars.indices.prefix(8) {
            var changed = scalars
            changed[index] = ("0"..."9").contains(scalars[index]) ? "x" : "7"
            proposals.append(String(String.UnicodeScalarView(changed)))
            changed[index] = " "
            proposals.append(String(String.UnicodeScalarView(changed)))
        }
        proposals += [text + " ", "x"]
        return proposals
    }

    /// `elements` with more added until there are `maxItems + 1`: a list's last item again, a
    /// multichoice's options not chosen yet (then values it holds in other records).
    private func moreItems(_ elements: [Value], than maxItems: Int, planned: PlannedField, field: FieldID) -> [[Value]] {
        var grown = elements
        if planned.field.type == .attachment {
            guard let file = elements.last else { return [] }
            while grown.count <= maxItems { grown.append(file) }
            return [grown]
        }
        if planned.field.type == .list {
            guard
                let item = elements.last
                    ?? samples[field].lazy.compactMap({ sample -> Value? in
                        if case .array(let items) = sample { return items.first }
                        return nil
                    }).first
            else { return [] }
            while grown.count <= maxItems { grown.append(item) }
            return [grown]
        }
        // Never an exclusive option: that would break `exclusive` too.
        let exclusive = planned.fixedOptions?.exclusive ?? []
        let offered = planned.fixedOptions?.values ?? []
        let seen = samples[field].flatMap { sample -> [Value] in if case .array(let chosen) = sample { chosen } else { [] } }
        for option in offered + seen where grown.count <= maxItems && !grown.contains(option) && !exclusive.contains(option) {
            grown.append(option)
        }
        return grown.count > maxItems ? [grown] : []
    }

    /// `item` with the `uniqueBy` fields of `list` holding what they hold in `first`.
    private func copyingKeys(of first: Value, into item: Value, list: PlannedField) -> Value? {
        guard let itemFrame = list.itemFrame else { return nil }
        var tree = FixtureTree(root: item)
        let source = FixtureTree(root: first)
        for slot in list.uniqueBy {
            let steps = plan.frames[itemFrame].slotKeys[slot].split(separator: ".").map { FixtureTree.Step.key(String($0)) }
            guard let changed = tree.setting(steps, to: source.value(at: steps)) else { return nil }
            tree = changed
        }
        return tree.root
    }
}
