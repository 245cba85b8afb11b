/// A model's fields and who reads whom, with why: the graph `seedfill graph` draws and
/// `seedfill explain` walks.
///
/// An edge runs from the field read to the field reading it (parent → child), as the fill order
/// does. A list item's field that reads an outer field gets its own edge from that field (the
/// planner also orders the whole list after it, which the graph does not repeat).
package struct DependencyGraph {
    /// One dependency: `from` is read by `to` for the reasons in `kinds`.
    struct Edge: Equatable {
        var from: FieldID
        var to: FieldID
        var kinds: [EdgeKind]
    }

    let plan: ModelPlan
    /// Edges ordered by the reading field's declaration, then the read field's.
    let edges: [Edge]

    /// Builds the graph of `plan`'s fields (seed `let` helpers included, when the plan has them).
    package init(plan: ModelPlan) {
        self.plan = plan
        var edges: [Edge] = []
        for id in plan.fields.indices {
            var kinds: [FieldID: Set<EdgeKind>] = [:]
            for (slot, kind) in FieldDependencies.labelled(id, fields: plan.fields, frames: plan.frames, includingItems: false) {
                guard let source = Self.field(at: slot, readFrom: plan.fields[id].frame, in: plan), source != id else { continue }
                kinds[source, default: []].insert(kind)
            }
            for source in kinds.keys.sorted() {
                var reasons = kinds[source]!
                // `parents` restating what an expression already says adds nothing to show.
                if reasons.count > 1 { reasons.remove(.reference) }
                edges.append(Edge(from: source, to: id, kinds: reasons.sorted()))
            }
        }
        self.edges = edges
    }

    /// The field stored in `slot` as seen from frame `frame` (an outer frame for a smaller depth).
    static func field(at slot: Slot, readFrom frame: Int, in plan: ModelPlan) -> FieldID? {
        var current = frame
        while plan.frames[current].depth > slot.depth {
            guard let list = plan.frames[current].list else { return nil }
            current = plan.fields[list].frame
        }
        guard plan.frames[current].depth == slot.depth, slot.index < plan.frames[current].slotFields.count else { return nil }
        return plan.frames[current].slotFields[slot.index]
    }

    /// Edges into `id` (what it reads).
    func parents(of id: FieldID) -> [Edge] { edges.filter { $0.to == id } }

    /// Edges out of `id` (who reads it).
    func dependants(of id: FieldID) -> [Edge] { edges.filter { $0.from == id } }

    /// The field's name as a reader writes it: its full dotted path (`car.make`,
    /// `drivers.birthDate`), `let.NAME` for a seed helper.
    func name(_ id: FieldID) -> String { plan.fields[id].fullPath.joined(separator: ".") }
}

extension ModelPlan {
    /// The field named `name`: its full dotted path, else every field whose path ends with
    /// `name` (one when the key is unique in the model, several when it is ambiguous).
    package func fieldIDs(named name: String) -> [FieldID] {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let candidates = fields.indices.filter { fields[$0].kind == .field }
        let exact = candidates.filter { fields[$0].fullPath == parts }
        if !exact.isEmpty { return exact }
        // Expressions name a field without its section or group, so accept any path it ends with.
        return candidates.filter { Array(fields[$0].fullPath.suffix(parts.count)) == parts }
    }

    /// Field `id`'s full dotted path, as ``fieldIDs(named:)`` reads it.
    package func path(of id: FieldID) -> String { fields[id].fullPath.joined(separator: ".") }

    /// The names a reader may mean a field by, for a "did you mean" hint: every field's full
    /// dotted path, then every entry's own key (seed helpers included).
    package var fieldNames: [String] {
        fields.filter { $0.kind == .field }.map { $0.fullPath.joined(separator: ".") } + fields.map(\.field.key)
    }
}
