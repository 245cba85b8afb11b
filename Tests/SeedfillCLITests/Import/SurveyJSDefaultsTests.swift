import Foundation
import Testing

/// SurveyJS defaults (`defaultValue`, `defaultValueExpression`) imported as the model's
/// `initialValue` and `defaultExpr`, left unmapped by the starter seed so that fixtures keep the
/// proposals, which ``SurveyJSDefaultCheck`` works out from the source survey.
// Issue 19, item 3 (defaults the importers did not translate).
@Suite struct SurveyJSDefaultsTests {
    static let folder = repositoryRoot.appendingPathComponent("Tests/SeedfillCLITests/Import/SurveyJS").path

    /// Imports `file` (under the folder) as model `form`, then generates `--count 200` and the
    /// cover set, each checked by ``SurveyJSChecker``; returns the import and the random fixtures.
    static func importAndFill(_ file: String, project: TemporaryProject, count: Int = 200) throws -> (RunResult, [[String: Any]]) {
        let path = folder + "/" + file
        let imported = seedfill(["import", "surveyjs", path, "--model", "form", "--seeds", project.seeds])
        try #require(imported.status == 0, "\(imported.err)")
        let survey = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        var checker = SurveyJSChecker(survey: survey)
        var random: [[String: Any]] = []
        for extra in [["--count", String(count)], ["--cover"]] {
            let run = seedfill(
                [
                    "generate", "form", "--seeds", project.seeds, "--format", "jsonl", "--out", project.output, "--today",
                    SurveyJSEvaluator.today,
                ]
                    + extra)
            try #require(run.status == 0, "\(run.err)")
            let text = try String(contentsOfFile: project.output + "/form.jsonl", encoding: .utf8)
            let fixtures = text.split(separator: "\n").compactMap { jsonObject(Data($0.utf8)) }
            fixtures.forEach { checker.check($0) }
            if extra[0] == "--count" { random = fixtures }
        }
        #expect(checker.violations.isEmpty, "\(Set(checker.violations).sorted().prefix(10))")
        return (RunResult(status: imported.status, out: imported.out.replacingOccurrences(of: folder + "/", with: ""), err: ""), random)
    }

    /// The line of the model that defines field `key`.
    static func line(_ key: String, in model: String) -> String {
        model.split(separator: "\n").first { $0.contains("{ \"key\": \"\(key)\",") }.map(String.init) ?? ""
    }

    @Test func eachKindOfDefaultIsProposedAndFixturesKeepIt() throws {
        let project = try TemporaryProject()
        let (imported, fixtures) = try Self.importAndFill("Defaults/defaults.json", project: project)
        let model = try String(contentsOfFile: project.seeds + "/models/form.json", encoding: .utf8)
        let expected: [String: String] = [
            "visitDate": "\"defaultExpr\": \"today()\"",
            "nights": "\"initialValue\": 3",
            "total": "\"defaultExpr\": \"if((nights > 2), (coalesce(nights, 0) * coalesce(rate, 0)), rate)\"",
            "nickname": "\"defaultExpr\": \"alias\"",
            "room": "\"initialValue\": \"double\"",
            "extras": "\"initialValue\": [\"breakfast\", \"parking\"]",
            "newsletter": "\"initialValue\": true",
            "city": "\"initialValue\": \"Paris\"",
            "arrival": "\"initialValue\": \"15:00\"",
            "meal": "\"initialValue\": \"standard\"",
            "badge": "\"defaultExpr\": \"(((travellerName + ' (') + room) + ')')\"",
            "size": "\"initialValue\": \"small\"",
            "note": "\"defaultExpr\": \"user_note\"",
        ]
        for (key, member) in expected { #expect(Self.line(key, in: model).contains(member), "\(key): \(Self.line(key, in: model))") }
        for key in ["floor", "guests", "rate", "alias"] {
            #expect(!Self.line(key, in: model).contains("initialValue") && !Self.line(key, in: model).contains("defaultExpr"), "\(key)")
        }
        // The constants the fields do not take are located remarks, not errors.
        #expect(
            imported.out.hasSuffix(
                """
                remarks:
                  Defaults/defaults.json:16:76: #/pages/0/elements/9/defaultValue: 'defaultValue' "penthouse" is not translated: "penthouse" is not one of the choices; fixtures hold answers a respondent typed in
                  Defaults/defaults.json:17:88: #/pages/0/elements/10/defaultValue: 'defaultValue' 9 is not translated: 9 is above the maximum 4; fixtures hold answers a respondent typed in

                """), "\(imported.out)")
        let survey = try #require(
            JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Self.folder + "/Defaults/defaults.json")))
                as? [String: Any])
        var check = SurveyJSDefaultCheck(survey: survey, skipped: ["floor", "guests"])
        fixtures.forEach { check.check($0) }
        #expect(check.violations.isEmpty, "\(Set(check.violations).sorted().prefix(10))")
        for name in [
            "visitDate", "nights", "total", "nickname", "room", "extras", "newsletter", "contact", "arrival", "meal", "badge", "size",
        ] {
            #expect(check.held[name, default: 0] > 0, "\(name) never held its proposal: \(check.held)")
        }
        // A required answer whose proposal is empty (no alias) is drawn, never left empty.
        #expect(fixtures.allSatisfy { !SurveyJSEvaluator.isEmpty($0["nickname"]) })
        #expect(fixtures.contains { SurveyJSEvaluator.isEmpty($0["alias"]) })
        // A proposal read from the seed's context is mapped to a drawn answer until the context is set.
        let seed = try String(contentsOfFile: project.seeds + "/form.seed.json", encoding: .utf8)
        #expect(
            seed.contains(
                "\"note\": {\"regex\": \"[a-z]{1,40}\", \"null\": 0.25},  // the form proposes 'user_note', which reads the context 'user_note'"
            ))
        #expect(seed.contains("    // \"nights\": proposed — the form proposes 3, which fixtures keep"))
        // A required e-mail proposed from the context, which no generator key draws, gets one.
        #expect(seed.contains("\"email\": {\"regex\": \"[a-z]{3,8}@example\\\\.com\"},  // the form proposes 'user_email'"))
        #expect(fixtures.allSatisfy { ($0["email"] as? String)?.hasSuffix("@example.com") == true })
    }

    @Test func theClinicNotesProposalsAreKeptInEveryFixture() throws {
        let project = try TemporaryProject()
        let (_, fixtures) = try Self.importAndFill("RealForms/surveyjs-demo-clinic-encounter-note.json", project: project, count: 300)
        let path = Self.folder + "/RealForms/surveyjs-demo-clinic-encounter-note.json"
        let survey = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        var check = SurveyJSDefaultCheck(survey: survey)
        fixtures.forEach { check.check($0) }
        #expect(check.violations.isEmpty, "\(Set(check.violations).sorted().prefix(10))")
        // Held in every fixture: the date of service is today, the summary goes to the portal.
        #expect(check.held["encounterDate"] == fixtures.count)
        #expect(check.held["sendToPortal"] == fixtures.count)
        for name in ["followUpWeeks", "bpPosition", "problemStatus", "doseUnit", "dosesPerDay", "medRoute", "continueMed", "orderPriority"]
        {
            #expect(check.held[name, default: 0] > 0, "\(name) never held its proposal: \(check.held)")
        }
        // The provider proposed from the host's context is drawn until the context is set.
        let seed = try String(contentsOfFile: project.seeds + "/form.seed.json", encoding: .utf8)
        #expect(seed.contains("which reads the context 'user_primaryProvider' (null until you set it), so this entry draws an answer"))
        #expect(Set(fixtures.compactMap { $0["renderingProvider"] as? String }).count > 1)
    }

    // A default that would make the model fail check (a cycle through another answer, a value of
    // another type) is left out with a located remark; the import still succeeds.
    @Test func aDefaultTheModelCannotTakeIsARemark() throws {
        let project = try TemporaryProject()
        let survey = """
            {"elements": [
              {"type": "text", "name": "q1", "defaultValueExpression": "{q2}"},
              {"type": "text", "name": "q2", "visibleIf": "{q1} = 'x'"},
              {"type": "text", "name": "n", "inputType": "number", "defaultValueExpression": "'abc'"},
              {"type": "text", "name": "d", "inputType": "date", "defaultValueExpression": "today()"}
            ]}
            """
        try project.write("cycle.json", survey)
        let imported = seedfill(["import", "surveyjs", project.seeds + "/cycle.json", "--model", "form", "--seeds", project.seeds])
        #expect(imported.status == 0, "\(imported.err)")
        let why =
            "is not translated: the model would not pass check with it (it would make answers read each other in a cycle, "
            + "or give a value of another type); fixtures hold answers as typed"
        let out = imported.out.replacingOccurrences(of: project.seeds, with: "Seeds")
        #expect(
            out.hasSuffix(
                """
                remarks:
                  Seeds/cycle.json:2:34: #/elements/0/defaultValueExpression: the default '{q2}' \(why)
                  Seeds/cycle.json:4:56: #/elements/2/defaultValueExpression: the default ''abc'' \(why)

                """), "\(out)")
        let model = try String(contentsOfFile: project.seeds + "/models/form.json", encoding: .utf8)
        #expect(Self.line("d", in: model).contains("\"defaultExpr\": \"today()\""))
        #expect(!model.contains("\"defaultExpr\": \"q2\"") && !model.contains("'abc'"))
    }
}
