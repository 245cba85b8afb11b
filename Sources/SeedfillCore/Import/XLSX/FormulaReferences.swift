/// Moving the cell references of a formula, as a spreadsheet does when a shared formula
/// (written once, used by a range of cells) is read in another cell of its range.
enum FormulaReferences {
    /// `formula` as it reads `rows` rows down and `columns` columns right of its master cell:
    /// each relative A1 reference moves (`B2` → `C3`), absolute parts (`$B$2`) stay; text in
    /// quotes (`"A1"`, `'Sheet 1'!`) and names (`LOG10(`) are left alone. A reference moved off
    /// the sheet becomes `#REF!`.
    static func moved(_ formula: String, rows: Int, columns: Int) -> String {
        guard rows != 0 || columns != 0 else { return formula }
        let characters = Array(formula)
        var out = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\"" || character == "'" {
                // A string or a quoted sheet name: copied to its closing quote (a doubled quote escapes).
                var end = index + 1
                while end < characters.count {
                    if characters[end] == character {
                        if end + 1 < characters.count, characters[end + 1] == character {
                            end += 2
                            continue
                        }
                        break
                    }
                    end += 1
                }
                end = min(end, characters.count - 1)
                out += String(characters[index...end])
                index = end + 1
                continue
            }
            let startsWord = index == 0 || !isNamePart(characters[index - 1])
            if startsWord, let (text, length) = reference(in: characters, at: index, rows: rows, columns: columns) {
                out += text
                index += length
                continue
            }
            out.append(character)
            index += 1
        }
        return out
    }

    /// The reference starting at `start`, moved, and its length in the formula; `nil` if no
    /// reference starts there.
    private static func reference(in characters: [Character], at start: Int, rows: Int, columns: Int) -> (String, Int)? {
        var index = start
        let columnAbsolute = characters[index] == "$"
        if columnAbsolute { index += 1 }
        let lettersStart = index
        while index < characters.count, index - lettersStart < 4, characters[index].isASCII, characters[index].isLetter { index += 1 }
        let letters = String(characters[lettersStart..<index])
        guard (1...3).contains(letters.count) else { return nil }
        let rowAbsolute = index < characters.count && characters[index] == "$"
        if rowAbsolute { index += 1 }
        let digitsStart = index
        while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1 }
        let digits = String(characters[digitsStart..<index])
        if index < characters.count, isNamePart(characters[index]) || characters[index] == "(" { return nil }
        guard let (row, column) = XLSXCell.position(of: Substring(letters + digits)) else { return nil }
        let newRow = rowAbsolute ? row : row + rows
        let newColumn = columnAbsolute ? column : column + columns
        guard (1...XLSXCell.maximumRow).contains(newRow), (1...XLSXCell.maximumColumn).contains(newColumn) else {
            return ("#REF!", index - start)
        }
        let text = (columnAbsolute ? "$" : "") + XLSXCell.columnName(newColumn) + (rowAbsolute ? "$" : "") + String(newRow)
        return (text, index - start)
    }

    /// Whether `character` can be part of a name or number, so a reference cannot start or end beside it.
    private static func isNamePart(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "." || character == "$"
    }
}
