import Foundation
import Testing

@testable import SeedfillCore

/// `seedfill explain`: parents, dependants, visibility, rules, generator and fill order.
@Suite struct ExplainCommandTests {
    @Test func explainsAFieldOfTheExampleProject() {
        let seeds = repositoryRoot.appendingPathComponent("Seeds").path
        let result = seedfill(["explain", "vehicle", "documentNumber", "--seeds", seeds])
        #expect(result.status == 0, "\(result.err)")
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.first == #"car.documentNumber — text "Document number" in the model 'vehicle'"#)
        for expected in [
            "declared at   \(seeds)/models/vehicle.json:",
            "reads         car.documentType (validation)",
            "read by       —",
            "visible       always",
            "required      yes, whenever it is shown",
            "rules         when 'documentType == 'pts'': mask '##?? ######', maskLetters 'ABEKMHOPCTYX'",
            "              when 'documentType == 'epts'': pattern '^[0-9]{15}$'",
            ###"generator     default: {"when": [{"if": "documentType == 'pts'", "mask": "##?? ######""###,
            "              vehicle: ",
            "fill order    13 of 23 in the record, after car.documentType, before car.documentDate",
        ] {
            #expect(lines.contains { $0.hasPrefix(expected) }, "missing '\(expected)' in\n\(result.out)")
        }
    }

    @Test func explainsAListItemFieldAndItsSeedEntry() {
        let seeds = repositoryRoot.appendingPathComponent("Seeds").path
        let result = seedfill(["explain", "policy", "drivers.birthDate", "--seeds", seeds])
        #expect(result.status == 0, "\(result.err)")
        for expected in [
            "read by       drivers.ageYears (value)",
            "              drivers.licenseIssueDate (validation)",
            "visible       while its list 'drivers' is shown: 'not unlimitedDrivers'",
            "              policy: the seed entry at \(seeds)/policy.seed.json:",
            "fill order    4 of 8 in each item of 'drivers', after drivers.firstName, before drivers.ageYears",
        ] {
            #expect(result.out.contains(expected), "missing '\(expected)' in\n\(result.out)")
        }
    }

    @Test func ambiguousAndUnknownNames() {
        let seeds = repositoryRoot.appendingPathComponent("Seeds").path
        let ambiguous = seedfill(["explain", "policy", "birthDate", "--seeds", seeds])
        #expect(ambiguous.status == 2)
        #expect(ambiguous.err.contains("'birthDate' names several fields: insurant.birthDate, drivers.birthDate"))
        let unknown = seedfill(["explain", "vehicle", "documentNumbr", "--seeds", seeds])
        #expect(unknown.status == 2)
        #expect(unknown.err.contains("did you mean 'documentNumber'?"))
    }
}
