import Testing

@testable import SeedfillCore

/// `rounded(scale:)` answers most roundings with one division; it must give what dropping the
/// digits one at a time gives, for every sign, scale and target.
@Suite struct RoundingTests {
    /// Rounding as first written: drop the digits one by one, round on the first dropped digit.
    static func reference(_ n: Number, _ target: Int) -> Number {
        let target = Swift.max(-18, target)
        guard target < Int(n.scale) else { return n }
        var quotient = WideMagnitude(n.magnitude)
        var lastDigit: UInt64 = 0
        for _ in 0..<(Int(n.scale) - target) {
            (quotient, lastDigit) = quotient.quotientAndRemainder(dividingBy: 10)
        }
        var result = quotient.low
        if lastDigit >= 5 { result += 1 }
        if target < 0 {
            let (product, overflow) = result.multipliedReportingOverflow(by: powersOfTen[-target])
            guard !overflow, product <= UInt64(Int64.max) else { return n }
            result = product
        }
        guard result <= UInt64(Int64.max) else { return n }
        let signed = Int64(result)
        return Number(mantissa: n.mantissa < 0 ? -signed : signed, scale: Int8(Swift.max(0, target)))
    }

    @Test func oneDivisionAgreesWithDigitByDigit() {
        var rng = SplitMix64(seed: StableHash.hash("rounding"))
        let edges: [Int64] = [0, 1, -1, 5, -5, 15, 49, 50, 51, 95, 99, 100, .max, .min, .max - 1, .min + 1]
        for round in 0..<40_000 {
            let mantissa: Int64
            switch round % 4 {
            case 0: mantissa = edges[Int(rng.below(UInt64(edges.count)))]
            case 1: mantissa = Int64(bitPattern: rng.next())
            case 2: mantissa = Int64(rng.below(1_000_000)) - 500_000
            default: mantissa = Int64(bitPattern: rng.next()) >> Int64(rng.below(64))
            }
            let scale = Int8(rng.below(24))
            let target = Int(rng.below(30)) - 10
            let n = Number(mantissa: mantissa, scale: scale)
            let got = n.rounded(scale: target)
            let expected = Self.reference(n, target)
            #expect(got.mantissa == expected.mantissa && got.scale == expected.scale, "\(mantissa) e-\(scale) to \(target)")
        }
    }
}
