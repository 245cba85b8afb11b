/// A problem in a mask or regex pattern, positioned in the text it was found in.
struct PatternError: Error, Sendable, Hashable {
    /// Which text the offsets point into.
    enum Subject: Sendable, Hashable {
        /// The mask or regex itself.
        case pattern
        /// The `maskLetters` string that goes with a mask.
        case maskLetters
    }

    /// What is wrong, in one sentence without a trailing period.
    var message: String
    /// Offset (in Unicode scalars) of the first offending character.
    var start: Int
    /// Number of offending characters.
    var length: Int
    /// What to try instead.
    var hint: String?
    /// Which text `start` and `length` refer to; pass that text to ``diagnostic(text:at:path:)``.
    var subject: Subject

    /// Creates an error.
    init(_ message: String, start: Int, length: Int = 1, hint: String? = nil, subject: Subject = .pattern) {
        self.message = message
        self.start = start
        self.length = length
        self.hint = hint
        self.subject = subject
    }
}

extension PatternError {
    /// The error as a diagnostic with a caret line under the offending part of `text`.
    ///
    /// `location` is where `text` begins in its file (the first character inside the JSON
    /// string's quotes); the diagnostic points `start` columns further on. Escapes in the JSON
    /// string can make the column drift; the caret line is always exact.
    func diagnostic(text: String, at location: SourceLocation?, path: String?) -> Diagnostic {
        .error(
            message, at: location?.advanced(by: start), path: path,
            excerpt: Diagnostic.Excerpt(text: text, start: start, length: length), hint: hint)
    }
}
