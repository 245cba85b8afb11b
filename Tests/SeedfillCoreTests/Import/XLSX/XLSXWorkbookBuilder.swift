import Foundation

@testable import SeedfillCore

/// Small workbooks made at test time: XML parts written here, zipped by Python's zipfile.
enum XLSXWorkbookBuilder {
    /// Zips `parts` (path → XML text), deflated; `nil` when python3 is missing.
    static func zip(_ parts: [String: String]) throws -> [UInt8]? {
        let json = String(decoding: try JSONSerialization.data(withJSONObject: parts, options: [.sortedKeys]), as: UTF8.self)
        let script = """
            import sys, json, zipfile
            with zipfile.ZipFile(sys.argv[1], 'w', zipfile.ZIP_DEFLATED) as z:
                for name, text in json.loads(sys.argv[2]).items():
                    z.writestr(name, text.encode('utf-8'))
            """
        return try PythonTool.run(script, [json])
    }

    static let namespaces =
        #"xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships""#
    static let relationshipType = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/"

    /// A workbook of `sheets` (name → the XML inside `<sheetData>`), with `strings` shared.
    static func workbook(_ sheets: [(String, String)], strings: [String] = []) -> [String: String] {
        var parts: [String: String] = [
            "_rels/.rels":
                #"<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="\#(relationshipType)officeDocument" Target="xl/workbook.xml"/></Relationships>"#,
            "xl/sharedStrings.xml": "<sst \(namespaces)>" + strings.map { "<si>\($0)</si>" }.joined() + "</sst>",
        ]
        var listed = ""
        var relationships = #"<Relationship Id="rIdS" Type="\#(relationshipType)sharedStrings" Target="sharedStrings.xml"/>"#
        for (index, (name, data)) in sheets.enumerated() {
            listed += #"<sheet name="\#(name)" sheetId="\#(index + 1)" r:id="rId\#(index + 1)"/>"#
            relationships +=
                #"<Relationship Id="rId\#(index + 1)" Type="\#(relationshipType)worksheet" Target="worksheets/sheet\#(index + 1).xml"/>"#
            parts["xl/worksheets/sheet\(index + 1).xml"] = "<worksheet \(namespaces)><sheetData>\(data)</sheetData></worksheet>"
        }
        parts["xl/workbook.xml"] = "<workbook \(namespaces)><sheets>\(listed)</sheets></workbook>"
        parts["xl/_rels/workbook.xml.rels"] =
            #"<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">\#(relationships)</Relationships>"#
        return parts
    }

    /// The error reading `parts` as `book.xlsx` gives, rendered; `nil` if it reads.
    static func error(_ parts: [String: String]) throws -> String? {
        guard let bytes = try zip(parts) else { return nil }
        do {
            _ = try XLSXReader.read(bytes: bytes, file: "book.xlsx")
            return "no error"
        } catch {
            return error.description
        }
    }
}
