/// Naming the cells a declared cell refers to (`parentFields`, a list's `uniqueBy`) as a model
/// file names fields, from where the referring cell sits.
extension DeclaredModelWriter {
    /// The names of `parents` as seen from the cell at `index`: its key for a sibling or a
    /// field directly in a section, else the path from the nearest scope both share; the full
    /// path when a scope nearer the cell has a field of that name.
    mutating func names(of parents: [any QuestionnaireCell], from index: Int, property: String) -> [String] {
        let owner = origins[nodes[index].origin].owner
        var names: [String] = []
        for (position, parent) in parents.enumerated() {
            let parentName = Self.name(of: parent)
            let candidates = placements[CellIdentity(parent)] ?? []
            guard let target = target(among: candidates, from: index) else {
                let places = candidates.map { nodes[$0].keys.joined(separator: ".") }
                bag.error(
                    candidates.isEmpty
                        ? "the parent field \(parentName) is not in the model"
                        : "the parent field \(parentName) is in the model \(candidates.count) times: \(places.joined(separator: ", "))",
                    at: Self.location(of: owner), path: "\(property)[\(position)]",
                    hint: candidates.isEmpty
                        ? "add it to the cells of a section, a group or a list, or leave it out of \(property)"
                        : "a parent is found among the cell's own scopes; declare it once, or in the same group or list")
                continue
            }
            names.append(name(of: target, from: index))
        }
        return names
    }

    /// The placement of a parent that the cell at `index` means: one in the cell's own scopes
    /// (the innermost), else the only one.
    private func target(among candidates: [Int], from index: Int) -> Int? {
        var scope = nodes[index].container
        while let current = scope, nodes[current].cell != nil {
            if let found = candidates.first(where: { nodes[$0].container == current }) { return found }
            scope = nodes[current].container
        }
        // Fields directly in sections share the model's scope.
        let inSections = candidates.filter { candidate in nodes[candidate].container.map { nodes[$0].cell == nil } ?? false }
        if inSections.count == 1 { return inSections[0] }
        return candidates.count == 1 ? candidates[0] : nil
    }

    /// How the cell at `index` names the node `target`.
    private func name(of target: Int, from index: Int) -> String {
        let keys = nodes[target].keys
        let full = keys.joined(separator: ".")
        guard let container = nodes[index].container else { return full }
        let from = nodes[container].keys
        var shared = 0
        while shared < min(from.count, keys.count - 1), from[shared] == keys[shared] { shared += 1 }
        let relative = keys.count == 2 ? [keys[1]] : Array(keys[shared...])
        // A group or list around the cell that has a field named like the first step would
        // take the name first.
        var scope: Int? = container
        while let current = scope, nodes[current].cell != nil, nodes[current].keys.count > shared {
            if nodes[current].children.contains(where: { $0 != target && nodes[$0].keys.last == relative[0] }) { return full }
            scope = nodes[current].container
        }
        return relative.joined(separator: ".")
    }

    /// The keys of `cells`, the item cells of the list at `index` that no two items may share.
    mutating func itemKeys(of cells: [any QuestionnaireCell], in index: Int) -> [String] {
        let owner = origins[nodes[index].origin].owner
        var keys: [String] = []
        for (position, cell) in cells.enumerated() {
            guard (placements[CellIdentity(cell)] ?? []).contains(where: { nodes[$0].container == index }) else {
                bag.error(
                    "uniqueBy names \(Self.name(of: cell)), which is not a cell of the list's items", at: Self.location(of: owner),
                    path: "cellType.uniqueBy[\(position)]", hint: "name cells of the enum the list holds")
                continue
            }
            keys.append(cell.rawValue)
        }
        return keys
    }
}
