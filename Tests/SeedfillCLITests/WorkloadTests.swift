import Foundation
import Testing

@testable import SeedfillCore

/// The reference workload (the benchmark's policy questionnaire, with table-drawn names until
/// the locale providers exist) fills validly and deterministically.
@Suite struct WorkloadTests {
    let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/workload").path

    @Test func fillsValidQuestionnaires() throws {
        let scratch = try TemporaryProject()
        let result = seedfill(["--seeds", seeds, "--out", scratch.output, "--format", "jsonl", "--count", "500"])
        #expect(result.status == 0, "\(result.err)")
        let lines = try String(contentsOfFile: scratch.output + "/policy.jsonl", encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 500)
        var numbers = Set<String>()
        for line in lines {
            let record = try #require(jsonObject(Data(line.utf8)))
            let insurant = try #require(record["insurant"] as? [String: Any])
            let document = try #require(insurant["document"] as? [String: Any])
            let type = try #require(document["type"] as? String)
            let number = try #require(document["number"] as? String)
            let expected = ["passport": #"^\d{4} \d{6}$"#, "foreignPassport": #"^\d{2} \d{7}$"#, "driverLicense": #"^\d{2} \d{2} \d{6}$"#][
                type]
            #expect(number.range(of: try #require(expected), options: .regularExpression) != nil, "\(type) \(number)")
            let vehicle = try #require(record["vehicle"] as? [String: Any])
            #expect((vehicle["regNumber"] != nil) == (vehicle["hasRegNumber"] as? Bool == true))
            let drivers = try #require(record["drivers"] as? [[String: Any]])
            #expect((1...4).contains(drivers.count))
            for driver in drivers {
                let birth = try #require(driver["birthDate"] as? String)
                let issued = try #require(driver["licenseIssueDate"] as? String)
                // ISO dates compare as text: the licence comes at least 18 years after birth.
                let year = Int(birth.prefix(4))! + 18
                // (29 February + 18 years is 28 February, as the calendar clamps it.)
                let monthDay = birth.hasSuffix("-02-29") ? "-02-28" : String(birth.dropFirst(4))
                #expect(issued >= String(format: "%04d", year) + monthDay)
            }
            let policy = try #require(record["policy"] as? [String: Any])
            numbers.insert(try #require(policy["number"] as? String))
        }
        #expect(numbers.count == 500)
    }
}
