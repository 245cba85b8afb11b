import Testing

@testable import SeedfillCore

/// A pattern describing UUIDs is recognised, so such a field defaults to `uuid`.
@Suite struct UUIDPatternTests {
    func pattern(_ text: String) throws -> RegexPattern {
        try RegexPattern.parse(text).get()
    }

    @Test(arguments: [
        "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$",
        "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$",
        "^[0-9a-fA-F]{8}(-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}$",
    ])
    func recognised(_ text: String) throws {
        #expect(UUIDPattern.describesUUIDs(try pattern(text)))
    }

    @Test(arguments: [
        "^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$",  // upper case only: uuid writes lower case
        "^[0-9a-f]{32}$",  // no hyphens
        "^[0-9a-f-]{36,40}$",  // not exactly 36 characters
        "[0-9a-f]{8}",
    ])
    func notRecognised(_ text: String) throws {
        #expect(!UUIDPattern.describesUUIDs(try pattern(text)))
    }

    @Test func anUnmappedUUIDFieldIsFilledByUUIDAndServesAsKey() throws {
        let project = try GeneratorProject(
            model:
                #"{"model": "m", "sections": [{"key": "s", "fields": [{"key": "id", "type": "text", "pattern": "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"}]}]}"#,
            seed: #"{"model": "m"}"#)
        let (plan, diagnostics) = project.plan()
        #expect(diagnostics.isEmpty)
        let compiled = try #require(plan)
        #expect(PlanBuilder.keySlot(of: compiled) != nil)
    }
}
