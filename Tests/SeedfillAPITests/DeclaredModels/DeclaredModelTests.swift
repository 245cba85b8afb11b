import Foundation
import SeedfillCore
import Testing

/// Models declared in Swift (issue 16, "Models declared in Swift, the way the app did it"):
/// the same fixtures as the same model written as JSON.
@Suite struct DeclaredModelTests {
    /// The example project in memory, with `policyholder` replaced by `model` (its JSON text
    /// when `asJSON`, else the declared model itself).
    static func example(with model: QuestionnaireModel, asJSON: Bool) throws -> SeedfillProject {
        var texts = try InMemoryProjectTests.exampleTexts()
        texts.models["policyholder"] = asJSON ? model.jsonText : nil
        return try SeedfillProject(models: texts.models, seeds: texts.seeds, tables: texts.tables, adding: asJSON ? [] : [model])
    }

    // Issue 16: the Swift-declared and the JSON-declared policyholder give byte-identical
    // fixtures, for the policyholders and for the policies that embed them.
    @Test func theDeclaredPolicyholderGivesTheFixturesOfTheJSONModel() throws {
        let model = try QuestionnaireModel(name: "policyholder", title: "Policyholder", sections: PolicyholderSection.self)
        let declared = try Self.example(with: model, asJSON: false)
        let written = try Self.example(with: model, asJSON: true)
        let disk = try SeedfillProject(directory: examplesURL)
        #expect(declared.modelNames == disk.modelNames)
        for seed in ["policyholder", "policy"] {
            for runSeed: UInt64 in [0, 7] {
                let a = try declared.compile(seed: seed, runSeed: runSeed)
                let b = try disk.compile(seed: seed, runSeed: runSeed)
                let c = try written.compile(seed: seed, runSeed: runSeed)
                #expect(a.count == b.count)
                for i in [0, 1, 2, 5, 11, a.count - 1] {
                    let bytes = try a.json(i)
                    #expect(bytes == (try b.json(i)), "record \(i) of \(seed), run seed \(runSeed)")
                    #expect(bytes == (try c.json(i)), "record \(i) of \(seed), run seed \(runSeed), from the written JSON")
                }
            }
        }
        let fixture = try declared.compile(seed: "policyholder").json(3)
        #expect(try declared.validate(model: "policyholder", json: fixture).isEmpty)
    }
}
