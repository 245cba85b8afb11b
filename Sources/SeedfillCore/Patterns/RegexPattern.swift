/// A `pattern` or `regex` in seedfill's subset: a validator with JSON Schema search semantics
/// and a generator of strings it accepts.
///
/// Supported: literals, `.`, classes `[a-z0-9_]` and `[^…]`, escapes `\d \w \s \D \W \S \t \n \r
/// \xHH \uHHHH` and `\` before punctuation, groups `( )` and `(?: )`, `|`, quantifiers
/// `? * + {n} {n,} {n,m}`, and anchors `^ $` at the start or end of the pattern or an alternative.
public struct RegexPattern: Sendable {
    /// The pattern as written.
    public let text: String
    /// The syntax tree.
    let root: RegexNode
    /// The NFA used for matching.
    let program: RegexProgram
    /// How many times generation repeats `*`, `+` and `{n,}` at most.
    public let maxRepeat: Int
    /// The numbering of generated strings, when they can be counted.
    let enumeration: RegexEnumeration?

    /// Parses `text`; `maxRepeat` caps unbounded repetitions when generating (not when matching).
    public static func parse(_ text: String, maxRepeat: Int = 8) -> Result<RegexPattern, PatternError> {
        var parser = RegexParser(text)
        do {
            let root = try parser.parse()
            try RegexParser.checkAnchors(root, before: false, after: false, repeated: false)
            guard let program = RegexProgram(root) else {
                return .failure(
                    PatternError(
                        "pattern is too large: its repetitions expand to more than \(RegexProgram.maxStates) states",
                        start: 0, length: parser.scalars.count, hint: "use smaller repetition counts"))
            }
            let cap = max(0, maxRepeat)
            return .success(
                RegexPattern(
                    text: text, root: root, program: program, maxRepeat: cap,
                    enumeration: RegexEnumeration(root, cap: cap)))
        } catch {
            return .failure(error)
        }
    }

    /// Whether some part of `value` matches (like JSON Schema `pattern`); `^` and `$` tie the
    /// match to the start and end of the whole value. Linear in the value's length.
    public func matches(_ value: String) -> Bool {
        program.search(value.unicodeScalars.map(\.value))
    }

    /// A string the pattern describes (and so one that ``matches(_:)`` accepts).
    public func generate(using rng: inout SplitMix64) -> String {
        var buffer: [UInt8] = []
        generate(using: &rng, into: &buffer)
        return String(decoding: buffer, as: UTF8.self)
    }

    /// Appends the UTF-8 of a generated string to `buffer`.
    ///
    /// Each choice is uniform: an alternative among the branches, a repeat count in
    /// `[min, max]` (or `[min, max(min, maxRepeat)]` when unbounded), a scalar in its class.
    public func generate(using rng: inout SplitMix64, into buffer: inout [UInt8]) {
        RegexPattern.generate(root, cap: maxRepeat, using: &rng, into: &buffer)
    }

    private static func generate(_ node: RegexNode, cap: Int, using rng: inout SplitMix64, into buffer: inout [UInt8]) {
        switch node {
        case .empty, .start, .end: return
        case .scalar(let regexClass): regexClass.generate.appendRandom(using: &rng, to: &buffer)
        case .concat(let parts):
            for part in parts { generate(part, cap: cap, using: &rng, into: &buffer) }
        case .alternation(let branches):
            generate(branches[Int(rng.below(UInt64(branches.count)))], cap: cap, using: &rng, into: &buffer)
        case .repetition(let body, let min, let max):
            let upper = RegexNode.upperCount(min, max, cap: cap)
            let times = min + Int(rng.below(UInt64(upper - min + 1)))
            for _ in 0..<times { generate(body, cap: cap, using: &rng, into: &buffer) }
        }
    }

    /// The fewest characters (Unicode scalars) of a string the pattern describes.
    public var minLength: Int { root.minLength }

    /// The most characters of a string the pattern describes; `nil` when unbounded (`+`, `*`, `{n,}`).
    public var maxLength: Int? { root.maxLength }

    /// The most characters a generated string can have (unbounded repetitions capped at ``maxRepeat``).
    public var generatedMaxLength: Int { root.generatedMaxLength(cap: maxRepeat) }

    /// The number of distinct strings ``generate(using:)`` can produce, when it can be counted
    /// exactly and fits in `UInt64`; `nil` otherwise (alternation, several variable-length parts).
    public var valueSpace: UInt64? { enumeration?.count }

    /// The `index`-th generated string: a bijection from `0..<valueSpace` onto them; `nil` when
    /// ``valueSpace`` is `nil`. Indexes beyond the space wrap around.
    public func value(at index: UInt64) -> String? {
        guard let enumeration else { return nil }
        var buffer: [UInt8] = []
        enumeration.append(index % enumeration.count, to: &buffer)
        return String(decoding: buffer, as: UTF8.self)
    }
}
