/// The automata of a pattern with lookaheads: one that matches values, one of the values it
/// generates, and a walk drawing those without rejecting any.
///
/// For an alternative `^(?=X)(?!Y)R`, a value matches when it matches `^R` and begins with a
/// match of `X` and not with one of `Y`: the automata of `^R`, `^X` and `^Y` (search semantics,
/// so `$` inside a lookahead ties it to the end of the value) are run side by side, and the
/// alternative is the clause "`^R` and `^X`, not `^Y`". Generation takes the same clause with
/// `^R` replaced by the strings `R` itself generates (classes narrowed to what they draw from,
/// repetitions capped), so generated values look like those of `R` alone, minus the ones the
/// lookaheads exclude.
struct LookaheadLanguage: Sendable {
    /// The values that match.
    let matching: RegexDFA
    /// The values generation can produce (a subset of ``matching``'s).
    let generated: RegexDFA
    /// Draws from ``generated``.
    let walk: CountedWalk

    /// The automata of `root`, which holds lookaheads; `cap` caps unbounded repetitions when
    /// generating. Throws when a lookahead is misplaced, when an alternative with lookaheads
    /// leaves nothing to generate, or when the automata grow too large.
    init(_ root: RegexNode, patternLength: Int, cap: Int) throws(PatternError) {
        let tooLarge = PatternError(
            "pattern is too large: with its lookaheads it needs more than \(RegexDFA.maxStates) automaton states",
            start: 0, length: patternLength, hint: "use fewer lookaheads or smaller repetition counts")
        let branches = try LookaheadBranches(root, patternLength: patternLength).branches
        var matchParts: [RegexDFA] = []
        var generateParts: [RegexDFA] = []
        func add(_ node: RegexNode, to parts: inout [RegexDFA]) throws(PatternError) -> Int {
            guard let program = RegexProgram(node), let dfa = RegexDFA(program) else { throw tooLarge }
            parts.append(dfa)
            return parts.count - 1
        }
        func generating(_ node: RegexNode) -> RegexNode {
            .concat([.start(0), RegexPattern.generated(node, cap: cap), .end(0)])
        }
        // The alternatives without lookaheads are one part; each other one is a part and its lookaheads.
        var matchClauses: [RegexDFA.Clause] = []
        var generateClauses: [RegexDFA.Clause] = []
        let plain = branches.filter(\.looks.isEmpty).map(\.rest)
        if !plain.isEmpty {
            let node: RegexNode = plain.count == 1 ? plain[0] : .alternation(plain)
            matchClauses.append(RegexDFA.Clause(must: [try add(node, to: &matchParts)]))
            generateClauses.append(RegexDFA.Clause(must: [try add(generating(node), to: &generateParts)]))
        }
        for branch in branches where !branch.looks.isEmpty {
            var matchClause = RegexDFA.Clause(must: [try add(branch.rest, to: &matchParts)])
            var generateClause = RegexDFA.Clause(must: [try add(generating(branch.rest), to: &generateParts)])
            for look in branch.looks {
                let forMatching = try add(.concat([.start(look.start), look.body]), to: &matchParts)
                let forGenerating = generateParts.count
                generateParts.append(matchParts[forMatching])
                if look.negative {
                    matchClause.mustNot.append(forMatching)
                    generateClause.mustNot.append(forGenerating)
                } else {
                    matchClause.must.append(forMatching)
                    generateClause.must.append(forGenerating)
                }
            }
            // An alternative that generates nothing is a mistake in the pattern.
            let alone = RegexDFA.Clause(must: generateClause.must, mustNot: generateClause.mustNot)
            guard let own = RegexDFA(combining: generateParts, clauses: [alone]) else { throw tooLarge }
            if own.initial == RegexDFA.dead {
                let first = branch.looks[0]
                let last = branch.looks[branch.looks.count - 1]
                throw PatternError(
                    "no value passes the lookahead\(branch.looks.count == 1 ? "" : "s") and matches the rest of the alternative",
                    start: first.start, length: last.start + last.length - first.start,
                    hint: "after '(?=X)' the rest must allow values starting with X, after '(?!X)' values not starting"
                        + " with X; values are made from the rest of the alternative alone, without text after it")
            }
            matchClauses.append(matchClause)
            generateClauses.append(generateClause)
        }
        guard let matching = RegexDFA(combining: matchParts, clauses: matchClauses),
            let generated = RegexDFA(combining: generateParts, clauses: generateClauses),
            let walk = CountedWalk(generated, maxLength: root.generatedMaxLength(cap: cap))
        else { throw tooLarge }
        self.matching = matching
        self.generated = generated
        self.walk = walk
    }
}
