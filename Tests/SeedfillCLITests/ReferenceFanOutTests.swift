import Foundation
import Testing

// Issue 14, item 8: references that fan out (each model with two `ref`s to the next) are refused
// by `check` beyond ReferenceFanOut.limit records per record, and `generate` stops there too
// instead of allocating until it dies.
@Suite struct ReferenceFanOutTests {
    /// `levels` models `m01`, `m02`, …, each with two `ref` fields to the next, and a seed each.
    static func chain(_ levels: Int) throws -> TemporaryProject {
        let project = try TemporaryProject()
        let names = (1...levels).map { String(format: "m%02d", $0) }
        for (index, name) in names.enumerated() {
            var fields = [#"{ "key": "id", "type": "text" }"#]
            if index + 1 < names.count {
                let next = names[index + 1]
                fields += [#"{ "key": "a", "type": "ref", "model": "\#(next)" }"#, #"{ "key": "b", "type": "ref", "model": "\#(next)" }"#]
            }
            try project.write(
                "models/\(name).json",
                #"{ "model": "\#(name)", "sections": [ { "key": "s", "fields": [ \#(fields.joined(separator: ", ")) ]}]}"#)
            try project.write("\(name).seed.json", #"{ "model": "\#(name)" }"#)
        }
        return project
    }

    static let expected = """
        models/m10.json:1:92: error: one record of seed 'm10' fills 131,070 records of other seeds through its refs; seedfill allows at most 100,000
          at: sections[0].fields[1]
          hint: 's.a' fills 65,535 of them; each record a 'ref' reads is filled again, with its own refs, for every item of the lists around it; refer to fewer records, or lower 'maxItems' of the lists around the refs
        1 error

        """

    @Test func twentySixModelsWithTwoRefsEachAreRefusedByCheck() throws {
        let project = try Self.chain(26)
        let result = seedfill(["check", "--seeds", project.seeds])
        #expect(result.status == 1)
        #expect(result.err.replacingOccurrences(of: project.seeds + "/", with: "") == Self.expected)
    }

    @Test func generateStopsBeforeFillingAnything() throws {
        let project = try Self.chain(26)
        let result = seedfill(["generate", "--seeds", project.seeds, "--out", project.output, "--count", "1"])
        #expect(result.status == 1)
        #expect(result.err.replacingOccurrences(of: project.seeds + "/", with: "") == Self.expected)
        #expect(!FileManager.default.fileExists(atPath: project.output))
    }

    @Test func aFanOutWithinTheLimitPasses() throws {
        // Sixteen levels: m01 fills 2 + 4 + … + 2^15 = 65,534 records, under the limit.
        let project = try Self.chain(16)
        let result = seedfill(["check", "--seeds", project.seeds])
        #expect(result.status == 0, "\(result.err)")
    }
}
