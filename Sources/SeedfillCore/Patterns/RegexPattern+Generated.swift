/// The strings a regex generates, as an automaton: what a seed's `regex` generator can write,
/// to be compared with what a field's `pattern` accepts.
///
/// Generation differs from matching in three ways, all kept here: the value is the whole
/// generated string (`^` and `$` add nothing), unbounded repetitions run at most
/// ``RegexPattern/maxRepeat`` times, and each position draws from its class's generation
/// alphabet (`.` gives letters and digits, `\s` a space), not from everything it would match.
extension RegexPattern {
    /// The automaton accepting exactly the strings ``generate(using:)`` can produce (with
    /// ``RegexDFA/matches(_:)``'s semantics); `nil` when it is too large to build.
    var generatedLanguage: RegexDFA? {
        if let lookahead = compiled.lookahead { return lookahead.generated }
        let whole = RegexNode.concat([.start(0), Self.generated(root, cap: maxRepeat), .end(0)])
        guard let program = RegexProgram(whole) else { return nil }
        return RegexDFA(program)
    }

    /// `node` describing what it generates: anchors dropped, repetitions capped at `cap`, and
    /// each class narrowed to the scalars it draws from.
    static func generated(_ node: RegexNode, cap: Int) -> RegexNode {
        switch node {
        case .empty, .start, .end, .lookahead: return .empty
        case .scalar(let regexClass): return .scalar(RegexClass(regexClass.generate.set) ?? regexClass)
        case .concat(let parts): return .concat(parts.map { generated($0, cap: cap) })
        case .alternation(let branches): return .alternation(branches.map { generated($0, cap: cap) })
        case .repetition(let body, let min, let max):
            return .repetition(generated(body, cap: cap), min: min, max: RegexNode.upperCount(min, max, cap: cap))
        }
    }

    /// Whether some string this regex generates is accepted by `pattern` (search semantics, as
    /// fields validate) and has `low` to `high` characters (no upper limit when `high` is
    /// `nil`); `nil` when either automaton is too large or deciding costs too much.
    func generatesSome(matching pattern: RegexPattern?, lengths low: Int = 0, through high: Int? = nil) -> Bool? {
        guard let generated = generatedLanguage else { return nil }
        guard let pattern else { return generated.matchesSomeLength(from: low, through: high) }
        guard let accepted = pattern.compiled.dfa else { return nil }
        return generated.acceptsSome(alsoAcceptedBy: accepted, lengths: low, through: high)
    }
}
