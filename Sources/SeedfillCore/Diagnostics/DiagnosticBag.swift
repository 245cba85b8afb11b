/// Collects diagnostics so that a stage can report every problem at once instead of the first.
struct DiagnosticBag: Sendable {
    /// Everything collected so far, in the order it was found.
    private(set) var diagnostics: [Diagnostic] = []

    /// Creates an empty bag.
    init() {}

    /// Whether any collected diagnostic is an error.
    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The number of errors collected.
    var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }

    /// Adds one diagnostic.
    mutating func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Adds several diagnostics.
    mutating func append(contentsOf other: some Sequence<Diagnostic>) {
        diagnostics.append(contentsOf: other)
    }

    /// Adds an error.
    mutating func error(
        _ message: String, at location: SourceLocation? = nil, path: String? = nil,
        excerpt: Diagnostic.Excerpt? = nil, hint: String? = nil
    ) {
        append(.error(message, at: location, path: path, excerpt: excerpt, hint: hint))
    }
}

/// Thrown by a stage that stopped because its inputs had errors; carries all of them.
struct DiagnosticsError: Error, Sendable {
    /// The problems found, in order.
    var diagnostics: [Diagnostic]

    /// Creates the error.
    init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
}
