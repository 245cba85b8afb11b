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

    // The README's "Models declared in Swift", as written there (issue 16); its types are
    // nested here so that their names do not clash with other tests'.
    enum InsurantSection: String, QuestionnaireSection {
        case person, document

        var title: String { self == .person ? "Insurant" : "Identity document" }

        var cells: [any QuestionnaireCell] {
            switch self {
            case .person: PersonCell.allCases
            case .document: DocumentCell.allCases
            }
        }
    }

    enum PersonCell: String, QuestionnaireCell {
        case name, birthDate, email

        var cellType: CellType {
            switch self {
            case .name: .text(maxLength: 60)
            case .birthDate: .date(min: "today - 80y", max: "today - 18y")
            case .email: .text(pattern: "^[a-z]+@example\\.com$")
            }
        }

        var isOptional: Bool { self == .email }
    }

    enum DocumentCell: String, QuestionnaireCell {
        case type, number, issuedBy

        var cellType: CellType {
            switch self {
            case .type: .choice(["passport", "license"])
            case .number: .text()
            case .issuedBy: .text(maxLength: 120)
            }
        }

        var hiddenWhen: String? { self == .issuedBy ? "type == 'license'" : nil }
        var parentFields: [any QuestionnaireCell] { self == .number ? [DocumentCell.type] : [] }
        var rules: [CellRule] {
            guard self == .number else { return [] }
            return [
                CellRule(when: "type == 'passport'", mask: "#### ######"),
                CellRule(when: "type == 'license'", mask: "## ## ######"),
            ]
        }
    }

    @Test func theDeclaredModelExampleRuns() throws {
        // A project of the seed file alone, as `Seeds` would be with Seeds/insurant.seed.json.
        let seeds = try ScratchDirectory(["insurant.seed.json": #"{ "model": "insurant", "count": 20, "today": "2026-01-01" }"#])
        let model = try QuestionnaireModel(name: "insurant", sections: InsurantSection.self)
        let project = try SeedfillProject(directory: seeds.url, adding: [model])
        let insurants = try project.compile(seed: "insurant")  // Seeds/insurant.seed.json fills it
        try FileManager.default.createDirectory(at: seeds.url.appendingPathComponent("models"), withIntermediateDirectories: true)
        try model.jsonModel.write(to: seeds.url.appendingPathComponent("models/insurant.json"))  // for the command line

        let saved = try SeedfillProject(directory: seeds.url).compile(seed: "insurant")
        var types: Set<String> = []
        for i in 0..<insurants.count {
            #expect(try insurants.json(i) == saved.json(i))
            let document = try #require(try insurants.record(i)["document"])
            let type = try #require(document["type"]?.stringValue)
            types.insert(type)
            #expect(document["number"]?.stringValue?.count == (type == "passport" ? 11 : 12))
            #expect((document["issuedBy"] == nil) == (type == "license"))
        }
        #expect(types == ["passport", "license"])
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
