import Testing

@testable import SeedfillCore

/// Filling into reused storage (``FillStorage``): a record must come out exactly as a fresh
/// fill makes it, whatever records were filled into the storage before.
@Suite struct FillStorageTests {
    /// Lists that change length from record to record, hide (by their own condition and by
    /// their group's), nest, redraw `uniqueBy` items, and are read by a computed field.
    static let model = """
        {"model": "s", "sections": [
          {"key": "n", "type": "integer", "min": 0, "max": 3},
          {"key": "flag", "type": "boolean"},
          {"key": "drivers", "type": "list", "minItems": 0, "maxItems": 4, "visibleWhen": "flag", "uniqueBy": ["name"], "fields": [
            {"key": "name", "type": "choice", "options": ["ann", "bob", "cy", "dee", "eve", "fay"]},
            {"key": "age", "type": "integer", "min": 18, "max": 90},
            {"key": "claims", "type": "list", "minItems": 0, "maxItems": 3, "fields": [
              {"key": "points", "type": "integer", "min": 1, "max": 5}]}]},
          {"key": "ages", "type": "integer", "visibleWhen": "flag", "compute": "sum(drivers.age)"},
          {"key": "extra", "type": "group", "visibleWhen": "n > 1", "fields": [
            {"key": "notes", "type": "list", "count": "n", "fields": [{"key": "text", "type": "text", "maxLength": 8}]}]}
        ]}
        """

    /// Whether two filled frames hold the same values, visibility and items, all the way down.
    static func same(_ a: FilledFrame, _ b: FilledFrame) -> Bool {
        guard a.values == b.values, a.visible == b.visible, a.items.count == b.items.count else { return false }
        return zip(a.items, b.items).allSatisfy { x, y in x.count == y.count && zip(x, y).allSatisfy { same($0, $1) } }
    }

    @Test func aRecordFilledOverEarlierOnesEqualsAFreshOne() throws {
        let fixture = try FillFixture.make(model: Self.model)
        let fresh = try (1...400).map { try fixture.fill($0) }
        // Some records fill the lists and some hide them, or the frame counts would not vary.
        let flagSlot = try fixture.slot("flag")
        #expect(Set(fresh.map { $0.values[flagSlot] }) == [.bool(true), .bool(false)])
        // Ascending, descending and strided orders: each record follows different ones.
        let orders = [Array(1...400), Array((1...400).reversed()), (0..<400).map { $0 * 7 % 400 + 1 }]
        for order in orders {
            var storage = FillStorage()
            for record in order {
                try fixture.filler.fill(record: record, into: &storage)
                let same = Self.same(storage.record, fresh[record - 1])
                #expect(same, "record \(record)")
                #expect(fixture.text(storage.record) == fixture.text(fresh[record - 1]), "record \(record)")
                #expect(fixture.problems(storage.record, record: record).isEmpty, "record \(record)")
            }
        }
    }

    @Test func aFailedFillLeavesStorageThatTheNextRecordFillsCorrectly() throws {
        // `b` is computed, so it cannot be redrawn: a record whose `a` is 9 stops with an error
        // in the middle of an item, leaving its frames half filled.
        let fixture = try FillFixture.make(
            model: """
                {"model": "f", "sections": [
                  {"key": "items", "type": "list", "minItems": 1, "maxItems": 3, "fields": [
                    {"key": "a", "type": "integer", "min": 0, "max": 9},
                    {"key": "b", "type": "integer", "max": 9, "compute": "a + 1"}]}
                ]}
                """)
        var storage = FillStorage()
        var failures = 0
        for record in 1...300 {
            do {
                try fixture.filler.fill(record: record, into: &storage)
            } catch {
                failures += 1
                continue
            }
            let fresh = try fixture.fill(record)
            let same = Self.same(storage.record, fresh)
            #expect(same, "record \(record)")
            #expect(storage.stack.isEmpty, "record \(record)")
        }
        #expect(failures > 20 && failures < 200)
    }
}
