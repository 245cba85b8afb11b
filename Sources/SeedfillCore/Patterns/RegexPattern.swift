/// A `pattern` or `regex` in seedfill's subset: a validator with JSON Schema search semantics
/// and a generator of strings it accepts.
///
/// Supported: literals, `.`, classes `[a-z0-9_]` and `[^…]`, escapes `\d \w \s \D \W \S \t \n \r
/// \xHH \uHHHH` and `\` before punctuation, groups `( )` and `(?: )`, `|`, quantifiers
/// `? * + {n} {n,} {n,m}`, anchors `^ $` at the start or end of the pattern or an alternative,
/// and lookaheads `(?=…)` `(?!…)` right after `^` (see ``LookaheadLanguage``).
struct RegexPattern: Sendable {
    /// Everything compiled from the text, behind one reference: fields and constraints hold
    /// patterns, and copying one then retains a single object instead of each table.
    let compiled: Compiled

    /// The immutable compiled forms of a pattern, all built eagerly by ``parse(_:maxRepeat:)``.
    final class Compiled: Sendable {
        /// The pattern as written.
        let text: String
        /// The syntax tree.
        let root: RegexNode
        /// The NFA: the reference semantics, and the matcher when ``dfa`` is `nil`.
        let program: RegexProgram
        /// The automaton used for matching, when the pattern's one is small enough.
        let dfa: RegexDFA?
        /// ``dfa`` laid out for matching bytes, behind one reference (no copy per value).
        let matcher: RegexByteMatcher?
        /// The flattened generator.
        let generator: GenerationProgram
        /// ``generator``'s straight form, read here without copying the generator.
        let straight: StraightProgram?
        /// How many times generation repeats `*`, `+` and `{n,}` at most.
        let maxRepeat: Int
        /// The numbering of generated strings, when they can be counted.
        let enumeration: RegexEnumeration?
        /// The automata of a pattern with lookaheads, which match and generate in place of
        /// ``program`` and ``generator`` (those then describe the pattern without its lookaheads).
        let lookahead: LookaheadLanguage?

        init(
            text: String, root: RegexNode, program: RegexProgram, maxRepeat: Int, buildDFA: Bool = true,
            lookahead: LookaheadLanguage? = nil
        ) {
            self.text = text
            self.root = root
            self.program = program
            let dfa = lookahead?.matching ?? (buildDFA ? RegexDFA(program) : nil)
            self.dfa = dfa
            self.matcher = dfa.map(RegexByteMatcher.init)
            self.generator = GenerationProgram(root, cap: maxRepeat)
            self.straight = lookahead == nil ? generator.straight : nil
            self.maxRepeat = maxRepeat
            self.enumeration = lookahead == nil ? RegexEnumeration(root, cap: maxRepeat) : nil
            self.lookahead = lookahead
        }

        /// A string the pattern describes. A method of the class, not of the copy of
        /// ``generator`` a caller would otherwise make for every value.
        @inline(never)
        func generate(using rng: inout SplitMix64) -> String {
            if let runs = straight?.runs { return runs.string(using: &rng) }
            if let lookahead { return lookahead.walk.string(using: &rng) }
            return generator.string(using: &rng)
        }
    }

    /// The pattern as written.
    var text: String { compiled.text }
    /// The syntax tree.
    var root: RegexNode { compiled.root }
    /// The NFA used for matching when there is no DFA.
    var program: RegexProgram { compiled.program }
    /// How many times generation repeats `*`, `+` and `{n,}` at most.
    var maxRepeat: Int { compiled.maxRepeat }
    /// The numbering of generated strings, when they can be counted.
    var enumeration: RegexEnumeration? { compiled.enumeration }

    /// Parses `text`; `maxRepeat` caps unbounded repetitions when generating (not when matching).
    /// `buildDFA: false` is for a pattern matched once (one computed by an expression): building
    /// the DFA would cost more than simulating the NFA for that one value (a pattern with
    /// lookaheads has only its automaton, and builds it anyway). `lookahead: false` reports
    /// lookaheads, for patterns whose matches are found and replaced.
    static func parse(
        _ text: String, maxRepeat: Int = 8, buildDFA: Bool = true, lookahead: Bool = true
    ) -> Result<RegexPattern, PatternError> {
        var parser = RegexParser(text, allowsLookahead: lookahead)
        do {
            let root = try parser.parse()
            try RegexParser.checkAnchors(root, before: false, after: false, repeated: false)
            let language =
                parser.lookaheads == 0
                ? nil : try LookaheadLanguage(root, patternLength: parser.scalars.count, cap: max(0, maxRepeat))
            guard let program = RegexProgram(root) else {
                return .failure(
                    PatternError(
                        "pattern is too large: its repetitions expand to more than \(RegexProgram.maxStates) states",
                        start: 0, length: parser.scalars.count, hint: "use smaller repetition counts"))
            }
            let compiled = Compiled(
                text: text, root: root, program: program, maxRepeat: max(0, maxRepeat), buildDFA: buildDFA, lookahead: language)
            return .success(RegexPattern(compiled: compiled))
        } catch {
            return .failure(error)
        }
    }

    /// Whether some part of `value` matches (like JSON Schema `pattern`); `^` and `$` tie the
    /// match to the start and end of the whole value. Linear in the value's length.
    func matches(_ value: String) -> Bool {
        if let matcher = compiled.matcher { return matcher.matches(value) }
        return matchesBySimulation(value)
    }

    /// ``matches(_:)`` by simulating the NFA: the reference the DFA must agree with, and the
    /// matcher for patterns whose DFA would be too large.
    func matchesBySimulation(_ value: String) -> Bool {
        if let lookahead = compiled.lookahead { return lookahead.matching.matches(value) }
        return program.search(value.unicodeScalars.map(\.value))
    }

    /// Whether the pattern has lookaheads (and so matches and generates through ``LookaheadLanguage``).
    var hasLookahead: Bool { compiled.lookahead != nil }

    /// A string the pattern describes (and so one that ``matches(_:)`` accepts).
    func generate(using rng: inout SplitMix64) -> String {
        compiled.generate(using: &rng)
    }

    /// Appends the UTF-8 of a generated string to `buffer`.
    ///
    /// Each choice is uniform: an alternative among the branches, a repeat count in
    /// `[min, max]` (or `[min, max(min, maxRepeat)]` when unbounded), a scalar in its class.
    /// With lookaheads, a length is drawn among those some generated value has, then a value
    /// of that length, all alike (``CountedWalk``).
    func generate(using rng: inout SplitMix64, into buffer: inout [UInt8]) {
        if let lookahead = compiled.lookahead { return lookahead.walk.append(using: &rng, into: &buffer) }
        compiled.generator.run(using: &rng, into: &buffer)
    }

    /// Whether some value of `low` to `high` characters (no upper limit when `high` is `nil`)
    /// matches; `nil` when the pattern has no automaton or deciding it costs too much.
    func matchesSomeLength(from low: Int, through high: Int?) -> Bool? {
        compiled.dfa?.matchesSomeLength(from: low, through: high)
    }

    /// Whether some value of `mask` matches; `nil` when the pattern has no automaton.
    func matchesSomeValue(of mask: Mask) -> Bool? {
        compiled.dfa?.matchesSome(of: mask.positionSets)
    }

    /// The fewest characters (Unicode scalars) of a string the pattern describes (lookaheads
    /// aside: a bound, not always reached, for a pattern with them).
    var minLength: Int { root.minLength }

    /// The most characters of a string the pattern describes; `nil` when unbounded (`+`, `*`, `{n,}`).
    var maxLength: Int? { root.maxLength }

    /// The most characters a generated string can have (unbounded repetitions capped at ``maxRepeat``).
    var generatedMaxLength: Int { root.generatedMaxLength(cap: maxRepeat) }

    /// The number of distinct strings ``generate(using:)`` can produce, when it can be counted
    /// exactly and fits in `UInt64`; `nil` otherwise (alternation, several variable-length parts).
    var valueSpace: UInt64? { enumeration?.count }

    /// The `index`-th generated string: a bijection from `0..<valueSpace` onto them; `nil` when
    /// ``valueSpace`` is `nil`. Indexes beyond the space wrap around.
    func value(at index: UInt64) -> String? {
        guard let enumeration else { return nil }
        var buffer: [UInt8] = []
        enumeration.append(index % enumeration.count, to: &buffer)
        return String(decoding: buffer, as: UTF8.self)
    }
}
