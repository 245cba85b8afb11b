import Testing

@testable import SeedfillCore

/// The check a field's values take from its step alone (``PassCheck``) only ever says
/// "certainly valid": whatever it accepts, the general check accepts too; and every kind of it
/// is chosen for some field of the fixtures and accepts most of their valid values.
@Suite struct PassCheckTests {
    @Test func whatTheStepCheckAcceptsTheGeneralCheckAccepts() throws {
        var rng = SplitMix64(seed: 0x9A55_C4EC)
        var accepted: [PassCheck.Kind: Int] = [:]
        var valid: [PassCheck.Kind: Int] = [:]
        try QuickCheckTests.compareWithTheGeneralCheck(
            rng: &rng, includes: { $0.passCheck.kind != .none },
            quick: { $0.passCheck.acceptsAlone($1) || $0.passCheck.acceptsByTables($1, of: $0, in: &$2) }
        ) { field, quick, verdict in
            let kind = field.passCheck.kind
            if quick {
                #expect(verdict.passes, "\(verdict.name) (\(kind)) = \(verdict.candidate.jsonText): accepted, but \(verdict.said)")
                accepted[kind, default: 0] += 1
            }
            if verdict.passes { valid[kind, default: 0] += 1 }
        }
        for kind in [PassCheck.Kind.textLength, .dayRange, .wholeNumber, .boolean, .textBytes, .choice, .date] {
            let (a, v) = (accepted[kind, default: 0], valid[kind, default: 0])
            #expect(v > 50 && a * 10 > v * 6, "\(kind): accepted \(a) of \(v) valid values")
        }
    }

    @Test func aStepChecksAloneOnlyAPlainValueField() throws {
        // Shown by a condition, or computed: the step leaves the value to the field's checks.
        let fixture = try FillFixture.make(
            model: """
                { "model": "p", "sections": [ { "key": "s", "fields": [
                  { "key": "on", "type": "boolean" },
                  { "key": "a", "type": "text", "maxLength": 5 },
                  { "key": "b", "type": "text", "maxLength": 5, "visibleWhen": "on" },
                  { "key": "c", "type": "integer", "min": 1, "max": 9, "compute": "3" },
                  { "key": "d", "type": "integer", "min": 1, "max": 9, "validWhen": "d != 2" },
                  { "key": "e", "type": "text", "rules": [ { "when": "on", "maxLength": 2 } ] }
                ] } ] }
                """)
        let validator = RecordValidator(sharing: fixture.filler)
        var kinds: [String: PassCheck.Kind] = [:]
        for step in validator.pass.steps where step.kind == .value {
            kinds[fixture.plan.fields[step.id].field.key] = step.check.kind
        }
        #expect(kinds == ["on": .boolean, "a": .textLength, "b": .none, "c": .none, "d": .none, "e": .none])
    }
}
