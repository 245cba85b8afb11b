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
