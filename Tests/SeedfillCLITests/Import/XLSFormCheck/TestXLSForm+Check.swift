import Foundation

/// Checks an instance (one fixture, as JSON) against the form's own sheets: relevance, required,
/// constraints, choice lists and filters, repeat counts, value shapes; and records which
/// relevance outcomes and choices the instance reaches.
extension TestXLSForm {
    /// What checking fixtures found.
    struct Report {
        var violations: [String] = []
        /// Reached: `relevant@LINE=true|false`, `choice LIST NAME`, `file FILE NAME`.
        var reached: Set<String> = []
    }

    /// Every target the fixtures should reach: both outcomes of each `relevant`, every choice.
    func targets() -> Set<String> {
        var targets: Set<String> = []
        func visit(_ questions: [Question]) {
            for question in questions {
                // A note writes nothing: its relevance changes no instance.
                if !question.cell("relevant").isEmpty, question.type != "note" {
                    targets.insert("relevant@\(question.line)=true")
                    targets.insert("relevant@\(question.line)=false")
                }
                if question.type == "select_one" || question.type == "select_multiple" {
                    for choice in lists[question.argument] ?? [] { targets.insert("choice \(question.argument) \(choice["name"] ?? "")") }
                }
                visit(question.children)
            }
        }
        visit(root)
        return targets
    }

    /// Checks one instance, adding to `report`; `label` names it in messages.
    func check(_ record: [String: Any], label: String, into report: inout Report) {
        walk(root, object: record, record: record, indexes: [:], label: label, into: &report)
    }

    /// A question's value as XPath reads it: text, `''` when absent.
    static func text(_ value: Any?) -> String {
        switch value {
        case let string as String: return string
        case let number as NSNumber: return number.stringValue
        default: return ""
        }
    }

    /// `${name}` read from the instance, in the repeat items `indexes` names.
    func lookup(_ name: String, record: [String: Any], indexes: [String: Int]) -> String {
        guard let path = paths[name] else { return "\u{0}unknown \(name)" }
        var node: Any? = record
        for component in path {
            node = (node as? [String: Any])?[component]
            if repeats.contains(component), component != path.last {
                guard let items = node as? [Any], let index = indexes[component], index < items.count else { return "" }
                node = items[index]
            }
        }
        return Self.text(node)
    }

    private func walk(
        _ questions: [Question], object: [String: Any], record: [String: Any], indexes: [String: Int], label: String,
        into report: inout Report
    ) {
        let known = Set(questions.map(\.name))
        for key in object.keys where !known.contains(key) { report.violations.append("\(label): '\(key)' is no question here") }
        for question in questions {
            let here = "\(label): \(question.name) (survey line \(question.line))"
            let read = { (name: String) in self.lookup(name, record: record, indexes: indexes) }
            let value = object[question.name]
            func evaluate(_ column: String, current: String = "") -> TestXPath.Value? {
                let text = question.cell(column)
                guard !text.isEmpty else { return nil }
                guard let tree = TestXPath.parse(text) else {
                    report.violations.append("\(here): the test cannot read \(column) '\(text)'")
                    return nil
                }
                return tree.evaluate(read, current: current)
            }
            var relevant = true
            if let outcome = evaluate("relevant") {
                relevant = outcome.asBool
                report.reached.insert("relevant@\(question.line)=\(relevant)")
            }
            guard relevant else {
                if value != nil { report.violations.append("\(here): present though not relevant") }
                continue
            }
            switch question.type {
            case "begin group":
                guard let inner = value as? [String: Any] else {
                    if value != nil || holdsValues(question) { report.violations.append("\(here): the group is not an object") }
                    continue
                }
                walk(question.children, object: inner, record: record, indexes: indexes, label: label, into: &report)
            case "begin repeat":
                let items = value as? [Any]
                if let count = evaluate("repeat_count") {
                    let expected = count.asNumber.isNaN ? 0 : Int(count.asNumber)
                    if (items?.count ?? 0) != expected {
                        report.violations.append("\(here): \(items?.count ?? 0) items, repeat_count says \(expected)")
                    }
                    if items != nil, expected == 0 { report.violations.append("\(here): an empty repeat is written") }
                } else if items == nil {
                    report.violations.append("\(here): the repeat is missing")
                }
                for (index, item) in (items ?? []).enumerated() {
                    guard let inner = item as? [String: Any] else {
                        report.violations.append("\(here)[\(index)]: not an object")
                        continue
                    }
                    var deeper = indexes
                    deeper[question.name] = index
                    walk(
                        question.children, object: inner, record: record, indexes: deeper, label: "\(label) \(question.name)[\(index)]",
                        into: &report)
                }
            case "note":
                if value != nil { report.violations.append("\(here): a note holds a value") }
            case "calculate":
                guard let tree = TestXPath.parse(question.cell("calculation")) else {
                    report.violations.append("\(here): the test cannot read the calculation")
                    continue
                }
                let expected = tree.evaluate(read, current: "")
                let got = Self.text(value)
                if case .number(let number) = expected, !number.isNaN {
                    if abs((Double(got) ?? .nan) - number) > 0.0051 {
                        report.violations.append("\(here): calculated \(got), the form gives \(number)")
                    }
                } else if got != expected.asString {
                    report.violations.append("\(here): calculated '\(got)', the form gives '\(expected.asString)'")
                }
            default:
                checkValue(question, value, here: here, read: read, into: &report)
            }
        }
    }

    /// Whether a group holds any question that writes a value (not only notes).
    func holdsValues(_ question: Question) -> Bool {
        question.children.contains { $0.type != "note" && (!$0.type.hasPrefix("begin") || holdsValues($0)) }
    }
}
