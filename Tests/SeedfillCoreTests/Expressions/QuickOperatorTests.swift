import Testing

@testable import SeedfillCore

/// The operator fast paths (``BoundNode/applyQuickly(_:_:_:)``) and the specialised nodes
/// (``BoundNode/specialised()``) must give exactly what the general code gives: the same value,
/// down to a number's scale, or the same error.
// Issue 15, item 4 (fast expression evaluation).
@Suite struct QuickOperatorTests {
    private static let operators: [BinaryOperator] = [
        .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual, .in, .notIn, .contains, .matches, .add, .subtract,
        .multiply, .divide, .remainder,
    ]

    /// A value of a random kind, most often one that a fast path takes.
    private func randomValue(_ rng: inout SplitMix64) -> Value {
        let days = Int32(rng.below(UInt64(CivilCalendar.maxDay - CivilCalendar.minDay + 1))) + Int32(CivilCalendar.minDay)
        switch rng.below(14) {
        case 0: return .null
        case 1, 2: return .number(Number(Int64(rng.below(200)) - 100))
        case 3: return .number(Number(mantissa: Int64(rng.below(2_000_000)) - 1_000_000, scale: Int8(rng.below(5))))
        case 4: return .number(Number(mantissa: rng.below(2) == 0 ? .max : .min + 1, scale: Int8(rng.below(19))))
        case 5: return .number(Number(0))
        case 6: return .string(["employed", "Employed", "", "2020-01-01", "09:00", "a"][Int(rng.below(6))])
        case 7, 8:
            // Often the first or last day, where a shift leaves the range.
            let edge = Int32(rng.below(2) == 0 ? CivilCalendar.minDay : CivilCalendar.maxDay)
            return .date(LocalDate(daysSinceEpoch: rng.below(3) == 0 ? edge : days))
        case 9: return .duration(Duration(months: Int32(rng.below(300)) - 150, days: Int32(rng.below(60)) - 30))
        case 10: return .dateTime(LocalDateTime(secondsSinceEpoch: Int64(days) * 86_400, offsetMinutes: 0))
        case 11: return .time(TimeOfDay(minutes: Int16(rng.below(1440))))
        case 12: return .bool(rng.below(2) == 0)
        default: return .array([.string("a"), .number(Number(3))])
        }
    }

    /// A result written out exactly (a number with its mantissa and scale), or its error.
    private func outcome(_ body: () throws(EvaluationError) -> Value) -> String {
        do throws(EvaluationError) {
            return String(describing: try body())
        } catch {
            return "error: \(error.message)"
        }
    }

    @Test func quickOperatorsGiveTheGeneralResultOrError() {
        var rng = SplitMix64(seed: 0x0B1_A7E5)
        for _ in 0..<100_000 {
            let (x, y) = (randomValue(&rng), randomValue(&rng))
            let op = Self.operators[Int(rng.below(UInt64(Self.operators.count)))]
            let quick = outcome { () throws(EvaluationError) in try BoundNode.applyQuickly(op, x, y) }
            let general = outcome { () throws(EvaluationError) in try BoundNode.apply(op, x, y) }
            #expect(quick == general, "\(x) \(op.rawValue) \(y)")
        }
    }

    /// Shapes that become specialised nodes, alone and inside other nodes.
    private static let shapes = [
        "flexible >= 55", "55 < flexible", "flexible == 'employed'", "'employed' != flexible", "flexible <= missing",
        "flexible > missing", "flexible * 0.2", "round(flexible * 0.2, 2)", "flexible >= 6 and flexible <= 17",
        "flexible < 0 or missing == 1", "max(flexible + 18y, missing)", "if(flexible <= 0.36, 'a', 'b')",
        "flexible in ['a', 'employed']", "flexible contains 'a'", "flexible / missing", "flexible % 3", "flexible - 1m",
        "not (flexible == missing)", "coalesce(flexible - missing, 0) + 1", "flexible == '2020-01-01'",
    ]

    @Test func specialisedTreesGiveTheTreesResultOrError() throws {
        var rng = SplitMix64(seed: 0x5BEC_1A15)
        for text in Self.shapes {
            let expr = try ExpressionParser.parse(text).get()
            let bound = try Binder.bind(expr, resolver: TestResolver(), scope: TestResolver.root).get()
            let specialised = bound.root.specialised()
            #expect(String(describing: specialised) != String(describing: bound.root), "'\(text)' has no specialised node")
            for _ in 0..<2000 {
                var context = Fixture.context()
                context.frames[0][10] = randomValue(&rng)
                // `missing` (slot 15) is past the fixture's fields: a quarter of the time it stays so.
                switch rng.below(4) {
                case 0: break
                case 1: context.frames[0].append(context.frames[0][10])
                default: context.frames[0].append(randomValue(&rng))
                }
                var generalContext = context
                let general = outcome { () throws(EvaluationError) in try bound.root.evaluate(&generalContext) }
                let quick = outcome { () throws(EvaluationError) in try specialised.evaluate(&context) }
                #expect(quick == general, "\(text) with \(context.frames[0][10]), \(context.frames[0].dropFirst(15))")
                var conditionContext = Fixture.context()
                conditionContext.frames = context.frames
                let holds = Result { () throws(EvaluationError) in try bound.isTrue(in: &conditionContext) }
                #expect(
                    outcome { () throws(EvaluationError) in .bool(try holds.get()) }
                        == outcome { () throws(EvaluationError) in
                            .bool(try bound.root.evaluate(&generalContext).isTruthy)
                        }, "\(text) as a condition")
            }
        }
    }

    @Test func aPairsExtremeIsTheListsExtreme() {
        var rng = SplitMix64(seed: 0xE7_7BE3E)
        for _ in 0..<50_000 {
            let (x, y) = (randomValue(&rng), randomValue(&rng))
            let largest = rng.below(2) == 0
            let pair = outcome { () throws(EvaluationError) in try BoundNode.extreme(x, y, largest: largest) }
            let list = outcome { () throws(EvaluationError) in try BoundNode.extreme([x, y], largest: largest) }
            #expect(pair == list, "\(largest ? "max" : "min")(\(x), \(y))")
        }
    }

    @Test func aSlotOutsideTheFramesReadsAsNull() throws {
        let expr = try ExpressionParser.parse("flexible == missing").get()
        let bound = try Binder.bind(expr, resolver: TestResolver(), scope: TestResolver.root).get()
        var context = EvaluationContext(frames: [[]], today: Fixture.today)
        #expect(try bound.root.specialised().evaluate(&context) == .bool(false))
        #expect(try bound.evaluate(in: &context) == .bool(false))
    }
}
