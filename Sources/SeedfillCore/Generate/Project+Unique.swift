/// `generate`'s part of `unique` (SPEC §5.7): the value-space check for the count actually run
/// (`--count` may differ from the seed's), and the note that under `--shard` redrawn values are
/// unique within each shard only.
extension Project {
    /// Stops the run before anything is written when a `unique` field's value space is smaller
    /// than the records asked for; the same located error `check` gives for the seed's count.
    func checkUniqueSpaces(_ chosen: [SeedFile], plans: [String: ModelPlan], options: GenerateOptions) throws(GenerateError) {
        var problems: [Diagnostic] = []
        for seed in chosen {
            guard let plan = plans[seed.name] else { continue }
            let count = options.count ?? seed.count ?? 10
            // The seed's own count was checked when planning; only an override can add errors.
            guard count != (seed.count ?? 10) else { continue }
            problems += UniqueSpaceCheck.problems(in: plan, count: count)
        }
        if !problems.isEmpty { throw .inputs(problems) }
    }

    /// One note per redrawn `unique` field when the run is one shard of several.
    func shardUniquenessNotes(_ chosen: [SeedFile], plans: [String: ModelPlan], options: GenerateOptions) -> [Diagnostic] {
        guard let shard = options.shard, shard.count > 1 else { return [] }
        var notes: [Diagnostic] = []
        for seed in chosen {
            guard let plan = plans[seed.name] else { continue }
            for planned in UniqueSpaceCheck.redrawnFields(in: plan) {
                notes.append(
                    Diagnostic(
                        .note,
                        "'\(planned.fullPath.joined(separator: "."))' is unique within shard \(shard.index)/\(shard.count) only: its repeats are drawn again in record order, and other shards are not seen",
                        at: planned.generatorLocation, path: planned.generatorPath,
                        hint: "a mask, regex, int or oneOf generator is unique across shards"))
            }
        }
        return notes
    }
}
