extension String {
    /// The text without leading and trailing spaces and line breaks: a cell or an expression
    /// as a form's author meant it (both importers of spreadsheets and surveys read them so).
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
