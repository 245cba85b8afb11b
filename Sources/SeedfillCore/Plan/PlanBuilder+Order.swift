/// Why one field reads another: the part of the model (or seed) the dependency comes from.
enum EdgeKind: String, Sendable, CaseIterable, Comparable {
    /// The value is computed or generated from it (`compute`, a seed generator, a list's `count`).
    case value
    /// It decides whether the field is shown or editable (`visibleWhen`, `enabledWhen`).
    case visibility
    /// It decides whether the value is valid (`requiredWhen`, `validWhen`, bounds, `rules`).
    case validation
    /// It decides which options are offered (an option's `visibleWhen`, a table's `match`).
    case options
    /// The model names it in `parents` without an expression saying why.
    case reference

    static func < (a: EdgeKind, b: EdgeKind) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// The labelled dependencies of a field, shared by the planner (for the order) and by the
/// tools that show a finished plan (`graph`, `explain`).
enum FieldDependencies {
    /// Every slot field `id` reads, with the kind of each read; for a list, its items' reads of
    /// outer fields too (a list is filled after everything its items read outside it). Without
    /// `includingGenerators`, only what the model says (a seed's generators left out).
    static func labelled<F: PlannedFieldParts>(
        _ id: FieldID, fields: [F], frames: [FramePlan], includingItems: Bool = true, includingGenerators: Bool = true
    ) -> [(slot: Slot, kind: EdgeKind)] {
        let planned = fields[id]
        var result: [(slot: Slot, kind: EdgeKind)] = []
        func add(_ slots: [Slot], _ kind: EdgeKind) {
            for slot in slots { result.append((slot, kind)) }
        }
        add(planned.declaredParents, .reference)
        add(planned.visibleWhen?.dependencies ?? [], .visibility)
        add(planned.enabledWhen?.dependencies ?? [], .visibility)
        for expression in [planned.requiredWhen, planned.validWhen] {
            add(expression?.dependencies ?? [], .validation)
        }
        for expression in [planned.compute, planned.defaultExpr, planned.listCount] {
            add(expression?.dependencies ?? [], .value)
        }
        add(constraintDependencies(planned.constraints), .validation)
        for rule in planned.rules {
            add(rule.when.dependencies + constraintDependencies(rule.constraints), .validation)
        }
        switch planned.options {
        case .list(let options)?: add(options.flatMap { $0.visibleWhen?.dependencies ?? [] }, .options)
        case .table(_, _, let match, _, _, _)?: add(match.map(\.slot), .options)
        case .from(let answers, _)?: add(answers.dependencies, .options)
        case nil: break
        }
        if includingGenerators { add(planned.generator.dependencies, .value) }
        if includingItems, let itemFrame = planned.itemFrame {
            for child in frames[itemFrame].slotFields {
                result += labelled(child, fields: fields, frames: frames, includingGenerators: includingGenerators).filter {
                    $0.slot.depth < frames[itemFrame].depth
                }
            }
        }
        return result
    }

    private static func constraintDependencies(_ c: CompiledConstraints) -> [Slot] {
        (c.min?.dependencies ?? []) + (c.max?.dependencies ?? [])
    }
}

extension PlanBuilder {
    /// Every slot a field's value, visibility or validation reads, including its own items'
    /// reads of outer fields (a list is filled after everything its items read outside it).
    func dependencies(of id: FieldID) -> [Slot] {
        labelledDependencies(of: id).map(\.slot)
    }

    /// ``dependencies(of:)`` with the kind of each read.
    func labelledDependencies(of id: FieldID) -> [(slot: Slot, kind: EdgeKind)] {
        FieldDependencies.labelled(id, fields: fields, frames: frames)
    }

    /// Orders each frame's fields topologically, ties broken by declaration order; reports cycles.
    mutating func order() {
        for id in fields.indices { checkValueReadsItself(id) }
        for frame in frames.indices {
            orderFrame(frame)
        }
    }

    private mutating func orderFrame(_ frame: Int) {
        let members = frames[frame].slotFields
        let depth = frames[frame].depth
        var successors = [[Int]](repeating: [], count: members.count)
        var indegree = [Int](repeating: 0, count: members.count)
        for (index, id) in members.enumerated() {
            var predecessors = Set<Int>()
            for slot in dependencies(of: id) where slot.depth == depth && slot.index != index {
                predecessors.insert(slot.index)
            }
            if let container = fields[id].container {
                predecessors.insert(fields[container].slot.index)
            }
            for predecessor in predecessors.sorted() {
                successors[predecessor].append(index)
                indegree[index] += 1
            }
        }
        // Ties go to the field declared first.
        var ready = ReadyQueue()
        for index in members.indices where indegree[index] == 0 { ready.push(index, key: fields[members[index]].declarationIndex) }
        var order: [FieldID] = []
        while let index = ready.pop() {
            order.append(members[index])
            for next in successors[index] {
                indegree[next] -= 1
                if indegree[next] == 0 { ready.push(next, key: fields[members[next]].declarationIndex) }
            }
        }
        if order.count < members.count {
            reportCycle(members: members, successors: successors, remaining: Set(members.indices.filter { indegree[$0] > 0 }))
        }
        frames[frame].order = order
    }

    private mutating func reportCycle(members: [FieldID], successors: [[Int]], remaining: Set<Int>) {
        // Kahn's leftovers are the cycles plus everything downstream of them. Peel off the nodes
        // that lead to no other leftover until only nodes on or between cycles remain; from any
        // of those a forward walk must come back to a node it has seen.
        // Done as a reverse Kahn pass (out-degrees within the leftovers), so a long chain
        // hanging off a cycle costs linear time.
        var remaining = remaining
        var predecessors = [[Int]](repeating: [], count: successors.count)
        var outdegree = [Int](repeating: 0, count: successors.count)
        for node in remaining {
            for next in successors[node] where remaining.contains(next) {
                predecessors[next].append(node)
                outdegree[node] += 1
            }
        }
        var leaves = remaining.filter { outdegree[$0] == 0 }.sorted()
        while let leaf = leaves.popLast() {
            remaining.remove(leaf)
            for node in predecessors[leaf] {
                outdegree[node] -= 1
                if outdegree[node] == 0 { leaves.append(node) }
            }
        }
        func declared(_ node: Int) -> Int { fields[members[node]].declarationIndex }
        guard var current = remaining.min(by: { declared($0) < declared($1) }) else { return }
        var path: [Int] = []
        var seenAt: [Int: Int] = [:]
        while seenAt[current] == nil {
            seenAt[current] = path.count
            path.append(current)
            // The earliest-declared next step keeps the message stable.
            guard let next = successors[current].filter({ remaining.contains($0) }).min(by: { declared($0) < declared($1) }) else { return }
            current = next
        }
        guard let start = seenAt[current] else { return }
        var cycle = Array(path[start...])
        // Start the cycle at its earliest-declared field, as a reader would look for it.
        if let first = cycle.indices.min(by: { declared(cycle[$0]) < declared(cycle[$1]) }) {
            cycle = Array(cycle[first...] + cycle[..<first])
        }
        let names = (cycle + [cycle[0]]).map { fields[members[$0]].fullPath.joined(separator: ".") }
        let first = fields[members[cycle[0]]]
        diagnostics.error(
            "the fields depend on each other in a cycle: \(names.joined(separator: " → "))",
            at: first.field.location, path: first.field.path,
            hint: "a field cannot be filled before the fields it reads; remove one of these dependencies")
    }
}
