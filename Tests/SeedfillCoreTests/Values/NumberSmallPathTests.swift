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

    /// Quotients with many fraction digits, which the 64-bit path finds several at a time: small
    /// divisors (up to 18 digits at once), divisors near each limit of how many digits fit,
    /// and integer parts near the point where `quotient × 10 + 9` leaves `Int64`, so that the
    /// digits must stop at the same one as the one-digit long division of `dividingWide`.
    // Issue 15, item 4 (loan: several quotient digits per step).
    @Test func manyDigitQuotientsMatchTheLongDivision() {
        var rng = SplitMix64(seed: 0x0D16_1750)
        var reachedSmallPath = 0
        for _ in 0..<200_000 {
            let divisor: Int64
            switch rng.below(4) {
            case 0: divisor = Int64(rng.below(1_000)) + 1
            case 1:
                // Just below or above 10^k, or UInt64.max / 10^k (where fewer digits fit a step).
                let k = Int(rng.below(19))
                let near = rng.below(2) == 0 ? powersOfTen[k] : UInt64.max / 10 / powersOfTen[k]
                divisor = Int64(clamping: Swift.max(1, Swift.min(UInt64(Int64.max), near &+ rng.below(7) &- 3)))
            case 2: divisor = Int64(rng.below(UInt64(Int64.max) / powersOfTen[Int(rng.below(19))])) + 1
            default: divisor = [3, 7, 9, 11, 13, 17, 97, 360, 12_000, 999_999_937][Int(rng.below(10))]
            }
            let numerator: Int64
            switch rng.below(3) {
            case 0: numerator = Int64(rng.below(1_000_000))
            case 1:
                // An integer quotient of about 10^j, so that only some fraction digits fit.
                let j = Int(rng.below(19))
                let (product, overflow) = Int64(clamping: powersOfTen[j]).multipliedReportingOverflow(by: divisor)
                numerator = overflow ? Int64.max - Int64(rng.below(1_000)) : product &+ Int64(rng.below(UInt64(divisor)))
            default: numerator = Int64(bitPattern: rng.next() >> 1)
            }
            let a = Number(mantissa: rng.below(2) == 0 ? numerator : -numerator, scale: Int8(rng.below(19)))
            let b = Number(mantissa: divisor, scale: Int8(rng.below(19)))
            if Number.smallQuotient(a, b) != nil { reachedSmallPath += 1 }
            #expect(
                outcome { () throws(ValueError) in try a.dividing(by: b) }
                    == outcome { () throws(ValueError) in try a.dividingWide(by: b) },
                "\(a) / \(b)")
        }
        #expect(reachedSmallPath > 100_000)
    }
}
