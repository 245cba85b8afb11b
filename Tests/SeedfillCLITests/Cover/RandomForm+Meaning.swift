/// What a ``RandomForm`` means, worked out by the test on its own: which answers are valid,
/// which targets a field's answer shows, and, by trying every answer of every field, which
/// targets some valid record shows.
extension RandomForm {
    /// A field's entry in a record: left out (hidden), `null` (empty), or an answer.
    enum Entry: Hashable {
        case hidden, empty
        case answer(Answer)
    }

    /// A value: a choice's or a text's, a boolean, an integer (a date: its day counted from
    /// `today`), a multichoice's answers, a list's items' picks.
    enum Answer: Hashable {
        case text(String)
        case flag(Bool)
        case number(Int)
        case choices([String])
        case items([String])
    }

    typealias Record = [String: Entry]

    /// Every target, in words as `generate --cover` words them.
    var targets: Set<String> {
        var targets = Set<String>()
        for field in fields { targets.formUnion(field.targets(in: self)) }
        return targets
    }

    /// The targets some valid record shows: for each answer of the drivers, every valid entry
    /// of every other field (of a choice `from` a multichoice: with every valid entry of that),
    /// when each field has one.
    var reachable: Set<String> {
        var found = Set<String>()
        for drivers in driverRecords() {
            var shown = Set<String>()
            var complete = true
            for field in fields.dropFirst(self.drivers) {
                var records = [drivers]
                if case .from(let source) = field.kind {
                    let sourceField = fields.first { $0.key == source }!
                    records = sourceField.entries(in: drivers, form: self).map { drivers.merging([source: $0]) { $1 } }
                }
                for record in records {
                    let entries = field.entries(in: record, form: self)
                    if entries.isEmpty { complete = false }
                    for entry in entries { shown.formUnion(field.shows(entry, in: record)) }
                }
            }
            for field in fields.prefix(self.drivers) { shown.formUnion(field.shows(drivers[field.key]!, in: drivers)) }
            if complete { found.formUnion(shown) }
        }
        return found.intersection(targets)
    }

    /// Every answer of the drivers, as records.
    func driverRecords() -> [Record] {
        var records: [Record] = [[:]]
        for field in fields.prefix(drivers) {
            records = records.flatMap { record in field.entries(in: record, form: self).map { record.merging([field.key: $0]) { $1 } } }
        }
        return records
    }

    /// What is wrong with `record` (a fixture read back), if anything.
    func problem(in record: Record) -> String? {
        for field in fields {
            let entry = record[field.key] ?? .hidden
            let shown = field.visibleWhen?.holds(in: record) ?? true
            let valid =
                switch entry {
                case .hidden: !shown
                case .empty: shown && field.optional
                case .answer(let answer): shown && field.isValid(answer, in: record)
                }
            if !valid { return "\(field.key): \(entry) is not valid" }
        }
        return nil
    }

    /// The targets `record` shows.
    func shows(_ record: Record) -> Set<String> {
        fields.reduce(into: Set<String>()) { $0.formUnion($1.shows(record[$1.key] ?? .hidden, in: record)) }.intersection(targets)
    }
}

extension RandomForm.Condition {
    func holds(in record: RandomForm.Record) -> Bool {
        switch self {
        case .equals(let key, let value): record[key] == .answer(.text(value))
        case .isTrue(let key): record[key] == .answer(.flag(true))
        case .atLeast(let key, let bound): if case .answer(.number(let number))? = record[key] { number >= bound } else { false }
        }
    }
}

extension RandomForm.Field {
    typealias Answer = RandomForm.Answer

    var path: String { "s.\(key)" }

    /// The valid entries of the field in `record` (which holds what its conditions read).
    func entries(in record: RandomForm.Record, form: RandomForm) -> [RandomForm.Entry] {
        guard visibleWhen?.holds(in: record) ?? true else { return [.hidden] }
        let answers = domain(in: form).filter { isValid($0, in: record) }.map(RandomForm.Entry.answer)
        return answers + (optional ? [.empty] : [])
    }

    /// The answers tried: all that are valid somewhere, and some that are not.
    func domain(in form: RandomForm) -> [Answer] {
        switch kind {
        case .choice(let options): return options.map(Answer.text)
        case .boolean: return [.flag(true), .flag(false)]
        case .integer(let min, let max):
            return ((Swift.min(min, rule?.low ?? min) - 1)...(Swift.max(max, rule?.high ?? max) + 1)).map(Answer.number)
        case .text(_, let maxLength, let mask):
            return (1...(Swift.max(maxLength, rule?.high ?? 0) + 1)).map {
                Answer.text(String(repeating: mask == nil ? "x" : "7", count: $0))
            }
        case .date(let back): return ((-back - 1)...1).map(Answer.number)
        case .multichoice(let options, let exclusive, _):
            let all = options + (exclusive.map { [$0] } ?? [])
            return (1..<(1 << all.count)).map { mask in Answer.choices(all.indices.filter { mask & (1 << $0) != 0 }.map { all[$0] }) }
        case .from(let source):
            guard case .multichoice(let options, let exclusive, _) = form.fields.first(where: { $0.key == source })!.kind else { return [] }
            return (options + (exclusive.map { [$0] } ?? [])).map(Answer.text)
        case .list(_, let maxItems, let options):
            var lists: [[String]] = [[]]
            var all: [[String]] = [[]]
            for _ in 0..<(maxItems + 1) {
                lists = lists.flatMap { list in options.map { list + [$0] } }
                all += lists
            }
            return all.map(Answer.items)
        }
    }

    /// Whether `answer` is valid for the field, shown, in `record`.
    func isValid(_ answer: Answer, in record: RandomForm.Record) -> Bool {
        let ruled = rule.flatMap { $0.condition.holds(in: record) ? ($0.low, $0.high) : nil }
        switch (kind, answer) {
        case (.choice(let options), .text(let value)):
            return options.contains(value) && (hiddenOption.map { $0.value != value || $0.condition.holds(in: record) } ?? true)
        case (.boolean, .flag): return true
        case (.integer(let min, let max), .number(let number)):
            let (low, high) = ruled ?? (min, max)
            return low <= number && number <= high
        case (.text(let minLength, let maxLength, let mask), .text(let text)):
            let (low, high) = ruled ?? (minLength, maxLength)
            let fitsMask = mask.map { $0.count == text.count && text.allSatisfy(\.isNumber) } ?? true
            return low <= text.count && text.count <= high && fitsMask
        case (.date(let back), .number(let day)): return -back <= day && day <= 0
        case (.multichoice(let options, let exclusive, let maxItems), .choices(let chosen)):
            let known = chosen.allSatisfy { options.contains($0) || $0 == exclusive }
            let alone = exclusive.map { !chosen.contains($0) || chosen.count == 1 } ?? true
            return known && alone && !chosen.isEmpty && chosen.count <= maxItems && Set(chosen).count == chosen.count
        case (.from(let source), .text(let value)):
            if case .answer(.choices(let chosen))? = record[source] { return chosen.contains(value) }
            return false
        case (.list(let minItems, let maxItems, let options), .items(let picks)):
            return minItems <= picks.count && picks.count <= maxItems && picks.allSatisfy(options.contains)
        default: return false
        }
    }
}
