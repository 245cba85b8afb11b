import Testing

@testable import SeedfillCore

/// Rules chosen by one field's text (``RuleSwitch``) hold exactly when their conditions,
/// evaluated, hold; where the bytes cannot tell, the switch says so instead of guessing.
@Suite struct RuleSwitchTests {
    static let model = """
        { "model": "r", "sections": [ { "key": "s", "fields": [
          { "key": "kind", "type": "text", "optional": true },
          { "key": "code", "type": "text", "rules": [
            { "when": "kind == 'p'", "mask": "##" }, { "when": "'f' == kind", "maxLength": 3 }, { "when": "kind == 'K'", "minLength": 2 } ] },
          { "key": "word", "type": "text", "rules": [
            { "when": "kind == 'паспорт'", "mask": "##" }, { "when": "kind == 'p'", "maxLength": 3 } ] },
          { "key": "mixed", "type": "text", "rules": [
            { "when": "kind == 'p'", "mask": "##" }, { "when": "code == 'f'", "maxLength": 3 } ] },
          { "key": "other", "type": "text", "rules": [ { "when": "kind != 'p'", "mask": "##" } ] }
        ] } ] }
        """

    @Test func theSwitchAgreesWithTheConditionsWhereverItAnswers() throws {
        let fixture = try FillFixture.make(model: Self.model)
        let check = fixture.filler.check
        let kind = try fixture.slot("s.kind")
        let code = try #require(fixture.id("s.code"))
        let word = try #require(fixture.id("s.word"))
        // Conditions on two fields, or other than `==`, are evaluated as they are.
        #expect(check.fields[try #require(fixture.id("s.mixed"))].ruleSwitch == nil)
        #expect(check.fields[try #require(fixture.id("s.other"))].ruleSwitch == nil)
        let values: [Value] = [
            .null, .string("p"), .string("f"), .string("K"), .string("\u{212A}"), .string("pp"), .string(""), .string("паспорт"),
            .string("паспорт".decomposedStringWithCanonicalMapping), .string("пасп"), .number(Number(1)), .bool(true),
        ]
        var answered = 0
        for id in [code, word] {
            let field = check.fields[id]
            let rules = try #require(field.ruleSwitch)
            for value in values {
                var frame = [Value](repeating: .null, count: fixture.plan.frames[0].slotCount)
                frame[kind] = value
                var context = EvaluationContext(frames: [frame], recordIndex: 1, today: FillFixture.today)
                var evaluated = 0
                for (i, condition) in field.rules.map(\.when).enumerated() where try condition.evaluate(in: &context).isTruthy {
                    evaluated |= 1 << i
                }
                guard let active = rules.activeRules(in: context) else { continue }
                #expect(active == evaluated, "\(fixture.plan.fields[id].field.key) with kind = \(value.jsonText)")
                answered += 1
            }
        }
        // ASCII texts against ASCII rules, and null, are answered (six values for `code`, null
        // for `word`); other text and other values are left to the conditions.
        #expect(answered == 7, "answered \(answered)")
    }
}
