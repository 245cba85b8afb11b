/// An input mask such as `##?? ######` or `+7 (9##) ###-##-##`: `#` a digit, `?` a letter,
/// `*` a letter or digit, `\` escapes the next character, anything else stands for itself.
///
/// Every matching value has the same length, so a mask is both a validator and a generator, and
/// its values can be numbered (``value(at:)``) to draw unique values without coordination.
struct Mask: Sendable {
    /// One position of the mask.
    enum Token: Sendable, Hashable {
        case literal(UInt32)
        /// A position filled from `alphabets[index]`.
        case symbol(Int)
    }

    /// Everything compiled from the text, behind one reference (a copy retains one object).
    let compiled: Compiled

    /// The immutable compiled forms of a mask, built eagerly by ``parse(_:letters:)``.
    final class Compiled: Sendable {
        /// The mask as written.
        let text: String
        /// The positions, in order.
        let tokens: [Token]
        /// The alphabets the symbols draw from: digits, letters, letters-or-digits.
        let alphabets: [ScalarAlphabet]
        /// What each position accepts, as tables.
        let matcher: MaskMatcher
        /// The flattened generator.
        let generator: GenerationProgram
        /// ``generator``'s straight form, read here without copying the generator.
        let straight: StraightProgram?

        init(text: String, tokens: [Token], alphabets: [ScalarAlphabet]) {
            self.text = text
            self.tokens = tokens
            self.alphabets = alphabets
            matcher = MaskMatcher(tokens: tokens, alphabets: alphabets)
            generator = GenerationProgram(mask: tokens, alphabets: alphabets)
            straight = generator.straight
        }

        /// A uniformly drawn matching value. A method of the class, not of the copy of
        /// ``generator`` a caller would otherwise make for every value (and not inlined: in the
        /// filler's loop it would cost more than the call).
        @inline(never)
        func generate(using rng: inout SplitMix64) -> String {
            if let runs = straight?.runs { return runs.string(using: &rng) }
            return generator.string(using: &rng)
        }
    }

    /// The positions, in order.
    var tokens: [Token] { compiled.tokens }
    /// The alphabets the symbols draw from: digits, letters, letters-or-digits.
    var alphabets: [ScalarAlphabet] { compiled.alphabets }
    /// The mask as written.
    var text: String { compiled.text }
    /// The scalars each position accepts, in order.
    var positionSets: [ScalarSet] {
        tokens.map { token in
            switch token {
            case .literal(let scalar): return ScalarSet([scalar...scalar])
            case .symbol(let alphabet): return alphabets[alphabet].set
            }
        }
    }

    static let digitAlphabet = 0
    static let letterAlphabet = 1
    static let alphanumericAlphabet = 2

    /// Parses a mask; `letters` is the field's `maskLetters` (default A–Z).
    static func parse(_ text: String, letters: String? = nil) -> Result<Mask, PatternError> {
        let letterSet: ScalarSet
        switch validateLetters(letters) {
        case .success(let set): letterSet = set
        case .failure(let error): return .failure(error)
        }
        let scalars = Array(text.unicodeScalars)
        guard !scalars.isEmpty else {
            return .failure(
                PatternError(
                    "mask is empty", start: 0, length: 0,
                    hint: "use '#' for a digit, '?' for a letter, '*' for a letter or digit"))
        }
        var tokens: [Token] = []
        var i = 0
        while i < scalars.count {
            let scalar = scalars[i]
            switch scalar {
            case "#": tokens.append(.symbol(digitAlphabet))
            case "?": tokens.append(.symbol(letterAlphabet))
            case "*": tokens.append(.symbol(alphanumericAlphabet))
            case "\\":
                guard i + 1 < scalars.count else {
                    return .failure(
                        PatternError(
                            "mask ends with a lone backslash", start: i,
                            hint: "a backslash makes the next character literal; write '\\\\' for a backslash"))
                }
                i += 1
                tokens.append(.literal(scalars[i].value))
            default: tokens.append(.literal(scalar.value))
            }
            i += 1
        }
        let alphabets = [ScalarSet.digits, letterSet, letterSet.union(.digits)].compactMap(ScalarAlphabet.init)
        return .success(Mask(compiled: Compiled(text: text, tokens: tokens, alphabets: alphabets)))
    }

    /// Checks `maskLetters`: non-empty, letters only, no letter twice (a repeat would skew the draw).
    static func validateLetters(_ letters: String?) -> Result<ScalarSet, PatternError> {
        guard let letters else { return .success(.upperLatin) }
        let scalars = Array(letters.unicodeScalars)
        guard !scalars.isEmpty else {
            return .failure(
                PatternError(
                    "maskLetters is empty", start: 0, length: 0,
                    hint: "list the letters '?' may stand for, e.g. \"ABEKMHOPCTYX\"", subject: .maskLetters))
        }
        var seen = Set<UInt32>()
        for (offset, scalar) in scalars.enumerated() {
            guard scalar.properties.isAlphabetic else {
                return .failure(
                    PatternError(
                        "maskLetters may contain only letters, found '\(scalar.escaped(asASCII: false))'",
                        start: offset, hint: "'?' stands for a letter; use '*' for a letter or digit",
                        subject: .maskLetters))
            }
            guard seen.insert(scalar.value).inserted else {
                return .failure(
                    PatternError(
                        "maskLetters lists \(Quoted.single(scalar)) twice", start: offset,
                        hint: "list each letter once; every letter is drawn equally often", subject: .maskLetters))
            }
        }
        return .success(ScalarSet(scalarsOf: letters))
    }

    /// The number of characters (Unicode scalars) in every matching value.
    var length: Int { tokens.count }

    /// Whether `value` fits the mask.
    func matches(_ value: String) -> Bool {
        compiled.matcher.matches(value)
    }

    /// A uniformly drawn matching value.
    func generate(using rng: inout SplitMix64) -> String {
        compiled.generate(using: &rng)
    }

    /// Appends the UTF-8 of a uniformly drawn matching value to `buffer`.
    func generate(using rng: inout SplitMix64, into buffer: inout [UInt8]) {
        compiled.generator.run(using: &rng, into: &buffer)
    }

    /// The number of distinct matching values, or `nil` when it exceeds `UInt64.max`.
    var valueSpace: UInt64? {
        var space: UInt64? = 1
        for case .symbol(let alphabet) in tokens {
            space = SpaceMath.multiply(space, alphabets[alphabet].count)
        }
        return space
    }

    /// The `index`-th matching value: a bijection from `0..<valueSpace` onto the matching values
    /// (mixed radix, last symbol least significant). Indexes beyond the space wrap around.
    /// Both the digits and the text are formatted on the stack: the only allocation is the
    /// string's own, for a value of more than 15 bytes (drawn once per unique value).
    func value(at index: UInt64) -> String {
        let tokens = self.tokens
        let alphabets = self.alphabets
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: tokens.count) { digits in
            var rest = index
            for position in tokens.indices.reversed() {
                guard case .symbol(let alphabet) = tokens[position] else { continue }
                let radix = alphabets[alphabet].count
                digits.initializeElement(at: position, to: rest % radix)
                rest /= radix
            }
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4 * tokens.count + 1) { bytes in
                var sink = PointerSink(bytes.baseAddress!)
                for position in tokens.indices {
                    switch tokens[position] {
                    case .literal(let literal): sink.appendScalar(literal)
                    case .symbol(let alphabet): alphabets[alphabet].append(at: digits[position], to: &sink)
                    }
                }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<sink.count]), as: UTF8.self)
            }
        }
    }
}
