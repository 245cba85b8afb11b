import Foundation

/// Turns a share of a seed's records into drafts as they are written (`"drafts"` in a seed
/// file, `generate --drafts`): each complete, validated record is a draft with probability
/// ``share``, cut before one of the units it writes (see ``DraftLayout``), both drawn from a
/// stream of the run seed, the seed name and the record number alone. So whether a record is
/// a draft, and where it stops, is the same for any `--jobs` and any `--shard`, and a record
/// that is no draft is written exactly as without drafts.
struct DraftMaker: Sendable {
    /// The probability that a record is a draft.
    let share: Double
    let layout: DraftLayout
    /// Whether each slot of the record root is an `"optional": "omit"` field.
    let omitsEmpty: [Bool]
    /// The seed's stream key in this run (see ``RandomStream/seedKey(runSeed:seedName:)``).
    let seedKey: UInt64
    /// Where the drafts made are listed for the manifest (shared by every job's producer).
    let log: DraftLog

    /// The path hash of the drafts' stream: no field's path, since no key starts with `$`.
    static let streamKey = StableHash.hash("$drafts")

    /// A maker of drafts of `plan`'s records for the seed whose streams are keyed `seedKey`.
    init(share: Double, plan: ModelPlan, seedKey: UInt64, log: DraftLog) {
        self.share = share
        layout = DraftLayout(plan: plan)
        omitsEmpty = plan.frames[0].slotFields.map { plan.fields[$0].kind == .field && plan.fields[$0].field.omitsEmpty }
        self.seedKey = seedKey
        self.log = log
    }

    /// The draft of record `record` (complete in `frame`), or `nil` when it is no draft.
    func draft(of frame: FilledFrame, record: Int) -> FilledFrame? {
        var random = RandomStream.generator(recordKey: RandomStream.recordKey(seedKey: seedKey, record: record), pathHash: Self.streamKey)
        guard Double(random.next() >> 11) * 0x1p-53 < share else { return nil }
        let positions = layout.cutPositions(of: frame, omitsEmpty: omitsEmpty)
        guard !positions.isEmpty else {
            log.remove(record)
            return nil
        }
        let cut = positions[Int(random.below(UInt64(positions.count)))]
        log.add(layout.mark(record: record, of: frame, at: cut))
        return layout.cut(frame, at: cut)
    }
}

/// The drafts of one seed's run, collected from every job: by record number, so that the list
/// is the same whatever thread made which (a record drawn again for `unique` replaces its entry).
final class DraftLog: @unchecked Sendable {
    /// The probability that a record is a draft.
    let share: Double
    private let lock = NSLock()
    private var marks: [Int: DraftMark] = [:]

    /// An empty log of drafts made with probability `share`.
    init(share: Double) {
        self.share = share
    }

    /// Records a draft.
    func add(_ mark: DraftMark) {
        lock.lock()
        marks[mark.record] = mark
        lock.unlock()
    }

    /// Forgets record `record` (drawn again for `unique`, it has nothing left to cut).
    func remove(_ record: Int) {
        lock.lock()
        marks[record] = nil
        lock.unlock()
    }

    /// The drafts, by record number.
    var sorted: [DraftMark] {
        lock.lock()
        defer { lock.unlock() }
        return marks.values.sorted { $0.record < $1.record }
    }

    /// How many drafts there are.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return marks.count
    }

    /// The manifest's `drafts` object: the share asked for and every draft written.
    var manifestValue: Value {
        .object(
            ObjectValue(
                keys: ["share", "records"],
                values: [Number(rounding: share).map(Value.number) ?? .null, .array(sorted.map(\.manifestValue))]))
    }
}
