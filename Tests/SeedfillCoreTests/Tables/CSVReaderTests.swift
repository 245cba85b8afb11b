import Testing

@testable import SeedfillCore

/// Parses CSV text from a string.
private func csv(_ text: String) -> (table: CSVTable?, diagnostics: [Diagnostic]) {
    CSVReader.parse(Array(text.utf8), file: "data/t.csv")
}

/// The rendered diagnostics of a CSV text that should fail.
private func errors(_ bytes: [UInt8]) -> [String] {
    let (table, diagnostics) = CSVReader.parse(bytes, file: "data/t.csv")
    #expect(table == nil)
    return diagnostics.map(\.rendered)
}

@Suite struct CSVReaderTests {
    @Test func plainTableWithAndWithoutTrailingNewline() {
        for text in ["make,model,basePower\nLada,Vesta,106\nLada,Granta,90\n", "make,model,basePower\nLada,Vesta,106\nLada,Granta,90"] {
            let (table, diagnostics) = csv(text)
            #expect(diagnostics.isEmpty)
            #expect(
                table
                    == CSVTable(
                        header: ["make", "model", "basePower"], rows: [["Lada", "Vesta", "106"], ["Lada", "Granta", "90"]],
                        rowLines: [2, 3]))
        }
    }

    @Test func quotingCRLFAndBOM() {
        let text = "\u{FEFF}name,note\r\n\"Smith, J\",\"said \"\"hi\"\"\r\nthen left\"\r\n\"\",x\r\nМосква,\"\"\r\n"
        let (table, diagnostics) = csv(text)
        #expect(diagnostics.isEmpty)
        #expect(table?.header == ["name", "note"])
        #expect(table?.rows == [["Smith, J", "said \"hi\"\r\nthen left"], ["", "x"], ["Москва", ""]])
        #expect(table?.rowLines == [2, 4, 5])
    }

    @Test func blankLinesAreSkippedButQuotedEmptyIsAValue() {
        let (table, _) = csv("street\n\nул. Ленина\n\"\"\n\n")
        #expect(table?.rows == [["ул. Ленина"], [""]])
        #expect(table?.rowLines == [3, 4])
    }

    @Test func widthMismatchesAreAllReported() {
        #expect(
            errors(Array("a,b\n1,2\n1,2,3\n1\nx,y\n".utf8)) == [
                """
                data/t.csv:3:5: error: row 2 has 3 fields, the header has 2
                  hint: quote a value that contains a comma: "Moscow, Russia"
                """,
                """
                data/t.csv:4:1: error: row 3 has 1 field, the header has 2
                  hint: add the missing values; an empty value is nothing between two commas
                """,
            ])
    }

    @Test func rowSevenHasThreeFields() {
        let text = "a,b\n" + String(repeating: "1,2\n", count: 6) + "1,2,3\n"
        #expect(csv(text).diagnostics.map(\.message) == ["row 7 has 3 fields, the header has 2"])
        #expect(csv(text).diagnostics.first?.location == SourceLocation(file: "data/t.csv", line: 8, column: 5))
    }

    @Test func headerProblems() {
        #expect(
            errors(Array("make,,model,make\n".utf8)) == [
                """
                data/t.csv:1:6: error: column 2 of the header is empty
                  hint: every column needs a name
                """,
                """
                data/t.csv:1:13: error: duplicate column name 'make' (columns 1 and 4)
                  hint: rename one of the columns
                """,
            ])
    }

    @Test func quotingErrors() {
        #expect(
            errors(Array("a,b\n1,\"open\n2,3\n".utf8)) == [
                """
                data/t.csv:2:3: error: unclosed quote
                  hint: end the field with '"'; write a quote inside a quoted field as '""'
                """
            ])
        #expect(
            errors(Array("a\n5\" screen\n".utf8)) == [
                """
                data/t.csv:2:2: error: quote inside an unquoted field
                  hint: quote the whole field and double the quotes inside it: "5"" screen"
                """
            ])
        #expect(
            errors(Array("a,b\n\"x\"y,2\n".utf8)) == [
                """
                data/t.csv:2:4: error: unexpected text after a closing quote
                  hint: a quoted field ends at its closing quote; write a quote inside it as '""'
                """
            ])
    }

    @Test func emptyFiles() {
        let expected = [
            """
            data/t.csv:1:1: error: file is empty
              hint: a table needs a header row naming its columns, e.g. 'make,model'
            """
        ]
        #expect(errors([]) == expected)
        #expect(errors([0xEF, 0xBB, 0xBF]) == expected)
        #expect(errors(Array("\n\n".utf8)) == expected)
    }

    @Test func invalidUTF8() {
        #expect(
            errors(Array("city\nМосква\n".utf8) + [0x41, 0xFF, 0x0A]) == [
                """
                data/t.csv:3:2: error: invalid UTF-8 byte 0xFF
                  hint: save the file as UTF-8
                """
            ])
        #expect(errors(Array("a\nЖ".utf8) + [0xD0]).first?.hasPrefix("data/t.csv:2:2: error: invalid UTF-8 byte 0xD0") == true)
        #expect(errors([0x61, 0x0A, 0xED, 0xA0, 0x80]).first?.hasPrefix("data/t.csv:2:1: error: invalid UTF-8 byte 0xED") == true)
    }

    @Test func randomBytesNeverCrash() {
        var rng = SplitMix64(seed: 4)
        let alphabet: [UInt8] = [0x61, 0x2C, 0x22, 0x0A, 0x0D, 0xD0, 0x96, 0xFF, 0xEF, 0xBB, 0xBF]
        for _ in 0..<3_000 {
            let bytes = (0..<Int(rng.below(24))).map { _ in alphabet[Int(rng.below(UInt64(alphabet.count)))] }
            let (table, diagnostics) = CSVReader.parse(bytes, file: "f.csv")
            #expect((table == nil) != diagnostics.isEmpty)
            if let table { #expect(table.rows.allSatisfy { $0.count == table.header.count }) }
        }
    }
}
