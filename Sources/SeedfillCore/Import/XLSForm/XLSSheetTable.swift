import Foundation

/// A sheet read by its header: the columns by their normalised names, so that a header cell
/// with a trailing space (`name `), another case (`Label`) or a space for an underscore
/// (`list name`) names the same column, and a translated column (`label::English (en)`) is
/// found by the form's language.
struct XLSSheetTable: Sendable {
    let sheet: XLSWorkbook.Sheet
    /// Column index by normalised name, the first of a name winning.
    private var columns: [String: Int] = [:]
    /// The languages of translated columns, in header order (`English (en)`).
    private(set) var languages: [String] = []

    init(_ sheet: XLSWorkbook.Sheet) {
        self.sheet = sheet
        for (index, cell) in (sheet.rows.first?.cells ?? []).enumerated() {
            let name = Self.normalised(cell.text)
            guard !name.isEmpty else { continue }
            if columns[name] == nil { columns[name] = index }
            if let language = Self.language(of: cell.text), !languages.contains(language) { languages.append(language) }
        }
    }

    /// The data rows (after the header).
    var rows: ArraySlice<XLSWorkbook.Row> { sheet.rows.dropFirst() }

    /// Whether the sheet has column `name` (normalised), in any language.
    func has(_ name: String) -> Bool {
        columns[name] != nil || columns.keys.contains { $0.hasPrefix(name + "::") }
    }

    /// The cell of column `name` in `row`, trimmed, or `nil` when it is absent or blank; for a
    /// translated column, the cell in `language` when there is one, else the plain column, else
    /// the first language's.
    func cell(_ name: String, in row: XLSWorkbook.Row, language: String? = nil) -> XLSWorkbook.Cell? {
        var candidates: [Int] = []
        if let language, let index = columns[name + "::" + Self.normalised(language)] { candidates.append(index) }
        if let index = columns[name] { candidates.append(index) }
        for lang in languages {
            if let index = columns[name + "::" + Self.normalised(lang)] { candidates.append(index) }
        }
        for index in candidates where index < row.cells.count {
            var cell = row.cells[index]
            cell.text = cell.text.trimmingCharacters(in: .whitespacesAndNewlines)
            if !cell.text.isEmpty { return cell }
        }
        return nil
    }

    /// Where column `name` would be in `row` (its cell, or the row's start), for messages.
    func location(_ name: String, in row: XLSWorkbook.Row) -> SourceLocation {
        cell(name, in: row)?.location ?? row.location
    }

    /// A header cell's column name: lower case, trimmed, spaces inside as `_`, a language
    /// after `::` kept as written but trimmed.
    static func normalised(_ header: String) -> String {
        let parts = header.components(separatedBy: "::")
        let base = parts[0].trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            .split(whereSeparator: \.isWhitespace).joined(separator: "_")
        let aliases = ["relevance": "relevant", "caption": "label", "list_name": "list_name", "calculate": "calculation"]
        let name = aliases[base] ?? base
        guard parts.count > 1 else { return name }
        let rest = parts.dropFirst().map { $0.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() }
        return ([name] + rest).joined(separator: "::")
    }

    /// The language of a translated header (`label::English (en)` → `English (en)`).
    static func language(of header: String) -> String? {
        let parts = header.components(separatedBy: "::")
        guard parts.count > 1 else { return nil }
        let language = parts.last!.trimmingCharacters(in: .whitespacesAndNewlines)
        return language.isEmpty ? nil : language
    }
}
