/// How the branches of an object's `oneOf`s and `anyOf`s are told apart: by the `enum`/`const`
/// values of properties, one after another (`isBiologicalChild` `true` picks one branch;
/// `false` two, which `relationshipType` `STEPCHILD` or `ADOPTED` then tells apart). Each such
/// property is a choice of the values its branches give, always written while its branches
/// may apply, so a fixture built for one branch gives another a value that branch rejects:
/// every fixture matches exactly one branch. A branch that requires a property nothing
/// describes, or whose telling property only excludes the values of the others, is never
/// written (a fixture fails it: the property is absent, or its value excluded). Each set of
/// branches is a choice of its own; a set inside a branch applies while that branch does.
extension SchemaTranslator {
    /// A property whose values pick branches: a choice of `options`, written while
    /// `condition` holds.
    struct Teller {
        var name: String
        var key: String
        var options: [JSONNode]
        var condition: String?
        /// The branches it lies in (those of ``BranchPart/choices``).
        var choices: [Int: Int] = [:]
    }

    /// The parts of an object that apply under conditions, and the properties that pick them.
    struct BranchPlan {
        var parts: [BranchPart] = []
        var tellers: [Teller] = []
        /// The object's own `properties`, which a telling property's values must also meet.
        var properties: JSONNode?
        /// For each branch set, the indices of its branches' parts.
        var sets: [Int: [Int]] = [:]

        /// Whether every branch of one set that applies whenever `part` does (or always, for
        /// `nil`) writes property `name`.
        func writes(_ name: String, whenever part: BranchPart?) -> Bool {
            sets.values.contains { leaves in
                let within =
                    leaves.first.map { leaf in
                        (part?.choices ?? [:]).allSatisfy { parts[leaf].choices[$0.key] == $0.value }
                            && parts[leaf].choices.count == (part?.choices.count ?? 0) + 1
                    } ?? false
                return within && leaves.allSatisfy { parts[$0].schema["properties"]?[name] != nil || parts[$0].written.contains(name) }
            }
        }
    }

    /// A branch reached by telling properties: its index, when it applies and what picks it.
    private struct Leaf {
        var index: Int
        var condition: String?
        var telling: Set<String>
        var names: Set<String>
    }

    /// The plan of `schema`'s branch sets and of the `external` parts its enclosing object's
    /// branches give it; `keys` are the keys of its declared properties, `declared` every
    /// property any of its schemas describes.
    mutating func branchPlan(
        _ schema: SchemaNode, external: [BranchPart], keys: [String: String], required: Set<String>, declared: Set<String>
    ) -> BranchPlan {
        var plan = BranchPlan()
        plan.properties = schema["properties"]
        plan.parts = external
        var taken = Set(keys.values).union(external.flatMap(\.names))
        planSets(of: schema, within: nil, into: &plan, taken: &taken, keys: keys, required: required, declared: declared)
        for part in external {
            planSets(of: part.schema, within: part, into: &plan, taken: &taken, keys: keys, required: required, declared: declared)
        }
        return plan
    }

    /// Adds to `plan` the branch sets of `holder` (the object, or a part of it), applying
    /// while `outer` does; their branches' own sets too.
    private mutating func planSets(
        of holder: SchemaNode, within outer: BranchPart?, into plan: inout BranchPlan, taken: inout Set<String>, keys: [String: String],
        required: Set<String>, declared: Set<String>
    ) {
        for set in branchSets(of: holder) {
            if set.keyword == "anyOf", outer == nil, requiredSets(set.branches, keys: keys, required: required) { continue }
            if set.keyword == "oneOf", outer == nil, exclusiveRequiredSets(set.branches, keys: keys, required: required) { continue }
            var alive: [Int] = []
            for (index, branch) in set.branches.enumerated() {
                let needs = (branch["required"]?.elements ?? []).compactMap(\.stringValue)
                if let missing = needs.first(where: { !declared.contains($0) }) {
                    remark(
                        branch, "requires \(Quoted.single(missing)), which nothing here describes: this branch is never written",
                        keyword: nil)
                } else {
                    alive.append(index)
                }
            }
            guard !alive.isEmpty else {
                untranslated(
                    set.holder, "every branch of '\(set.keyword)' requires a property that nothing here describes", keyword: set.keyword)
                continue
            }
            var tellers = plan.tellers
            var dropped: [Int] = []
            var localTaken = taken
            guard
                let leaves = split(
                    alive, of: set, properties: plan.properties, within: outer, condition: outer?.condition, telling: [],
                    names: outer?.names ?? [], tellers: &tellers,
                    dropped: &dropped, taken: &localTaken, keys: keys)
            else {
                untranslated(
                    set.holder, "'\(set.keyword)' whose branches no property's values tell apart is not translated yet",
                    keyword: set.keyword)
                continue
            }
            plan.tellers = tellers
            taken = localTaken
            for index in dropped { remark(set.branches[index], "no value picks this branch out: it is never written", keyword: nil) }
            let id = nextBranchSet
            nextBranchSet += 1
            let start = plan.parts.count
            for leaf in leaves {
                var choices = outer?.choices ?? [:]
                choices[id] = leaf.index
                plan.parts.append(
                    BranchPart(
                        schema: set.branches[leaf.index], condition: leaf.condition, choices: choices, telling: leaf.telling,
                        written: leaf.telling.union(outer?.written ?? []), names: leaf.names))
            }
            plan.sets[id] = Array(start..<plan.parts.count)
            for index in start..<plan.parts.count {
                let part = plan.parts[index]
                planSets(of: part.schema, within: part, into: &plan, taken: &taken, keys: keys, required: required, declared: declared)
            }
        }
    }

    /// The branches `indices` of `set` told apart by their properties' values, each with the
    /// condition that picks it (within `condition`); the properties used become `tellers`,
    /// the branches that only exclude values go to `dropped`. `nil` when no property tells
    /// them apart.
    private func split(
        _ indices: [Int], of set: BranchSet, properties: JSONNode?, within outer: BranchPart?, condition: String?, telling: Set<String>,
        names: Set<String>,
        tellers: inout [Teller],
        dropped: inout [Int], taken: inout Set<String>, keys: [String: String]
    ) -> [Leaf]? {
        if indices.count == 1 { return [Leaf(index: indices[0], condition: condition, telling: telling, names: names)] }
        var candidates: [String] = []
        for index in indices {
            for member in set.branches[index]["properties"]?.members ?? [] where !candidates.contains(member.key) {
                candidates.append(member.key)
            }
        }
        // A property already telling other branches apart may again only where those never apply.
        let choices = outer?.choices ?? [:]
        let isApart = { (teller: Teller) in choices.contains { set, branch in teller.choices[set].map { $0 != branch } ?? false } }
        for name in candidates where !telling.contains(name) && !tellers.contains(where: { $0.name == name && !isApart($0) }) {
            guard let (classes, out) = Self.classes(of: indices, in: set, by: name),
                Self.accepts(properties?[name], classes.flatMap(\.values))
            else { continue }
            let key: String
            if condition == nil, let base = keys[name] {
                key = base
            } else {
                key = Self.unique(Self.identifier(name), taken: taken.contains)
            }
            var newTellers =
                tellers + [
                    Teller(name: name, key: key, options: classes.flatMap(\.values), condition: condition, choices: choices)
                ]
            var newDropped = dropped + out
            var newTaken = taken.union([key])
            var leaves: [Leaf] = []
            for group in classes {
                var test = group.values.map { "\(key) == \(Self.literal($0))" }.joined(separator: " or ")
                if group.values.count > 1 { test = "(\(test))" }
                guard
                    let found = split(
                        group.members, of: set, properties: properties, within: outer,
                        condition: condition.map { Self.and(.string($0), test) } ?? test,
                        telling: telling.union([name]), names: names.union([key]), tellers: &newTellers, dropped: &newDropped,
                        taken: &newTaken, keys: keys)
                else { break }
                leaves += found
            }
            guard leaves.count + newDropped.count - dropped.count == indices.count else { continue }
            tellers = newTellers
            dropped = newDropped
            taken = newTaken
            return leaves
        }
        return nil
    }

    /// The branches `indices` of `set` grouped by the values of property `name` they allow
    /// (groups that share no value), and those whose `name` only excludes values; `nil` when
    /// `name` does not tell them apart so.
    private static func classes(of indices: [Int], in set: BranchSet, by name: String)
        -> (classes: [(values: [JSONNode], members: [Int])], out: [Int])?
    {
        var classes: [(values: [JSONNode], members: [Int])] = []
        var out: [Int] = []
        var fromNot = false
        for index in indices {
            guard let property = set.branches[index]["properties"]?[name] else { return nil }
            if let values = pickingValues(property), !values.isEmpty, values.allSatisfy(\.isScalarForCondition) {
                fromNot = fromNot || property["not"] != nil
                let imported = Set(values.map(ImportedValue.init))
                if let found = classes.firstIndex(where: { Set($0.values.map(ImportedValue.init)) == imported }) {
                    classes[found].members.append(index)
                } else if classes.contains(where: { !imported.isDisjoint(with: $0.values.map(ImportedValue.init)) }) {
                    return nil
                } else {
                    classes.append((values, [index]))
                }
            } else if property["not"] != nil {
                out.append(index)
            } else {
                return nil
            }
        }
        guard !classes.isEmpty, classes.count > 1 || !out.isEmpty else { return nil }
        let picked = classes.flatMap(\.values)
        // Values read off a boolean's `not` reject only booleans.
        if fromNot, !picked.allSatisfy({ $0.boolValue != nil }) { return nil }
        // For `oneOf`, a branch never written must reject every value written, so that no fixture matches it too.
        if set.keyword == "oneOf" {
            for index in out {
                guard let excluded = set.branches[index]["properties"]?[name]?["not"], excludes(excluded, picked) else { return nil }
            }
        }
        return (classes, out)
    }
}
