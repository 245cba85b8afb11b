import Foundation

/// `seedfill import FORMAT FILE`: a form written for another tool, translated into a model and
/// a starter seed file in a project directory, with a report of what was translated.
///
/// Nothing is written unless the translated model and seed pass `check`, and neither file is
/// overwritten without `force`. A construct that cannot be translated faithfully fails the
/// import, unless it is `lenient`: then the report says which rules the fixtures may break.
package struct FormImport {
    /// The formats read.
    package enum Format: String, CaseIterable, Sendable {
        case jsonschema
        case surveyjs
        case xlsform
    }

    package var format: Format
    /// The form's file, as the user named it.
    package var file: String
    /// The model's name; by default made of the file's name.
    package var modelName: String?
    /// The project directory the model and seed go into (`Seeds` by default).
    package var seedsDirectory: String
    package var force = false
    package var lenient = false
    /// The starter seed's `today`.
    package var today: LocalDate?
    /// A file of custom question types (SurveyJS: `--types FILE`).
    package var typesFile: String?
    /// A JSON object of host values (SurveyJS: `--variables FILE`), for the starter seed's
    /// `context` (see ``HostValues``).
    package var variablesFile: String?

    package init(format: Format, file: String, modelName: String?, seedsDirectory: String) {
        self.format = format
        self.file = file
        self.modelName = modelName
        self.seedsDirectory = seedsDirectory
    }

    /// What an import did: the files written and the notes, or why it wrote nothing.
    package struct Outcome: Sendable {
        /// The report for standard output (what was written, translated and remarked).
        package var report: String
        /// Errors for standard error; empty when the import succeeded.
        package var errors: [Diagnostic]
    }

    /// Runs the import.
    package func run() -> Outcome {
        let name = modelName ?? Self.defaultName(of: file)
        var hosts = HostValues()
        if let variablesFile {
            switch HostValues.read(variablesFile) {
            case .success(let read): hosts = read
            case .failure(let problems): return Outcome(report: "", errors: problems.diagnostics)
            }
        }
        let translation: FormTranslation
        switch translate(named: name) {
        case .success(let translated): translation = keepingDefaultsThatPass(translated, name: name, hosts: hosts)
        case .failure(let problems): return Outcome(report: "", errors: problems.diagnostics)
        }
        let model = translation.model
        let untranslated = translation.notes.filter { $0.kind == .untranslated }
        if !untranslated.isEmpty, !lenient {
            let errors = untranslated.map {
                Diagnostic.error(
                    $0.message, at: $0.location, path: $0.pointer,
                    hint:
                        "seedfill cannot keep fixtures within this rule; pass --lenient to import the rest and be told what the fixtures may break"
                )
            }
            return Outcome(report: "", errors: errors)
        }
        guard !model.fields.isEmpty else {
            return Outcome(
                report: "",
                errors: [
                    .error(
                        "nothing in \(Quoted.single(file)) could be translated into a field",
                        hint: "the notes above say why; a model needs at least one field")
                ] + untranslated.map { Diagnostic(.warning, $0.message, at: $0.location, path: $0.pointer) })
        }
        let header = [
            "Imported from \(file) (\(translation.source)) by `seedfill import \(format.rawValue)`.",
            lenient && !untranslated.isEmpty
                ? "Imported with --lenient: fixtures may break the rules listed by the import."
                : translation.promise,
        ]
        let modelText = model.text(header: header)
        let written = write(modelText, name: name, context: translation.context, hosts: hosts, tables: translation.tables)
        var report = written.report
        guard written.errors.isEmpty else { return Outcome(report: "", errors: written.errors) }
        report += summary(model, notes: translation.notes)
        if let variablesFile { report += hosts.summary(reading: translation.context, file: variablesFile) }
        return Outcome(report: report, errors: [])
    }

    /// The model's name made of the file's: `va-10-10ez.schema.json` → `va1010ez`.
    static func defaultName(of file: String) -> String {
        var base = URL(fileURLWithPath: file).lastPathComponent
        for suffix in [".schema.json", ".json", ".survey.csv", ".xlsx"] where base.hasSuffix(suffix) {
            base = String(base.dropLast(suffix.count))
            break
        }
        return SchemaTranslator.identifier(base)
    }
}
