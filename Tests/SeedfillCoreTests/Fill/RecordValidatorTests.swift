import Testing

@testable import SeedfillCore

/// The validator re-certifies a record: hand-broken records are reported at the JSON path of the
/// written questionnaire, with the rule they break.
@Suite struct RecordValidatorTests {
    static let model = """
        {"model": "p", "sections": [
          {"key": "car", "title": "Car", "fields": [
            {"key": "hasRegNumber", "type": "boolean"},
            {"key": "regNumber", "type": "text", "visibleWhen": "hasRegNumber", "mask": "?###??##"},
            {"key": "documentType", "type": "choice", "options": ["pts", "epts"]},
            {"key": "documentNumber", "type": "text", "rules": [
              {"when": "documentType == 'pts'", "mask": "##?? ######"},
              {"when": "documentType == 'epts'", "pattern": "^[0-9]{15}$"}]}]},
          {"key": "drivers", "type": "list", "minItems": 2, "maxItems": 2, "fields": [
            {"key": "birthDate", "type": "date", "min": "today - 70y", "max": "today - 40y"},
            {"key": "licenseIssueDate", "type": "date", "min": "today - 60y", "max": "today",
             "validWhen": "licenseIssueDate >= birthDate + 18y", "message": "a licence is issued at 18 or later"}]}
        ]}
        """

    /// A valid record of the model with the given registration switch and document type.
    static func record(_ fixture: FillFixture, hasRegNumber: Bool, documentType: String) throws -> FilledFrame {
        let seed = #"{"model": "p", "fields": {"hasRegNumber": \#(hasRegNumber), "documentType": "\#(documentType)"}}"#
        let seeded = try FillFixture.make(model: Self.model, seed: seed)
        let frame = try seeded.fill(1)
        #expect(fixture.problems(frame).isEmpty)
        return frame
    }

    @Test func aHiddenFieldWithAValueIsReported() throws {
        let fixture = try FillFixture.make(model: Self.model)
        var frame = try Self.record(fixture, hasRegNumber: false, documentType: "pts")
        let slot = try fixture.slot("car.regNumber")
        frame.values[slot] = .string("A123BC45")
        frame.visible[slot] = true
        let problems = fixture.problems(frame)
        #expect(problems.map(\.path) == ["car.regNumber"])
        #expect(problems.map(\.rule) == ["visibleWhen 'hasRegNumber'"])
        #expect(problems.map(\.message) == ["the field should be hidden but has a value"])
    }

    @Test func aMissingVisibleFieldIsReported() throws {
        let fixture = try FillFixture.make(model: Self.model)
        var frame = try Self.record(fixture, hasRegNumber: true, documentType: "pts")
        let slot = try fixture.slot("car.regNumber")
        frame.values[slot] = .null
        frame.visible[slot] = false
        let problems = fixture.problems(frame)
        #expect(problems.map(\.path) == ["car.regNumber"])
        #expect(problems.map(\.message) == ["the field should be shown but is missing"])
    }

    @Test func aValueBreakingTheActiveRuleIsReportedWithThatRule() throws {
        let fixture = try FillFixture.make(model: Self.model)
        let slot = try fixture.slot("car.documentNumber")
        var pts = try Self.record(fixture, hasRegNumber: false, documentType: "pts")
        // Fifteen digits are right for epts, wrong for pts.
        pts.values[slot] = .string("123456789012345")
        #expect(fixture.problems(pts).map(\.path) == ["car.documentNumber"])
        #expect(fixture.problems(pts).map(\.rule) == ["mask '##?? ######'"])
        var epts = try Self.record(fixture, hasRegNumber: false, documentType: "epts")
        epts.values[slot] = .string("12AB 123456")
        #expect(fixture.problems(epts).map(\.rule) == ["pattern '^[0-9]{15}$'"])
        epts.values[slot] = .string("123456789012345")
        #expect(fixture.problems(epts).isEmpty)
    }

    @Test func aValueOutsideTheOptionsIsReported() throws {
        let fixture = try FillFixture.make(model: Self.model)
        var frame = try Self.record(fixture, hasRegNumber: false, documentType: "pts")
        frame.values[try fixture.slot("car.documentType")] = .string("passport")
        let problems = fixture.problems(frame)
        #expect(problems.map(\.path) == ["car.documentType"])
        #expect(problems.map(\.rule) == ["options"])
        #expect(problems.first?.message.hasPrefix("\"passport\" is not one of the options offered") == true)
    }

    @Test func aBrokenListItemIsReportedAtItsIndexedPath() throws {
        let fixture = try FillFixture.make(model: Self.model)
        var frame = try Self.record(fixture, hasRegNumber: false, documentType: "pts")
        let drivers = try fixture.slot("drivers")
        let birth = try fixture.slot("drivers.birthDate")
        let license = try fixture.slot("drivers.licenseIssueDate")
        #expect(frame.items[drivers].count == 2)
        // The second driver got the licence at ten.
        guard case .date(let born) = frame.items[drivers][1].values[birth] else {
            Issue.record("no birth date")
            return
        }
        frame.items[drivers][1].values[license] = .date(LocalDate(daysSinceEpoch: born.daysSinceEpoch + 3650))
        let problems = fixture.problems(frame)
        #expect(problems.map(\.path) == ["drivers[1].licenseIssueDate"])
        #expect(problems.map(\.rule) == ["validWhen 'licenseIssueDate >= birthDate + 18y'"])
        #expect(problems.map(\.message) == ["a licence is issued at 18 or later"])
    }

    @Test func aListWithTooFewItemsIsReported() throws {
        let fixture = try FillFixture.make(model: Self.model)
        var frame = try Self.record(fixture, hasRegNumber: false, documentType: "pts")
        let drivers = try fixture.slot("drivers")
        frame.items[drivers].removeLast()
        let problems = fixture.problems(frame)
        #expect(problems.map(\.path) == ["drivers"])
        #expect(problems.map(\.rule) == ["minItems 2"])
    }

    @Test func aMissingRequiredValueIsReported() throws {
        let fixture = try FillFixture.make(model: Self.model)
        var frame = try Self.record(fixture, hasRegNumber: true, documentType: "epts")
        frame.values[try fixture.slot("car.regNumber")] = .null
        let problems = fixture.problems(frame)
        #expect(problems.map(\.path) == ["car.regNumber"])
        #expect(problems.map(\.rule) == ["required"])
    }
}
