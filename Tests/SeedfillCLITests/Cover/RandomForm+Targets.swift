/// The targets of a ``RandomForm``'s fields, in the words `generate --cover` uses, and the ones
/// a field's entry shows, worked out from the test's own reading of the model.
extension RandomForm.Field {
    /// The field's targets.
    func targets(in form: RandomForm) -> Set<String> {
        var targets = Set<String>()
        if visibleWhen != nil { targets.formUnion(["\(path) shown", "\(path) hidden"]) }
        if let rule { targets.formUnion(["holding", "not holding"].map { "\(path) with rule 1 ('\(rule.condition.text)') \($0)" }) }
        switch kind {
        case .choice(let options): targets.formUnion(options.map { "\(path) = \"\($0)\"" })
        case .boolean: targets.formUnion(["\(path) = true", "\(path) = false"])
        case .multichoice, .from:
            targets.formUnion(
                domain(in: form).compactMap { answer in
                    switch answer {
                    case .text(let value): "\(path) = \"\(value)\""
                    case .choices(let chosen) where chosen.count == 1: "\(path) = \"\(chosen[0])\""
                    default: nil
                    }
                })
        case .list(let minItems, let maxItems, let options):
            targets.formUnion(Set([minItems, maxItems]).map { "\(path) with \($0) item\($0 == 1 ? "" : "s")" })
            targets.formUnion(options.map { "\(path)[0].pick = \"\($0)\"" })
        default: break
        }
        if optional { targets.formUnion(["\(path) filled", "\(path) empty"]) }
        if let seedWhen {
            targets.formUnion((seedWhen.branches.indices).map { "\(path) by branch \($0 + 1) of the seed's 'when'" })
            let last =
                seedWhen.otherwise != nil
                ? "\(path) by branch \(seedWhen.branches.count + 1) of the seed's 'when'" : "\(path) by no branch of the seed's 'when'"
            targets.insert(last)
        }
        if let hiddenOption {
            targets.formUnion(["\(path) offering \"\(hiddenOption.value)\"", "\(path) not offering \"\(hiddenOption.value)\""])
        }
        targets.formUnion(edges.map(\.text))
        return targets
    }

    /// The field's bounds: words, and the number (a length, a day from `today`) on each.
    var edges: [(text: String, value: Int, ruled: Bool)] {
        var edges: [(String, Int, Bool)] = []
        let names = if case .text = kind { ("minLength", "maxLength") } else { ("min", "max") }
        switch kind {
        case .integer(let min, let max): edges += [("\(path) at its min \(min)", min, false), ("\(path) at its max \(max)", max, false)]
        case .text(let minLength, let maxLength, _):
            edges += [
                ("\(path) at its minLength \(minLength)", minLength, false), ("\(path) at its maxLength \(maxLength)", maxLength, false),
            ]
        case .date(let back): edges += [("\(path) at its min 'today - \(back)d'", -back, false), ("\(path) at its max 'today'", 0, false)]
        default: break
        }
        if let rule {
            edges += [
                ("\(path) at its \(names.0) \(rule.low) (rule 1)", rule.low, true),
                ("\(path) at its \(names.1) \(rule.high) (rule 1)", rule.high, true),
            ]
        }
        return edges
    }

    /// The targets `entry` of the field shows in `record` (some that are no target too).
    func shows(_ entry: RandomForm.Entry, in record: RandomForm.Record) -> Set<String> {
        guard entry != .hidden else { return ["\(path) hidden"] }
        var shown: Set<String> = ["\(path) shown", entry == .empty ? "\(path) empty" : "\(path) filled"]
        let ruleHolds = rule?.condition.holds(in: record) ?? false
        if let rule { shown.insert("\(path) with rule 1 ('\(rule.condition.text)') \(ruleHolds ? "holding" : "not holding")") }
        if let seedWhen {
            if let index = seedWhen.branches.firstIndex(where: { $0.condition.holds(in: record) }) {
                shown.insert("\(path) by branch \(index + 1) of the seed's 'when'")
            } else {
                shown.insert("\(path) by branch \(seedWhen.branches.count + 1) of the seed's 'when'")
                shown.insert("\(path) by no branch of the seed's 'when'")
            }
        }
        if let hiddenOption {
            shown.insert("\(path) \(hiddenOption.condition.holds(in: record) ? "offering" : "not offering") \"\(hiddenOption.value)\"")
        }
        guard case .answer(let answer) = entry else { return shown }
        switch answer {
        case .text(let text):
            shown.insert("\(path) = \"\(text)\"")
            for edge in edges where edge.value == text.count && (ruleHolds || !edge.ruled) { shown.insert(edge.text) }
        case .flag(let flag): shown.insert("\(path) = \(flag)")
        case .number(let number):
            for edge in edges where edge.value == number && (ruleHolds || !edge.ruled) { shown.insert(edge.text) }
        case .choices(let chosen): shown.formUnion(chosen.map { "\(path) = \"\($0)\"" })
        case .items(let picks):
            shown.insert("\(path) with \(picks.count) item\(picks.count == 1 ? "" : "s")")
            shown.formUnion(picks.map { "\(path)[0].pick = \"\($0)\"" })
        }
        return shown
    }
}
