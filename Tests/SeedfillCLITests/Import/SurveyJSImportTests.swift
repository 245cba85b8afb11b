import Foundation
import Testing

/// `seedfill import surveyjs` diagnostics, compared as whole texts.
@Suite struct SurveyJSImportTests {
    static let folder = repositoryRoot.appendingPathComponent("Tests/SeedfillCLITests/Import/SurveyJS/Surveys").path

    // Issue 19, item 5: an unknown custom type without --types is a located error naming it.
    @Test func anUnknownCustomTypeIsALocatedErrorPointingToTypes() throws {
        let project = try TemporaryProject()
        let file = Self.folder + "/unknown-type.json"
        let run = seedfill(["import", "surveyjs", file, "--seeds", project.seeds])
        #expect(run.status == 1)
        #expect(
            run.err == """
                \(file):4:9: error: unknown question type 'yesno': a custom type needs its value's shape from a types file (--types FILE)
                  at: #/pages/0/elements/0/type
                  hint: seedfill cannot keep fixtures within this rule; pass --lenient to import the rest and be told what the fixtures may break
                1 error

                """)
        #expect(!FileManager.default.fileExists(atPath: project.seeds + "/models/unknownType.json"))
    }

    // Issue 19, item 5: with the shipped BC types, the same survey imports.
    @Test func theShippedTypesFileGivesYesnoItsShape() throws {
        let project = try TemporaryProject()
        let types = repositoryRoot.appendingPathComponent("Examples/SurveyJS/bcgov-family-law.types.json").path
        let run = seedfill(["import", "surveyjs", Self.folder + "/unknown-type.json", "--seeds", project.seeds, "--types", types])
        #expect(run.status == 0, "\(run.err)")
        let model = try String(contentsOfFile: project.seeds + "/models/unknownType.json", encoding: .utf8)
        #expect(model.contains(#""yesno": { "type": "choice", "options": ["y", "n"] }"#))
    }

    // Issue 19 (SurveyJS), parenting application: a run-time choice the types file cannot give
    // is a located error in the types file.
    @Test func aRuntimeChoiceWithoutItsPanelOrValueIsALocatedError() throws {
        let project = try TemporaryProject()
        try FileManager.default.createDirectory(atPath: project.seeds, withIntermediateDirectories: true)
        let types = project.seeds + "/bad.types.json"
        try """
        { "runtimeChoices": {
            "listOfChildren": { "choicesFromPanel": "childInfoPanel" },
            "whoPays": { "choicesFromPanel": "parties", "choiceValue": "the payor" } } }
        """.write(toFile: types, atomically: true, encoding: .utf8)
        let run = seedfill(["import", "surveyjs", Self.folder + "/runtime-choices.json", "--seeds", project.seeds, "--types", types])
        #expect(run.status == 1)
        #expect(
            run.err == """
                \(types):2:5: error: the run-time choices of 'listOfChildren' need "choicesFromPanel" and "choiceValue"
                  at: #/runtimeChoices/listOfChildren
                  hint: the dynamic panel whose items are the choices, and each choice's value as text with {panel.x} placeholders
                \(types):3:64: error: the choiceValue 'the payor' of 'whoPays' has no {panel.x} placeholder, or one not closed
                  at: #/runtimeChoices/whoPays/choiceValue
                  hint: name the item's answers the value is made of, e.g. "{panel.childName.first} {panel.childName.last}"
                2 errors

                """)
    }
}
