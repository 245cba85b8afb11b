import Foundation

/// The XLSForm import as the import command runs it: the workbook read, then translated.
extension XLSFormTranslator {
    /// The translation of the XLSForm in `file` (an `.xlsx` workbook, or its survey sheet as
    /// CSV with the other sheets beside it) into model `name`;
    /// `select_one_from_file` tables are looked for beside it and in `seedsDirectory`'s `data/`.
    static func translation(of file: String, named name: String, seedsDirectory: String) -> Result<FormTranslation, FormReadProblems> {
        let workbook: XLSWorkbook
        switch file.lowercased().hasSuffix(".xlsx") ? XLSWorkbook.read(xlsx: file) : XLSWorkbook.read(csv: file) {
        case .success(let read): workbook = read
        case .failure(let problems): return .failure(problems)
        }
        let directory = URL(fileURLWithPath: file).deletingLastPathComponent().path
        var translator = XLSFormTranslator(
            workbook: workbook, formDirectory: directory, dataDirectory: FilePath.join(seedsDirectory, "data"))
        let model = translator.model(named: name)
        var translation = FormTranslation(
            model: model, notes: translator.notes, source: "XLSForm",
            promise: "Its fixtures are the instances ODK Collect submits for that form, as JSON.", tables: translator.tables)
        translation.defaults = translator.defaultSources
        return .success(translation)
    }
}
