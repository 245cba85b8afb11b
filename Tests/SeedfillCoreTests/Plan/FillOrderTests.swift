import Testing

@testable import SeedfillCore

/// §5.1: fields are filled in a topological order of what they read, ties in declaration order,
/// and a cycle is an input error naming it.
@Suite struct FillOrderTests {
    /// A model of top-level fields (no sections).
    static func model(_ fields: String) -> String {
        #"{"model": "m", "sections": [\#(fields)]}"#
    }

    static let regions = "region,city\nNorth,Oslo\nNorth,Bergen\nSouth,Rome\n"

    /// One way for field `x` (declared first) to read field `y` (declared after it).
    struct Source: CustomTestStringConvertible, Sendable {
        var name: String
        var fields: String
        var seed: String?
        var testDescription: String { name }
    }

    static let y = #"{"key": "y", "type": "integer", "min": 1, "max": 5}"#
    static let flag = #"{"key": "y", "type": "boolean"}"#
    static let region = #"{"key": "y", "type": "choice", "options": {"table": "regions", "column": "region"}}"#
    static let text = #"{"key": "x", "type": "text", "maxLength": 10}"#

    static let sources: [Source] = [
        Source(name: "parents", fields: #"{"key": "x", "type": "text", "parents": ["y"]}, \#(y)"#),
        Source(name: "visibleWhen", fields: #"{"key": "x", "type": "text", "visibleWhen": "y"}, \#(flag)"#),
        Source(name: "requiredWhen", fields: #"{"key": "x", "type": "text", "requiredWhen": "y"}, \#(flag)"#),
        Source(name: "enabledWhen", fields: #"{"key": "x", "type": "text", "enabledWhen": "y"}, \#(flag)"#),
        Source(name: "compute", fields: #"{"key": "x", "type": "integer", "compute": "y * 2"}, \#(y)"#),
        Source(name: "validWhen", fields: #"{"key": "x", "type": "integer", "validWhen": "x != y"}, \#(y)"#),
        Source(name: "rule when", fields: #"{"key": "x", "type": "text", "rules": [{"when": "y", "maxLength": 3}]}, \#(flag)"#),
        Source(name: "rule bound", fields: #"{"key": "x", "type": "integer", "rules": [{"when": "true", "min": "y", "max": 9}]}, \#(y)"#),
        Source(name: "min", fields: #"{"key": "x", "type": "integer", "min": "y", "max": 9}, \#(y)"#),
        Source(name: "max", fields: #"{"key": "x", "type": "integer", "min": 0, "max": "y"}, \#(y)"#),
        Source(
            name: "options match",
            fields:
                #"{"key": "x", "type": "choice", "options": {"table": "regions", "column": "city", "match": {"region": "y"}}}, \#(region)"#),
        Source(
            name: "option visibleWhen",
            fields: #"{"key": "x", "type": "choice", "options": [{"value": "a", "visibleWhen": "y"}, "b"]}, \#(flag)"#),
        Source(
            name: "list count", fields: #"{"key": "x", "type": "list", "count": "y", "fields": [{"key": "n", "type": "boolean"}]}, \#(y)"#),
        Source(
            name: "list item reads outer",
            fields: #"{"key": "x", "type": "list", "fields": [{"key": "n", "type": "integer", "min": 0, "max": "y"}]}, \#(y)"#),
        Source(
            name: "seed when", fields: "\(text), \(flag)", seed: #"{"x": {"when": [{"if": "y", "const": "a"}, {"else": {"const": "b"}}]}}"#),
        Source(name: "seed template", fields: "\(text), \(y)", seed: #"{"x": {"template": "n{y}"}}"#),
        Source(name: "seed expr", fields: #"{"key": "x", "type": "integer"}, \#(y)"#, seed: #"{"x": {"expr": "y + 1"}}"#),
        Source(name: "seed int bounds", fields: #"{"key": "x", "type": "integer"}, \#(y)"#, seed: #"{"x": {"int": ["y", "y + 10"]}}"#),
        Source(
            name: "seed table match", fields: "\(text), \(region)",
            seed: #"{"x": {"table": "regions", "column": "city", "match": {"region": "y"}}}"#),
        Source(name: "let helper", fields: #"{"key": "x", "type": "integer"}, \#(y)"#, seed: #"{"x": {"expr": "h * 2"}}"#),
    ]

    @Test(arguments: sources)
    func aFieldIsFilledAfterWhatItReads(_ source: Source) throws {
        var seed: String?
        if let fields = source.seed {
            let lets = source.name == "let helper" ? #", "let": {"h": {"expr": "y + 1"}}"# : ""
            seed = #"{"model": "m"\#(lets), "fields": \#(fields)}"#
        }
        let fixture = try FillFixture.make(model: Self.model(source.fields), seed: seed, tables: ["regions": Self.regions])
        let order = fixture.order()
        let x = try #require(order.firstIndex(of: "x"))
        let y = try #require(order.firstIndex(of: "y"))
        #expect(y < x, "\(order)")
        if source.name == "let helper" {
            let h = try #require(order.firstIndex(of: "let.h"))
            #expect(y < h && h < x, "\(order)")
        }
        // And the records it fills are valid: the order is one the filler can use.
        try fixture.forEachRecord(50) { _, _, _ in }
    }

    @Test func tiesKeepDeclarationOrder() throws {
        // c reads e; everything else is free. Kahn's order with the earliest-declared ready field
        // first: a, b, d, e, c, f (c waits for e, then goes before f, declared after it).
        let fixture = try FillFixture.make(
            model: Self.model(
                """
                {"key": "a", "type": "boolean"}, {"key": "b", "type": "boolean"},
                {"key": "c", "type": "boolean", "visibleWhen": "e"},
                {"key": "d", "type": "boolean"}, {"key": "e", "type": "boolean"}, {"key": "f", "type": "boolean"}
                """))
        #expect(fixture.order() == ["a", "b", "d", "e", "c", "f"])
    }

    @Test func sectionsComeBeforeTheirFieldsAndChainsResolve() throws {
        let fixture = try FillFixture.make(
            model: """
                {"model": "m", "sections": [
                  {"key": "s", "title": "S", "fields": [
                    {"key": "a", "type": "integer", "min": "b", "max": 100},
                    {"key": "b", "type": "integer", "min": "c", "max": 50}]},
                  {"key": "c", "type": "integer", "min": 0, "max": 10}
                ]}
                """)
        #expect(fixture.order() == ["s", "c", "s.b", "s.a"])
        try fixture.forEachRecord(300) { _, _, json in
            let s = try #require(json["s"] as? [String: Any])
            let a = try #require(s["a"] as? Int), b = try #require(s["b"] as? Int), c = try #require(json["c"] as? Int)
            #expect(c <= b && b <= a)
        }
    }

    @Test func listItemsAreOrderedInTheirOwnFrame() throws {
        let fixture = try FillFixture.make(
            model: Self.model(
                """
                {"key": "drivers", "type": "list", "fields": [
                  {"key": "license", "type": "date", "min": "birth + 18y", "max": "today"},
                  {"key": "birth", "type": "date", "min": "today - 60y", "max": "today - 20y"}]},
                {"key": "n", "type": "integer", "compute": "count(drivers)"}
                """))
        #expect(fixture.order() == ["drivers", "n"])
        let drivers = try #require(fixture.id("drivers"))
        let itemFrame = try #require(fixture.plan.fields[drivers].itemFrame)
        #expect(fixture.order(frame: itemFrame) == ["drivers.birth", "drivers.license"])
    }

    @Test func anOuterFieldReadingTheListIsFilledAfterIt() throws {
        let fixture = try FillFixture.make(
            model: Self.model(
                """
                {"key": "n", "type": "integer", "compute": "count(drivers)"},
                {"key": "drivers", "type": "list", "minItems": 1, "maxItems": 4, "fields": [{"key": "a", "type": "boolean"}]}
                """))
        #expect(fixture.order() == ["drivers", "n"])
        try fixture.forEachRecord(200) { _, _, json in
            let drivers = try #require(json["drivers"] as? [Any])
            #expect(json["n"] as? Int == drivers.count)
        }
    }

    @Test func aSelfReferenceInValidWhenIsNotACycle() throws {
        let fixture = try FillFixture.make(
            model: Self.model(
                """
                {"key": "x", "type": "integer", "min": 0, "max": 9, "validWhen": "x % 2 == 0", "message": "even"}
                """))
        try fixture.forEachRecord(300) { _, _, json in
            #expect((json["x"] as? Int).map { $0 % 2 == 0 } == true)
        }
    }

    // MARK: - Cycles

    @Test func aCycleIsReportedWithItsPath() {
        // b reads a, c reads b, a reads c: parent → child arrows give a → b → c → a.
        let errors = FillFixture.errors(
            model: Self.model(
                """
                {"key": "a", "type": "boolean", "visibleWhen": "c"},
                {"key": "b", "type": "boolean", "visibleWhen": "a"},
                {"key": "c", "type": "boolean", "visibleWhen": "b"}
                """))
        #expect(errors == ["the fields depend on each other in a cycle: a → b → c → a"])
    }

    @Test func aCycleIsFoundPastFieldsThatOnlyDependOnIt() {
        // d depends on the cycle without being part of it, and is declared before b: the walk
        // must not get lost in d and report nothing.
        let errors = FillFixture.errors(
            model: Self.model(
                """
                {"key": "a", "type": "boolean", "visibleWhen": "c"},
                {"key": "d", "type": "boolean", "visibleWhen": "a"},
                {"key": "b", "type": "boolean", "visibleWhen": "a"},
                {"key": "c", "type": "boolean", "visibleWhen": "b"}
                """))
        #expect(errors == ["the fields depend on each other in a cycle: a → b → c → a"])
    }

    @Test func aCycleStartsAtItsEarliestDeclaredField() {
        // e comes first but only reads the cycle; the cycle is b → c → b.
        let errors = FillFixture.errors(
            model: Self.model(
                """
                {"key": "e", "type": "boolean", "visibleWhen": "c"},
                {"key": "b", "type": "integer", "min": 0, "max": "c"},
                {"key": "c", "type": "integer", "min": "b", "max": 9}
                """))
        #expect(errors == ["the fields depend on each other in a cycle: b → c → b"])
    }

    @Test func aCycleThroughALetHelper() {
        let errors = FillFixture.errors(
            model: Self.model(#"{"key": "a", "type": "integer"}"#),
            seed: #"{"model": "m", "let": {"h": {"expr": "a + 1"}}, "fields": {"a": {"expr": "h * 2"}}}"#)
        #expect(errors == ["the fields depend on each other in a cycle: a → let.h → a"])
    }

    @Test func aCycleThroughAList() {
        // The items read limit, and limit counts the items.
        let errors = FillFixture.errors(
            model: Self.model(
                """
                {"key": "drivers", "type": "list", "fields": [{"key": "age", "type": "integer", "min": 18, "max": "limit"}]},
                {"key": "limit", "type": "integer", "compute": "count(drivers) + 40"}
                """))
        #expect(errors == ["the fields depend on each other in a cycle: drivers → limit → drivers"])
    }

    @Test func aCycleInsideListItems() {
        let errors = FillFixture.errors(
            model: Self.model(
                """
                {"key": "drivers", "type": "list", "fields": [
                  {"key": "a", "type": "integer", "min": "b", "max": 9},
                  {"key": "b", "type": "integer", "min": 0, "max": "a"}]}
                """))
        #expect(errors == ["the fields depend on each other in a cycle: drivers.a → drivers.b → drivers.a"])
    }

    @Test func aCycleThroughDeclaredParents() {
        let errors = FillFixture.errors(
            model: Self.model(
                """
                {"key": "a", "type": "boolean", "parents": ["b"]},
                {"key": "b", "type": "boolean", "parents": ["a"]}
                """))
        #expect(errors == ["the fields depend on each other in a cycle: a → b → a"])
    }
}
