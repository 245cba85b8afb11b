/// `replace(text, from, to)` and `regexReplace(text, pattern, with)`: every occurrence (every
/// match) replaced, as JavaScript's `replaceAll` and a `g`-flagged `replace` do; `null` in any
/// argument gives `null`.
extension BoundNode {
    /// `text` with every occurrence of `from` replaced by `to`, left to right without overlap.
    /// Texts compare scalar by scalar; an empty `from` matches between every two scalars and
    /// at both ends (`replace('ab', '', '-')` is `-a-b-`), as `replaceAll` does.
    static func replace(_ text: Value, _ from: Value, _ to: Value) throws(EvaluationError) -> Value {
        guard let text = try self.text(text, .replace), let from = try self.text(from, .replace), let to = try self.text(to, .replace)
        else { return .null }
        let source = Array(text.unicodeScalars)
        let needle = Array(from.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        if needle.isEmpty {
            for scalar in source {
                out.append(contentsOf: to.unicodeScalars)
                out.append(scalar)
            }
            out.append(contentsOf: to.unicodeScalars)
            return .string(String(out))
        }
        while i < source.count {
            if source[i] == needle[0], i + needle.count <= source.count, source[i..<(i + needle.count)].elementsEqual(needle) {
                out.append(contentsOf: to.unicodeScalars)
                i += needle.count
            } else {
                out.append(source[i])
                i += 1
            }
        }
        return .string(String(out))
    }

    /// `text` with every match of `pattern` replaced by `replacement` as written (see
    /// ``RegexPattern/replacingMatches(in:with:)``).
    static func regexReplace(_ text: Value, _ pattern: RegexPattern, _ replacement: Value) throws(EvaluationError) -> Value {
        guard let text = try self.text(text, .regexReplace), let replacement = try self.text(replacement, .regexReplace) else {
            return .null
        }
        return .string(pattern.replacingMatches(in: text, with: replacement))
    }

    /// `regexReplace` whose pattern is not a text literal: compiled for this call.
    static func regexReplace(_ text: Value, source: Value, _ replacement: Value) throws(EvaluationError) -> Value {
        guard let source = try self.text(source, .regexReplace) else { return .null }
        switch RegexPattern.parse(source, buildDFA: false, lookahead: false) {
        case .success(let pattern): return try regexReplace(text, pattern, replacement)
        case .failure(let error): throw EvaluationError("'regexReplace': invalid pattern \(Quoted.single(source)): \(error.message)")
        }
    }
}
