/// Compiling seeds together: each seed after the seeds it refers to, so that its `ref`s can
/// carry the referenced seeds' plans.
extension Project {
    /// The seeds' reference order and cycles.
    var seedOrder: SeedOrder { SeedOrder(seeds: seeds, models: models) }

    /// Compiles the seeds named in `order` (all when `only` is `nil`, else those and the seeds
    /// they refer to), in reference order. A seed whose references cannot be compiled gets no
    /// plan; the reason is reported with the referenced seed or as a cycle.
    func planSeeds(_ order: SeedOrder, only: [String]? = nil) -> (plans: [String: ModelPlan], diagnostics: [Diagnostic]) {
        let wanted = only.map { order.closure(of: $0) }
        var references = SeedReferences(modelNames: Array(models.keys), unloadedModels: unloadedModels, seeds: seeds)
        var diagnostics: [Diagnostic] = []
        // Records of other seeds one record fills through its refs, by seed name.
        var fanOut: [String: Int] = [:]
        for name in order.names where wanted?.contains(name) ?? true {
            guard let seed = seed(named: name), let model = models[seed.model] else { continue }
            let (plan, problems) = PlanBuilder.plan(
                model: model, seed: seed, tables: tables, unloadedTables: unloadedTables, references: references)
            diagnostics += problems
            guard let plan else { continue }
            // A seed over the limit gets no plan, so the seeds referring to it get none either
            // (without a second message) and nothing is generated.
            let reads = ReferenceFanOut(plan: plan, seedCounts: fanOut)
            if reads.total > ReferenceFanOut.limit {
                diagnostics.append(reads.problem(seed: seed, plan: plan))
                continue
            }
            fanOut[name] = reads.total
            references.plans[name] = plan
        }
        return (references.plans, diagnostics)
    }

    /// `model` compiled on its own, with the project's tables and none of a seed file's
    /// generators: the plan `init`, `graph`, `explain` and `validate` read. Names its
    /// expressions read from a host app resolve in the `context` of seed file `seed`, or else
    /// in the one `context` the model's seed files agree on (see ``agreedContextSeed(of:)``).
    package func plan(ofModel model: Model, seed: SeedFile? = nil) -> (plan: ModelPlan?, diagnostics: [Diagnostic]) {
        let host = (seed ?? contextSeeds(of: model.name).agreed).flatMap(\.contextAlone)
        return PlanBuilder.plan(model: model, seed: host, tables: tables)
    }

    /// The seed files of `model` that give a `context`: `agreed`, one of them when they all
    /// give the same (the host values `validate` reads a model's conditions with when no seed
    /// is named, as it reads their `today`); else `differing`, all their names, when two differ.
    package func contextSeeds(of model: String) -> (agreed: SeedFile?, differing: [String]) {
        let giving = seeds.filter { $0.model == model && $0.context != nil }
        let values = Set(giving.map { $0.context.flatMap(Value.fromJSON) })
        return values.count > 1 ? (nil, giving.map(\.name).sorted()) : (giving.first, [])
    }

    /// A new plan of `seed` and of every seed it refers to: one per worker thread, so that no
    /// two threads share the plans' objects.
    package func freshPlan(of seed: SeedFile) -> ModelPlan? {
        planSeeds(seedOrder, only: [seed.name]).plans[seed.name]
    }

    /// The seeds in the order they are checked and generated: each after the seeds it refers
    /// to, ties alphabetical.
    var seedsInReferenceOrder: [SeedFile] {
        seedOrder.names.compactMap { seed(named: $0) }
    }
}
