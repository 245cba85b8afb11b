import Testing

@testable import SeedfillCore

@Suite struct ValueTests {
    @Test func truthiness() {
        let falsy: [Value] = [.null, .bool(false), .number(Number(0)), .number(Number(mantissa: 0, scale: 2)), .string(""), .array([])]
        let truthy: [Value] = [
            .bool(true), .number(Number(mantissa: 1, scale: 3)), .string(" "), .array([.null]),
            .object(ObjectValue(keys: [], values: [])), .date(LocalDate(daysSinceEpoch: 0)),
            .duration(Duration()), .time(TimeOfDay(minutes: 0)),
        ]
        for value in falsy { #expect(!value.isTruthy, "\(value)") }
        for value in truthy { #expect(value.isTruthy, "\(value)") }
    }

    @Test func typeNames() {
        #expect(Value.string("x").typeName == "text")
        #expect(Value.number(Number(1)).typeName == "number")
        #expect(Value.date(LocalDate(daysSinceEpoch: 0)).typeName == "date")
        #expect(Value.array([]).type == .array)
        #expect(Value.null.type == .null)
    }

    @Test func fromJSONKeepsNumbersExactAndStringsAsStrings() throws {
        let (node, diagnostics) = JSONReader.parse(#"{"a": 1.50, "b": "2024-01-01", "c": [true, null], "d": {"e": -3}}"#)
        #expect(diagnostics.isEmpty)
        let value = try #require(node.flatMap(Value.fromJSON))
        #expect(value.jsonText == #"{"a":1.50,"b":"2024-01-01","c":[true,null],"d":{"e":-3}}"#)
        guard case .object(let object) = value else { Issue.record("not an object"); return }
        #expect(object["b"] == .string("2024-01-01"))
        let (big, _) = JSONReader.parse(#"[1, 1e400]"#)
        #expect(big.flatMap(Value.fromJSON) == nil)
    }

    @Test func jsonTextEscapesAndTemporalValues() {
        let value = Value.array([
            .string("a\"b\\c\n\u{1}"), .date(LocalDate(daysSinceEpoch: 0)), .time(TimeOfDay(minutes: 545)),
            .dateTime(LocalDateTime(secondsSinceEpoch: 0, offsetMinutes: 180)), .duration(Duration(months: 18)),
        ])
        #expect(value.jsonText == #"["a\"b\\c\n\u0001","1970-01-01","09:05","1970-01-01T03:00:00+03:00","1y 6m"]"#)
        #expect(Value.number(Number(mantissa: 35, scale: 1)).text == "3.5")
        #expect(Value.null.text == "")
    }

    @Test func equalityAndOrderAcrossRepresentations() {
        let date = Value.date(LocalDate(iso: "2024-01-01") ?? LocalDate(daysSinceEpoch: 0))
        #expect(date.isEqual(to: .string("2024-01-01")))
        #expect(!date.isEqual(to: .string("2024-01-02")))
        #expect(date.compare(to: .string("2024-01-02")) == -1)
        #expect(Value.number(Number(mantissa: 150, scale: 2)).isEqual(to: .number(Number(mantissa: 15, scale: 1))))
        #expect(!Value.number(Number(1)).isEqual(to: .string("1")))
        #expect(Value.string("a").compare(to: .number(Number(1))) == nil)
        #expect(Value.null.compare(to: .null) == nil)
    }
}
