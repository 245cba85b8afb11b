import Testing

@testable import SeedfillCore

/// A list's value (an array of its items' objects) is stored in its slot only when some
/// expression reads it (``FillFrame/storesListValue``): records must come out the same as
/// when every list keeps its value.
@Suite struct ListValueTests {
    /// `drivers` is read by computations and a condition, `claims` (in its items) by an
    /// aggregate in its item's sibling; `notes` by no expression, but through `drivers`'s value
    /// (`drivers.notes` would read it there); `tags` and the `parts` of its items by nothing.
    /// (Slots are told apart by depth and index: `parts` comes first, as no expression reads
    /// the first slot of a driver either.)
    static let model = """
        {"model": "l", "sections": [
          {"key": "drivers", "type": "list", "minItems": 0, "maxItems": 4, "fields": [
            {"key": "name", "type": "text", "maxLength": 12},
            {"key": "age", "type": "integer", "min": 18, "max": 90},
            {"key": "claims", "type": "list", "minItems": 0, "maxItems": 3, "fields": [
              {"key": "points", "type": "integer", "min": 1, "max": 5}]},
            {"key": "points", "type": "integer", "compute": "sum(claims.points)"},
            {"key": "notes", "type": "list", "minItems": 0, "maxItems": 2, "fields": [
              {"key": "text", "type": "text", "maxLength": 8}]}]},
          {"key": "total", "type": "integer", "compute": "count(drivers)"},
          {"key": "noteCount", "type": "integer", "compute": "sum(drivers, count(notes))"},
          {"key": "oldest", "type": "integer", "visibleWhen": "count(drivers) > 1", "compute": "max(drivers.age)"},
          {"key": "tags", "type": "list", "minItems": 1, "maxItems": 3, "fields": [
            {"key": "parts", "type": "list", "minItems": 0, "maxItems": 2, "fields": [
              {"key": "part", "type": "integer", "min": 1, "max": 9}]},
            {"key": "tag", "type": "choice", "options": ["a", "b", "c"]}]}
        ]}
        """

    static let seed = """
        {"model": "l", "count": 10, "fields": {
          "drivers": {"item": {"name": {"template": "d{age}"}}},
          "tags": {"count": [1, 3]}
        }}
        """

    /// The list slots of a plan's root and item frames whose values an expression reads.
    @Test func onlyListsThatExpressionsReadKeepTheirValue() throws {
        let fixture = try FillFixture.make(model: Self.model, seed: Self.seed)
        func stores(_ path: String) throws -> Bool {
            let id = try #require(fixture.id(path), "no field \(path)")
            let slot = fixture.plan.fields[id].slot
            return fixture.filler.frames[fixture.plan.fields[id].frame].storesListValue[slot.index]
        }
        #expect(try stores("drivers"))
        #expect(try stores("drivers.claims"))
        #expect(try stores("drivers.notes"))
        #expect(try !stores("tags"))
        #expect(try !stores("tags.parts"))
    }

    /// Filled with and without the unread lists' values: the same records, values and items.
    @Test func recordsAreTheSameAsWithEveryListValue() throws {
        let fixture = try FillFixture.make(model: Self.model, seed: Self.seed)
        let keeping = RecordFiller(
            plan: fixture.plan, seedKey: RandomStream.seedKey(runSeed: 0, seedName: "s"), today: FillFixture.today,
            keepsListValues: true)
        // The unread lists' slots: `tags` in the record root, `parts` in each tag.
        let tags = try fixture.slot("tags")
        let parts = try fixture.slot("tags.parts")
        let noteCount = try fixture.slot("noteCount")
        let drivers = try fixture.slot("drivers")
        let notes = try fixture.slot("drivers.notes")
        var sawParts = 0
        for record in 1...500 {
            let lean = try fixture.fill(record)
            let full = try keeping.fill(record: record)
            #expect(fixture.text(lean) == fixture.text(full), "record \(record)")
            #expect(fixture.problems(lean, record: record).isEmpty, "record \(record)")
            #expect(Self.same(lean, full, unread: [tags], inner: [tags: [parts]]), "record \(record)")
            sawParts += lean.items[tags].filter { !$0.items[parts].isEmpty }.count
            // Read through `drivers`'s value alone: `notes` must be in its items' values.
            let counted = lean.items[drivers].reduce(0) { $0 + $1.items[notes].count }
            #expect(lean.values[noteCount] == .number(Number(Int64(counted))), "record \(record)")
        }
        #expect(sawParts > 100)
    }

    /// Whether `lean` holds what `full` holds, all the way down, but `null` in its `unread`
    /// list slots, where `full` holds an array of the list's items; `inner[slot]` are the
    /// unread slots of the items of list `slot`.
    static func same(_ lean: FilledFrame, _ full: FilledFrame, unread: Set<Int>, inner: [Int: Set<Int>] = [:]) -> Bool {
        guard lean.visible == full.visible, lean.values.count == full.values.count, lean.items.count == full.items.count else {
            return false
        }
        for slot in lean.values.indices {
            if unread.contains(slot) {
                guard lean.values[slot] == .null else { return false }
                if full.visible[slot] {
                    guard case .array(let elements) = full.values[slot], elements.count == full.items[slot].count else { return false }
                }
            } else if lean.values[slot] != full.values[slot] {
                return false
            }
        }
        for (slot, pair) in zip(lean.items, full.items).enumerated() {
            guard pair.0.count == pair.1.count else { return false }
            for (a, b) in zip(pair.0, pair.1) where !same(a, b, unread: inner[slot] ?? []) { return false }
        }
        return true
    }

    /// The list values that a record read by another seed keeps (a `ref`'s key may be any slot).
    @Test func aFillerForReferencedRecordsKeepsEveryListValue() throws {
        let fixture = try FillFixture.make(model: Self.model, seed: Self.seed)
        let keeping = RecordFiller(
            plan: fixture.plan, seedKey: RandomStream.seedKey(runSeed: 0, seedName: "s"), today: FillFixture.today,
            keepsListValues: true)
        let keepsAll = keeping.fields.allSatisfy { field in
            field.field.type != .list || keeping.frames[field.frame].storesListValue[field.slot.index]
        }
        #expect(keepsAll)
        let tags = try fixture.slot("tags")
        for record in 1...50 {
            let frame = try keeping.fill(record: record)
            guard case .array(let items) = frame.values[tags] else {
                Issue.record("record \(record): tags has no value")
                continue
            }
            #expect(items.count == frame.items[tags].count)
        }
    }
}
