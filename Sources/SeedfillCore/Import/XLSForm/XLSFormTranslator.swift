import Foundation

/// Translates an XLSForm (its `survey`, `choices` and `settings` sheets) into a seedfill model
/// whose fixtures are the XForm instance ODK Collect submits, as JSON: a root object keyed by
/// question name, a `begin group` an object, a `begin repeat` an array of objects, values as
/// ODK writes them, non-relevant questions left out, `calculate` fields present.
///
/// Anything that cannot be translated faithfully is an ``ImportNote`` of kind `untranslated`,
/// located at its sheet's file, row and column.
struct XLSFormTranslator {
    let workbook: XLSWorkbook
    let survey: XLSSheetTable
    let choices: XLSSheetTable?
    let settings: XLSSheetTable?
    /// The language whose labels and messages are used (`settings`' `default_language`).
    let language: String?
    /// Where `select_one_from_file` files are looked for: beside the form, then the project's `data/`.
    let formDirectory: String
    let dataDirectory: String
    private(set) var notes: [ImportNote] = []
    /// Every named question, by its name.
    var questions: [String: XLSQuestionInfo] = [:]
    /// The tables `select_one_from_file` reads, to be written into the project's `data/`.
    var tables: [FormTable] = []
    /// The integer questions a `repeat_count` reads (kept to a few repeats).
    var countSources: Set<String> = []
    /// Where each `defaultExpr` comes from, by field key (``FormTranslation/defaults``).
    var defaultSources: [String: (note: ImportNote, text: String)] = [:]

    init(workbook: XLSWorkbook, formDirectory: String, dataDirectory: String) {
        self.workbook = workbook
        survey = XLSSheetTable(workbook.sheet("survey") ?? XLSWorkbook.Sheet(name: "survey", file: "", rows: []))
        choices = workbook.sheet("choices").map(XLSSheetTable.init)
        settings = workbook.sheet("settings").map(XLSSheetTable.init)
        var language: String?
        if let settings, let row = settings.rows.first {
            language = settings.cell("default_language", in: row)?.text
        }
        if language == nil || language == "default" { language = nil }
        self.language = language
        self.formDirectory = formDirectory
        self.dataDirectory = dataDirectory
    }

    /// The setting `name` (`form_title`), if the settings sheet gives it.
    func setting(_ name: String) -> String? {
        guard let settings, let row = settings.rows.first else { return nil }
        return settings.cell(name, in: row)?.text
    }

    /// The model named `name`.
    mutating func model(named name: String) -> ImportedModel {
        var model = ImportedModel(name: name, title: setting("form_title"))
        let tree = questionTree()
        index(tree, containers: [])
        model.fields = fields(of: tree)
        return model
    }

    // MARK: - Notes

    /// Notes that the construct at `location` (column `column` of a sheet) is not translated.
    mutating func untranslated(_ location: SourceLocation, _ column: String, _ message: String) {
        note(.untranslated, location, column, message)
    }

    /// Notes a remark about the construct at `location`.
    mutating func remark(_ location: SourceLocation, _ column: String, _ message: String) {
        note(.remark, location, column, message)
    }

    private mutating func note(_ kind: ImportNote.Kind, _ location: SourceLocation, _ column: String, _ message: String) {
        let pointer = workbook.pointer(at: location, column: column)
        guard !notes.contains(where: { $0.location == location && $0.message == message }) else { return }
        notes.append(ImportNote(kind: kind, location: location, pointer: pointer, message: message))
    }
}

/// A table a form reads from a file (`select_one_from_file`), copied into the project's `data/`.
struct FormTable: Sendable {
    /// The table's name (`regions` for `regions.csv`) and the file it was read from.
    var name: String
    var source: String
    var bytes: [UInt8]
}
