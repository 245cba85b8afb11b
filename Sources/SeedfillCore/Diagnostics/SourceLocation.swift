/// A position in an input file: 1-based line and column (columns count Unicode scalars).
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file as the user named it (relative to the working directory when possible).
    public package(set) var file: String
    /// 1-based line number.
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

    /// `FILE:LINE:COLUMN`.
    public var description: String { "\(file):\(line):\(column)" }
}
