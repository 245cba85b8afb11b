import Testing

@testable import SeedfillCore

/// ``FieldCheck`` reads compact per-field data and finds options by their exact bytes; the
/// ``FieldCheckOracle`` reads the plan as the check once did. For thousands of values, valid and
/// not (other spellings, wrong types, values just past a bound, dates with another offset), the
/// two must give the same rule and message, or fail with the same error.
@Suite struct FieldCheckEquivalenceTests {
    static let model = """
        { "model": "m", "sections": [ { "key": "s", "fields": [
          { "key": "name", "type": "text", "minLength": 2, "maxLength": 6 },
          { "key": "code", "type": "text", "mask": "##-??" },
          { "key": "mail", "type": "text", "pattern": "^[a-z]+@[a-z]+$", "optional": true },
          { "key": "count", "type": "integer", "min": 1, "max": 10 },
          { "key": "price", "type": "decimal", "scale": 1, "min": 0.5, "max": "count * 2" },
          { "key": "born", "type": "date", "min": "today - 80y", "max": "today - 18y" },
          { "key": "issued", "type": "date", "min": "born + 14y", "max": "today",
            "validWhen": "issued != born + 20y", "message": "not on the 20th birthday" },
          { "key": "at", "type": "datetime", "min": "2026-03-01T00:00:00Z", "max": "2026-03-02T00:00:00+03:00" },
          { "key": "slot", "type": "time", "min": "09:00", "max": "18:00" },
          { "key": "flag", "type": "boolean" },
          { "key": "city", "type": "choice", "options": ["Москва", "Йошкар-Ола", "Tver"] },
          { "key": "period", "type": "choice", "options": [3, 6, 12] },
          { "key": "tier", "type": "choice", "options": [
            { "value": "basic" }, { "value": "gold", "visibleWhen": "count > 5" } ] },
          { "key": "extras", "type": "multichoice", "maxItems": 2, "options": [
            { "value": "a" }, { "value": "b" }, { "value": "none", "exclusive": true } ] },
          { "key": "region", "type": "choice", "options": { "table": "regions", "column": "region" } },
          { "key": "town", "type": "choice", "options": { "table": "regions", "column": "city", "match": { "region": "region" } } },
          { "key": "kind", "type": "choice", "options": ["p", "f"] },
          { "key": "number", "type": "text", "rules": [
            { "when": "kind == 'p'", "mask": "####" }, { "when": "kind == 'f'", "maxLength": 3 } ] },
          { "key": "many", "type": "integer", "rules": [ \(Self.manyRules) ] },
          { "key": "note", "type": "text", "requiredWhen": "flag" },
          { "key": "locked", "type": "integer", "enabledWhen": "flag", "initialValue": 7 }
        ] } ] }
        """

    /// Seven rules: more than the planner lists every combination of, so they are merged per check.
    static let manyRules = (1...7).map { #"{ "when": "count >= \#($0)", "max": \#(100 - $0) }"# }.joined(separator: ", ")

    static let regions = "region,city\nМосква,Москва\nМосква,Зеленоград\nИ\u{0306}ошкар-Ола,Йошкар-Ола\n7,Seven\n"

    @Test func theCheckAgreesWithTheOracleOnThousandsOfValues() throws {
        let fixture = try FillFixture.make(model: Self.model, tables: ["regions": Self.regions])
        let plan = fixture.filler.plan
        let check = fixture.filler.check
        let oracle = FieldCheckOracle(fields: plan.fields)
        var rng = SplitMix64(seed: 0x5EED_F1E1_DC4E_C4ED)
        var compared = 0
        var broken = 0
        for record in 1...60 {
            let frame = try fixture.fill(record)
            for id in plan.frames[0].order where plan.fields[id].kind == .field && !plan.fields[id].field.type.isContainer {
                let slot = plan.fields[id].slot.index
                for candidate in Self.candidates(for: frame.values[slot], in: frame.values, rng: &rng) {
                    var context = EvaluationContext(
                        frames: [frame.values], recordIndex: record, today: FillFixture.today, now: fixture.filler.now)
                    context.frames[0][slot] = candidate
                    var oracleContext = context
                    let fast = Result { () throws(EvaluationError) in try check.violation(of: candidate, field: id, in: &context) }
                    let slow = Result { () throws(EvaluationError) in try oracle.violation(of: candidate, field: id, in: &oracleContext) }
                    let name = plan.fields[id].field.key
                    switch (fast, slow) {
                    case (.success(let a), .success(let b)):
                        #expect(a == b, "\(name) = \(candidate.jsonText) in record \(record)")
                        if a != nil { broken += 1 }
                    case (.failure(let a), .failure(let b)):
                        #expect(a.message == b.message, "\(name) = \(candidate.jsonText)")
                    default:
                        Issue.record("\(name) = \(candidate.jsonText): \(fast) but the oracle says \(slow)")
                    }
                    compared += 1
                }
            }
        }
        // Enough of both kinds for the comparison to mean something.
        #expect(compared > 10_000)
        #expect(broken > 2_000 && compared - broken > 2_000)
    }

    /// Values to check in a field holding `value`: itself, its neighbours and other spellings,
    /// the record's other values (mostly the wrong type), and a few fixed odd ones.
    static func candidates(for value: Value, in record: [Value], rng: inout SplitMix64) -> [Value] {
        var out: [Value] = [value, .null, .bool(true), .string(""), .array([]), .array([.string("a"), .string("none")])]
        out.append(record[Int(rng.below(UInt64(record.count)))])
        out.append(record[Int(rng.below(UInt64(record.count)))])
        let texts = ["Москва", "Йошкар-Ола", "И\u{0306}ошкар-Ола", "Зеленоград", "Seven", "7", "12-AB", "ab@cd", "gold", "basic", "p", "f"]
        out.append(.string(texts[Int(rng.below(UInt64(texts.count)))]))
        switch value {
        case .string(let text):
            out.append(.string(text + "x"))
            out.append(.string(String(text.dropLast())))
            out.append(.string(text.decomposedStringWithCanonicalMapping))
            out.append(.string(String(repeating: "я", count: Int(rng.below(9)))))
        case .number(let n):
            for delta in [-1, 1] {
                out.append(.number(Number(mantissa: n.mantissa + Int64(delta), scale: n.scale)))
            }
            out.append(.number(Number(mantissa: n.mantissa * 10, scale: n.scale + 1)))
            out.append(.number(Number(mantissa: n.mantissa * 10 + 5, scale: n.scale + 1)))
            out.append(.number(Number(mantissa: Int64(rng.below(30)), scale: Int8(rng.below(3)))))
        case .date(let d):
            for delta: Int32 in [-1, 1, -365 * 20, 365 * 20] {
                out.append(.date(LocalDate(daysSinceEpoch: d.daysSinceEpoch + delta)))
            }
        case .dateTime(let t):
            out.append(.dateTime(LocalDateTime(secondsSinceEpoch: t.secondsSinceEpoch, offsetMinutes: 180)))
            out.append(.dateTime(LocalDateTime(secondsSinceEpoch: t.secondsSinceEpoch + 86_400, offsetMinutes: 0)))
        case .time(let t):
            out.append(.time(TimeOfDay(minutes: (t.minutes + 600) % 1440)))
        default:
            break
        }
        // The bounds themselves, and just past them.
        out.append(.dateTime(LocalDateTime(iso: "2026-03-01T21:00:00Z")!))
        out.append(.dateTime(LocalDateTime(iso: "2026-03-02T00:00:00+03:00")!))
        out.append(.time(TimeOfDay(iso: "18:00")!))
        out.append(.time(TimeOfDay(iso: "18:01")!))
        return out
    }

    @Test func aValueOfATableChoiceIsFoundForEveryRowAndNoOtherKey() throws {
        let fixture = try FillFixture.make(model: Self.model, tables: ["regions": Self.regions])
        let check = fixture.filler.check
        let town = try #require(fixture.id("s.town"))
        let region = try fixture.slot("s.region")
        let options = try #require(check.fields[town].optionCheck)
        let index = try #require(options.table)
        let keys = options.keys
        var frames = [[Value]](repeating: [Value](repeating: .null, count: fixture.plan.frames[0].slotCount), count: 1)
        for (key, value, found) in [
            ("Москва", "Зеленоград", true), ("Москва", "Йошкар-Ола", false), ("И\u{0306}ошкар-Ола", "Йошкар-Ола", true),
            // Issue 14, item 15: values are compared with their types, so the text "7" is not
            // the number cell 7.
            ("Йошкар-Ола", "Йошкар-Ола", false), ("7", "Seven", false), ("", "Seven", false),
        ] {
            frames[0][region] = .string(key)
            #expect(index.offersExactly(.string(value), keys: keys, in: frames) == found, "\(key) → \(value)")
        }
        // Not text: left to the full look-up.
        frames[0][region] = .number(Number(7))
        #expect(!index.offersExactly(.string("Seven"), keys: keys, in: frames))
        #expect(index.options(matching: ExactKey(first: .number(Number(7)), rest: [])) == [.string("Seven")])
        #expect(index.options(matching: ExactKey(first: .string("7"), rest: [])).isEmpty)
    }

    @Test func aValueMatchedOnTwoKeysIsFoundOnlyWithBoth() throws {
        let csv = "country,region,city\nRU,Москва,Зеленоград\nRU,Тверь,Тверь\nBY,Минск,Минск\n"
        let table = try #require(Table.load(csv: Array(csv.utf8), name: "places", file: "places.csv").table)
        let index = TableOptionIndex(table: table, column: 2, matchColumns: [0, 1])
        let keys = [Slot(depth: 0, index: 0), Slot(depth: 1, index: 1)]
        for (country, region, city, found) in [
            ("RU", "Москва", "Зеленоград", true), ("RU", "Тверь", "Тверь", true), ("BY", "Минск", "Минск", true),
            ("RU", "Минск", "Минск", false), ("BY", "Москва", "Зеленоград", false), ("RU", "Москва", "Тверь", false),
        ] {
            let frames: [[Value]] = [[.string(country)], [.null, .string(region)]]
            #expect(index.offersExactly(.string(city), keys: keys, in: frames) == found, "\(country) \(region) → \(city)")
            // Whatever the exact look-up says, the full one agrees when it finds the value.
            let offered = index.options(matching: ExactKey(first: .string(country), rest: [.string(region)]))
            #expect(Value.offers(offered, .string(city)) == found)
        }
    }
}
