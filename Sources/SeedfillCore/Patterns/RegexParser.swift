/// Parses seedfill's regex subset into a ``RegexNode``, rejecting everything else with a
/// positioned ``PatternError`` that says what is unsupported and what to write instead.
///
/// Recursive descent: alternation → concatenation → quantified atom. Group nesting is limited
/// to ``maxDepth`` so that hostile patterns cannot exhaust the stack.
struct RegexParser {
    /// The pattern, as Unicode scalars (error offsets count these).
    let scalars: [Unicode.Scalar]
    /// The next scalar to read.
    var index = 0
    /// How many groups are open.
    var depth = 0
    /// Whether `(?=` and `(?!` parse (their place is checked later); when `false` they are
    /// reported, for patterns that must find where a match is (`regexReplace`).
    let allowsLookahead: Bool
    /// How many lookaheads were parsed.
    var lookaheads = 0

    /// The deepest group nesting accepted.
    static let maxDepth = 100
    /// The largest count accepted in `{n}`, `{n,}`, `{n,m}`.
    static let maxCount = 1000

    /// The text of the hint that ends most "not supported" errors.
    static let subset = "seedfill's regex subset"

    /// Creates a parser for `text`.
    init(_ text: String, allowsLookahead: Bool = true) {
        scalars = Array(text.unicodeScalars)
        self.allowsLookahead = allowsLookahead
    }

    /// Parses the whole pattern.
    mutating func parse() throws(PatternError) -> RegexNode {
        let node = try parseAlternation()
        if index < scalars.count {
            throw PatternError(
                "unmatched ')'", start: index, hint: "escape it as '\\)' to match a parenthesis")
        }
        return node
    }

    /// The scalar `offset` places ahead, if any.
    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    mutating func parseAlternation() throws(PatternError) -> RegexNode {
        var branches = [try parseConcat()]
        while peek() == "|" {
            index += 1
            branches.append(try parseConcat())
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    mutating func parseConcat() throws(PatternError) -> RegexNode {
        var parts: [RegexNode] = []
        while let scalar = peek(), scalar != "|", scalar != ")" {
            let (atom, repeatable) = try parseAtom()
            parts.append(try parseQuantifier(of: atom, repeatable: repeatable))
        }
        switch parts.count {
        case 0: return .empty
        case 1: return parts[0]
        default: return .concat(parts)
        }
    }

    /// One atom, and whether a quantifier may follow it (anchors may not).
    mutating func parseAtom() throws(PatternError) -> (RegexNode, Bool) {
        let start = index
        guard let scalar = peek() else { return (.empty, false) }
        switch scalar {
        case "(":
            let group = try parseGroup()
            if case .lookahead = group { return (group, false) }
            return (group, true)
        case "[": return (.scalar(try parseClass()), true)
        case ".":
            index += 1
            return (.scalar(RegexClass(match: ScalarSet.lineTerminators.inverted, preferred: .alphanumeric)!), true)
        case "^":
            index += 1
            return (.start(start), false)
        case "$":
            index += 1
            return (.end(start), false)
        case "\\":
            switch try parseEscape(inClass: false) {
            case .scalar(let value): return (.scalar(RegexClass(ScalarSet([value...value]))!), true)
            case .set(let match, let preferred): return (.scalar(RegexClass(match: match, preferred: preferred)!), true)
            }
        case "*", "+", "?", "{":
            var length = 1
            if scalar == "{" {
                guard let syntax = try quantifierSyntax() else {
                    throw PatternError(
                        "'{' does not start a repetition {n}, {n,} or {n,m}", start: start,
                        hint: "escape it as '\\{' to match a brace")
                }
                length = syntax.length
            }
            throw PatternError(
                "'\(String(scalars[start..<start + length].map(Character.init)))' has nothing to repeat",
                start: start, length: length, hint: "escape it as '\\\(scalar)' to match it literally")
        default:
            index += 1
            return (.scalar(RegexClass(ScalarSet([scalar.value...scalar.value]))!), true)
        }
    }

    /// `( … )`, `(?: … )`, or a lookahead `(?= … )` / `(?! … )`; every other `(?` form is reported.
    mutating func parseGroup() throws(PatternError) -> RegexNode {
        let start = index
        index += 1
        var negative: Bool?
        if peek() == "?" {
            if allowsLookahead, let kind = peek(1), kind == "=" || kind == "!" {
                negative = kind == "!"
            } else {
                try checkGroupPrefix(start: start)
            }
            index += 2
        }
        depth += 1
        guard depth <= RegexParser.maxDepth else {
            throw PatternError(
                "groups are nested more than \(RegexParser.maxDepth) deep", start: start,
                hint: "flatten the pattern")
        }
        let body = try parseAlternation()
        guard peek() == ")" else {
            throw PatternError("unclosed group '('", start: start, hint: "add ')' to close the group")
        }
        index += 1
        depth -= 1
        guard let negative else { return body }
        lookaheads += 1
        return .lookahead(body, negative: negative, start: start, length: index - start)
    }

    /// Throws for `(?<=`, `(?<!`, named groups, inline flags, and `(?=`, `(?!` where lookahead is not
    /// allowed; returns for `(?:`.
    func checkGroupPrefix(start: Int) throws(PatternError) {
        let next = peek(1)
        let after = peek(2)
        switch next {
        case ":": return
        case "=", "!":
            throw PatternError(
                "lookahead is not supported in a pattern whose matches are replaced", start: start, length: 3,
                hint: "describe the text to replace directly with classes, groups and '|'")
        case "<" where after == "=" || after == "!":
            throw PatternError(
                "lookbehind is not supported by \(RegexParser.subset)", start: start, length: 4,
                hint: "describe the allowed strings directly with classes, groups and '|'")
        case "<", "P", "'":
            throw PatternError(
                "named groups are not supported by \(RegexParser.subset)", start: start, length: 3,
                hint: "use a plain group '( )' or '(?: )'")
        case nil:
            throw PatternError("unclosed group '('", start: start, hint: "add ')' to close the group")
        default:
            throw PatternError(
                "group modifier '(?\(next!)' is not supported by \(RegexParser.subset)", start: start, length: 3,
                hint: "only '( )' and '(?: )' groups are supported; inline flags are not")
        }
    }
}
