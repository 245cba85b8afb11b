/// Which fields a fixture's objects hold, shared by the writers and the reader of fixtures.
extension ModelPlan {
    /// The written members of the object that holds `ids` (a frame's top level, or a section's,
    /// group's or list item's fields), in model order: `let` helpers and internal fields left
    /// out, and a flattened section or group (`"flatten": true`) replaced by its own members.
    /// With `includingInternal`, internal fields are kept (where the object would hold them), for the
    /// reader to say they are never written.
    func writtenMembers(_ ids: [FieldID], includingInternal: Bool = false) -> [FieldID] {
        var members: [FieldID] = []
        func add(_ ids: [FieldID]) {
            for id in ids where fields[id].kind == .field && (includingInternal || !fields[id].field.isInternal) {
                if fields[id].field.flattens { add(fields[id].children) } else { members.append(id) }
            }
        }
        add(ids)
        return members
    }

    /// Records in each frame plan the fields that share an output name in one object (their
    /// conditions are meant to keep them apart; `check` has refused pairs always shown together).
    mutating func findSharedNames() {
        func visit(_ ids: [FieldID]) {
            let members = writtenMembers(ids)
            var byName: [String: [FieldID]] = [:]
            var names: [String] = []
            for id in members {
                let name = fields[id].field.outputName
                if byName[name] == nil { names.append(name) }
                byName[name, default: []].append(id)
            }
            for name in names where byName[name]!.count > 1 {
                let shared = byName[name]!
                frames[fields[shared[0]].frame].sharedNames.append(shared)
            }
            for id in members where !fields[id].children.isEmpty { visit(fields[id].children) }
        }
        visit(rootItems)
    }
}
