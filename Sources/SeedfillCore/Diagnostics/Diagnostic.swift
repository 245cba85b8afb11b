/// One problem found in the inputs (or during a run), with everything needed to locate and fix it.
///
/// Loaders and checkers never print: they append diagnostics to a ``DiagnosticBag`` and the
/// command line renders them with ``Diagnostic/rendered``.
public struct Diagnostic: Error, Sendable, Hashable {
    /// How serious the problem is.
    public enum Severity: String, Sendable, Hashable {
        case error, warning, note
    }

    /// The expression (or pattern) text an error points into, with the offending range.
    public struct Excerpt: Sendable, Hashable {
        /// The whole source text of the expression, on one line.
        public var text: String
        /// Offset (in Unicode scalars) of the first offending character within `text`.
        public var start: Int
        /// Number of offending characters (at least 1 when rendered).
        public var length: Int

        /// Creates an excerpt.
        public init(text: String, start: Int, length: Int) {
            self.text = text
            self.start = start
            self.length = length
        }
    }

    /// Error, warning or note.
    public var severity: Severity
    /// What is wrong, in one sentence without a trailing period.
    public var message: String
    /// Where it is; `nil` for problems that belong to no file (a missing directory, say).
    public var location: SourceLocation?
    /// The JSON path of the offending value, e.g. `fields.insurant.birthDate` or `sections[0].fields[2]`.
    public var path: String?
    /// The expression or pattern text with the offending part, for a caret line.
    public var excerpt: Excerpt?
    /// What to try, e.g. `did you mean 'birthDate'?`.
    public var hint: String?

    /// Creates a diagnostic.
    public init(
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
    public static func error(
        _ message: String, at location: SourceLocation? = nil, path: String? = nil,
        excerpt: Excerpt? = nil, hint: String? = nil
    ) -> Diagnostic {
        Diagnostic(.error, message, at: location, path: path, excerpt: excerpt, hint: hint)
    }
}

extension Diagnostic: CustomStringConvertible {
    public var description: String { rendered }
}
