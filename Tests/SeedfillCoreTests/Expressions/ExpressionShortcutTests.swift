import Testing

@testable import SeedfillCore

/// Conditions and bounds of common shapes skip the tree (``ExpressionShortcut``); for every value
/// a field can hold they must give the tree's value, or its error.
@Suite struct ExpressionShortcutTests {
    private static let shapes = [
        "flexible == 'passport'", "'passport' == flexible", "flexible != 'passport'", "'2020-01-01' != flexible",
        "flexible == '2020-01-01'", "flexible + 14y", "flexible - 1m", "3d + flexible", "flexible + 18y 6m",
        "flexible - 9000y", "flexible", "'passport'", "3 * 14", "round(flexible * 0.9)", "flexible / 0", "flexible - 2.5",
        "10 - flexible", "round(2 / flexible)", "flexible * 3", "round(flexible + 0.5)", "round(0.1 - flexible)",
        // Issue 15: rounding to a constant count of digits, as computed values do.
        "round(flexible * 0.9, 1)", "round(flexible * 0.7355, 2)", "round(3 / flexible, 4)", "round(flexible + 0.25, -1)",
        "round(flexible - 2.5, 0)",
    ]

    /// A value of a random kind, often one a shortcut handles and often one it must pass on.
    private func randomValue(_ rng: inout SplitMix64) -> Value {
        let days = Int32(rng.below(UInt64(CivilCalendar.maxDay - CivilCalendar.minDay + 1))) + Int32(CivilCalendar.minDay)
        switch rng.below(10) {
        case 0: return .null
        case 1: return .string("passport")
        case 2: return .string(["", "Passport", "passport ", "pass", "паспорт", "2020-01-01"][Int(rng.below(6))])
        case 3, 4: return .date(LocalDate(daysSinceEpoch: days))
        case 5: return .date(rng.below(2) == 0 ? .max : .min)
        case 6: return .dateTime(LocalDateTime(secondsSinceEpoch: Int64(days) * 86_400, offsetMinutes: 0))
        case 7:
            switch rng.below(3) {
            case 0: return .number(Number(Int64(rng.below(100))))
            case 1: return .number(Number(mantissa: Int64(rng.below(2_000_000)) - 1_000_000, scale: Int8(rng.below(7))))
            default: return .number(Number(mantissa: rng.below(2) == 0 ? .max : .min + 1, scale: Int8(rng.below(3))))
            }
        case 8: return .bool(rng.below(2) == 0)
        default: return .array([.string("passport")])
        }
    }

    @Test func shortcutsGiveTheTreesValueOrError() throws {
        var rng = SplitMix64(seed: 0x5407_C07)
        for text in Self.shapes {
            let expr = try ExpressionParser.parse(text).get()
            let bound = try Binder.bind(expr, resolver: TestResolver(), scope: TestResolver.root).get()
            if case .none = ExpressionShortcut(bound.root) { Issue.record("'\(text)' has no shortcut") }
            for _ in 0..<2000 {
                var context = Fixture.context()
                context.frames[0][10] = randomValue(&rng)
                var treeContext = context
                let viaTree = Result { () throws(EvaluationError) in try bound.root.evaluate(&treeContext) }
                let viaExpression = Result { () throws(EvaluationError) in try bound.evaluate(in: &context) }
                #expect(viaExpression == viaTree, "\(text) with \(context.frames[0][10])")
                var conditionContext = context
                let holds = Result { () throws(EvaluationError) in try bound.isTrue(in: &conditionContext) }
                #expect(holds == viaTree.map(\.isTruthy), "\(text) as a condition")
            }
        }
    }

    @Test func otherShapesHaveNone() throws {
        let others = [
            "flexible == 3", "flexible < 'a'", "flexible + flexible", "today - 18y", "lower(firstName) == 'a'",
            "round(flexible * 0.9, 1.5)", "round(flexible * 0.9, flexible)", "flexible % 3", "round(flexible)", "abs(flexible * 2)",
        ]
        for text in others {
            let expr = try ExpressionParser.parse(text).get()
            let bound = try Binder.bind(expr, resolver: TestResolver(), scope: TestResolver.root).get()
            guard case .none = ExpressionShortcut(bound.root) else {
                Issue.record("'\(text)' has a shortcut")
                continue
            }
        }
    }
}
