import Foundation
import Testing

/// `seedfill import surveyjs FILE --variables VARS.json`: the host app's values of the variables
/// a survey reads (the clinic encounter note's `{user_…}`, from the sample the survey ships
/// with) go into the starter seed's `context`, so fixtures show the survey as that host shows
/// it, and proposals read from them (`defaultValueExpression: "{user_primaryProvider}"`) are kept.
// Issue 19, items 1 and 3 (host variables as seed context; defaults that read them).
@Suite struct SurveyJSVariablesTests {
    static let folder = repositoryRoot.appendingPathComponent("Tests/SeedfillCLITests/Import/SurveyJS/RealForms").path
    static let survey = folder + "/surveyjs-demo-clinic-encounter-note.json"
    static let variables = folder + "/surveyjs-demo-clinic-encounter-note.sample-variables.json"

    static func json(_ path: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    }

    /// Every question of `node` whose `defaultValueExpression` is one variable, `{name}`: the
    /// question's name (its `valueName` when it has one) → the variable's name.
    static func proposalsOfVariables(_ node: Any, into found: inout [String: String]) {
        if let object = node as? [String: Any] {
            if let text = object["defaultValueExpression"] as? String,
                let name = object["valueName"] as? String ?? object["name"] as? String,
                let match = text.wholeMatch(of: /\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}/)
            {
                found[name] = String(match.1)
            }
            object.values.forEach { proposalsOfVariables($0, into: &found) }
        } else if let array = node as? [Any] {
            array.forEach { proposalsOfVariables($0, into: &found) }
        }
    }

    /// Whether two values read from JSON are the same JSON.
    static func same(_ a: Any, _ b: Any) throws -> Bool {
        try JSONSerialization.data(withJSONObject: [a], options: .sortedKeys)
            == JSONSerialization.data(withJSONObject: [b], options: .sortedKeys)
    }

    @Test func theHostsValuesDecideTheFixtures() throws {
        let project = try TemporaryProject()
        let imported = seedfill([
            "import", "surveyjs", Self.survey, "--variables", Self.variables, "--model", "form", "--seeds", project.seeds,
        ])
        try #require(imported.status == 0, "\(imported.err)")
        #expect(imported.out.contains("host values from \(Self.variables): 12 of the 12 the survey reads\n"), "\(imported.out)")
        #expect(imported.out.contains("  not read by the survey (left out of the seed): user_firstName, user_lastName,"))
        let seed = try String(contentsOfFile: project.seeds + "/form.seed.json", encoding: .utf8)
        #expect(seed.contains(#""user_primaryProvider": "navarro""#), "\(seed)")
        #expect(seed.contains(#""user_conditions": ["asthma","hypertension"]"#), "\(seed)")
        #expect(!seed.contains("user_firstName"))

        let run = seedfill([
            "generate", "form", "--seeds", project.seeds, "--format", "jsonl", "--out", project.output, "--count", "300", "--today",
            SurveyJSEvaluator.today,
        ])
        try #require(run.status == 0, "\(run.err)")
        let fixtures = try String(contentsOfFile: project.output + "/form.jsonl", encoding: .utf8).split(separator: "\n")
            .compactMap { jsonObject(Data($0.utf8)) }
        #expect(fixtures.count == 300)
        let values = try Self.json(Self.variables)
        var checker = SurveyJSChecker(survey: try Self.json(Self.survey), variables: values)
        fixtures.forEach { checker.check($0) }
        #expect(checker.violations.isEmpty, "\(Set(checker.violations).sorted().prefix(10))")

        // A proposal read from a variable is kept wherever its question is answered.
        var proposals: [String: String] = [:]
        Self.proposalsOfVariables(try Self.json(Self.survey), into: &proposals)
        #expect(proposals["renderingProvider"] == "user_primaryProvider" && proposals.count >= 6, "\(proposals)")
        for (question, variable) in proposals.sorted(by: { $0.key < $1.key }) {
            let answers = fixtures.compactMap { $0[question] }
            #expect(!answers.isEmpty, "\(question) never answered")
            let expected = try #require(values[variable], "\(variable) not in the sample")
            for answer in answers {
                #expect(try Self.same(answer, expected), "\(question): \(answer), proposed \(expected)")
            }
        }
        // The seed's context is the model's host values for validate as for generate.
        let validated = seedfill([
            "validate", "form", project.output + "/form.jsonl", "--seeds", project.seeds, "--today", SurveyJSEvaluator.today,
        ])
        #expect(validated.status == 0, "\(validated.err)")
    }

    @Test func aFileThatIsNoObjectIsALocatedError() throws {
        let project = try TemporaryProject()
        let file = project.root.appendingPathComponent("vars.json").path
        try Data("[1, 2]\n".utf8).write(to: URL(fileURLWithPath: file))
        let result = seedfill(["import", "surveyjs", Self.survey, "--variables", file, "--model", "form", "--seeds", project.seeds])
        #expect(result.status == 1)
        #expect(
            result.err.hasPrefix(
                """
                \(file):1:1: error: host values are a JSON object of name → value
                  at: #
                """), "\(result.err)")
        #expect(result.err.contains(#"  hint: e.g. {"user_role": "manager", "user_conditions": ["asthma"]}"#), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: project.seeds + "/form.seed.json"))
    }

    @Test func onlySurveysReadHostValues() throws {
        let project = try TemporaryProject()
        let form = repositoryRoot.appendingPathComponent(
            "Tests/SeedfillCLITests/Import/XLSForm/RealForms/pyxform-xlsform-spec-test.survey.csv"
        ).path
        let result = seedfill(["import", "xlsform", form, "--variables", Self.variables, "--seeds", project.seeds])
        #expect(result.status == 2)
        #expect(
            result.err
                == "seedfill: error: '--variables' gives a SurveyJS survey's host values; 'xlsform' forms read none\n"
                + "  hint: leave out --variables, or import a SurveyJS survey\n", "\(result.err)")
    }
}
