import Testing

@testable import SeedfillCore

/// Issue 15, item 4 (options with conditions): a choice's value is checked by evaluating only
/// its own option's condition (and any condition that could fail), and drawn without listing
/// the offered options. Verdicts, messages, errors and drawn values must stay those of the
/// full list, including when a condition fails (a text compared by order with a number).
@Suite struct ConditionalOptionsTests {
    static let model = """
        { "model": "m", "sections": [ { "key": "s", "fields": [
          { "key": "n", "type": "integer", "optional": true },
          { "key": "kind", "type": "choice", "options": ["x", "y"], "optional": true },
          { "key": "pick", "type": "choice", "optional": true, "options": [
            { "value": "a" },
            { "value": "b", "visibleWhen": "kind == 'x'" },
            { "value": "c", "visibleWhen": "n >= 5" },
            { "value": "e", "visibleWhen": "n < 2" },
            { "value": "\(composed)", "visibleWhen": "kind != 'x' and index > 2" },
            { "value": "d", "visibleWhen": "n + 1 > 3" } ] },
          { "key": "many", "type": "multichoice", "optional": true, "options": [
            { "value": "a" },
            { "value": "b", "visibleWhen": "kind == 'y'" },
            { "value": "none", "exclusive": true, "visibleWhen": "n == null or n > 0" },
            { "value": "all", "exclusive": true, "visibleWhen": "kind in ['x', 'y']" } ] }
        ] } ] }
        """

    static let composed = "Йошкар-Ола"
    static let decomposed = "И\u{0306}ошкар-Ола"

    static let others: [(n: Value, kind: Value)] = [
        (.null, .null), (.number(Number(1)), .string("x")), (.number(Number(7)), .string("y")),
        (.number(Number(3)), .string("x")), (.string("abc"), .string("y")), (.bool(true), .null),
    ]

    static let candidates: [Value] = [
        .string("a"), .string("b"), .string("c"), .string("d"), .string("e"), .string(composed), .string(decomposed), .string("z"),
        .number(Number(7)), .array([.string("a")]), .array([.string("a"), .string("b")]), .array([.string("none")]),
        .array([.string("a"), .string("none")]), .array([.string("b"), .string("all")]), .array([.string("zz")]),
        .array([]), .array([.string("all"), .string("none")]),
    ]

    @Test func theCheckAgreesWithTheFullListForEveryValue() throws {
        let fixture = try FillFixture.make(model: Self.model)
        let plan = fixture.plan
        let check = fixture.filler.check
        let oracle = FieldCheckOracle(fields: plan.fields)
        let n = try fixture.slot("s.n")
        let kind = try fixture.slot("s.kind")
        var failures = 0
        var broken = 0
        for id in [try #require(fixture.id("s.pick")), try #require(fixture.id("s.many"))] {
            #expect(check.fields[id].optionCheck?.conditional != nil)
            let slot = plan.fields[id].slot.index
            for record in 1...4 {
                for (nValue, kindValue) in Self.others {
                    for candidate in Self.candidates {
                        var frame = [Value](repeating: .null, count: plan.frames[0].slotCount)
                        frame[n] = nValue
                        frame[kind] = kindValue
                        frame[slot] = candidate
                        var context = EvaluationContext(
                            frames: [frame], recordIndex: record, today: FillFixture.today, now: fixture.filler.now)
                        var oracleContext = context
                        let fast = Result { () throws(EvaluationError) in try check.violation(of: candidate, field: id, in: &context) }
                        let slow = Result { () throws(EvaluationError) in try oracle.violation(of: candidate, field: id, in: &oracleContext)
                        }
                        let what =
                            "\(plan.fields[id].field.key) = \(candidate.jsonText), n = \(nValue.jsonText), kind = \(kindValue.jsonText)"
                        switch (fast, slow) {
                        case (.success(let a), .success(let b)):
                            #expect(a == b, "\(what)")
                            if a != nil { broken += 1 }
                        case (.failure(let a), .failure(let b)):
                            #expect(a.message == b.message, "\(what)")
                            failures += 1
                        default:
                            Issue.record("\(what): \(fast) but the full list says \(slow)")
                        }
                    }
                }
            }
        }
        // Failing conditions, refused values and accepted ones all occur.
        #expect(failures > 20 && broken > 100)
    }

    @Test func theDrawnOptionIsTheFullListsOption() throws {
        let fixture = try FillFixture.make(model: Self.model)
        let plan = fixture.plan
        let check = fixture.filler.check
        let id = try #require(fixture.id("s.pick"))
        let options = try #require(check.fields[id].optionCheck?.conditional)
        for record in 1...4 {
            for (nValue, kindValue) in Self.others {
                var frame = [Value](repeating: .null, count: plan.frames[0].slotCount)
                frame[try fixture.slot("s.n")] = nValue
                frame[try fixture.slot("s.kind")] = kindValue
                var context = EvaluationContext(frames: [frame], recordIndex: record, today: FillFixture.today, now: fixture.filler.now)
                var listContext = context
                let shown = Result { () throws(EvaluationError) in try options.offered(in: &context) }
                let listed = Result { () throws(EvaluationError) in try check.offeredOptions(id, in: &listContext).values }
                switch (shown, listed) {
                case (.success(let bits), .success(let values)):
                    #expect(bits.nonzeroBitCount == values.count)
                    for k in values.indices { #expect(ConditionalOptions.nth(k, of: bits, in: options.values) == values[k]) }
                case (.failure(let a), .failure(let b)):
                    #expect(a.message == b.message)
                default:
                    Issue.record("\(shown) but the full list gives \(listed)")
                }
            }
        }
    }

    @Test func onlyConditionsThatCannotFailAreLeftUnevaluated() throws {
        let fixture = try FillFixture.make(model: Self.model)
        guard case .list(let options)? = fixture.plan.fields[try #require(fixture.id("s.pick"))].options else {
            Issue.record("pick has no fixed options")
            return
        }
        let cannotFail = options.map { $0.visibleWhen.map { ConditionalOptions.cannotFail($0.root) } }
        // `n >= 5` fails for a text `n`; `n + 1 > 3` for an overflow or a text.
        #expect(cannotFail == [nil, true, false, false, true, false])
    }
}
