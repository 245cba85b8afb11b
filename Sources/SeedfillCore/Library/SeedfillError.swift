/// Why a library call failed: the located messages `seedfill` itself would print.
///
/// Loading a project throws the diagnostics `seedfill check` prints for it (errors and the
/// warnings around them); compiling, filling and validating throw the error the matching
/// command would report. ``description`` renders them the way `check` does, one block per
/// diagnostic and a count line, so a failed test shows exactly what the command line would.
public struct SeedfillError: Error, Sendable, CustomStringConvertible {
    /// The problems, in the order `seedfill` reports them.
    public let diagnostics: [Diagnostic]

    /// An error carrying `diagnostics`.
    init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// An error of one diagnostic.
    init(_ diagnostic: Diagnostic) {
        self.diagnostics = [diagnostic]
    }

    /// The diagnostics rendered as `seedfill check` prints them, ending with a count line.
    public var description: String { diagnostics.renderedReport() }
}
