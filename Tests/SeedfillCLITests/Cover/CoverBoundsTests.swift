import Foundation
import Testing

/// `seedfill generate --cover` puts every bound at its edge, valid side only: dates at
/// `today - 100y` and `today - 18y` exactly, and at a rule's bounds while the rule holds (the
/// seed never draws a child: the cover puts one in); a length no value can have is listed as
/// unreachable with the reason, in the printed summary and in the manifest.
// Issue 20, item 3 (valid side).
@Suite struct CoverBoundsTests {
    static let model = """
        { "model": "card", "sections": [ { "key": "card", "fields": [
          { "key": "kind", "type": "choice", "options": ["adult", "child"] },
          { "key": "birthDate", "type": "date", "min": "today - 100y", "max": "today - 18y",
            "rules": [ { "when": "kind == 'child'", "min": "today - 17y", "max": "today" } ] },
          { "key": "code", "type": "text", "pattern": "^[0-9]{3}$", "maxLength": 5 },
          { "key": "pin", "type": "text", "mask": "####", "minLength": 4, "maxLength": 6 }
        ] } ] }
        """
    static let seed = """
        { "model": "card", "today": "2026-01-01", "fields": { "card.kind": { "const": "adult" } } }
        """

    @Test func everyBoundAtItsEdgeAndTheUnreachableOnesWithTheirReason() throws {
        let project = try TemporaryProject(files: ["models/card.json": Self.model, "card.seed.json": Self.seed])
        let run = seedfill(["generate", "--seeds", project.seeds, "--out", project.output, "--cover", "--format", "jsonl"])
        #expect(run.status == 0, "\(run.err)")
        let lines = try String(contentsOfFile: project.output + "/card.jsonl", encoding: .utf8).split(separator: "\n")
        let cards = try lines.map { try #require(jsonObject(Data($0.utf8))?["card"] as? [String: Any]) }
        func dates(_ kind: String) -> Set<String> {
            Set(cards.filter { $0["kind"] as? String == kind }.compactMap { $0["birthDate"] as? String })
        }
        #expect(dates("adult").isSuperset(of: ["1926-01-01", "2008-01-01"]), "\(dates("adult"))")
        #expect(dates("child").isSuperset(of: ["2009-01-01", "2026-01-01"]), "\(dates("child"))")
        #expect(Set(cards.compactMap { ($0["pin"] as? String)?.count }) == [4])
        #expect(
            run.out == """
                card: \(cards.count) questionnaires → \(project.output)/card.jsonl
                  cover: targets: 11, covered: 9, unreachable: 2; \(cards.count) records (random sampling still misses 5 of them after 50000)
                  unreachable: card.code at its maxLength 5: no text of 5 characters matches the pattern '^[0-9]{3}$'
                  unreachable: card.pin at its maxLength 6: every value of the mask '####' has 4 characters

                """)
        let manifest = try #require(jsonObject(Data(contentsOf: URL(fileURLWithPath: project.output + "/manifest.json"))))
        let cover = try #require(((manifest["seeds"] as? [String: Any])?["card"] as? [String: Any])?["cover"] as? [String: Any])
        #expect((cover["unreachable"] as? [String])?.count == 2)
        let validated = seedfill(["validate", "--seeds", project.seeds, "card", project.output + "/card.jsonl"])
        #expect(validated.status == 0, "\(validated.out) \(validated.err)")
    }
}
