/// Telling a problem found in a declared model's JSON against its Swift declaration.
extension QuestionnaireModel {
    /// `diagnostic` told against the declaration when it is located in the model's text: at
    /// the section or cell (`DocumentCell.number`, no line), with the Swift property as its
    /// path (`hiddenWhen`, `rules[0].when`, `cellType.mask`) and a `hiddenWhen`'s own text in
    /// its excerpt. Any other diagnostic is returned as it is.
    func told(_ diagnostic: Diagnostic) -> Diagnostic {
        Self.told(diagnostic, file: file, origins: origins)
    }

    /// ``told(_:)`` for a model whose text is named `file`, with `origins`.
    static func told(_ diagnostic: Diagnostic, file: String, origins: [DeclaredOrigin]) -> Diagnostic {
        guard let location = diagnostic.location, location.file == file, let origin = origin(at: location.line, in: origins) else {
            return diagnostic
        }
        var told = diagnostic
        told.hint = diagnostic.hint.map { retold($0, file: file, origins: origins) }
        told.location = DeclaredModelWriter.location(of: origin.owner)
        told.path = diagnostic.path.flatMap(origin.swiftPath(of:))
        if origin.hidden, told.path == "hiddenWhen" {
            told.message = told.message.replacingOccurrences(of: "'visibleWhen'", with: "'hiddenWhen'")
            if var excerpt = told.excerpt, excerpt.text.hasPrefix(DeclaredModelWriter.negationPrefix), excerpt.text.hasSuffix(")") {
                let prefix = DeclaredModelWriter.negationPrefix.unicodeScalars.count
                excerpt.text = String(excerpt.text.dropFirst(prefix).dropLast())
                let count = excerpt.text.unicodeScalars.count
                excerpt.start = min(max(0, excerpt.start - prefix), max(0, count - 1))
                excerpt.length = max(1, min(excerpt.length, count - excerpt.start))
                told.excerpt = excerpt
            }
        }
        return told
    }

    /// The innermost object of the text on `line`; the model's for a line outside every other.
    static func origin(at line: Int, in origins: [DeclaredOrigin]) -> DeclaredOrigin? {
        origins.filter { $0.lines.contains(line) }.min { $0.lines.count < $1.lines.count } ?? origins.first
    }

    /// `hint` with the places in the text it gives (`first declared at 12:9`) told as the
    /// declarations there (`first declared in DocumentCell.number`).
    static func retold(_ hint: String, file: String, origins: [DeclaredOrigin]) -> String {
        var out = ""
        var rest = Substring(hint)
        while let range = rest.range(of: " at ") {
            out += rest[..<range.lowerBound]
            var after = rest[range.upperBound...]
            let digits = after.prefix { $0.isNumber }
            after = after.dropFirst(digits.count)
            guard let line = Int(digits), after.first == ":", let origin = origin(at: line, in: origins) else {
                out += " at " + digits
                rest = after
                continue
            }
            after = after.dropFirst().drop { $0.isNumber }
            out += " in \(origin.owner)"
            rest = after
        }
        return out + rest
    }
}
