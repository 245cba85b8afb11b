/// The cross-checks of `seedfill check`: every model compiled on its own (so models no seed
/// uses are checked too) and with each seed file that fills it.
extension Project {
    /// Compiles every model and seed; returns the plans by seed name and every problem found.
    package func check() -> (plans: [String: ModelPlan], diagnostics: [Diagnostic]) {
        var all: [Diagnostic] = []
        var seen = Set<Diagnostic>()
        func collect(_ diagnostics: [Diagnostic]) {
            for diagnostic in diagnostics where seen.insert(diagnostic).inserted { all.append(diagnostic) }
        }
        // A model no seed fills is checked on its own; the others are checked with each of
        // their seeds, whose `context` and `let` names their expressions may read.
        let filled = Set(seeds.map(\.model))
        let references = SeedReferences(modelNames: Array(models.keys), unloadedModels: unloadedModels, seeds: seeds)
        for name in models.keys.sorted() where !filled.contains(name) {
            collect(
                PlanBuilder.plan(
                    model: models[name]!, seed: nil, tables: tables, unloadedTables: unloadedTables, references: references
                ).diagnostics)
        }
        // Seeds in reference order: a seed's plan carries the plans of the seeds it refers to.
        let order = seedOrder
        let (plans, diagnostics) = planSeeds(order)
        collect(diagnostics)
        collect(order.diagnostics)
        return (plans, all)
    }
}
