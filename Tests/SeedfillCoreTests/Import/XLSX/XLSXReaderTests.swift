import Foundation
import Testing

@testable import SeedfillCore

// Issue 19, item 6: each kind of cell, the workbook's sheet order, and located errors.
@Suite struct XLSXReaderTests {
    /// A workbook whose parts use a prefix, an absolute and a `..` target, a chart sheet, and
    /// sheets listed in another order than their parts.
    static let featureParts: [String: String] = {
        let type = XLSXWorkbookBuilder.relationshipType
        let strings = [
            "<t>type</t>",
            #"<r><rPr><b/></rPr><t xml:space="preserve">select_one </t></r><r><t>yes_no</t></r><rPh sb="0" eb="1"><t>ルビ</t></rPh>"#,
            "<t>a &amp; b&#10;c</t>",
        ]
        let survey = """
            <x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="C1" t="s"><x:v>1</x:v></x:c></x:row>
            <x:row r="3"><x:c t="inlineStr"><x:is><x:r><x:t>in</x:t></x:r><x:r><x:t>line</x:t></x:r></x:is></x:c><x:c t="b"><x:v>1</x:v></x:c>
            <x:c r="D3"><x:v>12.50</x:v></x:c></x:row>
            <x:row r="4"><x:c r="A4" t="str"><x:f>A1&amp;"x"</x:f><x:v>typex</x:v></x:c><x:c r="B4" t="e"><x:v>#N/A</x:v></x:c>
            <x:c r="C4"><x:f t="shared" ref="C4:C6" si="0">$A4+B$4*2</x:f><x:v>3</x:v></x:c><x:c r="D4" t="b"><x:f>FALSE()</x:f><x:v>0</x:v></x:c></x:row>
            <x:row r="5"><x:c r="C5"><x:f t="shared" si="0"/><x:v>4</x:v></x:c><x:c r="E5" s="1"/></x:row>
            <x:row r="6"><x:c r="C6"><x:f t="shared" si="0"/><x:v>5</x:v></x:c></x:row>
            <x:row r="7"><x:c r="A7" s="2" t="s"/><x:c r="B7" t="inlineStr"><x:is><x:t></x:t></x:is></x:c></x:row>
            """
        var parts = XLSXWorkbookBuilder.workbook([("unused", "")], strings: strings)
        parts["xl/workbook.xml"] = """
            <workbook \(XLSXWorkbookBuilder.namespaces)><sheets><sheet name="choices" sheetId="2" r:id="rId2"/>\
            <sheet name="chart" sheetId="3" r:id="rId3"/><sheet name="survey" sheetId="1" r:id="rId1"/></sheets></workbook>
            """
        parts["xl/_rels/workbook.xml.rels"] = """
            <Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">\
            <Relationship Id="rId1" Type="\(type)worksheet" Target="/xl/worksheets/sheet1.xml"/>\
            <Relationship Id="rId2" Type="\(type)worksheet" Target="worksheets/../worksheets/sheet2.xml"/>\
            <Relationship Id="rId3" Type="\(type)chartsheet" Target="chartsheets/sheet1.xml"/>\
            <Relationship Id="rIdS" Type="\(type)sharedStrings" Target="sharedStrings.xml"/></Relationships>
            """
        parts["xl/worksheets/sheet1.xml"] =
            #"<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>\#(survey)</x:sheetData></x:worksheet>"#
        parts["xl/worksheets/sheet2.xml"] =
            #"<worksheet \#(XLSXWorkbookBuilder.namespaces)><sheetData><row><c t="s"><v>2</v></c></row></sheetData></worksheet>"#
        return parts
    }()

    @Test func readsEveryKindOfCellInWorkbookOrder() throws {
        guard let bytes = try XLSXWorkbookBuilder.zip(Self.featureParts) else { return }
        let sheets = try XLSXReader.read(bytes: bytes, file: "book.xlsx")
        #expect(sheets.map(\.name) == ["choices", "survey"])
        #expect(sheets[0].texts == [["a & b\nc"]])
        let survey = sheets[1]
        #expect(
            survey.texts == [
                ["type", "", "select_one yes_no"],
                [],
                ["inline", "TRUE", "", "12.50"],
                ["typex", "#N/A", "3", "FALSE"],
                ["", "", "4"],
                ["", "", "5"],
            ])
        #expect(survey.rows[3].map(\.formula) == [#"A1&"x""#, nil, "$A4+B$4*2", "FALSE()"])
        #expect(survey.rows[4][2].formula == "$A5+B$4*2")
        #expect(survey.rows[5][2].writtenText == "=$A6+B$4*2")
        let cell = survey.rows[2][3]
        #expect((cell.row, cell.column, cell.reference) == (3, 4, "D3"))
        #expect(cell.location(file: "book.xlsx", sheet: "survey").description == "book.xlsx[survey]:3:4")
        #expect(survey.rows[4][0] == XLSXCell.empty(row: 5, column: 1))
    }

    @Test func movesTheReferencesOfASharedFormula() {
        let formula = #"A1+$B$2+B$3+$C4+SUM(A1:B2)&"A1"&'Sheet 1'!A1+LOG10(2)+Sheet2!B2+XFD1"#
        #expect(
            FormulaReferences.moved(formula, rows: 1, columns: 2)
                == #"C2+$B$2+D$3+$C5+SUM(C2:D3)&"A1"&'Sheet 1'!C2+LOG10(2)+Sheet2!D3+#REF!"#)
        #expect(FormulaReferences.moved("A2-1", rows: -1, columns: 0) == "A1-1")
        #expect(FormulaReferences.moved("A1-1", rows: -1, columns: 0) == "#REF!-1")
    }

    @Test(arguments: [("A1", 1, 1), ("C12", 12, 3), ("$AA$3", 3, 27), ("XFD1048576", 1_048_576, 16_384)])
    func readsCellReferences(_ reference: String, _ row: Int, _ column: Int) {
        let position = XLSXCell.position(of: Substring(reference))
        #expect(position?.row == row && position?.column == column)
        #expect(XLSXCell(text: "", formula: nil, row: row, column: column).reference == reference.replacingOccurrences(of: "$", with: ""))
    }

    @Test(arguments: ["", "A", "1", "A0", "A01", "XFE1", "A1048577", "A+1", "1A", "AAAA1", "A 1"])
    func refusesWhatIsNotACellReference(_ reference: String) {
        #expect(XLSXCell.position(of: Substring(reference)) == nil)
    }
}
