import Foundation
import Testing

@testable import SeedfillCore

// Issue 19, item 6: a damaged workbook is one located error that says what is wrong.
@Suite struct XLSXReaderErrorTests {
    /// The columns of a sheet part before its `<sheetData>`'s content.
    static let prefix = "<worksheet \(XLSXWorkbookBuilder.namespaces)><sheetData>".count

    static let hint = "\n  hint: " + XLSXReader.damagedHint

    /// A one-sheet workbook `survey` whose `<sheetData>` is `data`.
    static func survey(_ data: String) -> [String: String] {
        XLSXWorkbookBuilder.workbook([("survey", data)], strings: ["<t>type</t>", "<t>name</t>"])
    }

    @Test(arguments: [
        (
            #"<row r="2"><c r="C2" t="s"><v>9</v></c></row>"#,
            "book.xlsx[survey]:2:3: error: cell C2 refers to shared string '9', but the workbook has 2"
        ),
        (
            #"<row r="1"><c r="A1" t="b"><v>yes</v></c></row>"#,
            "book.xlsx[survey]:1:1: error: cell A1 is a boolean whose value 'yes' is neither 1 nor 0"
        ),
        (
            #"<row r="1"><c r="B1" t="date"><v>1</v></c></row>"#,
            "book.xlsx[survey]:1:2: error: cell B1 has the unknown type 'date'"
        ),
        (
            #"<row r="1"><c r="A0"><v>1</v></c></row>"#,
            "book.xlsx[xl/worksheets/sheet1.xml]:1:\(prefix + 12): error: the cell reference 'A0' is not a cell of a worksheet (A1 to XFD1048576)"
        ),
        (
            #"<row r="x"/>"#,
            "book.xlsx[xl/worksheets/sheet1.xml]:1:\(prefix + 1): error: the row number 'x' is not a number from 1 to 1048576"
        ),
        (
            #"<row r="1"><c r="A1"><v>1</v></row>"#,
            "book.xlsx[xl/worksheets/sheet1.xml]:1:\(prefix + 30): error: the end tag </row> does not match <c>"
        ),
    ])
    func aBadCellIsLocated(_ data: String, _ expected: String) throws {
        guard let error = try XLSXWorkbookBuilder.error(Self.survey(data)) else { return }
        #expect(error == expected + Self.hint)
    }

    @Test func aMissingPartIsNamed() throws {
        var parts = Self.survey("")
        parts["xl/worksheets/sheet1.xml"] = nil
        #expect(
            try XLSXWorkbookBuilder.error(parts).map { $0 } ?? "" == "book.xlsx: error: the workbook has no part 'xl/worksheets/sheet1.xml'"
                + Self.hint)
        parts = Self.survey("")
        parts["xl/_rels/workbook.xml.rels"] = nil
        let unrelated = try XLSXWorkbookBuilder.error(parts)
        #expect(
            unrelated == nil
                || unrelated == "book.xlsx: error: the workbook lists sheet 'survey' as 'rId1', which its relationships do not define"
                    + Self.hint
        )
    }

    @Test func aFileThatIsNotAZipIsNamed() throws {
        #expect(throws: Diagnostic.self) { try XLSXReader.read(bytes: Array("type,name\n".utf8), file: "form.xlsx") }
        do {
            _ = try XLSXReader.read(bytes: Array("type,name\n".utf8), file: "form.xlsx")
        } catch {
            #expect(
                error.description
                    == "form.xlsx: error: not a readable .xlsx: the file is too short to be a zip archive (10 bytes)" + Self.hint)
        }
        do {
            _ = try XLSXReader.read(file: "/nonexistent/form.xlsx")
            Issue.record("a missing file was read")
        } catch {
            #expect(error.description == "error: cannot read the file\n  hint: check that '/nonexistent/form.xlsx' exists and is readable")
        }
    }

    @Test func aSheetTooLargeToHoldIsRefused() throws {
        // Each row adds 16,384 cells: the 306th passes five million.
        let data = (1...400).map { #"<row r="\#($0)"><c r="XFD\#($0)"><v>1</v></c></row>"# }.joined()
        guard let error = try XLSXWorkbookBuilder.error(Self.survey(data)) else { return }
        #expect(
            error
                == "book.xlsx[survey]:306:16384: error: the workbook has more than 5000000 cells (counting empty ones before filled ones) up to XFD306\n  hint: delete what lies beyond the form's rows and columns"
        )
    }

    @Test func theCellLimitHoldsForTheWholeWorkbook() throws {
        // 200 rows of 16,385 cells in the first sheet leave room for 105 such rows in the second.
        let data = (1...200).map { #"<row r="\#($0)"><c r="XFD\#($0)"><v>1</v></c></row>"# }.joined()
        let parts = XLSXWorkbookBuilder.workbook([("first", data), ("second", data)])
        guard let error = try XLSXWorkbookBuilder.error(parts) else { return }
        #expect(error.hasPrefix("book.xlsx[second]:106:16384: error: the workbook has more than 5000000 cells"))
    }

    @Test func thePartsReadTogetherAreBounded() throws {
        guard var bytes = try XLSXWorkbookBuilder.zip(Self.survey("")) else { return }
        // The sheet, read after the workbook, its relationships and its strings, says it is as
        // large as an entry may be: with those, the parts would pass the bound.
        let record = try ZipArchiveTests.directoryRecord("xl/worksheets/sheet1.xml", in: bytes)
        let size = UInt32(ZipArchive.maximumEntrySize)
        bytes.replaceSubrange(record + 24..<record + 28, with: (0..<4).map { UInt8(truncatingIfNeeded: size >> (8 * $0)) })
        #expect(throws: Diagnostic.self) { try XLSXReader.read(bytes: bytes, file: "book.xlsx") }
        do {
            _ = try XLSXReader.read(bytes: bytes, file: "book.xlsx")
        } catch {
            #expect(error.message == "the workbook's parts decompress to more than 209715200 bytes")
        }
    }
}
