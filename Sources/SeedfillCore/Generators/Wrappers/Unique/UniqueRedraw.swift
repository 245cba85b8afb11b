/// `unique` on generators without a countable value space (templates, providers, expression
/// bounds…): a record whose value repeats an earlier record's is filled again (SPEC §5.7).
///
/// The check runs on the emitting side, where records arrive strictly in record order, so the
/// records drawn again, and how, are the same for any `--jobs`. Under `--shard` a shard sees
/// only its own records: its values are unique within the shard.
///
/// A record is filled again with the field's stream, and the streams of the fields its value is
/// made from (its `value` dependencies, transitively), salted with the attempt number: a
/// template such as `{firstName}.{lastName}@example.com` draws no randomness of its own, so
/// only new names can give it a new value. Every other field keeps its stream.
struct UniqueRedraw: Sendable {
    /// One redrawn `unique` field.
    struct Field: Sendable {
        /// The field (or `let` helper).
        let id: FieldID
        /// Its slot within its frame.
        let slot: Int
        /// The list slots leading from the record root to the field's frame (empty at the top).
        let listSlots: [Int]
        /// The field and every field its value is made from, drawn again together.
        let redrawn: [FieldID]
    }

    /// The redrawn `unique` fields of the plan, in plan order.
    let fields: [Field]

    /// No redrawn fields: records pass through untouched.
    static let none = UniqueRedraw(fields: [])

    init(fields: [Field]) { self.fields = fields }

    /// The redrawn `unique` fields of `plan`.
    init(plan: ModelPlan) {
        var found: [Field] = []
        for (id, planned) in plan.fields.enumerated() {
            guard case .redraw? = UniqueSpaceCheck.uniqueDraw(in: planned.generator) else { continue }
            let chain = Self.chain(of: id, plan: plan)
            let listSlots = chain.dropFirst().map { plan.fields[plan.frames[$0].list!].slot.index }
            found.append(
                Field(
                    id: id, slot: planned.slot.index, listSlots: listSlots,
                    redrawn: Self.sources(of: id, chain: chain, plan: plan)))
        }
        fields = found
    }

    /// The frames from the record root down to field `id`'s own.
    static func chain(of id: FieldID, plan: ModelPlan) -> [Int] {
        var chain = [plan.fields[id].frame]
        while let list = plan.frames[chain[0]].list { chain.insert(plan.fields[list].frame, at: 0) }
        return chain
    }

    /// `id` and the fields its value is computed or generated from, transitively, in id order;
    /// `reading` adds slots (of `id`'s frame chain) whose fields, and their sources, count too.
    static func sources(of id: FieldID, chain: [Int], plan: ModelPlan, reading: [Slot] = []) -> [FieldID] {
        var seen: Set<FieldID> = [id]
        var pending = [id]
        for slot in reading {
            guard let source = field(at: slot, chain: chain, plan: plan) else { continue }
            if seen.insert(source).inserted { pending.append(source) }
        }
        while let next = pending.popLast() {
            for edge in FieldDependencies.labelled(next, fields: plan.fields, frames: plan.frames, includingItems: false)
            where edge.kind == .value {
                guard let source = field(at: edge.slot, chain: chain, plan: plan) else { continue }
                if seen.insert(source).inserted { pending.append(source) }
            }
        }
        return seen.sorted()
    }

    /// The field in `slot`, read from the frames of `chain`; `nil` for a slot outside them.
    private static func field(at slot: Slot, chain: [Int], plan: ModelPlan) -> FieldID? {
        guard slot.depth < chain.count else { return nil }
        let frame = plan.frames[chain[slot.depth]]
        guard slot.index < frame.slotFields.count else { return nil }
        return frame.slotFields[slot.index]
    }

    /// For each field, a stable 64-bit hash of each of its non-empty values in the record (one
    /// per list item inside lists). Two different values sharing a hash would only cause a
    /// needless, still deterministic redraw; among a million values that has a chance of about
    /// 3·10⁻⁸.
    ///
    /// Each value's JSON is written into `json` (whose bytes are replaced), and its bytes hashed:
    /// the hash of its `jsonText` without making a string of it, in a buffer the caller keeps
    /// from record to record.
    func keys(of record: FilledFrame, json: inout [UInt8]) -> [[UInt64]] {
        guard !fields.isEmpty else { return [] }
        return fields.map { field in
            // A field outside lists has at most one value: one array of its size.
            guard !field.listSlots.isEmpty else { return key(of: record.values[field.slot], json: &json).map { [$0] } ?? [] }
            var keys: [UInt64] = []
            collect(field, in: record, level: 0, into: &keys, json: &json)
            return keys
        }
    }

    /// The hash of `value`'s JSON, `nil` for `null`.
    @inline(__always)
    private func key(of value: Value, json: inout [UInt8]) -> UInt64? {
        if case .null = value { return nil }
        json.removeAll(keepingCapacity: true)
        value.writeJSON(into: &json)
        return StableHash.hash(utf8: json)
    }

    private func collect(_ field: Field, in frame: FilledFrame, level: Int, into keys: inout [UInt64], json: inout [UInt8]) {
        guard level < field.listSlots.count else {
            if let key = key(of: frame.values[field.slot], json: &json) { keys.append(key) }
            return
        }
        for item in frame.items[field.listSlots[level]] { collect(field, in: item, level: level + 1, into: &keys, json: &json) }
    }
}
