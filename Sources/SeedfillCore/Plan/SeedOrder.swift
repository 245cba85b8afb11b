/// The order seeds are checked and generated in: each seed after the seeds its `ref`s read
/// records of (ties alphabetical), and the reference cycles that make such an order impossible.
struct SeedOrder {
    /// A reference from one seed to another, where the referring seed says so.
    struct Edge: Sendable, Hashable {
        var target: String
        var location: SourceLocation?
        var path: String
    }

    /// Seed names in order; seeds in (or behind) a cycle come last, alphabetically.
    var names: [String] = []
    /// One error per reference cycle, located at the first reference of the cycle.
    var diagnostics: [Diagnostic] = []
    /// The seeds each seed refers to.
    var edges: [String: [Edge]] = [:]

    /// Orders `seeds` (of `models`) by their references.
    init(seeds: [SeedFile], models: [String: Model]) {
        var edges: [String: [Edge]] = [:]
        for seed in seeds {
            edges[seed.name] = Self.edges(of: seed, model: models[seed.model], seeds: seeds)
        }
        self.edges = edges
        var remaining = Set(seeds.map(\.name))
        // Kahn's algorithm, always taking the alphabetically first seed whose targets are done.
        while let next = remaining.sorted().first(where: { name in
            (edges[name] ?? []).allSatisfy { !remaining.contains($0.target) }
        }) {
            names.append(next)
            remaining.remove(next)
        }
        let stuck = remaining.sorted()
        names += stuck
        // Each cycle is reported once, from its alphabetically first seed.
        for start in stuck {
            guard let cycle = Self.shortestCycle(from: start, edges: edges, within: remaining.filter { $0 >= start }) else { continue }
            let first = edges[start]?.first { $0.target == cycle[1] }
            diagnostics.append(
                .error(
                    "seed files refer to each other in a cycle: \(cycle.joined(separator: " → "))",
                    at: first?.location, path: first?.path,
                    hint:
                        "a seed's records are filled after the records it refers to, so references cannot loop; map one of these fields without 'ref'"
                ))
        }
    }

    /// `names`, and every seed they refer to, directly or not.
    func closure(of names: [String]) -> Set<String> {
        var found = Set<String>()
        var stack = names
        while let name = stack.popLast() {
            guard found.insert(name).inserted else { continue }
            stack += (edges[name] ?? []).map(\.target)
        }
        return found
    }

    /// The shortest path `start → … → start` through `within`, by breadth-first search.
    private static func shortestCycle(from start: String, edges: [String: [Edge]], within: Set<String>) -> [String]? {
        var previous: [String: String] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for edge in edges[node] ?? [] where within.contains(edge.target) {
                if edge.target == start {
                    var between: [String] = []
                    var step = node
                    while step != start {
                        between.append(step)
                        step = previous[step] ?? start
                    }
                    var cycle = [start]
                    cycle.append(contentsOf: between.reversed())
                    cycle.append(start)
                    return cycle
                }
                if previous[edge.target] == nil {
                    previous[edge.target] = node
                    queue.append(edge.target)
                }
            }
        }
        return nil
    }

    // MARK: - Edges

    /// The seeds `seed` reads records of: its `ref` generators, and the `ref` fields of its
    /// model that get the default `{"ref": MODEL}` (the planner's rule, see
    /// ``PlanBuilder/compileDefaultReferences()``). References naming no usable seed are left
    /// out; the planner reports them.
    static func edges(of seed: SeedFile, model: Model?, seeds: [SeedFile]) -> [Edge] {
        var found: [Edge] = []
        func add(model: String, seed name: String?, location: SourceLocation?, path: String) {
            guard case .success(let target) = SeedReferences.target(model: model, seed: name, in: seeds),
                !found.contains(where: { $0.target == target.name })
            else { return }
            found.append(Edge(target: target.name, location: location, path: path))
        }
        func visit(_ spec: GeneratorSpec, depth: Int) {
            guard depth < 64 else { return }
            switch spec.kind {
            case .ref(let model, let name, _, _):
                add(model: model, seed: name, location: spec.location, path: spec.path)
            case .when(let branches):
                for branch in branches { visit(branch.generator, depth: depth + 1) }
            case .list(_, let items):
                for item in items { visit(item.generator, depth: depth + 1) }
            default:
                break
            }
        }
        for (_, spec) in seed.lets { visit(spec, depth: 0) }
        for entry in seed.entries { visit(entry.generator, depth: 0) }

        guard let model else { return found }
        var mapped: [[String]: GeneratorSpec] = [:]
        func collect(_ entries: [SeedEntry], prefix: [String], depth: Int) {
            guard depth < 64 else { return }
            for entry in entries {
                mapped[prefix + entry.target] = entry.generator
                if case .list(_, let items) = entry.generator.kind { collect(items, prefix: prefix + entry.target, depth: depth + 1) }
            }
        }
        collect(seed.entries, prefix: [], depth: 0)
        func walk(_ fields: [Field], prefix: [String], depth: Int) {
            guard depth < 64 else { return }
            for field in fields {
                let path = prefix + [field.key]
                if field.type == .ref, let refModel = field.refModel, field.compute == nil, field.initialValue == nil,
                    field.defaultExpr == nil,
                    mapped[path].map(Self.fallsBackToDefault) ?? true
                {
                    add(model: refModel, seed: nil, location: seed.modelLocation, path: "model")
                }
                walk(field.fields, prefix: path, depth: depth + 1)
            }
        }
        walk(model.items, prefix: [], depth: 0)
        return found
    }

    /// Whether a field mapped by `spec` can still get its model default: a `when` without `else`.
    static func fallsBackToDefault(_ spec: GeneratorSpec) -> Bool {
        guard case .when(let branches) = spec.kind else { return false }
        return branches.last?.condition != nil || branches.isEmpty
    }
}
