/// The order in which a user fills a multi-step form, as drafts are cut from it and checked
/// against it: the *units* of the record root (every written field that is not a section or a
/// group; a list is one unit, filled all or nothing) in section order, and inside a section in
/// the model's fill order.
///
/// Only the model's own dependencies count (`parents`, `visibleWhen`, `enabledWhen`,
/// `requiredWhen`, `validWhen`, `compute`, `defaultExpr`, a list's `count`, bounds, `rules` and
/// options, each including those of the sections and groups around the field): a seed's
/// generators are left out, so that `generate` (which has a seed) and `validate --draft` (which
/// has none) see the same order. An internal field is no unit (it is never written); whatever
/// reads it depends on what it reads.
///
/// A draft is the prefix of this order up to a *cut*: a unit is filled in it when it and every
/// unit it depends on, directly or not, come before the cut. So a unit's ``reach`` (the last
/// position among itself and everything it depends on) decides it: filled when `reach < cut`.
struct DraftLayout: Sendable {
    /// One unit of the order.
    struct Unit: Sendable {
        /// The field.
        var id: FieldID
        /// Its slot in the record root.
        var slot: Int
        /// The top-level item (section, or field placed at the top level) it belongs to.
        var section: Int
        /// The last position among itself and every unit it depends on.
        var reach: Int
    }

    /// The units in draft order.
    let units: [Unit]
    /// For each slot of the record root that holds a section or group: the lowest reach among
    /// the units inside it (so a draft fills one of them when this is before its cut);
    /// `Int.max` when it holds none, and for other slots.
    let containerFirst: [Int]
    /// For each slot of the record root that holds a section or group: the reach of its own
    /// dependencies (its `visibleWhen`, and that of the containers around it), else -1.
    let containerReach: [Int]
    /// The position of the unit in each slot of the record root, or -1.
    let position: [Int]
    /// The slots of the record root's sections and groups, in model order.
    let containers: [Int]
    /// The key and the slot of each top-level item of the model, in model order.
    let sections: [(key: String, slot: Int)]
    /// The path the fixture writes each slot of the record root at (for messages).
    let slotPaths: [String]

    /// The layout of `plan`'s record root.
    init(plan: ModelPlan) {
        let root = plan.frames[0]
        var walk: [FieldID] = []
        var sectionOf: [FieldID: Int] = [:]
        func visit(_ id: FieldID, section: Int) {
            let planned = plan.fields[id]
            guard planned.kind == .field, planned.frame == 0 else { return }
            sectionOf[id] = section
            walk.append(id)
            if planned.field.type == .section || planned.field.type == .group {
                for child in planned.children { visit(child, section: section) }
            }
        }
        for (index, id) in plan.rootItems.enumerated() { visit(id, section: index) }
        let isUnit = { (id: FieldID) in
            let planned = plan.fields[id]
            return planned.field.type != .section && planned.field.type != .group && !planned.field.isInternal
        }
        let units = DraftDependencies(plan: plan, fields: walk, isUnit: isUnit)
        // A topological order of the units (by model order among those that could go either
        // way), then stably grouped by section.
        let ordered = units.topologicalOrder(walk.filter(isUnit)).enumerated().sorted {
            (sectionOf[$0.element]!, $0.offset) < (sectionOf[$1.element]!, $1.offset)
        }.map(\.element)
        var position = [Int](repeating: -1, count: root.slotCount)
        for (index, id) in ordered.enumerated() { position[plan.fields[id].slot.index] = index }
        func reach(of id: FieldID) -> Int {
            units.dependencies(of: id).reduce(-1) { max($0, position[plan.fields[$1].slot.index]) }
        }
        self.units = ordered.map { id in
            let slot = plan.fields[id].slot.index
            return Unit(id: id, slot: slot, section: sectionOf[id]!, reach: max(position[slot], reach(of: id)))
        }
        var containerFirst = [Int](repeating: .max, count: root.slotCount)
        var containerReach = [Int](repeating: -1, count: root.slotCount)
        var containers: [Int] = []
        for id in walk where !isUnit(id) && !plan.fields[id].field.isInternal {
            containers.append(plan.fields[id].slot.index)
            containerReach[plan.fields[id].slot.index] = reach(of: id)
        }
        for unit in self.units {
            var container = plan.fields[unit.id].container
            while let id = container {
                let slot = plan.fields[id].slot.index
                containerFirst[slot] = min(containerFirst[slot], unit.reach)
                container = plan.fields[id].container
            }
        }
        self.containerFirst = containerFirst
        self.containerReach = containerReach
        self.position = position
        self.containers = containers
        sections = plan.rootItems.map { (plan.fields[$0].field.key, plan.fields[$0].slot.index) }
        slotPaths = root.slotPaths
    }

    /// Whether the unit at `index` is filled in a draft cut before position `cut`.
    func isFilled(_ index: Int, cut: Int) -> Bool {
        units[index].reach < cut
    }
}
