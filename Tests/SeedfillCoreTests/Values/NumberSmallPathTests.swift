import Testing

@testable import SeedfillCore

/// The 64-bit arithmetic of ``Number`` (`Number+Small.swift`) must give exactly what the 128-bit
/// path gives: the same mantissa and scale (not only an equal value), or the same error.
// Issue 15, item 4 (fast expression evaluation).
@Suite struct NumberSmallPathTests {
    /// A number of a random size and scale: small values as forms hold them, mantissas near the
    /// 64-bit limits, zero and `Int64.min`, so that every fallback of the 64-bit path is reached.
    private func randomNumber(_ rng: inout SplitMix64) -> Number {
        let scale = Int8(rng.below(4) == 0 ? rng.below(19) : rng.below(4))
        let mantissa: Int64
        switch rng.below(8) {
        case 0: mantissa = 0
        case 1: mantissa = Int64(rng.below(10)) - 5
        case 2, 3: mantissa = Int64(rng.below(2_000_000)) - 1_000_000
        case 4: mantissa = Int64(rng.below(UInt64(Int64.max))) / Int64(powersOfTen[Int(rng.below(19))]) * (rng.below(2) == 0 ? 1 : -1)
        case 5: mantissa = [Int64.max, .min, .min + 1, .max - 1, 922_337_203_685_477_580, -922_337_203_685_477_580][Int(rng.below(6))]
        case 6: mantissa = Int64(powersOfTen[Int(rng.below(19))]) * (rng.below(2) == 0 ? 1 : -1)
        default: mantissa = Int64(bitPattern: rng.next())
        }
        return Number(mantissa: mantissa, scale: scale)
    }

    /// The mantissa and scale of a result, or its error message, so that results compare exactly.
    private func outcome(_ body: () throws(ValueError) -> Number) -> String {
        do throws(ValueError) {
            let n = try body()
            return "\(n.mantissa)e-\(n.scale)"
        } catch {
            return "error: \(error.message)"
        }
    }

    @Test func smallPathsGiveTheWideResultOrError() {
        var rng = SplitMix64(seed: 0x64B1_7500)
        var small = 0
        for _ in 0..<200_000 {
            let a = randomNumber(&rng)
            let b = randomNumber(&rng)
            #expect(
                outcome { () throws(ValueError) in try a.adding(b) } == outcome { () throws(ValueError) in try a.addingWide(b) },
                "\(a) + \(b)")
            #expect(
                outcome { () throws(ValueError) in try a.subtracting(b) } == outcome { () throws(ValueError) in try a.subtractingWide(b) },
                "\(a) - \(b)")
            #expect(
                outcome { () throws(ValueError) in try a.multiplying(by: b) }
                    == outcome { () throws(ValueError) in try a.multiplyingWide(by: b) }, "\(a) * \(b)")
            #expect(
                outcome { () throws(ValueError) in try a.dividing(by: b) }
                    == outcome { () throws(ValueError) in try a.dividingWide(by: b) },
                "\(a) / \(b)")
            if Number.smallQuotient(a, b) != nil, Number.smallSum(a, b, subtract: false) != nil { small += 1 }
        }
        // The operands must reach the 64-bit paths often, or the comparison proves little.
        #expect(small > 50_000)
    }

    @Test func quotientsThatNeedTheLongDivision() throws {
        // A quotient with 18 fraction digits, rounded half-even, through the 64-bit path.
        let third = try Number(1).dividing(by: Number(3))
        #expect(third == Number(mantissa: 333_333_333_333_333_333, scale: 18))
        #expect(Number.smallQuotient(Number(1), Number(3)) == third)
        let rate = try Number(mantissa: 12_345, scale: 3).dividing(by: Number(100))
        #expect(rate.mantissa == 12_345 && rate.scale == 5)
    }
}
