import Foundation

/// What translating one form gives, whatever its format: the model, the notes on what was and
/// was not translated, and how the model file's header names the source.
struct FormTranslation: Sendable {
    var model: ImportedModel
    var notes: [ImportNote]
    /// The source as the header's first line names it: `JSON Schema draft-07`.
    var source: String
    /// What the fixtures are, for the header's second line (when nothing was left out).
    var promise: String
    /// Names the form's expressions read that it does not define: the starter seed's
    /// `context`, each `null` until the user gives it a value.
    var context: [String] = []
    /// Tables the form reads from files, to be written into the project's `data/`.
    var tables: [FormTable] = []
    /// Where each field's `defaultExpr` comes from, by field key: the note's place and the
    /// default as the form writes it, for a remark when the default must be left out
    /// (``FormImport/keepingDefaultsThatPass(_:name:)``).
    var defaults: [String: (note: ImportNote, text: String)] = [:]
}

/// Problems that stop a form from being read at all (a file that is not JSON, say).
struct FormReadProblems: Error {
    var diagnostics: [Diagnostic]
}

extension FormImport {
    /// The form in `file` read and translated by its format's translator into model `name`.
    /// A new format adds its case here and its translator in a folder of its own.
    func translate(named name: String) -> Result<FormTranslation, FormReadProblems> {
        switch format {
        case .jsonschema:
            let (node, problems) = JSONReader.parseFile(at: URL(fileURLWithPath: file), displayName: file)
            guard let node else { return .failure(FormReadProblems(diagnostics: problems)) }
            var translator = SchemaTranslator(document: node)
            let model = translator.model(named: name)
            return .success(
                FormTranslation(
                    model: model, notes: translator.notes, source: "JSON Schema \(translator.draft.rawValue)",
                    promise: "Its fixtures are instances of that schema."))
        case .surveyjs:
            return translateSurvey(named: name)
        case .xlsform:
            return XLSFormTranslator.translation(of: file, named: name, seedsDirectory: seedsDirectory)
        }
    }
}
