import Testing

@testable import SeedfillCore

/// A constant bound held as a plain date or number orders values exactly as
/// ``Value/compareForBounds(_:_:)`` orders them against the bound as a value.
@Suite struct CompiledConstraintsTests {
    /// A random comparable value, of a kind and size likely to tie with others.
    static func value(_ rng: inout SplitMix64) -> Value {
        switch rng.below(6) {
        case 0: return .number(Number(mantissa: Int64(rng.below(40)) - 20, scale: Int8(rng.below(3))))
        case 1: return .date(LocalDate(daysSinceEpoch: Int32(rng.below(5))))
        case 2:
            // The same instant with another offset is "greater", not equal, to compareForBounds.
            return .dateTime(LocalDateTime(secondsSinceEpoch: Int64(rng.below(4)) * 3600, offsetMinutes: Int16(rng.below(2)) * 180))
        case 3: return .time(TimeOfDay(minutes: Int16(rng.below(5))))
        case 4: return .string(["1", "2026-01-01", "09:00"][Int(rng.below(3))])
        default: return [.null, .bool(true)][Int(rng.below(2))]
        }
    }

    @Test func aConstantLimitOrdersValuesAsTheBoundValueDoes() throws {
        var rng = SplitMix64(seed: 7)
        var context = EvaluationContext(today: LocalDate(daysSinceEpoch: 0))
        for _ in 0..<20_000 {
            let bound = Self.value(&rng)
            let value = Self.value(&rng)
            let (limit, expression) = Limit.reading(.value(bound))
            #expect(expression == nil)
            let expected = Value.compareForBounds(value, bound)
            #expect(limit.order(of: value) == expected, "\(value.jsonText) against \(bound.jsonText)")
            // Read as the constraints of a field, either side.
            let constraints = CompiledConstraints(
                min: .value(bound),
                max: .expression(BoundExpression(dependencies: [], staticType: .any, root: .constant(bound)), text: "x"))
            let limits = constraints
            #expect(try limits.orderAgainstMin(value, in: &context) == expected)
            #expect(try limits.orderAgainstMax(value, in: &context) == expected)
            if limit.value != nil {
                #expect(try limits.minValue(in: &context) == bound)
            }
        }
    }

    @Test func aBoundReadingTheRecordIsEvaluatedInIt() throws {
        let fixture = try FillFixture.make(
            model: """
                { "model": "m", "sections": [
                  { "key": "born", "type": "date", "min": "today - 80y", "max": "today - 18y" },
                  { "key": "issued", "type": "date", "min": "born + 14y", "max": "today" }
                ] }
                """)
        let check = fixture.filler.check
        let born = try #require(fixture.id("born"))
        let issued = try #require(fixture.id("issued"))
        // Folded for the run: both of born's bounds are dates; issued's minimum reads born.
        guard case .date = check.fields[born].constraints.minLimit, case .date = check.fields[born].constraints.maxLimit,
            case .evaluated = check.fields[issued].constraints.minLimit, case .date = check.fields[issued].constraints.maxLimit
        else {
            Issue.record("unexpected limits")
            return
        }
        var values = [Value](repeating: .null, count: fixture.plan.frames[0].slotCount)
        values[try fixture.slot("born")] = .date(LocalDate(iso: "1990-05-01")!)
        var context = EvaluationContext(frames: [values], recordIndex: 1, today: FillFixture.today)
        let limits = check.fields[issued].constraints
        #expect(try limits.minValue(in: &context) == .date(LocalDate(iso: "2004-05-01")!))
        #expect(try limits.orderAgainstMin(.date(LocalDate(iso: "2004-04-30")!), in: &context) == -1)
        #expect(try limits.orderAgainstMin(.date(LocalDate(iso: "2004-05-01")!), in: &context) == 0)
    }
}
