/// One problem found in the inputs (or during a run), with everything needed to locate and fix it.
///
/// Loaders and checkers never print: they collect diagnostics, and the command line (or a
/// test, through ``description``) renders them as `FILE:LINE:COLUMN: error: MESSAGE`, then the
/// JSON path, the offending expression with a caret line, and a hint.
public struct Diagnostic: Error, Sendable, Hashable {
    /// How serious the problem is.
    public enum Severity: String, Sendable, Hashable {
        /// The input is wrong: `check` fails and nothing is generated.
        case error
        /// Probably a mistake, but the project still works.
        case warning
        /// Something worth knowing about the output.
        case note
    }

    /// The expression (or pattern) text an error points into, with the offending range.
    package struct Excerpt: Sendable, Hashable {
        /// The whole source text of the expression, on one line.
        var text: String
        /// Offset (in Unicode scalars) of the first offending character within `text`.
        var start: Int
        /// Number of offending characters (at least 1 when rendered).
        var length: Int

        /// Creates an excerpt.
        init(text: String, start: Int, length: Int) {
            self.text = text
            self.start = start
            self.length = length
        }
    }

    /// Error, warning or note.
    public package(set) var severity: Severity
    /// What is wrong, in one sentence without a trailing period.
    public package(set) var message: String
    /// Where it is; `nil` for problems that belong to no file (a missing directory, say).
    public package(set) var location: SourceLocation?
    /// The JSON path of the offending value, e.g. `fields.insurant.birthDate` or `sections[0].fields[2]`.
    public package(set) var path: String?
    /// The expression or pattern text with the offending part, for a caret line.
    var excerpt: Excerpt?
    /// What to try, e.g. `did you mean 'birthDate'?`.
    public package(set) var hint: String?

    /// Creates a diagnostic.
    init(
        _ severity: Severity = .error, _ message: String, at location: SourceLocation? = nil,
        path: String? = nil, excerpt: Excerpt? = nil, hint: String? = nil
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.path = path
        self.excerpt = excerpt
        self.hint = hint
    }

    /// Shorthand for an error diagnostic.
    package static func error(
        _ message: String, at location: SourceLocation? = nil, path: String? = nil,
        excerpt: Excerpt? = nil, hint: String? = nil
    ) -> Diagnostic {
        Diagnostic(.error, message, at: location, path: path, excerpt: excerpt, hint: hint)
    }
}

extension Diagnostic: CustomStringConvertible {
    /// The diagnostic as `seedfill` prints it: `FILE:LINE:COLUMN: error: MESSAGE`, then its
    /// JSON path, the offending expression with a caret line, and its hint, each on a line.
    public var description: String { rendered }
}
