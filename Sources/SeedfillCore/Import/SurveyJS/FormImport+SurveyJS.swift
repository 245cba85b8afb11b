import Foundation

/// `seedfill import surveyjs FILE [--types FILE]`.
extension FormImport {
    /// The survey in `file`, with the custom types of `typesFile`, translated into model `name`.
    func translateSurvey(named name: String) -> Result<FormTranslation, FormReadProblems> {
        var types = SurveyTypes()
        if let typesFile {
            switch SurveyTypes.read(typesFile) {
            case .success(let read): types = read
            case .failure(let problems): return .failure(problems)
            }
        }
        let (node, problems) = JSONReader.parseFile(at: URL(fileURLWithPath: file), displayName: file)
        guard let node else { return .failure(FormReadProblems(diagnostics: problems)) }
        guard node.members != nil else {
            return .failure(
                FormReadProblems(diagnostics: [
                    .error(
                        "a SurveyJS survey is a JSON object", at: node.location, path: "#",
                        hint: "export the survey's JSON from SurveyJS Creator")
                ]))
        }
        var translator = SurveyTranslator(document: node, types: types)
        let model = translator.model(named: name)
        var translation = FormTranslation(
            model: model, notes: translator.notes, source: "SurveyJS",
            promise: "Its fixtures are what survey.data holds when a respondent completes the survey.",
            context: translator.contextVariables)
        translation.defaults = translator.defaultSources
        return .success(translation)
    }
}
