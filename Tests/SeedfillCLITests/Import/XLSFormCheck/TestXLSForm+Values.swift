import Foundation

/// One answered question checked: present when required, its shape, its choices, its constraint.
extension TestXLSForm {
    static func isYes(_ text: String) -> Bool? {
        var word = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        if word.hasPrefix("=") { word.removeFirst() }
        if word.hasSuffix("()") { word.removeLast(2) }
        if ["yes", "true", "1"].contains(word) { return true }
        if ["no", "false", "0", ""].contains(word) { return false }
        return nil
    }

    func checkValue(_ question: Question, _ value: Any?, here: String, read: @escaping (String) -> String, into report: inout Report) {
        let required: Bool
        if let yes = Self.isYes(question.cell("required")) {
            required = yes
        } else {
            required = TestXPath.parse(question.cell("required"))?.evaluate(read, current: "").asBool ?? true
        }
        let metadata = ["start", "end", "today", "deviceid", "uri:deviceid", "phonenumber"].contains(question.type)
        guard let value else {
            if required || metadata { report.violations.append("\(here): required but absent") }
            return
        }
        let text = Self.text(value)
        if text.isEmpty { report.violations.append("\(here): an empty value is written") }
        func shape(_ pattern: String) {
            if text.range(of: pattern, options: .regularExpression) == nil {
                report.violations.append("\(here): '\(text)' is not a \(question.type)")
            }
        }
        switch question.type {
        case "integer": shape("^-?[0-9]+$")
        case "decimal": shape("^-?[0-9]+(\\.[0-9]+)?$")
        case "date", "today": shape("^[0-9]{4}-[0-9]{2}-[0-9]{2}$")
        case "datetime", "start", "end": shape("^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}")
        case "time": shape("^[0-9]{2}:[0-9]{2}:[0-9]{2}")
        case "geopoint": shape("^-?[0-9.]+ -?[0-9.]+ -?[0-9.]+ [0-9.]+$")
        case "select_one", "select_multiple":
            let names =
                question.type == "select_one" ? [text] : text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            let list = lists[question.argument] ?? []
            let allowed = list.filter { row in
                guard let filter = TestXPath.parse(question.cell("choice_filter")) else { return true }
                return filter.evaluate(read, current: "", bare: { row[$0] ?? "" }).asBool
            }.map { $0["name"] ?? "" }
            var last = -1
            for name in names {
                guard let position = allowed.firstIndex(of: name) else {
                    report.violations.append("\(here): '\(name)' is not a choice offered")
                    continue
                }
                if position <= last { report.violations.append("\(here): '\(text)' is not in the list's order") }
                last = position
                report.reached.insert("choice \(question.argument) \(name)")
            }
        case "select_one_from_file":
            let rows = (tables[question.argument] ?? []).filter { row in
                guard let filter = TestXPath.parse(question.cell("choice_filter")) else { return true }
                return filter.evaluate(read, current: "", bare: { row[$0] ?? "" }).asBool
            }
            if !rows.contains(where: { $0["name"] == text }) {
                report.violations.append("\(here): '\(text)' is not a row the filter offers")
            }
            report.reached.insert("file \(question.argument) \(text)")
        default: break
        }
        let constraint = question.cell("constraint")
        if !constraint.isEmpty {
            guard let tree = TestXPath.parse(constraint) else {
                report.violations.append("\(here): the test cannot read the constraint")
                return
            }
            if !tree.evaluate(read, current: text).asBool {
                report.violations.append("\(here): '\(text)' breaks the constraint \(constraint)")
            }
        }
    }
}
