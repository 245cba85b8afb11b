import Foundation
import Testing

@testable import SeedfillCore

/// Loads `text` as a model named `m.json`.
func loadModel(_ text: String) -> (model: Model?, diagnostics: [Diagnostic]) {
    ModelLoader.load(bytes: Array(text.utf8), file: "m.json")
}

@Suite struct ModelLoaderTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    @Test func policyLoadsWithItsStructure() throws {
        let bytes = try #require(FileManager.default.contents(atPath: Self.fixtures.appendingPathComponent("policy.json").path))
        let (loaded, diagnostics) = ModelLoader.load(bytes: [UInt8](bytes), file: "policy.json")
        #expect(diagnostics.isEmpty, "\(diagnostics.renderedReport())")
        let model = try #require(loaded)
        #expect(model.name == "policy")
        #expect(model.title == "Compulsory motor insurance policy")
        #expect(model.items.map(\.key) == ["insurant", "address", "vehicle", "drivers", "policy"])
        #expect(model.items.map(\.type) == [.section, .section, .section, .list, .section])

        let insurant = model.items[0]
        #expect(insurant.title == "Policyholder")
        #expect(insurant.fields.map(\.key) == ["lastName", "firstName", "middleName", "gender", "birthDate", "phone", "email", "document"])
        #expect(insurant.fields[0].constraints.maxLength == 60)
        #expect(insurant.fields[2].optional)
        #expect(
            insurant.fields[3].options
                == .list([
                    Option(
                        value: JSONNode(.string("male"), at: SourceLocation(file: "policy.json", line: 9, column: 56)),
                        path: "sections[0].fields[3].options[0]"),
                    Option(
                        value: JSONNode(.string("female"), at: SourceLocation(file: "policy.json", line: 9, column: 64)),
                        path: "sections[0].fields[3].options[1]"),
                ]))
        let birthDate = insurant.fields[4]
        #expect(birthDate.type == .date)
        #expect(birthDate.constraints.min?.node.stringValue == "today - 80y")
        #expect(birthDate.constraints.max?.path == "sections[0].fields[4].max")
        #expect(insurant.fields[5].constraints.mask?.text == "+7 (9##) ###-##-##")
        #expect(insurant.fields[6].constraints.pattern?.text == "^[a-z0-9._-]+@[a-z0-9.-]+\\.[a-z]{2,}$")

        let document = insurant.fields[7]
        #expect(document.type == .group)
        #expect(document.fields.map(\.key) == ["type", "number", "issueDate"])
        let number = document.fields[1]
        #expect(number.parents.map(\.text) == ["type"])
        #expect(number.rules.map(\.when.text) == ["type == 'passport'", "type == 'foreignPassport'", "type == 'driverLicense'"])
        #expect(number.rules.map { $0.constraints.mask?.text } == ["#### ######", "## #######", "## ## ######"])
        #expect(number.rules[1].path == "sections[0].fields[7].fields[1].rules[1]")

        let city = model.items[1].fields[1]
        guard case .table(let lookup) = city.options else {
            Issue.record("city should look its options up in a table")
            return
        }
        #expect(lookup.table == "regions" && lookup.column == "city")
        #expect(lookup.match.map(\.column) == ["region"])
        #expect(lookup.match.map(\.field.text) == ["region"])
        #expect(model.items[1].fields[4].constraints.min?.node.numberLiteral == "1")

        let vehicle = model.items[2]
        #expect(vehicle.fields[6].visibleWhen?.text == "hasRegNumber")
        let drivers = model.items[3]
        #expect(drivers.constraints.minItems == 1 && drivers.constraints.maxItems == 4)
        #expect(drivers.fields.map(\.key) == ["lastName", "firstName", "birthDate", "licenseNumber", "licenseIssueDate"])
        let premium = model.items[4].fields[3]
        #expect(premium.type == .decimal && premium.constraints.scale == 2)
        #expect(premium.path == "sections[4].fields[3]")
        #expect(premium.location == SourceLocation(file: "policy.json", line: 52, column: 7))
    }

    @Test func sourceTextPointsAtItsFirstCharacter() throws {
        let text = """
            {"model": "m", "sections": [
              {"key": "a", "type": "text", "visibleWhen": "b == 1", "parents": ["b"], "rules": [{"when": "b > 2", "mask": "##"}]},
              {"key": "b", "type": "integer"},
              {"key": "c", "type": "list", "count": 3, "uniqueBy": ["x"], "fields": [{"key": "x", "type": "text"}]}
            ]}
            """
        let (loaded, diagnostics) = loadModel(text)
        #expect(diagnostics.isEmpty, "\(diagnostics.renderedReport())")
        let model = try #require(loaded)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The 1-based column of the first character after `quoted` begins (its opening quote).
        func column(after quoted: String, line: Int) -> Int {
            let row = lines[line - 1]
            guard let range = row.range(of: quoted) else { return -1 }
            return row.unicodeScalars.distance(from: row.startIndex, to: range.lowerBound) + 2
        }
        let a = model.items[0]
        #expect(
            a.visibleWhen
                == SourceText(
                    text: "b == 1", location: SourceLocation(file: "m.json", line: 2, column: column(after: "\"b == 1\"", line: 2)),
                    path: "sections[0].visibleWhen"))
        #expect(a.parents.first?.location.column == column(after: "\"b\"]", line: 2))
        #expect(a.rules.first?.when.location == SourceLocation(file: "m.json", line: 2, column: column(after: "\"b > 2\"", line: 2)))
        #expect(a.rules.first?.constraints.mask?.location.column == column(after: "\"##\"", line: 2))
        #expect(a.rules.first?.constraints.mask?.path == "sections[0].rules[0].mask")
        // A number literal used as a count has no quote to skip.
        let c = model.items[2]
        #expect(
            c.count
                == SourceText(
                    text: "3", location: SourceLocation(file: "m.json", line: 4, column: column(after: " 3,", line: 4)),
                    path: "sections[2].count"))
        #expect(c.uniqueBy.map(\.text) == ["x"])
    }

    @Test func topLevelFieldsAndSectionsShareOneNamespaceButGroupsNest() {
        let ok = loadModel(
            """
            {"model": "m", "sections": [
              {"key": "s", "fields": [{"key": "g", "type": "group", "fields": [{"key": "s", "type": "text"}, {"key": "g", "type": "text"}]}]},
              {"key": "l", "type": "list", "fields": [{"key": "g", "type": "text"}, {"key": "l", "type": "text"}]}
            ]}
            """)
        #expect(ok.diagnostics.isEmpty, "\(ok.diagnostics.renderedReport())")
        #expect(ok.model?.items[0].fields[0].fields.map(\.key) == ["s", "g"])

        let clash = loadModel(
            """
            {"model": "m", "sections": [
              {"key": "s", "fields": [{"key": "x", "type": "text"}]},
              {"key": "t", "type": "group", "fields": [{"key": "y", "type": "text"}]},
              {"key": "x", "type": "boolean"},
              {"key": "u", "fields": [{"key": "t", "type": "text"}, {"key": "s", "type": "text"}]}
            ]}
            """)
        #expect(clash.model == nil)
        #expect(clash.diagnostics.map(\.message) == ["duplicate field key 'x'", "duplicate field key 't'", "duplicate key 's'"])
        #expect(clash.diagnostics.map { $0.location?.line } == [4, 5, 5])
        #expect(clash.diagnostics.first?.hint == "first declared at 2:35")
    }

    @Test func typeAtTheTopLevelDecidesBetweenSectionAndField() throws {
        let (loaded, diagnostics) = loadModel(
            """
            {"model": "m", "sections": [
              {"key": "a", "type": "section", "title": "A", "visibleWhen": "b", "fields": [{"key": "x", "type": "text"}]},
              {"key": "b", "type": "boolean", "title": "B", "initialValue": true},
              {"key": "c", "type": "ref", "model": "person", "embed": false}
            ]}
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics.renderedReport())")
        let model = try #require(loaded)
        #expect(model.items.map(\.type) == [.section, .boolean, .ref])
        #expect(model.items[0].visibleWhen?.text == "b")
        #expect(model.items[1].initialValue?.boolValue == true)
        #expect(model.items[2].refModel == "person" && model.items[2].embed == false)
    }

    @Test func optionObjectsAndScalarsAreKept() throws {
        let (loaded, diagnostics) = loadModel(
            """
            {"model": "m", "sections": [{"key": "s", "fields": [
              {"key": "extras", "type": "multichoice", "minItems": 0, "maxItems": 2, "options": [
                {"value": "none", "title": "None of these", "exclusive": true},
                {"value": 2, "visibleWhen": "s.other"}, false
              ]}
            ]}]}
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics.renderedReport())")
        guard case .list(let options)? = try #require(loaded).items[0].fields[0].options else {
            Issue.record("expected a list of options")
            return
        }
        #expect(options.map(\.value.kind) == [.string("none"), .number("2"), .bool(false)])
        #expect(options.map(\.exclusive) == [true, false, false])
        #expect(options[0].title == "None of these")
        #expect(options[1].visibleWhen?.text == "s.other")
        #expect(options[2].path == "sections[0].fields[0].options[2]")
    }

    @Test func warningsAloneKeepTheModel() {
        let (model, diagnostics) = loadModel(
            """
            {"model": "m", "sections": [{"key": "age", "type": "integer", "message": "Too young",
              "rules": [{"when": "true"}]}]}
            """)
        #expect(model != nil)
        #expect(diagnostics.map(\.severity) == [.warning, .warning])
    }

    @Test func jsonErrorsPassThroughUnchanged() {
        let bytes = Array("{\"model\": \"m\",, }".utf8)
        let direct = JSONReader.parse(bytes, file: "m.json").diagnostics
        let loaded = ModelLoader.load(bytes: bytes, file: "m.json")
        #expect(loaded.model == nil)
        #expect(!direct.isEmpty)
        #expect(loaded.diagnostics == direct)
    }

    @Test func everyDiagnosticHasALocationAndPathInsideTheFile() {
        // Every error kind in one file: each must point somewhere real.
        let (_, diagnostics) = loadModel(
            """
            {"model": "m m", "sectons": 1, "sections": [
              {"key": "s", "fields": [{"key": "1", "type": "interger", "mask": 3}, {"type": "text", "min": {}}]},
              {"key": "s", "type": "choice", "options": [null]}
            ]}
            """)
        #expect(diagnostics.count == 9, "\(diagnostics.renderedReport())")
        for diagnostic in diagnostics {
            #expect(diagnostic.location?.file == "m.json")
            #expect((1...4).contains(diagnostic.location?.line ?? 0))
            #expect(diagnostic.path?.isEmpty == false)
        }
    }

    @Test func groupsNestedTooDeepAreReportedOnce() {
        var text = "{\"key\": \"leaf\", \"type\": \"text\"}"
        for level in 0..<40 {
            text = "{\"key\": \"g\(level)\", \"type\": \"group\", \"fields\": [\(text)]}"
        }
        let (model, diagnostics) = loadModel("{\"model\": \"m\", \"sections\": [\(text)]}")
        #expect(model == nil)
        #expect(diagnostics.map(\.message) == ["fields are nested more than 32 levels deep"])
    }
}
