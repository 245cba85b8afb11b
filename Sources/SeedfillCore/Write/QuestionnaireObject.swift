/// The questionnaire of a filled record as a ``Value``, for a `ref` that embeds it: the same
/// members in the same order as ``QuestionnaireWriter`` writes (hidden fields, empty ones marked
/// `"optional": "omit"`, internal fields and `let` helpers left out, lists as arrays of item objects), and each decimal carrying the scale it is written
/// with, so that `JSONWriter.value(.object(...))` gives exactly the writer's bytes.
struct QuestionnaireObject: Sendable {
    /// One member of an object as the record's output writes it, worked out once.
    private struct Member: Sendable {
        /// How its value is made.
        enum Kind: Sendable {
            /// The slot's value as it is.
            case value
            /// A decimal written with exactly ``Member/scale`` digits after the point.
            case scaled
            /// A section or group: an object of the members of table ``Member/table``.
            case object
            /// A list: an array of item objects, each of the members of table ``Member/table``.
            case list
        }

        let key: String
        let slot: Int
        let kind: Kind
        let table: Int
        let scale: Int
        /// Left out while empty (`"optional": "omit"`).
        var omitsEmpty = false

        /// Whether `frame` shows the member: visible, and not an empty one left out.
        func isShown(in frame: FilledFrame) -> Bool {
            frame.visible[slot] && !(omitsEmpty && frame.values[slot].isNull)
        }
    }

    /// The members of the root (table 0) and of each section, group and list item, in model
    /// order, `let` helpers left out: a record's objects are made from these without reading
    /// the plan's fields.
    private let tables: [[Member]]
    /// Each table's keys, the object's keys when every member is shown (the usual case: the
    /// array is shared, not built).
    private let tableKeys: [[String]]

    init(plan: ModelPlan) {
        var tables: [[Member]] = []
        func table(_ ids: [FieldID]) -> Int {
            let index = tables.count
            tables.append([])
            var members: [Member] = []
            for id in plan.writtenMembers(ids) {
                let planned = plan.fields[id]
                let key = planned.field.outputName
                let slot = planned.slot.index
                switch planned.field.type {
                case .section, .group:
                    members.append(Member(key: key, slot: slot, kind: .object, table: table(planned.children), scale: 0))
                case .list:
                    members.append(Member(key: key, slot: slot, kind: .list, table: table(planned.children), scale: 0))
                case .decimal where !planned.writesOwnScale:
                    members.append(Member(key: key, slot: slot, kind: .scaled, table: 0, scale: planned.constraints.scale ?? 2))
                default:
                    members.append(Member(key: key, slot: slot, kind: .value, table: 0, scale: 0))
                }
                members[members.count - 1].omitsEmpty = planned.field.omitsEmpty
            }
            tables[index] = members
            return index
        }
        _ = table(plan.rootItems)
        self.tables = tables
        tableKeys = tables.map { $0.map(\.key) }
    }

    /// The record as an object of sections and top-level fields.
    func object(_ record: FilledFrame) -> ObjectValue {
        members(0, frame: record)
    }

    /// The object of table `table`'s members that `frame` shows.
    private func members(_ table: Int, frame: FilledFrame) -> ObjectValue {
        let members = tables[table]
        var values: [Value] = []
        values.reserveCapacity(members.count)
        var allShown = true
        for member in members {
            guard member.isShown(in: frame) else {
                allShown = false
                continue
            }
            switch member.kind {
            case .value:
                values.append(frame.values[member.slot])
            case .scaled:
                guard case .number(let number) = frame.values[member.slot] else {
                    values.append(frame.values[member.slot])
                    continue
                }
                values.append(.number(Self.withScale(number, member.scale)))
            case .object:
                values.append(.object(self.members(member.table, frame: frame)))
            case .list:
                values.append(.array(frame.items[member.slot].map { .object(self.members(member.table, frame: $0)) }))
            }
        }
        let keys = allShown ? tableKeys[table] : members.filter { $0.isShown(in: frame) }.map(\.key)
        return ObjectValue(keys: keys, values: values)
    }

    /// `number` with exactly `scale` fraction digits, as `Number.write(into:scale:)` writes it:
    /// rounded half away from zero, or padded with zeros. (A padding that would overflow the
    /// mantissa, beyond 18 digits, keeps the number unpadded.)
    static func withScale(_ number: Number, _ scale: Int) -> Number {
        let target = Swift.max(0, scale)
        let rounded = number.rounded(scale: target)
        var mantissa = rounded.mantissa
        var current = Int(rounded.scale)
        while current < target {
            let (product, overflow) = mantissa.multipliedReportingOverflow(by: 10)
            if overflow { return rounded }
            mantissa = product
            current += 1
        }
        return Number(mantissa: mantissa, scale: Int8(clamping: current))
    }
}
