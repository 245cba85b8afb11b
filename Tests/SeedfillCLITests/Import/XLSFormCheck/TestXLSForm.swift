import Foundation

/// An XLSForm read by the tests from its CSV sheets, with their own CSV reader, independent of
/// the importer: the survey as a tree of questions, the choice lists, and the tables
/// `select_one_from_file` names (read from the folder of the form).
struct TestXLSForm {
    /// One survey row as the checks need it.
    final class Question {
        var type: String
        var argument: String
        var name: String
        var cells: [String: String]
        var line: Int
        var children: [Question] = []
        init(type: String, argument: String, name: String, cells: [String: String], line: Int) {
            self.type = type
            self.argument = argument
            self.name = name
            self.cells = cells
            self.line = line
        }
        func cell(_ column: String) -> String {
            (cells[column] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    var root: [Question] = []
    /// Choice rows by list name, each row's columns by header name.
    var lists: [String: [[String: String]]] = [:]
    /// File tables by file name.
    var tables: [String: [[String: String]]] = [:]
    /// For every question name, the names of the groups and repeats around it, then its own.
    var paths: [String: [String]] = [:]
    var repeats: Set<String> = []

    /// Reads `stem.survey.csv`, `stem.choices.csv` and the tables it names beside it.
    init(stem: String) throws {
        let survey = try Self.csv(stem + ".survey.csv")
        if let choices = try? Self.csv(stem + ".choices.csv") {
            for row in choices.rows {
                let list = (row["list_name"] ?? "").trimmingCharacters(in: .whitespaces)
                if !list.isEmpty { lists[list, default: []].append(row) }
            }
        }
        var stack: [Question] = [Question(type: "", argument: "", name: "", cells: [:], line: 0)]
        for (index, row) in survey.rows.enumerated() {
            var words = (row["type"] ?? "").split(whereSeparator: \.isWhitespace).map { String($0) }
            guard !words.isEmpty else { continue }
            words[0] = words[0].lowercased().replacingOccurrences(of: "_group", with: " group").replacingOccurrences(
                of: "_repeat", with: " repeat")
            let type = words.count > 1 && ["begin", "end"].contains(words[0]) ? words[0] + " " + words[1].lowercased() : words[0]
            let argument = words.count > 1 && !type.contains(" ") ? words[1] : ""
            if type.hasPrefix("end ") {
                let done = stack.removeLast()
                stack[stack.count - 1].children.append(done)
                continue
            }
            let name = (row["name"] ?? "").trimmingCharacters(in: .whitespaces)
            let question = Question(type: type, argument: argument, name: name, cells: row, line: survey.lines[index])
            paths[name] = stack.dropFirst().map(\.name) + [name]
            if type == "begin repeat" { repeats.insert(name) }
            if type.hasPrefix("begin ") { stack.append(question) } else { stack[stack.count - 1].children.append(question) }
            if type == "select_one_from_file", tables[argument] == nil {
                let folder = URL(fileURLWithPath: stem).deletingLastPathComponent().path
                tables[argument] = try Self.csv(folder + "/" + argument).rows
            }
        }
        root = stack[0].children
    }

    /// A CSV file's rows as header → cell (the header trimmed and lower-cased, a language kept
    /// after `::`), with the line each row starts on.
    static func csv(_ path: String) throws -> (rows: [[String: String]], lines: [Int]) {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var records: [[String]] = []
        var lines: [Int] = []
        var field = ""
        var record: [String] = []
        var quoted = false
        var line = 1
        var recordLine = 1
        var chars = Array(text)
        if chars.first == "\u{FEFF}" { chars.removeFirst() }
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if quoted {
                if c == "\"", i + 1 < chars.count, chars[i + 1] == "\"" {
                    field.append("\"")
                    i += 1
                } else if c == "\"" {
                    quoted = false
                } else {
                    if c == "\n" || c == "\r\n" { line += 1 }
                    field.append(c)
                }
            } else if c == "\"" {
                quoted = true
            } else if c == "," {
                record.append(field)
                field = ""
            } else if c == "\n" || c == "\r\n" {
                record.append(field)
                records.append(record)
                lines.append(recordLine)
                record = []
                field = ""
                line += 1
                recordLine = line
            } else {
                field.append(c)
            }
            i += 1
        }
        if !field.isEmpty || !record.isEmpty {
            record.append(field)
            records.append(record)
            lines.append(recordLine)
        }
        guard let header = records.first else { return ([], []) }
        let names = header.map { cell -> String in
            let parts = cell.components(separatedBy: "::")
            let base = parts[0].trimmingCharacters(in: .whitespaces).lowercased()
            return parts.count > 1 ? base + "::" + parts[1].trimmingCharacters(in: .whitespaces) : base
        }
        var rows: [[String: String]] = []
        var rowLines: [Int] = []
        for (record, line) in zip(records.dropFirst(), lines.dropFirst()) {
            var row: [String: String] = [:]
            for (index, name) in names.enumerated() where index < record.count && row[name] == nil { row[name] = record[index] }
            rows.append(row)
            rowLines.append(line)
        }
        return (rows, rowLines)
    }
}
