/// The written shape of a model's questionnaire, flattened once from its plan.
///
/// Writing a record then reads small value tables instead of the plan's field objects (each
/// look-up of which is a reference count), and copies every key as ready-made bytes: the
/// members of each object lie next to each other in ``members``, and each key sits in
/// ``keyBytes`` as `,"key":`: the separating comma, then the key quoted and escaped exactly as
/// ``JSONWriter/key(_:first:)`` writes it, and the colon.
struct QuestionnaireLayout: Sendable {
    /// How a member's value is written.
    enum Shape: Sendable, Equatable {
        /// A section or group: an object of its ``Member/children``.
        case object
        /// A list: an array of item objects, each of its ``Member/children``.
        case list
        /// A decimal written with exactly this many fraction digits.
        case decimal(scale: Int)
        /// Any other value, as it is (a decimal whose rules pick its scale included).
        case plain
    }

    /// One written field.
    struct Member: Sendable {
        /// The field's slot in its frame (visibility and value).
        var slot: Int
        var shape: Shape
        /// Where `,"key":` lies in ``QuestionnaireLayout/keyBytes`` (the first member of an
        /// object is written without its comma).
        var key: Range<Int>
        /// For an object or a list: where its members lie in ``QuestionnaireLayout/members``.
        var children: Range<Int>
        /// Whether the member is left out while it holds `null` (`"optional": "omit"`), not
        /// only while it is hidden.
        var omitsEmpty = false
    }

    /// Every written field, each object's members together and in model order.
    private(set) var members: [Member] = []
    /// The encoded keys, back to back.
    private(set) var keyBytes: [UInt8] = []
    /// The members of the record object.
    private(set) var root: Range<Int> = 0..<0
    /// For each ``FieldID``, its index in ``members`` (`nil` for `let` helpers).
    private(set) var memberOfField: [Int?] = []

    init(plan: ModelPlan) {
        memberOfField = Array(repeating: nil, count: plan.fields.count)
        root = addObject(plan.rootItems, plan: plan)
        addFlattened(plan)
    }

    /// Lays out the written fields among `ids` together, then (after them) their children;
    /// returns where they lie.
    private mutating func addObject(_ ids: [FieldID], plan: ModelPlan) -> Range<Int> {
        // Internal fields are filled, and read by expressions, but never written; a flattened
        // section's or group's fields are written here, as members of this object.
        let written = plan.writtenMembers(ids)
        let start = members.count
        for id in written {
            let planned = plan.fields[id]
            memberOfField[id] = members.count
            let member = Member(
                slot: planned.slot.index, shape: Self.shape(of: planned), key: encodeKey(planned.field.outputName), children: 0..<0,
                omitsEmpty: planned.field.omitsEmpty)
            members.append(member)
        }
        for (offset, id) in written.enumerated() {
            let shape = members[start + offset].shape
            guard shape == .object || shape == .list else { continue }
            members[start + offset].children = addObject(plan.fields[id].children, plan: plan)
        }
        return start..<(start + written.count)
    }

    /// Gives each flattened section and group a member of its own, in no object, whose children
    /// are its fields where the enclosing object holds them: the library writes its value
    /// (``QuestionnaireWriter/writeValue(_:frame:into:)``) as an object of them.
    private mutating func addFlattened(_ plan: ModelPlan) {
        for (id, planned) in plan.fields.enumerated() where planned.kind == .field && planned.field.flattens {
            // Written members of one container lie together: the enclosing object's are laid
            // out in model order, the container's among them.
            let inside = plan.writtenMembers(planned.children).compactMap { memberOfField[$0] }
            let children = (inside.min() ?? 0)..<((inside.max() ?? -1) + 1)
            memberOfField[id] = members.count
            members.append(
                Member(slot: planned.slot.index, shape: .object, key: encodeKey(planned.field.outputName), children: children))
        }
    }

    /// Appends `,"key":` to ``keyBytes`` with the writer's own escaping; returns where it lies.
    private mutating func encodeKey(_ key: String) -> Range<Int> {
        var encoder = JSONWriter(pretty: false, capacity: key.utf8.count + 8)
        encoder.key(key, first: false)
        let start = keyBytes.count
        keyBytes.append(contentsOf: encoder.buffer)
        return start..<keyBytes.count
    }

    /// How ``QuestionnaireWriter`` writes the value of `planned`.
    private static func shape(of planned: PlannedField) -> Shape {
        switch planned.field.type {
        case .section, .group: return .object
        case .list: return .list
        case .decimal where !planned.writesOwnScale: return .decimal(scale: planned.constraints.scale ?? 2)
        default: return .plain
        }
    }
}
