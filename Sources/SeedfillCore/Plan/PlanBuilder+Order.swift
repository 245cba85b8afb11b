extension PlanBuilder {
    /// Every slot a field's value, visibility or validation reads, including its own items'
    /// reads of outer fields (a list is filled after everything its items read outside it).
    func dependencies(of id: FieldID) -> [Slot] {
        let planned = fields[id]
        var slots: [Slot] = planned.declaredParents
        for expression in [planned.visibleWhen, planned.requiredWhen, planned.enabledWhen, planned.compute, planned.validWhen, planned.listCount] {
            if let expression { slots += expression.dependencies }
        }
        slots += constraintDependencies(planned.constraints)
        for rule in planned.rules {
            slots += rule.when.dependencies + constraintDependencies(rule.constraints)
        }
        switch planned.options {
        case .list(let options)?: slots += options.flatMap { $0.visibleWhen?.dependencies ?? [] }
        case .table(_, _, let match, _, _, _)?: slots += match.map(\.slot)
        case nil: break
        }
        slots += planned.generator.dependencies
        if let itemFrame = planned.itemFrame {
            for child in frames[itemFrame].slotFields {
                slots += dependencies(of: child).filter { $0.depth < frames[itemFrame].depth }
            }
        }
        return slots
    }

    private func constraintDependencies(_ c: CompiledConstraints) -> [Slot] {
        (c.min?.dependencies ?? []) + (c.max?.dependencies ?? [])
    }

    /// Orders each frame's fields topologically, ties broken by declaration order; reports cycles.
    mutating func order() {
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
        var ready = members.indices.filter { indegree[$0] == 0 }
        var order: [FieldID] = []
        while !ready.isEmpty {
            // Ties go to the field declared first.
            let pick = ready.indices.min { fields[members[ready[$0]]].declarationIndex < fields[members[ready[$1]]].declarationIndex }!
            let index = ready.remove(at: pick)
            order.append(members[index])
            for next in successors[index] {
                indegree[next] -= 1
                if indegree[next] == 0 { ready.append(next) }
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
        var remaining = remaining
        var peeled = true
        while peeled {
            peeled = false
            for node in remaining where !successors[node].contains(where: { remaining.contains($0) }) {
                remaining.remove(node)
                peeled = true
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
        diagnostics.error("the fields depend on each other in a cycle: \(names.joined(separator: " → "))",
                          at: first.field.location, path: first.field.path,
                          hint: "a field cannot be filled before the fields it reads; remove one of these dependencies")
    }
}
