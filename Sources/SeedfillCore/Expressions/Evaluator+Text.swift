extension Builtin {
    /// `lower`, `upper`, `trim` or `translit`: one text in, one text out (`null` stays `null`).
    var isTextFunction: Bool {
        switch self {
        case .lower, .upper, .trim, .translit: return true
        default: return false
        }
    }
}

extension BoundNode {
    /// A text function's value outside a template: the result of a nested call such as
    /// `lower(translit(x))` is built in one buffer, so only the outer call makes a string.
    static func textCall(_ function: Builtin, _ argument: BoundNode, _ context: inout EvaluationContext) throws(EvaluationError)
        -> Value
    {
        guard case .call(let inner, _) = argument, inner.isTextFunction else {
            return try textFunction(function, try argument.evaluate(&context))
        }
        return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) { memory throws(EvaluationError) -> Value in
            var buffer = TextBuffer(memory)
            guard try writeTextCall(function, argument, into: &buffer, &context) else { return .null }
            return .string(buffer.makeString())
        }
    }

    /// Appends `function(argument)` to `buffer`; `false`, with nothing written, when it is `null`.
    ///
    /// The argument's text is written first and then rewritten in place (lower and upper case
    /// of ASCII text), or read from where it is stored (`translit` of a field). Errors are the
    /// ones evaluating the calls one by one gives, in the same order.
    static func writeTextCall(
        _ function: Builtin, _ argument: BoundNode, into buffer: inout TextBuffer, _ context: inout EvaluationContext
    ) throws(EvaluationError) -> Bool {
        let start = buffer.count
        if case .call(let inner, let arguments) = argument, inner.isTextFunction {
            guard try writeTextCall(inner, arguments[0], into: &buffer, &context) else { return false }
        } else {
            let value = try argument.evaluate(&context)
            guard case .string(let s) = value else {
                if value.isNull { return false }
                throw EvaluationError("'\(function.rawValue)' needs text, not \(value.typeName)")
            }
            if function == .translit {
                // Straight from the argument's bytes: nothing to rewrite afterwards.
                Transliteration.append(s, to: &buffer)
                return true
            }
            buffer.append(s)
        }
        rewrite(function, &buffer, from: start)
        return true
    }

    /// Applies a text function to the bytes of `buffer` from `start` on.
    static func rewrite(_ function: Builtin, _ buffer: inout TextBuffer, from start: Int) {
        switch function {
        case .lower, .upper:
            // ASCII text changes case byte by byte, exactly as `lowercased()` would change it;
            // other text goes through the Unicode rules of `String`.
            if caseASCII(buffer.bytes(from: start), upper: function == .upper) { return }
            let text = buffer.string(from: start)
            buffer.truncate(to: start)
            buffer.append(function == .upper ? text.uppercased() : text.lowercased())
        case .trim:
            let text = buffer.string(from: start)
            buffer.truncate(to: start)
            buffer.append(trimmed(text))
        case .translit:
            let text = buffer.string(from: start)
            buffer.truncate(to: start)
            Transliteration.append(text, to: &buffer)
        default:
            return
        }
    }

    /// Changes the case of ASCII `bytes` in place; `false` (bytes untouched) when any is not ASCII.
    ///
    /// Eight bytes at a time: a byte is a letter of the other case when adding the distance of
    /// its first and one-past-last letters from 0x80 sets the top bit of one sum only; no sum of
    /// ASCII bytes carries into the next byte.
    private static func caseASCII(_ bytes: UnsafeMutableBufferPointer<UInt8>, upper: Bool) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        let raw = UnsafeMutableRawPointer(base)
        let words = count / 8
        var any: UInt64 = 0
        for w in 0..<words { any |= raw.loadUnaligned(fromByteOffset: w * 8, as: UInt64.self) }
        for i in (words * 8)..<count { any |= UInt64(base[i]) }
        guard any & 0x8080_8080_8080_8080 == 0 else { return false }
        let first: UInt8 = upper ? UInt8(ascii: "a") : UInt8(ascii: "A")
        let fromFirst = 0x0101_0101_0101_0101 &* UInt64(0x80 &- first)
        let pastLast = 0x0101_0101_0101_0101 &* UInt64(0x80 &- (first &+ 26))
        for w in 0..<words {
            let word = raw.loadUnaligned(fromByteOffset: w * 8, as: UInt64.self)
            let letters = (word &+ fromFirst) & ~(word &+ pastLast) & 0x8080_8080_8080_8080
            raw.storeBytes(of: word ^ (letters >> 2), toByteOffset: w * 8, as: UInt64.self)
        }
        for i in (words * 8)..<count where base[i] &- first < 26 { base[i] ^= 0x20 }
        return true
    }

    /// Whether `slot` is inside the frames of `context` (else it reads as `null`).
    @inline(__always)
    static func holds(_ slot: Slot, _ context: borrowing EvaluationContext) -> Bool {
        slot.depth >= 0 && slot.depth < context.frames.count && slot.index >= 0
            && slot.index < context.frames[slot.depth].count
    }
}
