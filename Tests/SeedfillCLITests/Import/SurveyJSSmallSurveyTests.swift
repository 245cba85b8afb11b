import Foundation
import Testing

/// One small SurveyJS survey per construct (`Import/SurveyJS/Surveys`, listed in its README):
/// each imports without `--lenient` (with `NAME.types.json` beside it as `--types`, when there is
/// one), and 200 fixtures plus the cover set keep the survey's rules as ``SurveyJSChecker`` reads
/// them from the source, reaching every branch and choice but those ``SurveyJSNeverReached``
/// shows can never be reached.
// Issue 19 (SurveyJS), follow-up item 4.
@Suite struct SurveyJSSmallSurveyTests {
    static let folder = repositoryRoot.appendingPathComponent("Tests/SeedfillCLITests/Import/SurveyJS/Surveys").path
    static let surveys = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
        .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".types.json") && $0 != "unknown-type.json" }.sorted()

    @Test func everySurveyOfTheFolderIsListedInItsReadme() throws {
        let readme = try String(contentsOfFile: Self.folder + "/README.md", encoding: .utf8)
        #expect(Self.surveys.count == 22)
        for survey in Self.surveys { #expect(readme.contains("`\(survey)`"), "\(survey) is not in the README") }
    }

    @Test(arguments: surveys)
    func aSmallSurveyImportsAndItsFixturesKeepItsRules(_ file: String) throws {
        let project = try TemporaryProject()
        let path = Self.folder + "/" + file
        let types = path.replacingOccurrences(of: ".json", with: ".types.json")
        let typesArguments = FileManager.default.fileExists(atPath: types) ? ["--types", types] : []
        let imported = seedfill(["import", "surveyjs", path, "--model", "form", "--seeds", project.seeds] + typesArguments)
        try #require(imported.status == 0, "\(file): \(imported.err)")
        let survey = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        var checker = SurveyJSChecker(survey: survey)
        for extra in [["--count", "200"], ["--cover"]] {
            let run = seedfill(
                [
                    "generate", "form", "--seeds", project.seeds, "--format", "jsonl", "--out", project.output, "--today",
                    SurveyJSEvaluator.today,
                ]
                    + extra)
            try #require(run.status == 0, "\(file): \(run.err)")
            let text = try String(contentsOfFile: project.output + "/form.jsonl", encoding: .utf8)
            for line in text.split(separator: "\n") {
                checker.check(try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]))
            }
        }
        #expect(checker.violations.isEmpty, "\(file): \(Set(checker.violations).sorted().prefix(10))")
        // Issue 19: a target missed is one the survey's own conditions rule out.
        let never = SurveyJSNeverReached(survey: survey)
        let missed = Set(checker.targets.keys).subtracting(checker.reached).filter { never.reason($0) == nil }
        #expect(missed.isEmpty, "\(file): never reached: \(missed.sorted())")
    }
}
