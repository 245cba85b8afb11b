import Testing

@testable import SeedfillCore

@Test func jsonReaderKeepsPositions() {
    let (node, diagnostics) = JSONReader.parse("{\n  \"a\": [1, 2,], // note\n  \"b\": \"x\"\n}", file: "t.json")
    #expect(diagnostics.isEmpty)
    #expect(node?["b"]?.location == SourceLocation(file: "t.json", line: 3, column: 8))
}
