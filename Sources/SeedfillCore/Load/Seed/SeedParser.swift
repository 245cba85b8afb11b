/// The state of one seed-file read: the file, the models it may name, and the diagnostics found
/// so far. The reading itself is split by concern into extensions (top level, mapping,
/// generators, `when`), which all report through the helpers here and never stop at the first
/// problem.
struct SeedParser {
    /// The file as displayed in diagnostics.
    let file: String
    /// Models by name, for `model` and `ref`.
    let models: [String: Model]
    /// Models whose files did not load: named here, they are not reported as unknown again.
    var unloadedModels: Set<String> = []
    /// Everything found so far.
    var bag = DiagnosticBag()

    /// Deepest nesting of generators inside `when` branches.
    static let maxGeneratorDepth = 16

    init(file: String, models: [String: Model]) {
        self.file = file
        self.models = models
    }

    // MARK: - Reporting

    mutating func error(_ message: String, at location: SourceLocation, _ path: JSONPath, hint: String? = nil) {
        bag.error(message, at: location, path: path.description, hint: hint)
    }

    /// "expected WHAT for SUBJECT, found a string".
    mutating func expected(_ what: String, for subject: String, found node: JSONNode, _ path: JSONPath, hint: String? = nil) {
        error("expected \(what) for \(subject), found \(node.typeDescription)", at: node.location, path, hint: hint)
    }

    /// Reports each key of `members` that is not in `allowed`, with a suggestion among them.
    mutating func rejectUnknownKeys(_ members: [JSONMember], allowed: [String], in subject: String, _ path: JSONPath) {
        for member in members where !allowed.contains(member.key) {
            error(
                "unknown key \(Quoted.single(member.key)) in \(subject)", at: member.keyLocation, path.appending(member.key),
                hint: Suggestions.hint(for: member.key, in: allowed) ?? "the keys are \(SeedParser.list(allowed))")
        }
    }

    /// `'a', 'b' and 'c'`.
    static func list(_ words: [String]) -> String {
        let quoted = words.map { "\(Quoted.single($0))" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " and " + (quoted.last ?? "")
    }

    // MARK: - Values

    /// A string as a ``SourceText`` whose location is its first character, after the quote.
    mutating func text(_ node: JSONNode, for subject: String, _ path: JSONPath, hint: String? = nil) -> SourceText? {
        guard let text = node.stringValue else {
            expected("a string", for: subject, found: node, path, hint: hint)
            return nil
        }
        return SourceText(text: text, location: node.location.advanced(by: 1), path: path.description)
    }

    /// A bound: a number, or a string that is a date, time or expression (interpreted when planning).
    mutating func bound(_ node: JSONNode, for subject: String, _ path: JSONPath) -> BoundSource? {
        switch node.kind {
        case .number, .string:
            return BoundSource(node: node, path: path.description)
        default:
            expected(
                "a number or a string", for: subject, found: node, path,
                hint: "a bound is a number, a date such as \"2000-01-01\", or an expression such as \"today - 18y\"")
            return nil
        }
    }

    /// A number read as `Double` from its literal, rejecting values too large to be finite.
    mutating func double(_ node: JSONNode, for subject: String, _ path: JSONPath, hint: String? = nil) -> Double? {
        guard let literal = node.numberLiteral else {
            expected("a number", for: subject, found: node, path, hint: hint)
            return nil
        }
        guard let value = Double(literal), value.isFinite else {
            error("number too large for \(subject): \(literal)", at: node.location, path)
            return nil
        }
        return value
    }

    /// A probability in 0…1.
    mutating func probability(_ node: JSONNode, for subject: String, _ path: JSONPath) -> Double? {
        let hint = "write a probability such as 0.5"
        guard let value = double(node, for: subject, path, hint: hint) else { return nil }
        guard value >= 0, value <= 1 else {
            error(
                "\(subject) must be a probability between 0 and 1, found \(node.numberLiteral ?? "")", at: node.location, path, hint: hint)
            return nil
        }
        return value
    }

    /// A whole number in `range`, read by hand from the literal.
    mutating func whole(_ node: JSONNode, for subject: String, _ path: JSONPath, in range: ClosedRange<Int64>) -> Int64? {
        guard let literal = node.numberLiteral else {
            expected("a whole number", for: subject, found: node, path)
            return nil
        }
        switch WholeNumber.read(literal) {
        case .value(let value) where range.contains(value):
            return value
        case .value(let value) where value < range.lowerBound:
            error("\(subject) must be at least \(range.lowerBound), found \(literal)", at: node.location, path)
        case .value:
            error("\(subject) must be at most \(range.upperBound), found \(literal)", at: node.location, path)
        case .tooLarge:
            error(
                "number too large for \(subject): \(literal)", at: node.location, path,
                hint: "the largest accepted value is \(range.upperBound)")
        case .notWhole:
            error("\(subject) must be a whole number, found \(literal)", at: node.location, path)
        case .malformed:
            error("\(subject) is not a number: \(literal)", at: node.location, path)
        }
        return nil
    }

    /// A whole number that fits `Int` on every platform seedfill runs on (64-bit).
    mutating func wholeInt(_ node: JSONNode, for subject: String, _ path: JSONPath, in range: ClosedRange<Int64>) -> Int? {
        whole(node, for: subject, path, in: range).map { Int(truncatingIfNeeded: $0) }
    }
}
