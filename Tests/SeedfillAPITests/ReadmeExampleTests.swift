import Foundation
import SeedfillCore
import Testing

/// The example of the README's "Use it as a library", as written there (issue 15, item 6).
@Suite struct ReadmeExampleTests {
    struct Policy: Decodable {
        struct Header: Decodable {
            var number: String
            var startDate: String
        }
        var policy: Header
    }

    @Test func theReadmeExampleRuns() throws {
        let project = try SeedfillProject(directory: examplesURL)
        let policies = try project.compile(seed: "policy")  // planned once
        #expect(policies.count == 40)  // 40: the seed file's count
        let value: QuestionnaireValue = try policies.record(7)  // the questionnaire as a value
        #expect(value["vehicle"]?["make"]?.stringValue != nil)  // typed accessors
        let data: Data = try policies.json(7)  // byte for byte Output/policy/policy-0008.json
        let policy = try policies.decode(Policy.self, record: 7)  // any Decodable of yours
        #expect(policy.policy.number == "XXX0000000008")
        #expect(value["policy"]?["startDate"]?.stringValue == policy.policy.startDate)
        let problems: [Violation] = try project.validate(model: "policy", json: data)  // [] here
        #expect(problems.isEmpty)
    }
}

/// The example of the README's "An interactive questionnaire", as written there (issue 16).
@Suite struct ReadmeQuestionnaireExampleTests {
    @Test func theInteractiveExampleRuns() throws {
        let project = try SeedfillProject(directory: examplesURL)
        var q = try project.questionnaire(model: "vehicle")  // empty; today: as validate reads it
        try q.set("car.hasRegNumber", to: true)  // shows car.regNumber
        #expect(q.isVisible("car.regNumber"))
        try q.set("car.regNumber", to: "A123BC77")
        try q.set("car.documentType", to: "pts")  // clears car.documentNumber, car.documentDate
        #expect(q.value(at: "car.documentNumber") == nil)  // nil: nothing set there
        #expect(!q.isVisible("taxi.permitNumber"))  // false: usage.purpose is not "taxi"
        #expect(!q.isComplete)  // false: required fields are empty
        #expect(q.violations.contains { $0.path == "car.documentNumber" && $0.rule == "required" })  // each of them
        try q.fillRest(seed: "vehicle", record: 3)  // the rest, drawn to agree with what is set
        #expect(q.value(at: "car.documentNumber") == "52YM 115287")  // "52YM 115287": a PTS number
        let bytes: Data = q.json()  // laid out as generate writes it
        #expect(try project.validate(model: "vehicle", json: bytes).isEmpty)
        #expect(q.value(at: "car.regNumber") == "A123BC77")
        try q.set("car.hasRegNumber", to: false)  // hides and clears car.regNumber
        #expect(!q.isVisible("car.regNumber"))
        #expect(q.value(at: "car.regNumber") == nil)
    }
}
