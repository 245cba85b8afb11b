extension String {
    /// The text as a literal of seedfill's expressions, quoted and escaped as the expression
    /// lexer reads it back (`it's` → `'it\'s'`): how every importer writes a form's text
    /// into a condition or a computation.
    var expressionLiteral: String {
        "'" + replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
