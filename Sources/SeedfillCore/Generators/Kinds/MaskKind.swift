/// `mask`: a string matching a mask (`{"mask": "## ## ######"}`, with `maskLetters` to choose
/// the letters of `?`), for text fields.
///
/// Its parts, in the order a run meets them:
/// - seed: ``SeedParser/parseMask(_:letters:objectPath:)``, the mask and its sibling
///   `maskLetters` (``GeneratorKeys/siblings``);
/// - plan: ``PlanBuilder/compileMaskKind(_:letters:spec:for:)`` compiles it (``Mask``) and checks
///   its length and the field's pattern against it; ``PlanBuilder/checkMaskFits(spec:field:)``:
///   text fields;
/// - guarantee: ``DrawGuarantee/maskHolds(_:_:)``: the field's own mask, within its lengths;
/// - unique: every string it matches, numbered (``UniqueSpace/mask(_:)``);
/// - fill: ``RecordFiller/drawMask(_:rng:)``, taken inline by the quick draw
///   (``QuickDraw/Kind/mask``) and by a `when` branch; it always gives text.
extension SeedParser {
    /// The mask's text, and its `maskLetters` sibling when there is one.
    mutating func parseMask(_ node: JSONNode, letters: JSONMember?, objectPath: JSONPath) -> GeneratorKind? {
        let letters = letters.flatMap { text($0.value, for: "'maskLetters'", objectPath.appending("maskLetters")) }
        return text(node, for: "'mask'", objectPath.appending("mask")).map { .mask($0, letters: letters) }
    }
}

extension PlanBuilder {
    /// The compiled mask, its length checked against the field's and its strings against the
    /// field's pattern.
    mutating func compileMaskKind(_ text: SourceText, letters: SourceText?, spec: GeneratorSpec, for id: FieldID) -> Generator? {
        guard let mask = compileMask(text, letters: letters) else { return nil }
        checkLength(mask.length, of: "mask \(Quoted.single(text.text))", spec: spec, field: id)
        checkMaskAgainstPattern(mask, text: text.text, spec: spec, field: id)
        return .mask(mask)
    }

    /// `mask` fills text fields (and choices of text).
    mutating func checkMaskFits(spec: GeneratorSpec, field id: FieldID) {
        if ![.text, .choice].contains(fields[id].field.type) { rejectUnfit("mask", fits: "text", spec: spec, field: id) }
    }
}

extension DrawGuarantee {
    /// The field's own mask: the same positions with the same alphabets (a seed's
    /// `maskLetters` may differ), within the field's lengths, and nothing else to meet.
    static func maskHolds(_ mask: Mask, _ planned: some PlannedFieldParts) -> Bool {
        let c = planned.constraints
        guard planned.field.type == .text, planned.options == nil, c.pattern == nil, let fieldMask = c.mask,
            fieldMask.tokens == mask.tokens, fieldMask.alphabets.map(\.set) == mask.alphabets.map(\.set)
        else { return false }
        return (c.minLength ?? 0) <= mask.length && (c.maxLength ?? .max) >= mask.length
    }
}

extension RecordFiller {
    /// One `mask` draw.
    @inline(__always)
    static func drawMask(_ mask: Mask, rng: inout SplitMix64) -> Value {
        .string(mask.generate(using: &rng))
    }
}
