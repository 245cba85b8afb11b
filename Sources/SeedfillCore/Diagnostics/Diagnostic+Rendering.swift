extension Diagnostic {
    /// The text shown to a user:
    ///
    /// ```
    /// Seeds/models/policy.json:12:30: error: unknown name 'birthdat'
    ///   at: sections[0].fields[4].min
    ///    | birthdat + 18y
    ///    | ^^^^^^^^
    ///   hint: did you mean 'birthDate'?
    /// ```
    package var rendered: String {
        var out = ""
        if let location {
            out += "\(location): "
        }
        out += "\(severity.rawValue): \(message)"
        if let path, !path.isEmpty {
            // A path names keys of the input, which may be long: cut like a quoted text.
            if let (shown, count) = Quoted.cut(path) {
                out += "\n  at: \(shown)… (\(CountText.grouped(UInt64(count))) characters)"
            } else {
                out += "\n  at: \(path)"
            }
        }
        if let excerpt {
            let scalars = Array(excerpt.text.unicodeScalars)
            let start = max(0, min(excerpt.start, scalars.count))
            var length = max(1, min(excerpt.length, max(1, scalars.count - start)))
            // A long expression is shown as a window around the caret, so a 10,000-character
            // input gives a readable message and not a screenful.
            let window = 100
            var shown = excerpt.text
            var caret = start
            if scalars.count > window {
                let from = max(0, min(start - window / 2, scalars.count - window))
                let to = min(scalars.count, from + window)
                var view = String.UnicodeScalarView(scalars[from..<to])
                caret = start - from
                if from > 0 {
                    view.insert("…", at: view.startIndex)
                    caret += 1
                }
                if to < scalars.count { view.append("…") }
                shown = String(view)
                length = max(1, min(length, to - start))
            }
            out += "\n   | \(shown)"
            out += "\n   | " + String(repeating: " ", count: caret) + String(repeating: "^", count: length)
        }
        if let hint {
            out += "\n  hint: \(hint)"
        }
        return out
    }
}

extension Sequence<Diagnostic> {
    /// All diagnostics rendered, one block per diagnostic, followed by a count line.
    package func renderedReport() -> String {
        var blocks: [String] = []
        var errors = 0
        var warnings = 0
        for diagnostic in self {
            blocks.append(diagnostic.rendered)
            switch diagnostic.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: break
            }
        }
        var summary: [String] = []
        if errors > 0 { summary.append(errors == 1 ? "1 error" : "\(errors) errors") }
        if warnings > 0 { summary.append(warnings == 1 ? "1 warning" : "\(warnings) warnings") }
        if !summary.isEmpty { blocks.append(summary.joined(separator: ", ")) }
        return blocks.joined(separator: "\n") + "\n"
    }
}
