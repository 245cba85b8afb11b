import Testing

@testable import SeedfillCore

// Issue 14, item 20: the name of a model file whose JSON does not parse is found by a lenient
// scan, so seeds naming it get no second "unknown model" (end to end: the golden case
// Golden/check/model-with-broken-json-named-otherwise).
@Suite struct ModelNameScanTests {
    static func name(_ text: String) -> String? { ModelNameScan.name(in: Array(text.utf8)) }

    @Test func findsTheTopLevelNameBeforeOrAfterTheError() {
        #expect(Self.name(#"{ "model": "policy", "sections": [ { "key": "s" "fields": [] } ] }"#) == "policy")
        #expect(Self.name(#"{ "sections": [ { "key": "s" "fields": [] } ], "model": "policy" }"#) == "policy")
        #expect(Self.name(#"{ "model": "policy", "sections": ["#) == "policy")
    }

    @Test func readsCommentsAndEscapesAndSkipsNestedModels() {
        let text = """
            // "model": "commented"
            { /* "model": "no" */ "title": "a \\"quoted\\" title",
              "sections": [ { "key": "r", "type": "ref", "model": "vehicle" } ],
              "model": "policy",
            """
        #expect(Self.name(text) == "policy")
    }

    @Test func givesUpWithoutAName() {
        #expect(Self.name("") == nil)
        #expect(Self.name(#"[ { "model": "policy" } ]"#) == nil)
        #expect(Self.name(#"{ "model": 3 }"#) == nil)
        #expect(Self.name(#"{ "model": "pol"#) == nil)
        #expect(Self.name(#"{ "title": "model", "x": "model" }"#) == nil)
        #expect(Self.name(#"{ "sections": [ { "model": "vehicle" } ] "#) == nil)
    }
}
