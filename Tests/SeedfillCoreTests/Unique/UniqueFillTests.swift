import Testing

@testable import SeedfillCore

/// `unique` at the library level: how the planner compiles it, the value-space check, and the
/// permuted values the filler draws.
@Suite struct UniqueFillTests {
    static let model = """
        { "model": "m", "sections": [ { "key": "s", "fields": [
          { "key": "code", "type": "text" },
          { "key": "n", "type": "integer" },
          { "key": "kind", "type": "text", "optional": true },
          { "key": "email", "type": "text" },
          { "key": "items", "type": "list", "fields": [ { "key": "tag", "type": "text" } ] }
        ]}]}
        """

    /// The seed text with `fields`; `%` stands for a mask's `#`, which would end a raw string.
    func seed(_ fields: String, count: Int) -> String {
        #"{ "model": "m", "count": \#(count), "fields": { \#(fields.replacingOccurrences(of: "%", with: "#")) } }"#
    }

    func fixture(_ fields: String, count: Int = 10) throws -> FillFixture {
        try FillFixture.make(model: Self.model, seed: seed(fields, count: count))
    }

    func errors(_ fields: String, count: Int = 10) -> [String] {
        FillFixture.errors(model: Self.model, seed: seed(fields, count: count))
    }

    /// The value of field `path` in record `record`, drawn through the generator exactly as the
    /// filler draws it, without filling the rest of the record.
    func draw(_ fixture: FillFixture, _ id: FieldID, record: Int) throws -> Value {
        var state = RecordFiller.State(
            context: EvaluationContext(frames: [], recordIndex: record, itemIndex: 0, today: FillFixture.today, now: fixture.filler.now),
            recordKey: RandomStream.recordKey(seedKey: fixture.filler.seedKey, record: record), record: record)
        var rng = SplitMix64(seed: 0)
        return try fixture.filler.draw(fixture.plan.fields[id].generator, for: id, rng: &rng, itemKey: 0, state: &state)
    }

    @Test func aMillionUniqueMaskValuesHaveNoDuplicates() throws {
        // 26³ · 10⁴ ≈ 176 million values: a million is a small part of the space, so a random
        // draw would repeat (birthday bound) and only the permutation keeps them apart.
        let f = try fixture(#""code": { "mask": "???-%%%%", "unique": true }"#, count: 1_000_000)
        let id = try #require(f.id("s.code"))
        var seen = Set<String>()
        seen.reserveCapacity(1_000_000)
        var malformed = 0
        for record in 1...1_000_000 {
            guard case .string(let text) = try draw(f, id, record: record), text.utf8.count == 8 else { malformed += 1; continue }
            seen.insert(text)
        }
        #expect(malformed == 0)
        #expect(seen.count == 1_000_000)
    }

    @Test func theNarrowDrawIsWhatTheFillerWrites() throws {
        let f = try fixture(#""code": { "mask": "???-%%%%", "unique": true }"#, count: 1000)
        let id = try #require(f.id("s.code"))
        let slot = try f.slot("s.code")
        for record in [1, 2, 3, 500, 1000] {
            #expect(try f.fill(record).values[slot] == draw(f, id, record: record))
        }
    }

    @Test func aSpaceExactlyAsLargeAsTheCountIsUsedWhole() throws {
        let f = try fixture(#""code": { "mask": "%?", "unique": true }, "n": { "int": [10, 200], "unique": true }"#, count: 191)
        let codeSlot = try f.slot("s.code")
        let numberSlot = try f.slot("s.n")
        var codes = Set<Value>()
        var numbers = Set<Value>()
        try f.forEachRecord(191) { _, frame, _ in
            codes.insert(frame.values[codeSlot])
            numbers.insert(frame.values[numberSlot])
        }
        #expect(numbers == Set((10...200).map { Value.number(Number(Int64($0))) }))
        let whole = try fixture(#""code": { "mask": "%?", "unique": true }"#, count: 260)
        try whole.forEachRecord(260) { _, frame, _ in codes.insert(frame.values[codeSlot]) }
        #expect(codes.count == 260)
    }

    @Test func oneOfGivesEachValueOnceWhateverItsWeights() throws {
        let f = try fixture(#""kind": { "oneOf": { "a": 100, "b": 1, "c": 1 }, "unique": true }"#, count: 3)
        let slot = try f.slot("s.kind")
        let values = try (1...3).map { try f.fill($0).values[slot] }
        #expect(Set(values) == [.string("a"), .string("b"), .string("c")])
    }

    @Test func steppedIntegersStayOnTheirGrid() throws {
        let f = try fixture(#""n": { "int": { "min": 0, "max": 99, "step": 3 }, "unique": true }"#, count: 34)
        let slot = try f.slot("s.n")
        let values = try (1...34).map { record -> Int64 in
            guard case .number(let n) = try f.fill(record).values[slot], let v = n.int64Value else { return -1 }
            return v
        }
        #expect(Set(values) == Set(stride(from: Int64(0), through: 99, by: 3)))
    }

    @Test func listItemsAreUniqueAcrossRecords() throws {
        let f = try fixture(#""items": { "count": [1, 4], "item": { "tag": { "mask": "%%", "unique": true } } }"#, count: 25)
        var tags: [String] = []
        try f.forEachRecord(25) { _, _, json in
            let items = (lookUp("s.items", in: json) as? [[String: Any]]) ?? []
            tags += items.compactMap { $0["tag"] as? String }
        }
        #expect(tags.count > 25)
        #expect(Set(tags).count == tags.count)
    }

    @Test func aCountLargerThanTheSpaceIsALocatedError() {
        let (_, diagnostics) = FillFixture.compile(
            model: Self.model,
            seed: """
                { "model": "m", "count": 101,
                  "fields": { "code": { "mask": "##", "unique": true } } }
                """)
        let error = diagnostics.first { $0.severity == .error }
        #expect(error?.message == "'unique' on 's.code' needs 101 distinct values for 101 records, but the mask '##' has only 100 values")
        #expect(error?.location?.line == 2)
        #expect(error?.path == "fields.code")
        #expect(errors(#""code": { "mask": "%%", "unique": true }"#, count: 100).isEmpty)
    }

    @Test func everyCountableKindIsChecked() {
        #expect(
            errors(#""n": { "int": [1, 5], "unique": true }"#, count: 6)
                == ["'unique' on 's.n' needs 6 distinct values for 6 records, but the range [1, 5] has only 5 values"])
        #expect(
            errors(#""kind": { "oneOf": ["a", "b"], "unique": true }"#, count: 3)
                == ["'unique' on 's.kind' needs 3 distinct values for 3 records, but there are only 2 values"])
        #expect(
            errors(#""code": { "regex": "[ab][0-9]", "unique": true }"#, count: 21)
                == ["'unique' on 's.code' needs 21 distinct values for 21 records, but the pattern '[ab][0-9]' has only 20 values"])
        #expect(
            errors(#""items": { "count": [0, 3], "item": { "tag": { "mask": "%", "unique": true } } }"#, count: 4)
                == [
                    "'unique' on 's.items.tag' needs up to 12 distinct values (4 records × up to 3 items), but the mask '#' has only 10 values"
                ])
    }

    @Test func uncountableGeneratorsAreRedrawnNotChecked() throws {
        let f = try fixture(
            #"""
            "n": { "int": { "min": 1, "max": "1 + 4" }, "unique": true },
            "email": { "template": "{kind}@x", "unique": true },
            "code": { "sequence": { "start": 1 }, "unique": true }
            """#, count: 1000)
        func how(_ path: String) throws -> UniqueDraw? {
            UniqueSpaceCheck.uniqueDraw(in: f.plan.fields[try #require(f.id(path))].generator)
        }
        guard case .redraw? = try how("s.n"), case .redraw? = try how("s.email") else {
            Issue.record("expected redraws")
            return
        }
        #expect(try how("s.code") == nil)
        #expect(UniqueRedraw(plan: f.plan).fields.count == 2)
    }

    @Test func uniqueOnAWhenBranchIsAnError() {
        #expect(
            errors(#""code": { "when": [ { "if": "n > 1", "mask": "%%", "unique": true }, { "else": { "mask": "%%%" } } ] }"#)
                == ["'unique' goes on the field's entry, not on a 'when' branch"])
        #expect(errors(#""code": { "when": [ { "if": "n > 1", "mask": "%%" }, { "else": { "mask": "%%%" } } ], "unique": true }"#).isEmpty)
    }

    @Test func nullsAreNotValues() throws {
        let f = try fixture(#""kind": { "oneOf": ["a", "b", "c"], "null": 0.5, "unique": true }"#, count: 3)
        let slot = try f.slot("s.kind")
        let values = try (1...3).map { try f.fill($0).values[slot] }.filter { $0 != .null }
        #expect(Set(values).count == values.count)
    }
}
