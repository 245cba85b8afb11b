import AppModels
import Foundation
import SeedfillCore
import Testing

/// Fixtures for the app's own types: every record of the seed file decodes into `Insurant`, and
/// passes the app's own checks as well as the model's.
@Suite struct FixtureTests {
    @Test func everyFixtureDecodesIntoTheAppsTypes() throws {
        let insurants = try project.compile(seed: "insurant")
        #expect(insurants.count == 50)
        for i in 0..<insurants.count {
            let insurant = try insurants.decode(Insurant.self, record: i)
            #expect(insurant.document.numberIsWellFormed, "record \(i): \(insurant.document)")
            #expect((insurant.document.issuedBy != nil) == (insurant.document.type == .passport))
            if insurant.person.citizenship != "RU" { #expect(insurant.document.type == .foreignPassport) }
        }
    }

    @Test func aFixtureIsTheSameOnEveryRun() throws {
        let first = try project.compile(seed: "insurant", runSeed: 42)
        let again = try SeedfillProject(directory: seedsURL, adding: [insurantModel]).compile(seed: "insurant", runSeed: 42)
        #expect(try first.json(17) == again.json(17))
        #expect(try first.json(17) != project.compile(seed: "insurant", runSeed: 43).json(17))
    }

    /// What the back end would reject: the validator names the field and the rule.
    @Test func aFixtureEditedByHandIsValidatedLikeTheAppWould() throws {
        let insurants = try project.compile(seed: "insurant")
        var insurant = try insurants.decode(Insurant.self, record: 3)
        #expect(try project.validate(model: "insurant", json: JSONEncoder().encode(insurant)).isEmpty)
        insurant.document.number = "12 34"
        let violations = try project.validate(model: "insurant", json: JSONEncoder().encode(insurant))
        #expect(violations.map(\.path) == ["document.number"])
    }
}
