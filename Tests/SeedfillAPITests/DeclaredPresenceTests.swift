import Foundation
import SeedfillCore
import Testing

/// Cells declared in Swift may be left out when empty (`omitsEmpty`) or never written
/// (`isInternal`), as model files say with `"optional": "omit"` and `"internal": true`.
// Issue 17, items 1 and 5.
@Suite struct DeclaredPresenceTests {
    enum ContactSection: String, QuestionnaireSection {
        case contact

        var cells: [any QuestionnaireCell] { ContactCell.allCases }
    }

    enum ContactCell: String, QuestionnaireCell {
        case name, middleName, nameLength

        var cellType: CellType {
            switch self {
            case .name, .middleName: .text(maxLength: 20)
            case .nameLength: .integer()
            }
        }

        var omitsEmpty: Bool { self == .middleName }
        var isInternal: Bool { self == .nameLength }
        var compute: String? { self == .nameLength ? "len(name)" : nil }
    }

    @Test func omittedAndInternalCellsAreNotWritten() throws {
        let seeds = try ScratchDirectory([
            "contact.seed.json": #"{ "model": "contact", "count": 200, "empty": 0.5, "today": "2026-01-01" }"#
        ])
        let model = try QuestionnaireModel(name: "contact", sections: ContactSection.self)
        let text = try #require(String(data: model.jsonModel, encoding: .utf8))
        #expect(text.contains(#""optional": "omit""#) && text.contains(#""internal": true"#), "\(text)")
        let project = try SeedfillProject(directory: seeds.url, adding: [model])
        let contacts = try project.compile(seed: "contact")
        var omitted = 0
        for i in 0..<contacts.count {
            let json = try #require(String(data: try contacts.json(i), encoding: .utf8))
            #expect(!json.contains("nameLength") && !json.contains("null"), "\(json)")
            omitted += json.contains("middleName") ? 0 : 1
            #expect(try project.validate(model: "contact", json: try contacts.json(i), today: "2026-01-01").isEmpty)
        }
        #expect((50...150).contains(omitted), "\(omitted) of 200 without a middle name")
    }
}
