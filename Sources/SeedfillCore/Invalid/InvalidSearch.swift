/// Finds negative fixtures (`generate --invalid`): for each ``BreakableRule`` of a seed's
/// model, a record `generate` would write with one value changed (see ``RuleBreaker``) such
/// that `seedfill validate` reports exactly that rule broken, at that field, and nothing else.
///
/// The records to start from are the seed's first ``baseCount`` (as `generate` writes them).
/// A proposal is kept only when the validator, reading the fixture's JSON as `validate` reads a
/// file, confirms it; so a label is never false. The search is a function of the plan, the run
/// seed and `today`: the same fixtures every time, on any number of jobs.
struct InvalidSearch {
    let form: QuestionnaireForm
    let breaker: RuleBreaker
    /// Validation as `seedfill validate MODEL` does it (the model's plan, without the seed).
    let validation: QuestionnaireValidation
    /// Computed fields brought up to date with the value changed (see ``ComputedRefresh``).
    let refresh: ComputedRefresh
    /// The records to start from, as filled and as written.
    let bases: [(record: FilledFrame, tree: FixtureTree)]
    let format: OutputFormat
    let depth: Int
    /// Records to start from.
    static let baseCount = 24
    /// Places of a field tried in one record (items of its lists).
    static let placesPerRecord = 4

    /// One negative fixture.
    struct Fixture {
        var tree: FixtureTree
        var label: InvalidLabel
        var rule: BreakableRule
    }

    /// Why no fixture breaks a rule alone, from the least to the most telling.
    enum Miss: Int, Comparable {
        /// No record tried shows the field where the rule applies.
        case nowhere
        /// No value of the field breaks it without breaking another of its rules (a
        /// multichoice with too few options to choose one too many).
        case noValue
        /// Every value tried still passes.
        case stillValid
        /// Every value that breaks it breaks something else too.
        case breaksOthers

        static func < (a: Miss, b: Miss) -> Bool { a.rawValue < b.rawValue }
    }

    /// A search over `producer`'s first records, confirmed by `validation`.
    init(producer: RecordProducer, validation: QuestionnaireValidation, format: OutputFormat) throws(FillError) {
        let plan = producer.filler.plan
        let form = QuestionnaireForm(plan: plan, today: producer.validator.today)
        self.form = form
        self.validation = validation
        refresh = ComputedRefresh(
            validator: RecordValidator(plan: validation.plan, today: validation.today, now: RunConstantFolder.now(on: validation.today)))
        self.format = format
        depth = format == .json ? 1 : 0
        var bases: [(record: FilledFrame, tree: FixtureTree)] = []
        var storage = producer.makeStorage()
        for record in 1...Self.baseCount {
            _ = try producer.produce(record, storage: &storage)
            guard let tree = FixtureTree(bytes: storage.json.buffer) else { continue }
            bases.append((storage.fill.record, tree))
        }
        self.bases = bases
        var samples = [[Value]](repeating: [], count: plan.fields.count)
        for id in plan.fields.indices where plan.fields[id].kind == .field {
            for base in bases {
                for place in FieldPlace.places(of: id, in: base.record, plan: plan, lists: form.lists[id]) where place.shown {
                    let steps = FixtureTree.steps(segments: form.segments(of: id), indices: place.indices)
                    if let value = base.tree.value(at: steps), value != .null, !samples[id].contains(value) { samples[id].append(value) }
                }
            }
        }
        breaker = RuleBreaker(
            plan: form.validator.plan, check: form.validator.check, today: form.validator.today, now: form.validator.now,
            samples: samples)
    }

    /// A fixture breaking `rule` alone, written as fixture `number` (what its expressions read
    /// as `index`), starting from the records from `round` on; else why there is none.
    func fixture(breaking rule: BreakableRule, number: Int, round: Int) -> Result<Fixture, MissReason> {
        let plan = form.plan
        let segments = form.segments(of: rule.field)
        var miss = Miss.nowhere
        var other = ""
        for offset in bases.indices {
            let base = bases[(round + offset) % bases.count]
            let places = FieldPlace.places(of: rule.field, in: base.record, plan: plan, lists: form.lists[rule.field])
            for place in places.prefix(Self.placesPerRecord) {
                let steps = FixtureTree.steps(segments: segments, indices: place.indices)
                let current = base.tree.value(at: steps)
                let path = form.path(of: rule.field, indices: place.indices)
                let proposals = breaker.proposals(rule, at: place, current: current, record: number)
                if proposals.isEmpty, place.shown, current != nil, rule.kind != .hidden { miss = max(miss, .noValue) }
                for proposal in proposals {
                    guard var tree = base.tree.setting(steps, to: proposal) else { continue }
                    if rule.kind != .compute { tree = refresh.refreshed(tree, record: number) }
                    let findings = confirm(tree, number: number)
                    if findings.count == 1, findings[0].path == path, rule.isReported(as: findings[0].rule, in: plan) {
                        return .success(Fixture(tree: tree, label: findings[0], rule: rule))
                    }
                    if findings.isEmpty {
                        miss = max(miss, .stillValid)
                    } else if let found = findings.first(where: { !($0.path == path && rule.isReported(as: $0.rule, in: plan)) }) {
                        if miss < .breaksOthers { other = "\(found.path): \(found.rule)" }
                        miss = .breaksOthers
                    }
                }
            }
        }
        return .failure(MissReason(miss: miss, other: other, tried: bases.count))
    }

    /// What `seedfill validate` reports for `tree` written as fixture `number`: its findings,
    /// each labelled; a problem of the fixture's shape counts as one too.
    func confirm(_ tree: FixtureTree, number: Int) -> [InvalidLabel] {
        let bytes = tree.bytes(format: format, depth: depth)
        let (node, problems) = JSONReader.parse(bytes, file: "")
        guard let node, problems.isEmpty else { return [InvalidLabel(path: "", rule: "json", message: "not JSON")] }
        let (shape, findings) = validation.check(node, number: number, displayPrefix: "")
        return shape.map { InvalidLabel(path: $0.path ?? "", rule: "layout", message: $0.message) }
            + findings.map { InvalidLabel(path: $0.path, rule: $0.rule, message: QuestionnaireValidation.message(of: $0)) }
    }
}

/// Why a rule has no negative fixture, in words for the summary and the manifest.
struct MissReason: Error {
    let miss: InvalidSearch.Miss
    /// A rule also broken, for ``InvalidSearch/Miss/breaksOthers``.
    let other: String
    /// Records tried.
    let tried: Int

    var text: String {
        switch miss {
        case .nowhere: "no record of \(tried) tried has the field where the rule applies"
        case .noValue: "no value breaks it without breaking another rule of the field"
        case .stillValid: "no value tried breaks it (\(tried) records)"
        case .breaksOthers: "breaking it breaks another rule too (\(other))"
        }
    }
}
