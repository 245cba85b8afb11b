import AppModels
import Foundation
import SeedfillCore
import Testing

/// The insurant screen driven the way the app drives it: the user picks values one by one,
/// a change clears what depended on it, and the test fills the rest consistently.
@Suite struct FormScreenTests {
    @Test func changingTheDocumentTypeClearsItsNumber() throws {
        var screen = try project.questionnaire(model: "insurant")
        try screen.set("person.citizenship", to: "RU")
        try screen.set("document.type", to: "passport")
        try screen.set("document.number", to: "4510 123456")
        #expect(screen.isVisible("document.issuedBy"))

        try screen.set("document.type", to: "driverLicense")
        #expect(screen.value(at: "document.number") == nil)
        #expect(screen.value(at: "document.type") == "driverLicense")
        #expect(!screen.isVisible("document.issuedBy"))
        #expect(!screen.isComplete)
    }

    @Test func theRestOfTheFormIsFilledToAgreeWithWhatTheUserChose() throws {
        for record in 0..<20 {
            var screen = try project.questionnaire(model: "insurant")
            try screen.set("person.citizenship", to: "RU")
            try screen.set("document.type", to: "driverLicense")
            try screen.fillRest(seed: "insurant", record: record)
            #expect(screen.violations.isEmpty, "record \(record): \(screen.violations)")
            #expect(screen.isComplete)
            let insurant = try JSONDecoder().decode(Insurant.self, from: screen.json())
            #expect(insurant.document.type == .driverLicense)
            #expect(insurant.document.numberIsWellFormed, "\(insurant.document.number)")
            #expect(insurant.document.issuedBy == nil)
        }
    }

    /// A value the screen would refuse is reported with the field and the rule.
    @Test func aBadValueIsAViolationOfItsField() throws {
        var screen = try project.questionnaire(model: "insurant")
        try screen.set("person.citizenship", to: "RU")
        try screen.set("document.type", to: "passport")
        try screen.set("document.number", to: "45-10")
        #expect(screen.violations.contains { $0.path == "document.number" })
    }
}
