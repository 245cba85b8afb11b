import Foundation

/// The XLSForm import as the import command runs it: the workbook read, then translated.
extension XLSFormTranslator {
    /// The translation of the XLSForm in `file` (its survey sheet as CSV) into model `name`;
    /// `select_one_from_file` tables are looked for beside it and in `seedsDirectory`'s `data/`.
    static func translation(of file: String, named name: String, seedsDirectory: String) -> Result<FormTranslation, FormReadProblems> {
        if file.lowercased().hasSuffix(".xlsx") {
            return .failure(
                FormReadProblems(diagnostics: [
                    .error(
                        "reading an .xlsx workbook is not available yet", at: SourceLocation(file: file, line: 1, column: 1),
                        hint:
                            "save each sheet as CSV beside it (NAME.survey.csv, NAME.choices.csv, NAME.settings.csv) and pass NAME.survey.csv"
                    )
                ]))
        }
        let workbook: XLSWorkbook
        switch XLSWorkbook.read(csv: file) {
        case .success(let read): workbook = read
        case .failure(let problems): return .failure(problems)
        }
        let directory = URL(fileURLWithPath: file).deletingLastPathComponent().path
        var translator = XLSFormTranslator(
            workbook: workbook, formDirectory: directory, dataDirectory: FilePath.join(seedsDirectory, "data"))
        let model = translator.model(named: name)
        return .success(
            FormTranslation(
                model: model, notes: translator.notes, source: "XLSForm",
                promise: "Its fixtures are the instances ODK Collect submits for that form, as JSON.", tables: translator.tables))
    }
}
