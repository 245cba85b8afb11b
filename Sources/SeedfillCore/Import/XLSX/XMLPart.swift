/// An XML part of a workbook being read: the scanner, the part's name for messages, and the
/// reading of rich text that shared and inline strings share.
struct XMLPart {
    /// The scanner over the part.
    var scanner: XMLScanner
    /// The part as messages name it: `form.xlsx[xl/sharedStrings.xml]`.
    let name: String

    /// The next event; malformed XML is a located diagnostic.
    mutating func next() throws(Diagnostic) -> XMLScanner.Event? {
        do {
            return try scanner.next()
        } catch {
            throw located(error.message, offset: error.offset)
        }
    }

    /// The text of the element just started (`<si>` or `<is>`): its `<t>` texts, from plain
    /// and rich-text runs (`<r><t>`), joined; phonetic runs (`<rPh>`) are left out, as
    /// spreadsheet programs show them only as ruby.
    mutating func richText() throws(Diagnostic) -> String {
        var text = ""
        var depth = 1
        var inText = false
        while depth > 0, let event = try next() {
            switch event {
            case .start(let element):
                if element.name == "rPh" {
                    do { try scanner.skipElement() } catch { throw located(error.message, offset: error.offset) }
                    continue
                }
                depth += 1
                inText = element.name == "t"
            case .end:
                depth -= 1
                inText = false
            case .text(let chunk):
                if inText { text += chunk }
            }
        }
        return text
    }

    /// A diagnostic at the start of the last tag read.
    func error(_ message: String) -> Diagnostic { located(message, offset: scanner.tagStart) }

    /// A diagnostic at byte `offset` of the part.
    func located(_ message: String, offset: Int) -> Diagnostic {
        let (line, column) = scanner.lineAndColumn(of: offset)
        return Diagnostic.error(
            message, at: SourceLocation(file: name, line: line, column: column), hint: XLSXReader.damagedHint)
    }
}
