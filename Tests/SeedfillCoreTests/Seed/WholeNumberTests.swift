import Testing

@testable import SeedfillCore

@Suite struct WholeNumberTests {
    @Test(arguments: [
        ("0", WholeNumber.Reading.value(0)), ("-0", .value(0)), ("42", .value(42)), ("-17", .value(-17)),
        ("1e3", .value(1000)), ("2.50e1", .value(25)), ("1.0", .value(1)), ("1000e-3", .value(1)),
        ("0.5", .notWhole), ("1e-1", .notWhole), ("1.25e1", .notWhole),
        ("9223372036854775807", .value(Int64.max)), ("-9223372036854775808", .value(Int64.min)),
        ("9223372036854775808", .tooLarge), ("1e19", .tooLarge), ("1e999999999999999999", .tooLarge),
        ("0e999999999999", .value(0)), ("00012", .value(12)), ("1e", .malformed), ("abc", .malformed), ("", .malformed),
    ])
    func reads(_ literal: String, _ expected: WholeNumber.Reading) {
        #expect(WholeNumber.read(literal) == expected)
    }

    @Test func agreesWithIntegerParsingOnSeededDraws() {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<5000 {
            let value = Int64(bitPattern: rng.next()) >> Int64(rng.below(63))
            #expect(WholeNumber.read(String(value)) == .value(value))
            let zeros = Int(rng.below(3))
            let scaled = String(value) + "." + String(repeating: "0", count: zeros) + "e0"
            #expect(WholeNumber.read(scaled) == (zeros == 0 ? .malformed : .value(value)))
        }
    }
}
