/// A compiled `ref`: which referenced seed, how its record is picked, and whether the value is
/// the whole record or its key.
struct Reference: Sendable, Hashable {
    /// Index into ``ModelPlan/references`` (and the filler's bound sources).
    var source: Int
    /// `random` or `sequential`.
    var pick: RefPick
    /// For `embed: false`: the slot (in the referenced record's root frame) of its key field;
    /// `nil` embeds the whole record.
    var keySlot: Int?

    /// The referenced record number (from 1) for record `record` of the referring seed, among
    /// `count` records. `sequential` cycles through them; `random` draws from the field's stream.
    func pickRecord(for record: Int, count: Int, rng: inout SplitMix64) -> Int {
        switch pick {
        case .sequential:
            return (record - 1) % count + 1
        case .random:
            return Int(rng.below(UInt64(count))) + 1
        }
    }
}

/// A seed that another seed refers to, as the planner found it: the seed file (for its name,
/// count and today, which the run may override) and its own compiled plan.
struct ReferencePlan: Sendable {
    /// The referenced seed file.
    var seed: SeedFile
    /// Its plan, with its own references.
    var plan: ModelPlan
}
