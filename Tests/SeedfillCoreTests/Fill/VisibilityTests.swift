import Testing

@testable import SeedfillCore

/// §5.2: a hidden field, group, section or list gets no value and is left out of the fixture,
/// with everything inside it; a visible one is written. Conditions read their parents' values.
@Suite struct VisibilityTests {
    static let model = """
        {"model": "v", "sections": [
          {"key": "early", "type": "text", "maxLength": 6, "visibleWhen": "late"},
          {"key": "s1", "title": "One", "fields": [
            {"key": "flag", "type": "boolean"},
            {"key": "kind", "type": "choice", "options": ["a", "b", "c"]}]},
          {"key": "s2", "title": "Two", "visibleWhen": "flag", "fields": [
            {"key": "inner", "type": "integer", "min": 1, "max": 9},
            {"key": "g", "type": "group", "fields": [{"key": "gx", "type": "text", "maxLength": 5}]}]},
          {"key": "s3", "title": "Three", "fields": [
            {"key": "f", "type": "text", "maxLength": 4, "visibleWhen": "kind == 'a'"},
            {"key": "grp", "type": "group", "visibleWhen": "kind == 'b'", "fields": [
              {"key": "street", "type": "text", "maxLength": 8},
              {"key": "house", "type": "integer", "min": 1, "max": 99}]},
            {"key": "fIsNull", "type": "boolean", "compute": "f == null"},
            {"key": "innerOrZero", "type": "integer", "compute": "coalesce(inner, 0)"}]},
          {"key": "drivers", "type": "list", "visibleWhen": "kind != 'c'", "minItems": 1, "maxItems": 3, "fields": [
            {"key": "name", "type": "text", "maxLength": 8},
            {"key": "note", "type": "text", "maxLength": 8, "visibleWhen": "itemIndex == 1"}]},
          {"key": "late", "type": "boolean"}
        ]}
        """

    @Test func hiddenThingsAreLeftOutAndVisibleOnesWrittenExactly() throws {
        let fixture = try FillFixture.make(model: Self.model)
        var seen = Set<String>()
        try fixture.forEachRecord(2000) { record, _, json in
            let s1 = try #require(json["s1"] as? [String: Any])
            let flag = try #require(s1["flag"] as? Bool)
            let kind = try #require(s1["kind"] as? String)
            let late = try #require(json["late"] as? Bool)
            seen.insert("flag=\(flag)")
            seen.insert("kind=\(kind)")
            seen.insert("late=\(late)")

            // A field declared before the field its condition reads.
            #expect((json["early"] != nil) == late, "record \(record)")
            if late { #expect(json["early"] is String) }

            // A section, and the group inside it.
            if flag {
                let s2 = try #require(json["s2"] as? [String: Any])
                #expect(s2["inner"] is Int)
                let g = try #require(s2["g"] as? [String: Any])
                #expect(g["gx"] is String)
                #expect(Set(s2.keys) == ["inner", "g"])
            } else {
                #expect(json["s2"] == nil, "record \(record)")
            }

            let s3 = try #require(json["s3"] as? [String: Any])
            #expect((s3["f"] != nil) == (kind == "a"), "record \(record)")
            if kind == "a" { #expect(s3["f"] is String) }
            if kind == "b" {
                let grp = try #require(s3["grp"] as? [String: Any])
                #expect(grp["street"] is String && grp["house"] is Int)
            } else {
                #expect(s3["grp"] == nil)
            }
            // A condition or expression reading a hidden field sees null.
            #expect(s3["fIsNull"] as? Bool == (kind != "a"))
            let inner = (json["s2"] as? [String: Any])?["inner"] as? Int
            #expect(s3["innerOrZero"] as? Int == (inner ?? 0))

            // A list, and a field inside its items.
            if kind == "c" {
                #expect(json["drivers"] == nil)
            } else {
                let drivers = try #require(json["drivers"] as? [[String: Any]])
                #expect((1...3).contains(drivers.count))
                for (index, driver) in drivers.enumerated() {
                    #expect(driver["name"] is String)
                    #expect((driver["note"] != nil) == (index == 0))
                }
            }
            let expectedTop: Set<String> = Set(
                ["s1", "s3", "late"] + (late ? ["early"] : []) + (flag ? ["s2"] : []) + (kind != "c" ? ["drivers"] : []))
            #expect(Set(json.keys) == expectedTop)
        }
        #expect(seen == ["flag=true", "flag=false", "kind=a", "kind=b", "kind=c", "late=true", "late=false"])
    }

    @Test func aHiddenFieldsSeedGeneratorIsNotRun() throws {
        // The generator can only fail; it must never be asked while the field is hidden.
        let fixture = try FillFixture.make(
            model:
                #"{"model": "v", "sections": [{"key": "on", "type": "boolean"}, {"key": "x", "type": "integer", "min": 10, "max": 20, "visibleWhen": "on"}]}"#,
            // (A literal range outside the bounds is an input error, so the failing generator is an expression.)
            seed: #"{"model": "v", "fields": {"on": false, "x": {"expr": "5"}}}"#)
        try fixture.forEachRecord(100) { _, _, json in
            #expect(Set(json.keys) == ["on"])
        }
    }

    @Test func storedValuesOfHiddenFieldsAreNull() throws {
        let fixture = try FillFixture.make(model: Self.model)
        let f = try fixture.slot("s3.f")
        let inner = try fixture.slot("s2.inner")
        for record in 1...300 {
            let frame = try fixture.fill(record)
            if !frame.visible[f] { #expect(frame.values[f] == .null) }
            if !frame.visible[inner] { #expect(frame.values[inner] == .null) }
        }
    }
}
