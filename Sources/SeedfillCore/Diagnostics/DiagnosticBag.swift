/// Collects diagnostics so that a stage can report every problem at once instead of the first.
public struct DiagnosticBag: Sendable {
    /// Everything collected so far, in the order it was found.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Creates an empty bag.
    public init() {}

    /// Whether any collected diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The number of errors collected.
    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }

    /// Adds one diagnostic.
    public mutating func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Adds several diagnostics.
    public mutating func append(contentsOf other: some Sequence<Diagnostic>) {
        diagnostics.append(contentsOf: other)
    }

    /// Adds an error.
    public mutating func error(
        _ message: String, at location: SourceLocation? = nil, path: String? = nil,
        excerpt: Diagnostic.Excerpt? = nil, hint: String? = nil
    ) {
        append(.error(message, at: location, path: path, excerpt: excerpt, hint: hint))
    }
}

/// Thrown by a stage that stopped because its inputs had errors; carries all of them.
public struct DiagnosticsError: Error, Sendable {
    /// The problems found, in order.
    public var diagnostics: [Diagnostic]

    /// Creates the error.
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
}
