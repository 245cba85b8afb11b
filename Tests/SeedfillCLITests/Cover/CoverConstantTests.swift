import Foundation
import Testing

/// `seedfill generate --cover` names the condition that rules a target out when it reads no
/// answer, only the seed's `context` (as an imported form's `{user_isNewPatient} = true` does):
/// a field, a group or a list's items never shown, a field never hidden, a rule that never
/// holds, an option always or never offered (and so never chosen), a branch of the seed's
/// `when` never taken. Those targets are not searched for.
@Suite struct CoverConstantTests {
    static let model = """
        { "model": "visit", "sections": [ { "key": "visit", "fields": [
          { "key": "reason", "type": "choice", "options": ["checkup", "illness",
            { "value": "followUp", "visibleWhen": "not newPatient" }, { "value": "intake", "visibleWhen": "newPatient" }] },
          { "key": "immunizations", "type": "group", "visibleWhen": "newPatient", "fields": [
            { "key": "tetanus", "type": "boolean" },
            { "key": "doses", "type": "list", "maxItems": 2, "fields": [
              { "key": "vaccine", "type": "choice", "options": ["a", "b"] }
            ] }
          ] },
          { "key": "lastVisit", "type": "date", "visibleWhen": "not newPatient", "min": "today - 5y", "max": "today" },
          { "key": "notes", "type": "text", "visibleWhen": "reason == 'illness'", "maxLength": 40,
            "rules": [ { "when": "newPatient", "minLength": 10 } ] }
        ] } ] }
        """
    static let seed = """
        { "model": "visit", "today": "2026-01-01", "context": { "newPatient": false, "channel": "desk" },
          "fields": { "visit.notes": { "when": [ { "if": "channel == 'web'", "const": "from the web form" },
                                                 { "else": { "const": "seen at the desk" } } ] } } }
        """

    @Test func targetsRuledOutByTheContextAreListedWithTheirCondition() throws {
        let project = try TemporaryProject(files: ["models/visit.json": Self.model, "visit.seed.json": Self.seed])
        let run = seedfill(["generate", "--seeds", project.seeds, "--out", project.output, "--cover", "--format", "jsonl"])
        #expect(run.status == 0, "\(run.err)")
        let lines = try String(contentsOfFile: project.output + "/visit.jsonl", encoding: .utf8).split(separator: "\n")
        let visits = try lines.map { try #require(jsonObject(Data($0.utf8))?["visit"] as? [String: Any]) }
        #expect(visits.allSatisfy { $0["immunizations"] == nil && $0["lastVisit"] != nil })
        #expect(
            run.out == """
                visit: \(visits.count) questionnaires → \(project.output)/visit.jsonl
                  cover: targets: 28, covered: 14, unreachable: 14; \(visits.count) records (random sampling still misses 1 of them after 50000)
                  unreachable: visit.reason = "intake": never offered: the option's visibleWhen ('newPatient', which reads no answer) is false
                  unreachable: visit.reason not offering "followUp": the option's visibleWhen ('not newPatient', which reads no answer) is true
                  unreachable: visit.reason offering "intake": the option's visibleWhen ('newPatient', which reads no answer) is false
                  unreachable: visit.immunizations shown: never shown: its visibleWhen ('newPatient', which reads no answer) is false
                  unreachable: visit.immunizations.tetanus = true: never shown: the visibleWhen of 'visit.immunizations' ('newPatient', which reads no answer) is false
                  unreachable: visit.immunizations.tetanus = false: never shown: the visibleWhen of 'visit.immunizations' ('newPatient', which reads no answer) is false
                  unreachable: visit.immunizations.doses with 0 items: never shown: the visibleWhen of 'visit.immunizations' ('newPatient', which reads no answer) is false
                  unreachable: visit.immunizations.doses with 2 items: never shown: the visibleWhen of 'visit.immunizations' ('newPatient', which reads no answer) is false
                  unreachable: visit.immunizations.doses[0].vaccine = "a": never shown: the visibleWhen of 'visit.immunizations' ('newPatient', which reads no answer) is false
                  unreachable: visit.immunizations.doses[0].vaccine = "b": never shown: the visibleWhen of 'visit.immunizations' ('newPatient', which reads no answer) is false
                  unreachable: visit.lastVisit hidden: never hidden: its visibleWhen ('not newPatient', which reads no answer) is true
                  unreachable: visit.notes with rule 1 ('newPatient') holding: rule 1's 'when' ('newPatient', which reads no answer) is false
                  unreachable: visit.notes by branch 1 of the seed's 'when': the condition of branch 1 of the seed's 'when' is false in every record
                  unreachable: visit.notes at its minLength 10 (rule 1): rule 1's 'when' ('newPatient', which reads no answer) is false

                """)
        let validated = seedfill(["validate", "--seeds", project.seeds, "visit", project.output + "/visit.jsonl"])
        #expect(validated.status == 0, "\(validated.out) \(validated.err)")
    }
}
