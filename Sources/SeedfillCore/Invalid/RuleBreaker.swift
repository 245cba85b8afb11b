/// Proposes, for one ``BreakableRule`` at one place of a valid record, the values that would
/// break it: what the field's member becomes in the written questionnaire (`nil`: left out).
///
/// A proposal is only a guess: the search keeps it when the validator then reports exactly
/// that rule broken, and nothing else (see ``InvalidSearch``). Proposals come in a fixed
/// order, the value just outside a bound first, so the fixtures are the same every run.
struct RuleBreaker {
    /// The plan the validator checks against.
    let plan: ModelPlan
    let check: FieldCheck
    let today: LocalDate
    let now: LocalDateTime
    /// By field: values it holds (as written) in the records the search starts from, in
    /// record order without repeats: for a hidden field to show, or a `validWhen` to break.
    let samples: [[Value]]

    /// The values that may break `rule` at `place`, where the field's member is `current`
    /// (`nil` when absent), in record `record`. Empty when the rule does not apply there.
    func proposals(_ rule: BreakableRule, at place: FieldPlace, current: Value?, record: Int) -> [Value?] {
        let id = rule.field
        let planned = plan.fields[id]
        if case .hidden = rule.kind {
            guard !place.shown, place.holderShown, current == nil else { return [] }
            return Array(samples[id].prefix(4)).map { $0 } + [Self.sample(of: planned.field.type)]
        }
        guard place.shown, let current else { return [] }
        switch rule.kind {
        case .hidden:
            return []
        case .required:
            guard current != .null else { return [] }
            return planned.field.omitsEmpty ? [nil] : [.null]
        case .type:
            return [planned.field.type == .boolean ? .string("yes") : .bool(true)]
        case .compute:
            return [Self.changed(current)]
        case .option:
            guard planned.field.type == .multichoice else { return [.string(Self.notAnOption)] }
            guard case .array(var chosen) = current else { return [] }
            if chosen.isEmpty { chosen.append(.string(Self.notAnOption)) } else { chosen[0] = .string(Self.notAnOption) }
            return [.array(chosen)]
        case .exclusive:
            guard let options = planned.fixedOptions, let exclusive = options.exclusive.first,
                let other = options.values.first(where: { !options.exclusive.contains($0) })
            else { return [] }
            return [.array([other, exclusive])]
        case .readOnly:
            let others = samples[id].filter { $0 != current }.prefix(4).map { $0 }
            return others + [Self.changed(current), Self.sample(of: planned.field.type)].filter { $0 != current }
        case .validWhen:
            // Values it holds elsewhere, then the ends of its range: valid by every other rule
            // of the field, and often not by the condition in this record.
            let others = samples[id].filter { $0 != current }.prefix(8).map { $0 }
            return others + edges(of: id, at: place, record: record).filter { $0 != current }
        default:
            return limitProposals(rule, planned, at: place, current: current, record: record)
        }
    }

    /// The field's `min` and `max` in force at `place`, as written (dates as ISO text).
    func edges(of id: FieldID, at place: FieldPlace, record: Int) -> [Value?] {
        var context = place.context(record: record, today: today, now: now)
        guard let limits = try? check.effectiveConstraints(id, in: &context) else { return [] }
        var edges: [Value?] = []
        for bound in [
            limits.min == nil ? nil : try? limits.minValue(in: &context), limits.max == nil ? nil : try? limits.maxValue(in: &context),
        ] {
            switch bound {
            case .number(let number)?: edges.append(.number(number))
            case .date(let date)?: edges.append(.string(date.iso))
            case .dateTime(let dateTime)?: edges.append(.string(dateTime.iso))
            case .time(let time)?: edges.append(.string(time.iso))
            default: break
            }
        }
        return edges
    }

    /// What a choice's value is changed to: no option is spelled so.
    static let notAnOption = "not an option"

    /// A value of a field of `type`, for a hidden field made present when no record shows it.
    static func sample(of type: FieldType) -> Value {
        switch type {
        case .integer, .decimal: .number(Number(1))
        case .boolean: .bool(true)
        case .multichoice, .list, .attachment: .array([])
        case .section, .group: .object(ObjectValue(keys: [], values: []))
        case .date: .string("2000-01-01")
        case .datetime: .string("2000-01-01T00:00:00+00:00")
        case .time: .string("12:00")
        default: .string("x")
        }
    }

    /// `value` changed a little: a number plus 1, a text with a letter more, a boolean the
    /// other way (a computed field's value the computation does not give).
    static func changed(_ value: Value) -> Value {
        switch value {
        case .number(let number): (try? number.adding(Number(1))).map(Value.number) ?? .number(Number(0))
        case .string(let text): .string(text + "x")
        case .bool(let flag): .bool(!flag)
        default: .string("x")
        }
    }
}
