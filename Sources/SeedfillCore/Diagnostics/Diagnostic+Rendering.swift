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
    public var rendered: String {
        var out = ""
        if let location {
            out += "\(location): "
        }
        out += "\(severity.rawValue): \(message)"
        if let path, !path.isEmpty {
            out += "\n  at: \(path)"
        }
        if let excerpt {
            let scalars = Array(excerpt.text.unicodeScalars)
            let start = max(0, min(excerpt.start, scalars.count))
            let length = max(1, min(excerpt.length, max(1, scalars.count - start)))
            out += "\n   | \(excerpt.text)"
            out += "\n   | " + String(repeating: " ", count: start) + String(repeating: "^", count: length)
        }
        if let hint {
            out += "\n  hint: \(hint)"
        }
        return out
    }
}

extension Sequence<Diagnostic> {
    /// All diagnostics rendered, one block per diagnostic, followed by a count line.
    public func renderedReport() -> String {
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
