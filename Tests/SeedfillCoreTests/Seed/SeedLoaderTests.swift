import Foundation
import Testing

@testable import SeedfillCore

/// A short name for a generator kind, for comparing many entries at once.
func kindName(_ kind: GeneratorKind) -> String {
    if case .list = kind { return "list" }
    return kind.keyword
}

@Suite struct SeedLoaderTests {
    @Test func policySeedLoadsWithoutDiagnostics() throws {
        let url = SeedTestModels.testsDirectory().appendingPathComponent("Fixtures/policy.seed.json")
        let bytes = try [UInt8](Data(contentsOf: url))
        let (seed, diagnostics) = SeedLoader.load(bytes: bytes, file: "policy.seed.json", name: "policy", models: SeedTestModels.models)
        #expect(diagnostics.isEmpty, "\(diagnostics.renderedReport())")
        let file = try #require(seed)
        #expect(file.model == "policy")
        #expect(file.count == 1000)
        #expect(file.locale == "ru")
        #expect(file.today?.text == "2026-01-01")
        #expect(file.lets.map(\.name) == ["mailNumber", "mailDomain", "basePower"])
        #expect(file.lets.map { kindName($0.spec.kind) } == ["int", "oneOf", "table"])

        let summary = file.entries.map { "\($0.target.joined(separator: ".")):\(kindName($0.generator.kind))" }
        #expect(
            summary == [
                "insurant.gender:oneOf", "insurant.lastName:fake", "insurant.firstName:fake", "insurant.middleName:fake",
                "insurant.birthDate:date", "insurant.phone:mask", "insurant.email:template",
                "insurant.document.type:oneOf", "insurant.document.number:when", "insurant.document.issueDate:date",
                "address.region:table", "address.city:table", "address.street:table", "address.house:int", "address.flat:int",
                "vehicle.make:table", "vehicle.carModel:table", "vehicle.year:int", "vehicle.enginePower:int", "vehicle.vin:regex",
                "vehicle.hasRegNumber:bool", "vehicle.regNumber:regex",
                "drivers:list",
                "policy.number:sequence", "policy.startDate:date", "policy.periodMonths:oneOf", "policy.premium:decimal",
            ])

        let drivers = try #require(file.entries.first { $0.target == ["drivers"] })
        guard case .list(let count, let item) = drivers.generator.kind else { Issue.record("drivers is not a list"); return }
        #expect(count == .range(1, 4))
        #expect(item.map { $0.target } == [["lastName"], ["firstName"], ["birthDate"], ["licenseNumber"], ["licenseIssueDate"]])

        let city = try #require(file.entries.first { $0.target == ["address", "city"] })
        guard case .table(let lookup) = city.generator.kind else { Issue.record("city is not a table"); return }
        #expect(lookup.table == "regions" && lookup.column == "city" && lookup.match.isEmpty)
        #expect(lookup.path == "fields.address.city")
        #expect(lookup.location == SourceLocation(file: "policy.seed.json", line: 31, column: 15))

        let flat = try #require(file.entries.first { $0.target == ["address", "flat"] })
        #expect(flat.generator.nullProbability == 0.4)
        #expect(flat.generator.path == "fields.address.flat")

        let number = try #require(file.entries.first { $0.target == ["insurant", "document", "number"] })
        guard case .when(let branches) = number.generator.kind else { Issue.record("number is not a when"); return }
        #expect(branches.map { $0.condition?.text } == ["type == 'passport'", "type == 'foreignPassport'", nil])

        let gender = try #require(file.entries.first { $0.target == ["insurant", "lastName"] })
        guard case .fake(let provider, let genderField) = gender.generator.kind else { Issue.record("not fake"); return }
        #expect(provider.text == "person.lastName")
        #expect(genderField?.text == "gender")

        let period = try #require(file.entries.first { $0.target == ["policy", "periodMonths"] })
        #expect(
            period.generator.kind
                == .oneOf([
                    WeightedValue(
                        value: JSONNode(.number("3"), at: SourceLocation(file: "policy.seed.json", line: 58, column: 47)), weight: 1),
                    WeightedValue(
                        value: JSONNode(.number("6"), at: SourceLocation(file: "policy.seed.json", line: 58, column: 76)), weight: 2),
                    WeightedValue(
                        value: JSONNode(.number("12"), at: SourceLocation(file: "policy.seed.json", line: 58, column: 105)), weight: 7),
                ]))

        let sequence = try #require(file.entries.first { $0.target == ["policy", "number"] })
        guard case .sequence(let start, let step, let format) = sequence.generator.kind else { Issue.record("not a sequence"); return }
        #expect(start == 1 && step == 1 && format?.text == "XXX%010d")
    }

    @Test func sourceTextPointsAfterTheQuote() throws {
        let (seed, diagnostics) = SeedTestModels.loadFields("{\"phone\": {\"mask\": \"###\"}}")
        #expect(diagnostics.isEmpty)
        let entry = try #require(seed?.entries.first)
        guard case .mask(let mask, nil) = entry.generator.kind else { Issue.record("not a mask"); return }
        // {"model": "policy", "fields": {"phone": {"mask": "###"}}}: the quote before ### is column 50.
        #expect(mask.location == SourceLocation(file: "seed.json", line: 1, column: 51))
        #expect(mask.path == "fields.phone.mask")
        #expect(entry.target == ["insurant", "phone"])
    }

    @Test func fieldsAreFoundByKeyAloneByDottedPathAndByNesting() throws {
        let (seed, diagnostics) = SeedTestModels.loadFields(
            """
            {"lastName": "Ivanov", "document.number": "1", "address.city": "Moscow",
             "insurant": {"type": "passport", "document": {"issueDate": "2020-01-01"}},
             "policy": {"number": "X"}, "vehicle.usage": {"someOf": ["a", "b"], "min": 1}}
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics.renderedReport())")
        #expect(
            seed?.entries.map(\.target) == [
                ["insurant", "lastName"], ["insurant", "document", "number"], ["address", "city"],
                ["insurant", "document", "type"], ["insurant", "document", "issueDate"], ["policy", "number"], ["vehicle", "usage"],
            ])
    }

    @Test func plainValuesBecomeConstantsAndArraysUniformChoices() throws {
        let (seed, diagnostics) = SeedTestModels.loadFields("{\"lastName\": null, \"house\": 7, \"city\": [\"A\", \"B\"]}")
        #expect(diagnostics.isEmpty)
        let kinds = try #require(seed?.entries.map(\.generator.kind))
        guard case .const(let null) = kinds[0], case .const(let seven) = kinds[1], case .oneOf(let values) = kinds[2] else {
            Issue.record("unexpected kinds \(kinds)")
            return
        }
        #expect(null.isNull)
        #expect(seven.numberLiteral == "7")
        #expect(values.map(\.weight) == [1, 1])
        #expect(values.map(\.value.stringValue) == ["A", "B"])
    }

    @Test func ambiguousInsideListAndTwiceAreErrors() {
        let (_, diagnostics) = SeedTestModels.loadFields(
            "{\"number\": \"1\", \"licenseNumber\": \"2\", \"year\": 1, \"vehicle\": {\"year\": 2}}")
        #expect(
            diagnostics.map(\.message) == [
                "ambiguous field 'number': it names 'insurant.document.number' and 'policy.number'",
                "'licenseNumber' is a field of the items of the list 'drivers'",
                "the field 'vehicle.year' is mapped twice",
            ])
    }

    @Test func unknownFieldSuggestsTheNearestKeyOrPath() {
        let (_, diagnostics) = SeedTestModels.loadFields("{\"lastNme\": \"x\", \"insurant.documnt.number\": \"y\"}")
        #expect(diagnostics.map(\.hint) == ["did you mean 'lastName'?", "did you mean 'insurant.document.number'?"])
        #expect(diagnostics.first?.location == SourceLocation(file: "seed.json", line: 1, column: 32))
    }

    @Test func listItemsAreAScopeOfTheirOwn() throws {
        let (seed, diagnostics) = SeedTestModels.loadFields(
            """
            {"drivers": {"count": "2", "item": {"lastName": "A", "birthDate": {"date": {}}}}, "lastName": "B"}
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics.renderedReport())")
        let entries = try #require(seed?.entries)
        guard case .list(let count, let item) = entries[0].generator.kind else { Issue.record("not a list"); return }
        #expect(
            count
                == .expression(
                    SourceText(text: "2", location: SourceLocation(file: "seed.json", line: 1, column: 54), path: "fields.drivers.count")))
        #expect(item.map(\.target) == [["lastName"], ["birthDate"]])
        #expect(entries[1].target == ["insurant", "lastName"])
    }

    @Test func listConstIsAConstant() throws {
        let (seed, diagnostics) = SeedTestModels.loadFields("{\"drivers\": {\"const\": []}}")
        #expect(diagnostics.isEmpty)
        guard case .const(let value)? = seed?.entries.first?.generator.kind else { Issue.record("not const"); return }
        #expect(value.elements == [])
    }

    @Test func oneOfObjectFormKeepsKeysAsTextWithWeights() throws {
        let (seed, diagnostics) = SeedTestModels.loadFields("{\"gender\": {\"oneOf\": {\"male\": 1, \"female\": 2.5}, \"unique\": true}}")
        #expect(diagnostics.isEmpty)
        let spec = try #require(seed?.entries.first?.generator)
        #expect(spec.unique)
        guard case .oneOf(let values) = spec.kind else { Issue.record("not oneOf"); return }
        #expect(values.map(\.value.stringValue) == ["male", "female"])
        #expect(values.map(\.weight) == [1, 2.5])
    }

    @Test func someOfAcceptsBothForms() throws {
        for text in [
            "{\"usage\": {\"someOf\": [\"a\", \"b\", \"c\"], \"min\": 1, \"max\": 2}}",
            "{\"usage\": {\"someOf\": {\"values\": [\"a\", \"b\", \"c\"], \"min\": 1, \"max\": 2}}}",
        ] {
            let (seed, diagnostics) = SeedTestModels.loadFields(text)
            #expect(diagnostics.isEmpty, "\(diagnostics.renderedReport())")
            guard case .someOf(let values, let low, let high)? = seed?.entries.first?.generator.kind else {
                Issue.record("not someOf")
                continue
            }
            #expect(values.count == 3 && low == 1 && high == 2)
        }
    }

    @Test func whenWithoutElseIsAllowedAndNestedWhenIsRead() throws {
        let (seed, diagnostics) = SeedTestModels.loadFields(
            """
            {"document.number": {"when": [{"if": "type == 'a'", "when": [{"if": "true", "const": "x"}]}]}}
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics.renderedReport())")
        guard case .when(let outer)? = seed?.entries.first?.generator.kind else { Issue.record("not when"); return }
        #expect(outer.count == 1)
        guard case .when(let inner) = outer[0].generator.kind else { Issue.record("not nested when"); return }
        #expect(inner.first?.condition?.text == "true")
    }

    @Test func deeplyNestedWhenIsReportedNotOverflowed() {
        var generator = "{\"const\": 1}"
        for _ in 0..<40 { generator = "{\"when\": [{\"if\": \"true\", \"when\": [{\"else\": \(generator)}]}]}" }
        let (_, diagnostics) = SeedTestModels.loadFields("{\"house\": \(generator)}")
        #expect(diagnostics.contains { $0.message.contains("nested deeper than") })
    }

    @Test func refNamesAKnownModel() throws {
        let (seed, diagnostics) = SeedTestModels.loadFields(
            "{\"lastName\": {\"ref\": {\"model\": \"person\", \"pick\": \"sequential\", \"embed\": false}}}")
        #expect(diagnostics.isEmpty)
        #expect(seed?.entries.first?.generator.kind == .ref(model: "person", seed: nil, pick: .sequential, embed: false))
        let (_, bad) = SeedTestModels.loadFields("{\"lastName\": {\"ref\": \"persn\"}}")
        #expect(bad.map(\.hint) == ["did you mean 'person'?"])
    }

    @Test func topLevelIsReadAndCheckedWithoutAModel() {
        let (seed, diagnostics) = SeedTestModels.load(
            """
            {"count": 0, "today": "2025-02-29", "let": {"x": {"int": [1]}}, "fields": {"a": 1}}
            """)
        #expect(seed == nil)
        #expect(
            diagnostics.map(\.message) == [
                "the seed file does not name its model",
                "'count' must be at least 1, found 0",
                "'today' must be a date YYYY-MM-DD, found \"2025-02-29\"",
                "expected [min, max] for 'int', found an array of 1 elements",
            ])
    }

    @Test func letNamesMustNotClashWithFields() throws {
        let (seed, diagnostics) = SeedTestModels.load(
            """
            {"model": "policy", "let": {"licenseNumber": 1, "index": 2, "ok": {"uuid": true}}}
            """)
        #expect(
            diagnostics.map(\.message) == [
                "the helper 'licenseNumber' has the same name as the field 'drivers.licenseNumber'",
                "the helper name 'index' is reserved in expressions",
            ])
        #expect(seed?.lets.map(\.name) == ["ok"])
    }

    @Test func calendarDatesAreChecked() {
        #expect(SeedParser.isCalendarDate("2024-02-29"))
        #expect(!SeedParser.isCalendarDate("2100-02-29"))
        #expect(SeedParser.isCalendarDate("2000-02-29"))
        #expect(!SeedParser.isCalendarDate("2024-13-01"))
        #expect(!SeedParser.isCalendarDate("2024-1-01"))
        #expect(!SeedParser.isCalendarDate("2024-04-31"))
    }
}
