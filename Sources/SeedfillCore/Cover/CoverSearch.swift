/// Finds a small set of valid records that together show every ``CoverTarget`` of a seed's
/// model (`generate --cover`), greedily: for the first target no record found so far shows,
/// records are filled until one shows it, and each record kept counts for every target it
/// shows.
///
/// A record tried is either one `generate` would write (record numbers 1, 2, 3… in turn), or,
/// for a value (an empty field, a list's size, a bound) not seen yet, such a record (or one kept
/// earlier, when the field is shown only there) with that value put in (see
/// ``CoverSearch/aimed(at:from:alone:)``), or, for a target still not seen, one whose deciding
/// fields are given a combination of their values (see
/// ``CoverSearch/reachingPresets(for:from:)``). A target the model alone rules out (see
/// ``CoverTarget/impossibility(in:)``) is not tried. Every record kept is validated as
/// `generate` validates, and repeats no `unique` value of an earlier one. The search is a
/// function of the plan, the run seed and `today`: the same set every time, on any number of
/// jobs.
struct CoverSearch {
    let producer: RecordProducer
    let probe: CoverProbe
    let form: QuestionnaireForm
    /// A request to stop (a signal), looked at between targets and every 64 records sampled.
    let stop: StopRequest?
    /// By field: the fields it depends on, transitively (see
    /// ``QuestionnaireForm/dependencies(of:)``), worked out once for every aim.
    let dependencies: [Set<FieldID>]
    /// By field whose options come `from` another field: that field (see
    /// ``CoverTarget/optionSource(of:in:)``).
    let sources: [FieldID: FieldID]
    /// Records tried for one target before it is given up as unreachable.
    static let triesPerTarget = 64

    /// What the search found.
    struct Result {
        /// The bytes of each record kept, as `generate` writes it, in the order found.
        var records: [[UInt8]] = []
        /// The record number each record kept was filled as (see ``CoverFill``).
        var numbers: [Int] = []
        /// Each record kept, as filled.
        var frames: [FilledFrame] = []
        /// Every target, in model order, whether a record kept shows it, and why none can when
        /// the model alone says so (see ``CoverTarget/impossibility(in:)``).
        var targets: [(target: CoverTarget, covered: Bool, impossibility: String?)] = []
    }

    /// A search of `producer`'s records, `form` being the model's form on the producer's plan.
    init(producer: RecordProducer, form: QuestionnaireForm, stop: StopRequest? = nil) {
        self.producer = producer
        self.form = form
        self.stop = stop
        let plan = producer.filler.plan
        probe = CoverProbe(plan: plan, lists: form.lists, today: producer.filler.today, now: producer.filler.now)
        dependencies = form.parents.indices.map(form.dependencies(of:))
        var sources: [FieldID: FieldID] = [:]
        for id in plan.fields.indices { sources[id] = CoverTarget.optionSource(of: id, in: plan) }
        self.sources = sources
    }

    /// Runs the search. Throws what filling a record `generate` would write throws, and
    /// ``Interrupted`` when a stop is requested.
    func run() throws -> Result {
        let targets = CoverTarget.targets(of: producer.filler.plan)
        var covered = [Bool](repeating: false, count: targets.count)
        var result = Result()
        var next = 1
        var seen = [Set<UInt64>](repeating: [], count: producer.unique.fields.count)
        var storage = producer.makeStorage()

        /// Keeps the record in `storage`, filled as number `record`, when it repeats no `unique`
        /// value: marks what it shows. The records kept are also the bases to aim from when
        /// fresh records do not show a field (one shown only for a value an earlier aim put in).
        func keep(_ keys: [[UInt64]], record: Int, storage: borrowing ProducerStorage) -> Bool {
            var added = seen
            for (field, hashes) in keys.enumerated() {
                for hash in hashes where !added[field].insert(hash).inserted { return false }
            }
            seen = added
            result.records.append(storage.json.buffer)
            result.numbers.append(record)
            result.frames.append(storage.fill.record)
            for (index, target) in targets.enumerated() where !covered[index] {
                if probe.hit(target, in: storage.fill.record) != nil { covered[index] = true }
            }
            return true
        }

        let reasons = targets.map { $0.impossibility(in: producer.filler.plan) }
        for (index, target) in targets.enumerated() where !covered[index] && reasons[index] == nil {
            try stop?.throwIfRequested()
            for attempt in 0..<Self.triesPerTarget where !covered[index] {
                let keys = try producer.produce(next, storage: &storage)
                next += 1
                if probe.hit(target, in: storage.fill.record) != nil {
                    if keep(keys, record: next - 1, storage: storage) { break }
                    continue
                }
                guard target.isAimed else { continue }
                var base = storage.fill.record
                var found = probe.shownPlace(of: target, in: base)
                if found == nil {
                    let showing = result.frames.filter { probe.shownPlace(of: target, in: $0) != nil }
                    if !showing.isEmpty {
                        base = showing[attempt % showing.count]
                        found = probe.shownPlace(of: target, in: base)
                    }
                }
                guard let place = found else { continue }
                // Several fields at once first (most records then cover many targets), then
                // the one alone; a multichoice's value in place of another, or alone (an
                // exclusive option).
                let others = targets.indices.filter { !covered[$0] && $0 != index }.map { targets[$0] }
                let together = aims(for: target, place: place, others: others, in: base)
                let alone = next % 2 == 0
                var attempts = [aimed(at: together, from: base, alone: alone)]
                if together.count > 1 { attempts.append(aimed(at: [(target, place)], from: base, alone: alone)) }
                for preset in attempts {
                    var aimedStorage = producer.makeStorage()
                    let record = next
                    next += 1
                    // Values put in that the rest cannot agree with: the next try.
                    guard let aimedKeys = try? producer.produce(record, preset: preset, storage: &aimedStorage) else { continue }
                    if probe.hit(target, in: aimedStorage.fill.record) != nil, keep(aimedKeys, record: record, storage: aimedStorage) {
                        break
                    }
                }
            }
            // The fields that decide it given values, combination by combination (then the
            // value aimed at in each record made so, when it is one).
            for preset in covered[index] ? [] : reachingPresets(for: target, from: storage.fill.record) {
                var tried = producer.makeStorage()
                next += 1
                guard let keys = try? producer.produce(next - 1, preset: preset, storage: &tried) else { continue }
                if probe.hit(target, in: tried.fill.record) != nil {
                    if keep(keys, record: next - 1, storage: tried) { break }
                    continue
                }
                guard target.isAimed, let place = probe.shownPlace(of: target, in: tried.fill.record) else { continue }
                let aimedPreset = aimed(at: [(target, place)], from: tried.fill.record, alone: next % 2 == 0)
                var aimedStorage = producer.makeStorage()
                next += 1
                guard let aimedKeys = try? producer.produce(next - 1, preset: aimedPreset, storage: &aimedStorage) else { continue }
                if probe.hit(target, in: aimedStorage.fill.record) != nil, keep(aimedKeys, record: next - 1, storage: aimedStorage) {
                    break
                }
            }
        }
        if result.records.isEmpty {
            // Nothing to cover still makes one fixture: the set is never empty.
            let keys = try producer.produce(next, storage: &storage)
            _ = keep(keys, record: next, storage: storage)
        }
        result.targets = targets.indices.map { (targets[$0], covered[$0], reasons[$0]) }
        return result
    }
}

extension CoverSearch {
    /// How many records `generate` writes (records 1, 2, 3… in turn) before they show every
    /// target of `targets`, at most `limit`, and how many of the targets they still miss then.
    /// Throws ``Interrupted`` when a stop is requested.
    func randomRecords(covering targets: [CoverTarget], limit: Int) throws -> (records: Int, missed: Int) {
        var left = targets
        var storage = producer.makeStorage()
        var record = 0
        while !left.isEmpty, record < limit {
            if record % 64 == 0 { try stop?.throwIfRequested() }
            record += 1
            _ = try producer.produce(record, storage: &storage)
            left.removeAll { probe.hit($0, in: storage.fill.record) != nil }
        }
        return (record, left.count)
    }
}
