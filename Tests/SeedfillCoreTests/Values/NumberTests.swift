import Testing

@testable import SeedfillCore

private func n(_ text: String) -> Number {
    guard let number = Number(literal: text) else {
        Issue.record("not a number literal: \(text)")
        return Number(0)
    }
    return number
}

@Suite struct NumberTests {
    @Test(arguments: [
        ("12", "12"), ("-0.25", "-0.25"), ("1.50", "1.50"), ("1e3", "1000"), ("1.5e-3", "0.0015"),
        ("2E+2", "200"), ("0", "0"), ("-0", "0"), ("0.000", "0.000"), ("9223372036854775807", "9223372036854775807"),
        ("1.500000000000000000000", "1.500000000000000000"), ("120e-1", "12.0"), ("0.123456789012345678", "0.123456789012345678"),
    ])
    func parsesLiterals(text: String, expected: String) {
        #expect(Number(literal: text)?.description == expected)
    }

    @Test(arguments: [
        "1e400", "1e-30", "9223372036854775808", "abc", "1.", ".5", "-", "1e", "1e+", "1.2.3", "", "0x10", "1 ", "0.1234567890123456789",
    ])
    func rejectsLiterals(text: String) {
        #expect(Number(literal: text) == nil)
    }

    @Test func exactDecimalSums() throws {
        #expect(try n("0.1").adding(n("0.2")) == n("0.3"))
        #expect(try n("0.1").adding(n("0.2")).description == "0.3")
        #expect(try n("1.50").adding(n("1.50")).description == "3")
        #expect(try n("5").subtracting(n("7.25")).description == "-2.25")
        #expect(try n("-5").subtracting(n("-5")).description == "0")
        // 21 significant digits do not fit a 64-bit mantissa: the last one is rounded away.
        #expect(try n("0.123456789012345678").adding(n("100")).description == "100.1234567890123457")
    }

    @Test func division() throws {
        #expect(try n("7").dividing(by: n("2")).description == "3.5")
        #expect(try n("-7").dividing(by: n("2")).description == "-3.5")
        #expect(try n("1").dividing(by: n("8")).description == "0.125")
        #expect(try n("1").dividing(by: n("3")).description == "0.333333333333333333")
        #expect(try n("2").dividing(by: n("3")).description == "0.666666666666666667")
        #expect(try n("10").dividing(by: n("0.25")).description == "40")
        #expect(try n("0.5").dividing(by: n("0.004")).description == "125")
        // Long quotients keep as many digits as fit the mantissa, rounded.
        #expect(try n("1000000000000000").dividing(by: n("3")).description == "333333333333333.3333")
        #expect(throws: ValueError.self) { try n("1").dividing(by: n("0")) }
        #expect(throws: ValueError.self) { try n("1").dividing(by: n("0.000")) }
        #expect(throws: ValueError.self) { try n("9223372036854775807").dividing(by: n("0.1")) }
    }

    @Test func multiplicationAndOverflow() throws {
        #expect(try n("1.5").multiplying(by: n("1.5")).description == "2.25")
        #expect(try n("-0.1").multiplying(by: n("0.1")).description == "-0.01")
        #expect(try n("0.000000001").multiplying(by: n("0.000000001")).description == "0.000000000000000001")
        // Beyond 18 fraction digits the product is rounded half-even.
        #expect(try n("0.0000000001").multiplying(by: n("0.000000001")).description == "0")
        #expect(try n("0.0000000015").multiplying(by: n("0.000000001")).description == "0.000000000000000002")
        #expect(try n("123456.123456").multiplying(by: n("1000000.000000")).description == "123456123456")
        #expect(throws: ValueError.self) { try n("9223372036854775807").adding(n("1")) }
        #expect(throws: ValueError.self) { try n("-9223372036854775807").subtracting(n("2")) }
        #expect(throws: ValueError.self) { try n("10000000000").multiplying(by: n("10000000000")) }
        #expect(throws: ValueError.self) { try Number(mantissa: .min, scale: 0).negated() }
    }

    @Test func remainder() throws {
        #expect(try n("7").remainder(dividingBy: n("3")) == n("1"))
        #expect(try n("-7").remainder(dividingBy: n("3")) == n("-1"))
        #expect(try n("5.5").remainder(dividingBy: n("2")) == n("1.5"))
        #expect(try n("1").remainder(dividingBy: n("0.3")) == n("0.1"))
        #expect(throws: ValueError.self) { try n("1").remainder(dividingBy: n("0")) }
    }

    @Test func roundingHalfAwayFromZero() {
        #expect(n("2.5").rounded(scale: 0) == n("3"))
        #expect(n("-2.5").rounded(scale: 0) == n("-3"))
        #expect(n("2.4999").rounded(scale: 0) == n("2"))
        #expect(n("1.005").rounded(scale: 2).description == "1.01")
        #expect(n("1250").rounded(scale: -2).description == "1300")
        #expect(n("1249").rounded(scale: -2).description == "1200")
        #expect(n("1.5").rounded(scale: 3).description == "1.5")
        #expect(n("-1.5").floor == n("-2"))
        #expect(n("-1.5").ceil == n("-1"))
        #expect(n("1.5").floor == n("1"))
        #expect(n("1.5").ceil == n("2"))
        #expect(n("3").floor == n("3"))
    }

    @Test func formatting() {
        #expect(n("2000").formatted(scale: 2) == "2000.00")
        #expect(n("3.14159").formatted(scale: 2) == "3.14")
        #expect(n("-0.005").formatted(scale: 2) == "-0.01")
        #expect(n("-0.004").formatted(scale: 2) == "0.00")
        #expect(n("0.5").formatted(scale: 0) == "1")
        #expect(n("12.3").formatted(scale: 3) == "12.300")
        var buffer: [UInt8] = Array("x=".utf8)
        n("-12.05").write(into: &buffer)
        buffer.append(UInt8(ascii: ";"))
        n("7").write(into: &buffer, scale: 1)
        #expect(String(decoding: buffer, as: UTF8.self) == "x=-12.05;7.0")
        #expect(Number(mantissa: .min, scale: 0).description == "-9223372036854775808")
        #expect(Number(mantissa: 5, scale: 18).description == "0.000000000000000005")
    }

    @Test func comparisonAndConversions() {
        #expect(n("1.50") == n("1.5"))
        #expect(n("-1") < n("0.5"))
        #expect(n("-2.5") < n("-2.25"))
        #expect(n("0.000000000000000001") > n("0"))
        #expect(n("9223372036854775807") > n("922337203685477580.6"))
        #expect(n("12.0").int64Value == 12)
        #expect(n("12.5").int64Value == nil)
        #expect(n("-0.25").doubleValue == -0.25)
    }

    /// Sums, differences and products of random decimals (and quotients by divisors whose
    /// quotients terminate) against exact rational arithmetic.
    @Test func randomArithmeticMatchesRationals() throws {
        var rng = SplitMix64(seed: 42)
        for _ in 0..<5000 {
            let (a, ar) = randomDecimal(&rng)
            let (b, br) = randomDecimal(&rng)
            let op = rng.below(4)
            let result: Number
            let expected: (Int64, Int64)
            switch op {
            case 0:
                result = try a.adding(b)
                expected = (ar.0 * br.1 + br.0 * ar.1, ar.1 * br.1)
            case 1:
                result = try a.subtracting(b)
                expected = (ar.0 * br.1 - br.0 * ar.1, ar.1 * br.1)
            case 2:
                result = try a.multiplying(by: b)
                expected = (ar.0 * br.0, ar.1 * br.1)
            default:
                let divisors: [Int64] = [1, 2, 4, 5, 8, 16, 20, 25, -40]
                let d = divisors[Int(rng.below(UInt64(divisors.count)))]
                result = try a.dividing(by: Number(d))
                expected = (ar.0, ar.1 * d)
            }
            #expect(equals(result, expected), "\(a) op\(op) \(b) = \(result)")
        }
    }

    private func randomDecimal(_ rng: inout SplitMix64) -> (Number, (Int64, Int64)) {
        let scale = Int8(rng.below(4))
        let mantissa = rng.int(in: -99_999...99_999)
        let denominator = Int64(powersOfTen[Int(scale)])
        return (Number(mantissa: mantissa, scale: scale), (mantissa, denominator))
    }

    /// mantissa / 10^scale == num / den, by cross-multiplication in 128 bits.
    private func equals(_ n: Number, _ rational: (Int64, Int64)) -> Bool {
        var (num, den) = rational
        if den < 0 {
            num = -num
            den = -den
        }
        let left = n.mantissa.multipliedFullWidth(by: den)
        let right = num.multipliedFullWidth(by: Int64(powersOfTen[Int(n.scale)]))
        return left.high == right.high && left.low == right.low
    }
}
