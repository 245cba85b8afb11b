/// Where a value lives while a record is filled: a frame (0 = the record root, 1 = the current
/// list item, 2 = an item of a list inside it, …) and an index within that frame.
struct Slot: Hashable, Sendable {
    /// The frame: 0 for the record root, k for the current item of a list nested k deep.
    var depth: Int
    /// The position within the frame.
    var index: Int

    /// Creates a slot.
    init(depth: Int, index: Int) {
        self.depth = depth
        self.index = index
    }
}

/// A naming scope: the record root, or the item of one list field.
struct ScopeID: Hashable, Sendable {
    /// The frame depth of values in this scope.
    var depth: Int
    /// Identifies the scope among those of the same depth.
    var id: Int

    /// Creates a scope identifier.
    init(depth: Int, id: Int) {
        self.depth = depth
        self.id = id
    }
}

/// What a name means.
enum NameBinding: Sendable {
    /// A field (or `let` helper) stored in a slot, with its static type (`.any` if unknown).
    case value(Slot, ValueType)
    /// A list field: its slot holds `.array` of `.object` items whose values are the item frames.
    case list(Slot, itemScope: ScopeID)
    /// A value known before filling, such as an entry of the seed file's `context`.
    case constant(Value)
}

/// Maps names to storage, as seen from a scope; implemented by the planner.
protocol NameResolver {
    /// Resolves the longest prefix of a dotted name (e.g. ["address","city"] or
    /// ["drivers","birthDate"]) as seen from `scope`; `consumed` is how many components were used.
    func resolve(_ components: [String], from scope: ScopeID) -> (binding: NameBinding, consumed: Int)?
    /// Every name visible from `scope`, for did-you-mean hints.
    func visibleNames(from scope: ScopeID) -> [String]
}
