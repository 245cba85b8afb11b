/// What each field of the record root depends on by the model alone (see ``DraftLayout``):
/// the units it reads, directly, through the sections and groups around it, or through fields
/// that are no unit (an internal field, a container), followed all the way back.
struct DraftDependencies {
    private let plan: ModelPlan
    private let isUnit: (FieldID) -> Bool
    /// The fields each field reads directly (the containers around it included).
    private var direct: [FieldID: [FieldID]] = [:]
    /// The units each field depends on, directly or not, in no particular order.
    private var reached: [FieldID: Set<FieldID>] = [:]

    /// The dependencies of `fields` (root-frame fields of `plan`).
    init(plan: ModelPlan, fields: [FieldID], isUnit: @escaping (FieldID) -> Bool) {
        self.plan = plan
        self.isUnit = isUnit
        let root = plan.frames[0]
        for id in fields {
            var reads: [FieldID] = []
            let labelled = FieldDependencies.labelled(id, fields: plan.fields, frames: plan.frames, includingGenerators: false)
            for slot in labelled.map(\.slot) where slot.depth == 0 && slot.index < root.slotFields.count {
                let read = root.slotFields[slot.index]
                if read != id, plan.fields[read].kind == .field, !reads.contains(read) { reads.append(read) }
            }
            if let container = plan.fields[id].container, !reads.contains(container) { reads.append(container) }
            direct[id] = reads
        }
        var visiting: Set<FieldID> = []
        for id in fields { _ = resolve(id, visiting: &visiting) }
    }

    private mutating func resolve(_ id: FieldID, visiting: inout Set<FieldID>) -> Set<FieldID> {
        if let known = reached[id] { return known }
        // The plan has no cycle (`check` refuses them); this only keeps a bad plan from looping.
        guard visiting.insert(id).inserted else { return [] }
        var result: Set<FieldID> = []
        for read in direct[id] ?? [] {
            if isUnit(read) { result.insert(read) }
            result.formUnion(resolve(read, visiting: &visiting))
        }
        visiting.remove(id)
        reached[id] = result
        return result
    }

    /// The units `id` depends on, directly or not.
    func dependencies(of id: FieldID) -> Set<FieldID> {
        reached[id] ?? []
    }

    /// `units` in an order where each comes after every unit it depends on; among those that
    /// could go either way, the one first in `units` goes first.
    func topologicalOrder(_ units: [FieldID]) -> [FieldID] {
        let index = Dictionary(uniqueKeysWithValues: units.enumerated().map { ($1, $0) })
        var successors = [[Int]](repeating: [], count: units.count)
        var indegree = [Int](repeating: 0, count: units.count)
        for (offset, id) in units.enumerated() {
            for read in dependencies(of: id).compactMap({ index[$0] }).sorted() where read != offset {
                successors[read].append(offset)
                indegree[offset] += 1
            }
        }
        var ready = ReadyQueue()
        for offset in units.indices where indegree[offset] == 0 { ready.push(offset, key: offset) }
        var order: [FieldID] = []
        while let offset = ready.pop() {
            order.append(units[offset])
            for next in successors[offset] {
                indegree[next] -= 1
                if indegree[next] == 0 { ready.push(next, key: next) }
            }
        }
        // Never short for a plan `check` accepted; the rest in model order otherwise.
        if order.count < units.count {
            let placed = Set(order)
            order += units.filter { !placed.contains($0) }
        }
        return order
    }
}
