import Foundation
import SeedfillCore
import Testing

/// Cells declared in Swift may be open choices (`open:` with text constraints) and take their
/// options from another cell's answers (`.from`), as model files say with `"open": true` and
/// `"options": {"from": …}`.
// Issue 17, item 7.
@Suite struct DeclaredOpenChoiceTests {
    enum SurveySection: String, QuestionnaireSection {
        case survey

        var cells: [any QuestionnaireCell] { SurveyCell.allCases }
    }

    enum SurveyCell: String, QuestionnaireCell {
        case heardFrom, pets, favouritePet

        var cellType: CellType {
            switch self {
            case .heardFrom: .choice(["friend", "search engine"], open: true, maxLength: 12, pattern: "^[a-z ]+$")
            case .pets: .multichoice(["dog", "cat", "bird"], minItems: 1)
            case .favouritePet: .choice(.from("pets"))
            }
        }
    }

    @Test func openAndDerivedChoicesFillAndValidate() throws {
        let seeds = try ScratchDirectory([
            "survey.seed.json": #"""
            { "model": "survey", "count": 200, "today": "2026-01-01",
              "fields": { "heardFrom": { "oneOf": ["friend", "podcast"] } } }
            """#
        ])
        let model = try QuestionnaireModel(name: "survey", sections: SurveySection.self)
        let text = try #require(String(data: model.jsonModel, encoding: .utf8))
        #expect(text.contains(#""open": true"#) && text.contains(#""from": "pets""#), "\(text)")
        let project = try SeedfillProject(directory: seeds.url, adding: [model])
        let surveys = try project.compile(seed: "survey")
        var podcasts = 0
        for i in 0..<surveys.count {
            let json = try #require(String(data: try surveys.json(i), encoding: .utf8))
            podcasts += json.contains("podcast") ? 1 : 0
            #expect(try project.validate(model: "survey", json: try surveys.json(i), today: "2026-01-01").isEmpty, "\(json)")
        }
        #expect(podcasts > 0 && podcasts < 200)
        let broken = Data(#"{"survey": {"heardFrom": "Radio", "pets": ["dog"], "favouritePet": "cat"}}"#.utf8)
        let problems = try project.validate(model: "survey", json: broken, today: "2026-01-01")
        #expect(
            problems.map(\.message) == [
                #""Radio" does not match the pattern '^[a-z ]+$'"#, #""cat" is not one of the options offered ("dog")"#,
            ])
    }
}
