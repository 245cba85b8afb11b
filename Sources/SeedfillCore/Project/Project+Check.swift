/// The cross-checks of `seedfill check`: every model compiled on its own (so models no seed
/// uses are checked too) and with each seed file that fills it.
extension Project {
    /// Compiles every model and seed; returns the plans by seed name and every problem found.
    public func check() -> (plans: [String: ModelPlan], diagnostics: [Diagnostic]) {
        var all: [Diagnostic] = []
        var seen = Set<Diagnostic>()
        func collect(_ diagnostics: [Diagnostic]) {
            for diagnostic in diagnostics where seen.insert(diagnostic).inserted { all.append(diagnostic) }
        }
        // A model no seed fills is checked on its own; the others are checked with each of
        // their seeds, whose `context` and `let` names their expressions may read.
        let filled = Set(seeds.map(\.model))
        for name in models.keys.sorted() where !filled.contains(name) {
            collect(PlanBuilder.plan(model: models[name]!, seed: nil, tables: tables).diagnostics)
        }
        var plans: [String: ModelPlan] = [:]
        for seed in seeds {
            guard let model = models[seed.model] else { continue }
            let (plan, diagnostics) = PlanBuilder.plan(model: model, seed: seed, tables: tables)
            collect(diagnostics)
            if let plan { plans[seed.name] = plan }
        }
        return (plans, all)
    }
}
