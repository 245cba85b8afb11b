import Foundation
import SeedfillCore
import Testing

/// A flattened model through the library (issue 17, items 3 and 4): paths stay keys, the JSON is
/// flat, and a flattened container's value is the object of its fields.
@Suite struct FlattenQuestionnaireTests {
    static let project = try! SeedfillProject(
        models: [
            "flat": """
            {"model": "flat", "sections": [
              {"key": "page", "flatten": true, "fields": [
                {"key": "kind", "type": "choice", "options": ["a", "b"]},
                {"key": "panelA", "type": "group", "flatten": true, "visibleWhen": "kind == 'a'", "fields": [
                  {"key": "why", "name": "reason", "type": "text"}
                ]},
                {"key": "panelB", "type": "group", "flatten": true, "visibleWhen": "kind == 'b'", "fields": [
                  {"key": "why", "name": "reason", "type": "integer", "min": 1, "max": 5}
                ]}
              ]}
            ]}
            """
        ])

    // Issue 17, items 3 and 4: the library's questionnaire writes flat JSON under the shared
    // name, addresses fields by key paths, and reports a violation at the written path.
    @Test func flattenedQuestionnaire() throws {
        var q = try Self.project.questionnaire(model: "flat", today: "2026-01-01")
        try q.set("page.kind", to: "b")
        try q.set("page.panelB.why", to: 4)
        #expect(!q.isVisible("page.panelA.why"))
        #expect(q.value(at: "page.panelB") == ["reason": 4])
        let object = try #require(try JSONSerialization.jsonObject(with: q.json()) as? [String: Any])
        #expect(object.count == 2 && object["kind"] as? String == "b" && object["reason"] as? Int == 4, "\(object)")
        try q.set("page.panelB.why", to: 9)
        #expect(q.violations.map(\.path) == ["reason"])
    }
}
