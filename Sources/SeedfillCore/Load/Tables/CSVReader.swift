/// Reads RFC 4180 CSV: a header row, quoted fields with `""` escapes and embedded commas and
/// line breaks, CRLF or LF line ends, an optional UTF-8 byte order mark and an optional final
/// line break. Completely empty lines are skipped (write `""` for a one-column empty value).
///
/// Width mismatches and header problems are all reported; a quoting error stops the read, since
/// everything after it would be misread.
enum CSVReader {
    /// Parses `bytes`; `file` names the file in diagnostics. The table is `nil` when there are errors.
    static func parse(_ bytes: [UInt8], file: String) -> (table: CSVTable?, diagnostics: [Diagnostic]) {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        var scanner = CSVScanner(bytes: body, file: file)
        if let bad = CSVScanner.firstInvalidUTF8(in: body) {
            let hex = String(body[bad], radix: 16, uppercase: true)
            return (
                nil,
                [
                    .error(
                        "invalid UTF-8 byte 0x\(hex.count == 1 ? "0" + hex : hex)", at: scanner.location(of: bad),
                        hint: "save the file as UTF-8")
                ]
            )
        }
        var records: [CSVScanner.Record] = []
        do {
            while let record = try scanner.nextRecord() {
                if record.fields == [""], !record.quoted { continue }
                records.append(record)
            }
        } catch {
            return (nil, [error])
        }
        guard let headerRecord = records.first else {
            return (
                nil,
                [
                    .error(
                        "file is empty", at: SourceLocation(file: file, line: 1, column: 1),
                        hint: "a table needs a header row naming its columns, e.g. 'make,model'")
                ]
            )
        }
        var diagnostics = checkHeader(headerRecord, scanner: scanner)
        let header = headerRecord.fields
        var rows: [[String]] = []
        var rowLines: [Int] = []
        for (number, record) in records.dropFirst().enumerated() {
            let count = record.fields.count
            if count != header.count {
                let fields = count == 1 ? "1 field" : "\(count) fields"
                let offset = count > header.count ? record.fieldOffsets[header.count] : record.offset
                diagnostics.append(
                    .error(
                        "row \(number + 1) has \(fields), the header has \(header.count)",
                        at: scanner.location(of: offset),
                        hint: count > header.count
                            ? "quote a value that contains a comma: \"Moscow, Russia\""
                            : "add the missing values; an empty value is nothing between two commas"))
                continue
            }
            rows.append(record.fields)
            rowLines.append(record.line)
        }
        guard diagnostics.isEmpty else { return (nil, diagnostics) }
        return (CSVTable(header: header, rows: rows, rowLines: rowLines), [])
    }

    /// Empty and duplicate column names.
    static func checkHeader(_ record: CSVScanner.Record, scanner: CSVScanner) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var firstColumn: [String: Int] = [:]
        for (index, name) in record.fields.enumerated() {
            let location = scanner.location(of: record.fieldOffsets[index])
            if name.isEmpty {
                diagnostics.append(
                    .error(
                        "column \(index + 1) of the header is empty", at: location,
                        hint: "every column needs a name"))
            } else if let first = firstColumn[name] {
                diagnostics.append(
                    .error(
                        "duplicate column name \(Quoted.single(name)) (columns \(first + 1) and \(index + 1))", at: location,
                        hint: "rename one of the columns"))
            } else {
                firstColumn[name] = index
            }
        }
        return diagnostics
    }
}
