/// A position in an input file: 1-based line and column (columns count Unicode scalars).
///
/// A problem in a model declared in Swift (``QuestionnaireModel``) is located at the
/// declaration instead: `file` names it (`DocumentCell.number`), and `line` and `column` are 0.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file as the user named it (relative to the working directory when possible).
    public package(set) var file: String
    /// 1-based line number; 0 for a declaration in Swift, which has none.
    public package(set) var line: Int
    /// 1-based column, in Unicode scalars.
    public package(set) var column: Int

    /// Creates a location.
    init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// A location `offset` columns to the right on the same line.
    func advanced(by offset: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + offset)
    }

    /// `FILE:LINE:COLUMN`, or `FILE` alone for a declaration in Swift (line 0).
    public var description: String { line == 0 ? file : "\(file):\(line):\(column)" }
}
