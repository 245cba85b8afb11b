import Foundation
import Testing

/// A SurveyJS question marked `readOnly` is one no respondent answers: the import leaves it out
/// of the model and says so in a located remark, and says too when the survey's data would hold
/// the question's default, which the fixtures then lack.
@Suite struct SurveyJSReadOnlyTests {
    static let survey = """
        { "pages": [ { "name": "p1", "elements": [
          { "type": "text", "name": "name" },
          { "type": "text", "name": "clinic", "readOnly": true, "defaultValue": "North" },
          { "type": "text", "name": "badge", "readOnly": true }
        ] } ] }
        """

    @Test func aReadOnlyQuestionIsLeftOutWithARemark() throws {
        let project = try TemporaryProject(files: ["form.json": Self.survey])
        let run = seedfill(["import", "surveyjs", project.seeds + "/form.json", "--seeds", project.seeds])
        #expect(run.status == 0, "\(run.err)")
        let out = run.out.replacingOccurrences(of: project.seeds + "/", with: "")
        #expect(
            out.hasSuffix(
                """
                remarks:
                  form.json:3:39: #/pages/0/elements/1/readOnly: readOnly: no respondent answers the question, so fixtures leave it out, where the survey's data would hold its default
                  form.json:4:38: #/pages/0/elements/2/readOnly: readOnly: no respondent answers the question, so fixtures leave it out

                """), "\(out)")
        let model = try String(contentsOfFile: project.seeds + "/models/form.json", encoding: .utf8)
        #expect(model.contains("\"key\": \"name\"") && !model.contains("clinic") && !model.contains("badge"), "\(model)")
    }
}
