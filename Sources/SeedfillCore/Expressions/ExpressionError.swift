/// A problem in an expression or template: what, where (scalar offsets into its text) and a hint.
struct ExpressionError: Error, Sendable, Hashable {
    /// What is wrong, in one sentence without a trailing period.
    var message: String
    /// Offset (in Unicode scalars) of the offending part.
    var start: Int
    /// Length (in Unicode scalars) of the offending part.
    var length: Int
    /// What to try, e.g. `use '==' to compare`.
    var hint: String?

    /// Creates an error.
    init(_ message: String, start: Int, length: Int, hint: String? = nil) {
        self.message = message
        self.start = start
        self.length = length
        self.hint = hint
    }

    /// Creates an error at a source range.
    init(_ message: String, at range: SourceRange, hint: String? = nil) {
        self.init(message, start: range.start, length: range.length, hint: hint)
    }

    /// A diagnostic with a caret excerpt of `text`; when `location` is where the expression's
    /// first character is, the diagnostic points at the offending column.
    func diagnostic(text: String, at location: SourceLocation?, path: String?) -> Diagnostic {
        Diagnostic.error(
            message, at: location?.advanced(by: start), path: path,
            excerpt: Diagnostic.Excerpt(text: text, start: start, length: length), hint: hint)
    }

    /// The same error moved `offset` scalars to the right (for expressions inside templates).
    func shifted(by offset: Int) -> ExpressionError {
        ExpressionError(message, start: start + offset, length: length, hint: hint)
    }
}

/// A failure while evaluating a bound expression (a type mismatch that could not be seen when
/// binding, an overflow, a date out of range, division by zero).
struct EvaluationError: Error, Sendable, Hashable {
    /// What went wrong, in one sentence without a trailing period.
    var message: String

    /// Creates an error.
    init(_ message: String) { self.message = message }
}
