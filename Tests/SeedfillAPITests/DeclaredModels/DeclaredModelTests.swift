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

extension DeclaredModelTests {
    static let garageSeeds = [
        "garage": #"{ "model": "garage", "count": 8, "today": "2026-01-01" }"#,
        "person": #"{ "model": "person", "count": 3, "today": "2026-01-01", "fields": { "id": { "uuid": true } } }"#,
    ]

    // Issue 16: every CellType converts: a model with a cell of each fills, and each record is
    // valid; its JSON text, loaded as a model file, gives the same records.
    @Test func aCellOfEveryTypeFillsAndValidates() throws {
        let garage = try QuestionnaireModel(name: "garage", title: "Garage", sections: GarageSection.self)
        let person = try QuestionnaireModel(name: "person", sections: PersonSection.self)
        let declared = try SeedfillProject(models: [:], seeds: Self.garageSeeds, adding: [garage, person])
        let written = try SeedfillProject(models: ["garage": garage.jsonText, "person": person.jsonText], seeds: Self.garageSeeds)
        let a = try declared.compile(seed: "garage")
        let b = try written.compile(seed: "garage")
        var typesSeen: Set<String> = []
        for i in 0..<a.count {
            let json = try a.json(i)
            #expect(json == (try b.json(i)), "record \(i)")
            #expect(try declared.validate(model: "garage", json: json) == [], "record \(i)")
            let record = try a.record(i)
            for key in ["name", "age", "rating", "since", "lastVisit", "callAt", "hasCar", "contact", "extras", "photo", "holder", "key"] {
                #expect(record["owner"]?[key] != nil, "owner.\(key) of record \(i)")
            }
            #expect(record["owner"]?["hasCar"] == true)
            if let car = record["car"] {
                #expect(car["plate"]?["number"]?.stringValue?.count == 6)
                #expect(car["drivers"]?.arrayValue?.count == car["driverCount"]?.intValue)
                typesSeen.insert("car")
            }
            #expect(record["owner"]?["holder"]?["person"]?["id"]?.stringValue?.count == 36)
            #expect(record["owner"]?["key"]?.stringValue?.count == 36)
        }
        #expect(typesSeen == ["car"], "the section shown while hasCar holds")
    }

    // Issue 16: the JSON a declared model writes is the model file a user would save.
    @Test func aDeclaredModelWritesItsModelFile() throws {
        let model = try QuestionnaireModel(name: "plate", sections: PlateSection.self)
        #expect(
            model.jsonText == """
                {
                  "model": "plate",
                  "sections": [
                    {
                      "key": "plate",
                      "title": "Number plate",
                      "fields": [
                        {
                          "key": "number",
                          "type": "text",
                          "title": "number",
                          "mask": "?###??",
                          "maskLetters": "ABEKMHOPCTYX"
                        },
                        {
                          "key": "region",
                          "type": "integer",
                          "title": "region",
                          "min": 1,
                          "max": 199,
                          "enabledWhen": "number != null"
                        }
                      ]
                    }
                  ]
                }

                """)
        #expect(model.jsonModel == Data(model.jsonText.utf8))
    }
}

/// A section of the plate cells alone.
enum PlateSection: String, QuestionnaireSection {
    case plate
    var title: String { "Number plate" }
    var cells: [any QuestionnaireCell] { PlateCell.allCases }
}

extension DeclaredModelTests {
    // Issue 16: `SeedfillProject(directory:adding:)` reads a directory whose models are all
    // declared in Swift (it needs no models folder), and gives the records of the same
    // directory with the model file saved in it.
    @Test func aDirectoryWithDeclaredModels() throws {
        let model = try QuestionnaireModel(name: "plate", sections: PlateSection.self)
        let seed = #"{ "model": "plate", "count": 4, "fields": { "region": { "int": [10, 20] } } }"#
        let bare = try ScratchDirectory(["plate.seed.json": seed])
        let saved = try ScratchDirectory(["plate.seed.json": seed, "models/plate.json": model.jsonText])
        let declared = try SeedfillProject(directory: bare.url, adding: [model]).compile(seed: "plate", today: "2026-01-01")
        let written = try SeedfillProject(directory: saved.url).compile(seed: "plate", today: "2026-01-01")
        for i in 0..<4 { #expect(try declared.json(i) == written.json(i)) }
        #expect(try declared.record(0)["plate"]?["region"]?.intValue.map { (10...20).contains($0) } == true)
    }

    // Issue 16: the loader's warnings about a declared model are the project's, told against
    // the cell.
    @Test func warningsAreToldAgainstTheCell() throws {
        let model = try QuestionnaireModel(name: "idle", sections: IdleSection.self)
        let project = try SeedfillProject(models: [:], seeds: ["idle": #"{ "model": "idle", "count": 1 }"#], adding: [model])
        #expect(
            project.warnings.map(\.description) == [
                "IdleCell.code: warning: the rule sets no constraint, so it has no effect\n  at: rules[0]\n  hint: add constraints of the field's type: minLength, maxLength, pattern, mask and maskLetters"
            ])
    }
}

/// A section whose one cell has a rule that sets nothing.
enum IdleSection: String, QuestionnaireSection {
    case main
    var cells: [any QuestionnaireCell] { IdleCell.allCases }
}

/// A cell with a rule that sets nothing.
enum IdleCell: String, QuestionnaireCell {
    case code
    var cellType: CellType { .text(mask: "###") }
    var rules: [CellRule] { [CellRule(when: "index > 1")] }
}
