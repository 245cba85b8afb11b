/// `regex`: a string matching a regular expression (`{"regex": "[A-Z]{2}[0-9]{6}"}`), for text
/// fields.
///
/// Its parts, in the order a run meets them:
/// - seed: ``SeedParser/parseRegex(_:_:)``, the pattern's text;
/// - plan: ``PlanBuilder/compileRegex(_:spec:for:)`` compiles it (``RegexPattern``) and checks it
///   against the field's lengths, mask and pattern; ``PlanBuilder/checkRegexFits(spec:field:)``:
///   text fields;
/// - guarantee: ``DrawGuarantee/regexHolds(_:_:)``: the field's pattern is the same one;
/// - unique: every string it generates, numbered, when they can be counted
///   (``UniqueSpace/regexSpace(_:)``);
/// - fill: ``RecordFiller/drawRegex(_:rng:)``, taken inline by the quick draw
///   (``QuickDraw/Kind/regex``); it always gives text.
extension SeedParser {
    /// The pattern's text (compiled by the planner, which reports its mistakes in place).
    mutating func parseRegex(_ node: JSONNode, _ path: JSONPath) -> GeneratorKind? {
        text(node, for: "'regex'", path).map { .regex($0) }
    }
}

extension PlanBuilder {
    /// The compiled pattern, checked against the field.
    mutating func compileRegex(_ text: SourceText, spec: GeneratorSpec, for id: FieldID) -> Generator? {
        guard let regex = compilePattern(text) else { return nil }
        checkRegexAgainstField(regex, spec: spec, field: id)
        return .regex(regex)
    }

    /// `regex` fills text fields (and choices of text).
    mutating func checkRegexFits(spec: GeneratorSpec, field id: FieldID) {
        if ![.text, .choice].contains(fields[id].field.type) { rejectUnfit("regex", fits: "text", spec: spec, field: id) }
    }
}

extension DrawGuarantee {
    /// A string drawn from `p` is in the language of `p`, which the field's pattern `^p$` (or
    /// `p` itself) accepts whatever `p` is, alternatives included.
    static func regexHolds(_ pattern: RegexPattern, _ planned: some PlannedFieldParts) -> Bool {
        let c = planned.constraints
        guard planned.field.type == .text, planned.options == nil, c.mask == nil, c.minLength == nil, c.maxLength == nil,
            let text = c.patternText
        else { return false }
        return text == "^" + pattern.text + "$" || text == pattern.text
    }
}

extension UniqueSpace {
    /// The strings `pattern` generates, when they can be counted.
    static func regexSpace(_ pattern: RegexPattern) -> UniqueSpace? {
        pattern.valueSpace.map { _ in .regex(pattern) }
    }
}

extension RecordFiller {
    /// One `regex` draw.
    @inline(__always)
    static func drawRegex(_ pattern: RegexPattern, rng: inout SplitMix64) -> Value {
        .string(pattern.generate(using: &rng))
    }
}
