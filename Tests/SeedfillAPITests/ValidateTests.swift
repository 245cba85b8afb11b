import Foundation
import SeedfillCore
import Testing

/// Validating questionnaires through the public API (issue 15, item 6).
@Suite struct ValidateTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    @Test func generatedRecordsAreValid() throws {
        let project = try SeedfillProject(directory: examplesURL)
        for seed in ["policy", "vehicle"] {
            let compiled = try project.compile(seed: seed)
            for index in [0, compiled.count - 1] {
                #expect(try project.validate(model: seed, json: compiled.json(index)).isEmpty, "\(seed) record \(index)")
            }
        }
    }

    /// A hand-broken vehicle (from vehicle-0001.json): a year below the minimum, a VIN with an
    /// `I`, an unknown key, an e-PTS dated before e-PTSs existed (a rule's bound), an exclusive
    /// option combined, and two fields left out.
    @Test func aBrokenQuestionnaireHasItsViolations() throws {
        let project = try SeedfillProject(directory: examplesURL)
        let data = try Data(contentsOf: Self.fixtures.appendingPathComponent("broken-vehicle.json"))
        let violations = try project.validate(model: "vehicle", json: data)
        #expect(
            violations.map(\.description) == [
                "11:5: car.colour: unknown key 'colour': the model has no such field here (rule: layout)",
                "6:13: car.year: 1999 is less than the minimum 2000 (rule: min '2000')",
                #"9:12: car.vin: "1C46FL3R4PW63385I" does not match the pattern '^[A-HJ-NPR-Z0-9]{17}$' (rule: pattern '^[A-HJ-NPR-Z0-9]{17}$')"#,
                #"16:21: car.documentDate: "2019-05-01" is less than the minimum "2020-11-01" (rule: min '"2020-11-01"')"#,
                #"17:18: car.antiTheft: the option "none" cannot be combined with others (rule: exclusive), value ["alarm","none"]"#,
                "2:10: car.photos: the field should be shown but is missing (rule: always shown)",
                "22:12: usage.mileage: the field should be shown but is missing (rule: always shown)",
            ])
        let byPath = Dictionary(uniqueKeysWithValues: violations.map { ($0.path, $0) })
        #expect(byPath["car.year"]?.value == 1999)
        #expect(byPath["car.year"]?.rule == "min '2000'")
        #expect(byPath["car.colour"]?.value == "black")
        #expect(byPath["car.antiTheft"]?.value == ["alarm", "none"])
        #expect(byPath["usage.mileage"]?.value == nil)
        #expect(byPath["usage.mileage"]?.rule == "always shown")
    }

    /// Relative dates are read against `today:`; without it, against the seed files' `today`.
    @Test func todayAnchorsRelativeDates() throws {
        let project = try SeedfillProject(directory: examplesURL)
        let vehicle = try project.compile(seed: "vehicle").json(0)
        #expect(try project.validate(model: "vehicle", json: vehicle).isEmpty)
        // vehicle-0001.json's documentDate is 2021-02-03: before it, "max today" is broken.
        let early = try project.validate(model: "vehicle", json: vehicle, today: "2021-01-01")
        #expect(early.contains { $0.path == "car.documentDate" && $0.rule == "max 'today'" }, "\(early)")
    }

    @Test func badInputsAreErrors() throws {
        let project = try SeedfillProject(directory: examplesURL)
        let model = try #require(throws: SeedfillError.self) { try project.validate(model: "vehicel", json: Data("{}".utf8)) }
        #expect(model.description == "error: unknown model 'vehicel'\n  hint: did you mean 'vehicle'?\n1 error\n")
        let json = try #require(throws: SeedfillError.self) { try project.validate(model: "vehicle", json: Data("{\"car\": ".utf8)) }
        #expect(json.diagnostics.first?.location?.file == "<json>")
        let notObject = try project.validate(model: "vehicle", json: Data("[]".utf8))
        #expect(
            notObject.map(\.description) == ["1:1: (questionnaire): expected a questionnaire (an object), found an array (rule: layout)"])
    }
}
