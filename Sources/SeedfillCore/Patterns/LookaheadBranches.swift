/// A pattern with lookaheads split into the alternatives a value may match, each with the
/// lookaheads that test the whole value from its start.
///
/// A lookahead is supported where nothing can have been read before it and the alternative is
/// tied to the start of the value: right after `^`, at the start of the pattern or of an
/// alternative, several in a row, also inside a group that itself starts the pattern
/// (`^(?:(?!000)[0-9]{3})-[0-9]{2}$`). Such a group is distributed over what follows it,
/// `^(A|B)C` becoming `^AC|^BC`, so that each lookahead sees the whole rest of the value.
/// Everywhere else (after a scalar, inside a repetition, inside another lookahead, before `^`)
/// it is a located error.
struct LookaheadBranches {
    /// One lookahead: the value must (or, when `negative`, must not) begin with a match of `body`.
    struct Look: Sendable {
        let body: RegexNode
        let negative: Bool
        /// Where `(?` starts in the pattern, and how many scalars up to its `)`.
        let start: Int
        let length: Int
    }

    /// One alternative: its lookaheads and the parts of the pattern after them.
    struct Branch: Sendable {
        var looks: [Look] = []
        var parts: [RegexNode] = []
        /// Whether a `^` was read (nothing can be read before it).
        var anchored = false
        /// Whether some part may have read a scalar.
        var consumed = false

        /// The branch without its lookaheads.
        var rest: RegexNode { .concat(parts) }

        mutating func append(_ node: RegexNode) {
            parts.append(node)
            if node.maxLength != 0 { consumed = true }
        }
    }

    /// The most alternatives distributing groups may make.
    static let maxBranches = 64

    /// The alternatives of `root`.
    let branches: [Branch]

    /// Splits `root` (whose anchors are checked) into its alternatives.
    init(_ root: RegexNode, patternLength: Int) throws(PatternError) {
        branches = try Self.extend([Branch()], with: root, patternLength: patternLength)
    }

    private static func extend(_ branches: [Branch], with node: RegexNode, patternLength: Int) throws(PatternError) -> [Branch] {
        var out: [Branch] = []
        for branch in branches {
            var next = branch
            guard !branch.consumed, node.containsLookahead || node.containsStart else {
                if let look = node.firstLookahead { throw misplaced(look) }
                next.append(node)
                out.append(next)
                continue
            }
            switch node {
            case .lookahead(let body, let negative, let start, let length):
                if let inner = body.firstLookahead {
                    throw PatternError(
                        "a lookahead inside a lookahead is not supported", start: inner.start, length: inner.length,
                        hint: "write the inner lookahead next to the outer one, both after '^'")
                }
                guard branch.anchored else { throw misplaced((start, length)) }
                try RegexParser.checkAnchors(body, before: false, after: false, repeated: false)
                next.looks.append(Look(body: body, negative: negative, start: start, length: length))
                out.append(next)
            case .start:
                next.append(node)
                next.anchored = true
                out.append(next)
            case .concat(let parts):
                var current = [branch]
                for part in parts { current = try extend(current, with: part, patternLength: patternLength) }
                out += current
            case .alternation(let alternatives):
                for alternative in alternatives { out += try extend([branch], with: alternative, patternLength: patternLength) }
            case .repetition(let body, _, _):
                if let look = body.firstLookahead { throw misplaced(look) }
                next.append(node)
                out.append(next)
            case .empty, .scalar, .end:
                next.append(node)
                out.append(next)
            }
            guard out.count <= maxBranches else {
                throw PatternError(
                    "pattern is too large: its groups with lookaheads make more than \(maxBranches) alternatives",
                    start: 0, length: patternLength, hint: "use fewer alternatives around the lookaheads")
            }
        }
        return out
    }

    /// The error for a lookahead where it is not supported.
    private static func misplaced(_ look: (start: Int, length: Int)) -> PatternError {
        PatternError(
            "lookahead is only supported at the start of the pattern or of an alternative, right after '^'",
            start: look.start, length: look.length,
            hint: "move it to the front, after '^' (it then tests the whole value), or describe the allowed strings directly")
    }
}

extension RegexNode {
    /// Whether the node holds a lookahead.
    var containsLookahead: Bool { firstLookahead != nil }

    /// Where the first lookahead in the node is written, if any.
    var firstLookahead: (start: Int, length: Int)? {
        switch self {
        case .empty, .scalar, .start, .end: return nil
        case .lookahead(_, _, let start, let length): return (start, length)
        case .concat(let parts), .alternation(let parts):
            for part in parts { if let found = part.firstLookahead { return found } }
            return nil
        case .repetition(let body, _, _): return body.firstLookahead
        }
    }

    /// Whether the node holds a `^` (outside lookaheads).
    var containsStart: Bool {
        switch self {
        case .empty, .scalar, .end, .lookahead: return false
        case .start: return true
        case .concat(let parts), .alternation(let parts): return parts.contains { $0.containsStart }
        case .repetition(let body, _, _): return body.containsStart
        }
    }
}
