import Foundation

/// JSON as a model declared in Swift is written out: a tree that prints itself as a readable
/// model file, one member of a section or field per line, and says on which lines each of
/// them landed (so a problem the loader finds on a line is told against the Swift declaration).
indirect enum DeclaredJSON: Sendable {
    case string(String)
    /// A number's JSON text.
    case number(String)
    case bool(Bool)
    case null
    case array([DeclaredJSON])
    /// An object; one with an `origin` (a section, a field, the model) is printed a member per
    /// line and its lines are recorded under that origin; one without is printed on one line.
    case object([(key: String, value: DeclaredJSON)], origin: Int?)

    /// The value of `value` (a number exactly as written; object members in key order).
    init(_ value: QuestionnaireValue) {
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number): self = .number(number.description)
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map(DeclaredJSON.init))
        case .object(let members):
            self = .object(members.sorted { $0.key < $1.key }.map { ($0.key, DeclaredJSON($0.value)) }, origin: nil)
        }
    }

    /// The value of `bound`.
    init(_ bound: CellBound) {
        switch bound {
        case .number(let number): self = .number(number.description)
        case .text(let text): self = .string(text)
        }
    }

    /// Whether the value prints over several lines.
    private var isExpanded: Bool {
        switch self {
        case .object(_, let origin): origin != nil
        case .array(let elements): elements.contains { $0.isExpanded || $0.isCompactObject }
        default: false
        }
    }

    /// Whether the value is an object printed on one line.
    private var isCompactObject: Bool {
        if case .object(_, nil) = self { return true }
        return false
    }

    /// The text of the value and its final newline, with the first and last line (from 1) of
    /// every object that has an origin, by origin.
    func printed() -> (text: String, lines: [Int: ClosedRange<Int>]) {
        var printer = Printer()
        printer.print(self, indent: 0)
        printer.text += "\n"
        return (printer.text, printer.lines)
    }

    /// Writes values, counting lines.
    private struct Printer {
        var text = ""
        var line = 1
        var lines: [Int: ClosedRange<Int>] = [:]

        mutating func newline(_ indent: Int) {
            text += "\n" + String(repeating: " ", count: indent)
            line += 1
        }

        mutating func print(_ value: DeclaredJSON, indent: Int) {
            switch value {
            case .string(let string): text += DeclaredJSON.quoted(string)
            case .number(let literal): text += literal
            case .bool(let flag): text += flag ? "true" : "false"
            case .null: text += "null"
            case .array(let elements):
                guard value.isExpanded else {
                    text += "[" + elements.map(DeclaredJSON.compact).joined(separator: ", ") + "]"
                    return
                }
                text += "["
                for (index, element) in elements.enumerated() {
                    newline(indent + 2)
                    print(element, indent: indent + 2)
                    if index < elements.count - 1 { text += "," }
                }
                newline(indent)
                text += "]"
            case .object(let members, let origin):
                guard let origin else {
                    text += DeclaredJSON.compact(value)
                    return
                }
                let first = line
                text += "{"
                for (index, member) in members.enumerated() {
                    newline(indent + 2)
                    text += DeclaredJSON.quoted(member.key) + ": "
                    print(member.value, indent: indent + 2)
                    if index < members.count - 1 { text += "," }
                }
                newline(indent)
                text += "}"
                lines[origin] = first...line
            }
        }
    }

    /// The value on one line: `{ "when": "…", "mask": "…" }`, `["a", "b"]`.
    static func compact(_ value: DeclaredJSON) -> String {
        switch value {
        case .array(let elements): "[" + elements.map(compact).joined(separator: ", ") + "]"
        case .object(let members, _):
            members.isEmpty ? "{}" : "{ " + members.map { quoted($0.key) + ": " + compact($0.value) }.joined(separator: ", ") + " }"
        case .string(let string): quoted(string)
        case .number(let literal): literal
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        }
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
