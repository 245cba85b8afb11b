extension RegexParser {
    /// Applies a quantifier after `atom`, if one follows, and rejects lazy, possessive and stacked ones.
    mutating func parseQuantifier(of atom: RegexNode, repeatable: Bool) throws(PatternError) -> RegexNode {
        guard let scalar = peek() else { return atom }
        let start = index
        let bounds: (min: Int, max: Int?)
        switch scalar {
        case "*":
            bounds = (0, nil)
            index += 1
        case "+":
            bounds = (1, nil)
            index += 1
        case "?":
            bounds = (0, 1)
            index += 1
        case "{":
            guard let syntax = try quantifierSyntax() else {
                throw PatternError(
                    "'{' does not start a repetition {n}, {n,} or {n,m}", start: start,
                    hint: "escape it as '\\{' to match a brace")
            }
            bounds = (syntax.min, syntax.max)
            index += syntax.length
        default: return atom
        }
        let quantifier = String(scalars[start..<index].map(Character.init))
        guard repeatable else {
            let what = if case .lookahead = atom { "a lookahead" } else { "an anchor" }
            throw PatternError(
                "\(Quoted.single(quantifier)) has nothing to repeat", start: start, length: index - start,
                hint: "\(what) cannot be repeated; escape the quantifier as '\\\(scalar)' to match it literally")
        }
        switch peek() {
        case "?":
            throw PatternError(
                "lazy quantifiers are not supported by \(RegexParser.subset)", start: index,
                hint: "remove the '?' after \(Quoted.single(quantifier)): lazy and greedy accept the same values")
        case "+":
            throw PatternError(
                "possessive quantifiers are not supported by \(RegexParser.subset)", start: index,
                hint: "remove the '+' after \(Quoted.single(quantifier))")
        case "*":
            throw PatternError(
                "'*' has nothing to repeat", start: index,
                hint: "a quantifier cannot follow another; use a group '(?: )' or escape it as '\\*'")
        case "{":
            if let syntax = try quantifierSyntax() {
                throw PatternError(
                    "'\(String(scalars[index..<index + syntax.length].map(Character.init)))' has nothing to repeat",
                    start: index, length: syntax.length,
                    hint: "a quantifier cannot follow another; use a group '(?: )'")
            }
        default: break
        }
        return .repetition(atom, min: bounds.min, max: bounds.max)
    }

    /// Reads `{n}`, `{n,}` or `{n,m}` at the current index without consuming it; `nil` when the
    /// brace does not start one. Throws for counts that are too large or out of order.
    func quantifierSyntax() throws(PatternError) -> (min: Int, max: Int?, length: Int)? {
        guard peek() == "{" else { return nil }
        var offset = 1
        func number() -> Int? {
            var value: Int?
            while let scalar = peek(offset), scalar.value >= 0x30, scalar.value <= 0x39 {
                value = Swift.min((value ?? 0) * 10 + Int(scalar.value - 0x30), 1_000_000)
                offset += 1
            }
            return value
        }
        guard let low = number() else { return nil }
        var high: Int? = low
        if peek(offset) == "," {
            offset += 1
            high = number()
        }
        guard peek(offset) == "}" else { return nil }
        offset += 1
        for count in [low, high ?? 0] where count > RegexParser.maxCount {
            throw PatternError(
                "repetition count \(count) is above the limit of \(RegexParser.maxCount)", start: index,
                length: offset, hint: "use a smaller count")
        }
        if let high, high < low {
            throw PatternError(
                "repetition {\(low),\(high)} has its minimum above its maximum", start: index, length: offset,
                hint: "write the smaller number first: {\(high),\(low)}")
        }
        return (low, high, offset)
    }

    /// Checks that `^` only starts and `$` only ends the pattern (or an alternative of it), and
    /// that neither is repeated; otherwise a generated value could not match.
    static func checkAnchors(
        _ node: RegexNode, before: Bool, after: Bool, repeated: Bool
    ) throws(PatternError) {
        switch node {
        // A lookahead's body is checked on its own, where its place is (``LookaheadBranches``).
        case .empty, .scalar, .lookahead: return
        case .start(let offset):
            if before || repeated {
                throw PatternError(
                    "'^' is only supported at the start of the pattern or of an alternative", start: offset,
                    hint: "'^' anchors at the start of the whole value; nothing may come before it")
            }
        case .end(let offset):
            if after || repeated {
                throw PatternError(
                    "'$' is only supported at the end of the pattern or of an alternative", start: offset,
                    hint: "'$' anchors at the end of the whole value; nothing may come after it")
            }
        case .concat(let parts):
            for (i, part) in parts.enumerated() {
                let somethingBefore = before || parts[..<i].contains { $0.maxLength != 0 }
                let somethingAfter = after || parts[(i + 1)...].contains { $0.maxLength != 0 }
                try checkAnchors(part, before: somethingBefore, after: somethingAfter, repeated: repeated)
            }
        case .alternation(let branches):
            for branch in branches {
                try checkAnchors(branch, before: before, after: after, repeated: repeated)
            }
        case .repetition(let body, _, let max):
            try checkAnchors(body, before: before, after: after, repeated: repeated || max != 1)
        }
    }
}
