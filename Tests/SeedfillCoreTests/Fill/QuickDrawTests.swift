import Testing

@testable import SeedfillCore

/// The filler's quick draws (``QuickDraw``) give what the full ``RecordFiller/draw(_:for:rng:itemKey:state:)``
/// gives: the same value from the same stream, leaving the stream in the same state; and a field
/// whose draws are said never to need converting (``PlannedField/convertsDraws``) never gets one
/// that does.
@Suite struct QuickDrawTests {
    static let model = """
        {"model": "p", "sections": [{"key": "s", "fields": [
          {"key": "gender", "type": "choice", "options": ["male", "female"]},
          {"key": "firstName", "type": "text"},
          {"key": "lastName", "type": "text"},
          {"key": "city", "type": "text"},
          {"key": "house", "type": "integer"},
          {"key": "code", "type": "text"},
          {"key": "born", "type": "date"},
          {"key": "issued", "type": "date"},
          {"key": "stamp", "type": "date"},
          {"key": "insured", "type": "boolean"},
          {"key": "period", "type": "integer"},
          {"key": "phone", "type": "text"},
          {"key": "pin", "type": "text"},
          {"key": "vin", "type": "text"}
        ]}]}
        """

    static let seed = """
        {"model": "p", "locale": "ru", "fields": {"s": {
          "gender": ["male", "female"],
          "firstName": {"fake": "person.firstName", "gender": "gender"},
          "lastName": {"fake": "person.lastName"},
          "city": {"table": "places", "column": "city"},
          "house": {"int": [1, 200]},
          "code": {"int": [10, 99]},
          "born": {"date": {"from": "today - 80y", "to": "today - 18y"}},
          "issued": {"date": {"from": "born + 14y", "to": "today"}},
          "stamp": {"date": {"from": "2020-01-01", "to": "2020-12-31"}},
          "insured": {"bool": 0.7},
          "period": {"oneOf": [{"value": 3, "weight": 1}, {"value": 12, "weight": 7}]},
          "phone": {"mask": "+7 (9##) ###-##-##"},
          "pin": {"mask": "####"},
          "vin": {"regex": "[A-HJ-NPR-Z0-9]{17}"}
        }}}
        """

    static let places = "city,code\nМосква,77\nТверь,69\nКазань,16\n"

    @Test func quickDrawsDrawWhatTheFullDrawDraws() throws {
        let fixture = try FillFixture.make(model: Self.model, seed: Self.seed, tables: ["places": Self.places])
        let filler = fixture.filler
        // Filled records as the frames the draws read (the gender, `born`).
        let records = try (1...40).map { try fixture.fill($0).values }
        var kinds = Set<UInt8>()
        var checked = 0
        for id in filler.fields.indices where filler.fields[id].slot.depth == 0 {
            let field = filler.fields[id]
            guard field.quick.kind != .general else { continue }
            kinds.insert(field.quick.kind.rawValue)
            for round in 0..<1_000 {
                let context = EvaluationContext(
                    frames: [records[round % records.count]], recordIndex: round + 1, itemIndex: 0, today: filler.today, now: filler.now)
                var state = RecordFiller.State(context: context, recordKey: UInt64(round) &* 0x9E37_79B9_7F4A_7C15, record: round + 1)
                var quickStream = SplitMix64(seed: UInt64(round) &+ 12_345)
                var fullStream = quickStream
                let quick = try filler.drawFront(field, for: id, rng: &quickStream, itemKey: UInt64(round % 3), state: &state)
                let full = try filler.draw(field.generator, for: id, rng: &fullStream, itemKey: UInt64(round % 3), state: &state)
                #expect(quick == full, "field \(id), round \(round)")
                #expect(quickStream.state == fullStream.state, "field \(id), round \(round)")
                if !field.convertsDraws, let type = field.conformType {
                    #expect(!type.conversionDue(of: quick), "field \(id): \(quick.jsonText)")
                }
                checked += 1
            }
        }
        // Every quick kind but `general` is among the fields.
        let quickKinds: [QuickDraw.Kind] = [.sharedCell, .wholeInt, .dates, .knownDates, .bool, .oneOf, .mask, .regex, .fake]
        #expect(kinds == Set(quickKinds.map(\.rawValue)))
        #expect(checked == 1_000 * 14)
    }

    @Test func onlyDrawsOfAFixedTypeSkipTheConversionTest() throws {
        let fixture = try FillFixture.make(model: Self.model, seed: Self.seed, tables: ["places": Self.places])
        var converts: [String: Bool] = [:]
        for field in fixture.filler.fields where field.slot.depth == 0 {
            converts[field.field.key] = field.convertsDraws
        }
        // A number for a number field, a date for a date field, a flag, a mask's text for a
        // text field: never converted.
        for key in ["house", "born", "issued", "stamp", "insured", "phone", "pin", "vin"] { #expect(converts[key] == false, "\(key)") }
        // A number for a text field (the planner refuses a date for a date-time field and a
        // mask for a number field), and table cells, choices and fake values (of no fixed
        // type): tested.
        for key in ["code", "city", "period", "firstName", "lastName", "gender"] { #expect(converts[key] == true, "\(key)") }
    }
}
