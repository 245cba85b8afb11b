import Testing

@testable import SeedfillCore

/// The math functions of expressions (issue 17, item 6): their values, to 15 significant
/// digits; `null`; domain errors; misuse found when binding; and the rounding of a `Double` to
/// a decimal that keeps results the same on every platform.
@Suite struct MathFunctionTests {
    /// The digits each call gives: pinned, so that a platform whose `libm` differs in a last
    /// bit still writes the same fixtures (the rounding to 15 digits absorbs it).
    static let pinned: [(String, String)] = [
        ("sqrt(2)", "1.4142135623731"), ("sqrt(1.44)", "1.2"), ("sqrt(0)", "0"),
        ("pow(2, 10)", "1024"), ("pow(1.5, 2)", "2.25"), ("pow(-2, 3)", "-8"), ("pow(4, 0.5)", "2"),
        ("pow(0, 0)", "1"), ("pow(1.0075, -360)", "0.0678860074207062"),
        ("exp(0)", "1"), ("exp(1)", "2.71828182845905"), ("exp(-50)", "0"),
        ("ln(1)", "0"), ("ln(10)", "2.30258509299405"), ("log10(1000)", "3"), ("log10(2)", "0.301029995663981"),
        ("sin(0)", "0"), ("cos(0)", "1"), ("cos(pi())", "-1"), ("tan(0.5)", "0.546302489843791"),
        ("sin(30 * pi() / 180)", "0.5"),
        // sin(π) of the Double nearest π is not 0 but a tiny number, cut at 18 decimals.
        ("sin(pi())", "0.000000000000000122"),
        ("asin(1)", "1.5707963267949"), ("acos(-1)", "3.14159265358979"), ("atan(1)", "0.785398163397448"),
        ("atan2(1, 1)", "0.785398163397448"), ("atan2(-1, -1)", "-2.35619449019235"), ("atan2(0, 0)", "0"),
        ("pi()", "3.141592653589793238"), ("2 * pi() * 1000000", "6283185.307179586476"),
        // The functions that existed before, next to the new ones.
        ("abs(-2.5)", "2.5"), ("floor(-2.5)", "-3"), ("ceil(2.1)", "3"), ("min(sqrt(2), 1.5)", "1.4142135623731"),
        ("max(pow(2, 3), 7)", "8"),
    ]

    @Test(arguments: pinned)
    func value(_ call: String, _ digits: String) throws {
        let value = try evaluate(call)
        guard case .number(let number) = value else {
            Issue.record("\(call) gave \(value.jsonText)")
            return
        }
        #expect(number.description == digits, "\(call)")
    }

    @Test func fieldsAreReadAndNullGivesNull() throws {
        // amount is 1500.50.
        #expect(try evaluate("sqrt(amount * 4)") == Fixture.num("77.4725757929863"))
        #expect(try evaluate("pow(amount, 0)") == Fixture.num("1"))
        for call in ["sqrt(null)", "pow(2, null)", "atan2(null, 1)", "ln(null)"] {
            #expect(try evaluate(call) == .null, "\(call)")
        }
    }

    @Test func domainErrorsOfFieldsSayWhatIsAllowed() {
        let cases: [(String, String)] = [
            ("sqrt(-amount)", "'sqrt' needs a number that is not negative, not -1500.50"),
            ("ln(amount - amount)", "'ln' needs a number greater than 0, not 0"),
            ("log10(-amount)", "'log10' needs a number greater than 0, not -1500.50"),
            ("asin(amount)", "'asin' needs a number from -1 to 1, not 1500.50"),
            ("acos(-amount)", "'acos' needs a number from -1 to 1, not -1500.50"),
            ("pow(-amount, 0.5)", "'pow': -1500.50 to the power 0.5 is not a real number (a negative base needs a whole exponent)"),
            ("pow(amount - amount, -1)", "'pow': 0 to the negative power -1 has no value"),
            ("exp(amount)", "exp(1500.50) is too large for a number"),
            ("pow(amount, 10)", "pow(1500.50, 10) is too large for a number"),
        ]
        for (call, message) in cases {
            #expect(throws: EvaluationError(message), "\(call)") { try evaluate(call) }
        }
    }

    @Test func misuseIsFoundWhenBinding() {
        let cases: [(String, String, String?)] = [
            ("pow(2)", "'pow' takes 2 arguments, got 1", "write pow(base, exponent)"),
            ("atan2(1, 2, 3)", "'atan2' takes 2 arguments, got 3", "write atan2(y, x), the angle of the point (x, y) in radians"),
            ("pi(1)", "'pi' takes no arguments, got 1", "write pi(), with nothing between the parentheses"),
            ("sqrt()", "'sqrt' takes 1 argument, got 0", "write sqrt(x), x a number"),
            ("sin(firstName)", "'sin' needs a number, not text", "write sin(angle), the angle in radians (degrees * pi() / 180)"),
            ("power(2, 3)", "unknown function 'power'", "did you mean 'pow'?"),
            ("arctan(1)", "unknown function 'arctan'", "did you mean 'atan'?"),
            // Constants are computed when binding: a domain error is found there too.
            ("sqrt(-4)", "'sqrt' needs a number that is not negative, not -4", nil),
        ]
        for (call, message, hint) in cases {
            let error = bindError(call)
            #expect(error?.message == message, "\(call)")
            #expect(error?.hint == hint, "\(call)")
        }
    }

    @Test func doublesBecomeDecimalsOfFifteenDigits() {
        let cases: [(Double, String?)] = [
            (0.1 + 0.2, "0.3"), (123_456_789_012_345_678, "123456789012346000"), (0.1234567890123455, "0.123456789012346"),
            (-2.5, "-2.5"), (1e-20, "0"), (2.5e-17, "0.000000000000000025"), (5e-19, "0.000000000000000001"),
            (4.9e-19, "0"), (9.2e18, "9200000000000000000"), (1e19, nil), (.infinity, nil), (.nan, nil), (-0.0, "0"),
        ]
        for (double, digits) in cases {
            #expect(Number(rounding: double)?.description == digits, "\(double)")
        }
    }
}
