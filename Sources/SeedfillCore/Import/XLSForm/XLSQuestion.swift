/// One row of an XLSForm `survey` sheet as a question, a group or a repeat, with the rows
/// between a `begin` and its `end` as its children.
struct XLSQuestion: Sendable {
    /// What the row is.
    enum Kind: Sendable {
        case value
        case group
        case `repeat`
    }

    var kind: Kind
    /// The type word, normalised: lower case, single spaces, `begin_group` as `begin group`,
    /// `select one` as `select_one` (`select_one`, `integer`, `begin repeat`).
    var type: String
    /// What follows the type word: a choice list's name or a file's (`yes_no`, `regions.csv`).
    var argument: String?
    /// The `name` as written, and the model key made of it.
    var name: String
    var key: String
    var row: XLSWorkbook.Row
    var children: [XLSQuestion] = []
    /// The names of the groups and repeats around the question, outermost first.
    var ancestors: [String] = []

    /// The type cell split into its type word and argument, as people write it: doubled spaces,
    /// `begin_group` or `begin group`, any case.
    static func splitType(_ cell: String) -> (type: String, argument: String?) {
        var words = cell.split(whereSeparator: \.isWhitespace).map(String.init)
        guard !words.isEmpty else { return ("", nil) }
        words[0] = words[0].lowercased()
        if words.count >= 2, ["begin", "end"].contains(words[0]), ["group", "repeat"].contains(words[1].lowercased()) {
            return (words[0] + " " + words[1].lowercased(), nil)
        }
        if words.count >= 2, words[0] == "select", ["one", "multiple"].contains(words[1].lowercased()) {
            words = ["select_" + words[1].lowercased()] + words.dropFirst(2)
        }
        let type = words[0].replacingOccurrences(of: "begin_", with: "begin ").replacingOccurrences(of: "end_", with: "end ")
        let aliases = [
            "datetime": "datetime", "select1": "select_one", "select_one_external": "select_one_external", "int": "integer",
            "string": "text", "location": "geopoint", "photo": "image",
        ]
        let argument = words.count > 1 ? words.dropFirst().joined(separator: " ") : nil
        return (aliases[type] ?? type, argument)
    }
}

/// A question as expressions see it: its key, the keys of the groups and repeats around it,
/// and what its value is.
struct XLSQuestionInfo: Sendable {
    var key: String
    /// The containers around the question, outermost first, each with whether it is a repeat.
    var containers: [(key: String, isRepeat: Bool)]
    var kind: XLSQuestion.Kind
    var type: String
    /// Whether its options are whole numbers (a choice whose values are written as numbers).
    var numericOptions = false

    /// The keys of the containers inside the innermost repeat around the question (all of them
    /// when it is in no repeat), then its own: how an expression in the same repeat item, or
    /// outside any repeat, names it.
    var pathFromItem: [String] {
        let start = (containers.lastIndex { $0.isRepeat }).map { $0 + 1 } ?? 0
        return containers[start...].map(\.key) + [key]
    }

    /// The keys of the repeats around the question, outermost first.
    var repeats: [String] { containers.filter(\.isRepeat).map(\.key) }
}
