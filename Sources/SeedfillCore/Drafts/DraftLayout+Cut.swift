/// Cutting a complete, valid record into a draft: the units before the cut keep what they
/// hold, unless they depend on a unit after it; every other unit is left out, and so is a
/// section or group none of whose units is filled any more.
extension DraftLayout {
    /// The positions a draft of `frame` may be cut at: before each unit the complete record
    /// writes (shown, and not an empty `"optional": "omit"` field, which is written as
    /// nothing), so that every draft lacks at least one value the complete record has.
    func cutPositions(of frame: FilledFrame, omitsEmpty: [Bool]) -> [Int] {
        units.indices.filter { index in
            let slot = units[index].slot
            return frame.visible[slot] && !(omitsEmpty[slot] && frame.values[slot].isNull)
        }
    }

    /// `frame` as a draft cut before position `cut`.
    func cut(_ frame: FilledFrame, at cut: Int) -> FilledFrame {
        var draft = frame
        for unit in units where unit.reach >= cut {
            draft.visible[unit.slot] = false
            draft.values[unit.slot] = .null
            if unit.slot < draft.items.count, !draft.items[unit.slot].isEmpty { draft.items[unit.slot] = [] }
        }
        for slot in containers where containerFirst[slot] >= cut {
            draft.visible[slot] = false
        }
        return draft
    }

    /// What the manifest says of record `record` (complete in `frame`) cut before `cut`.
    func mark(record: Int, of frame: FilledFrame, at cut: Int) -> DraftMark {
        let inProgress = units[cut].section
        let completed = sections[..<inProgress].last { frame.visible[$0.slot] }
        return DraftMark(record: record, lastCompletedSection: completed?.key, stopsAt: slotPaths[units[cut].slot])
    }
}

/// One draft, as the manifest lists it.
struct DraftMark: Sendable, Equatable {
    /// The record's number (from 1).
    var record: Int
    /// The key of the last section (or field placed at the top level) before the one in
    /// progress that the record shows; `nil` when the draft stops in the first one.
    var lastCompletedSection: String?
    /// Where the draft stops: the path of the first field the complete record writes and the
    /// draft leaves empty.
    var stopsAt: String

    /// The manifest's entry.
    var manifestValue: Value {
        .object(
            ObjectValue(
                keys: ["record", "lastCompletedSection", "stopsAt"],
                values: [.number(Number(Int64(record))), lastCompletedSection.map(Value.string) ?? .null, .string(stopsAt)]))
    }
}
